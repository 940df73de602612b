import type { ClientDocument, TableBlock } from '@impact/contracts';
import { cn } from '../../../lib/utils';

/** Where a table stands: its PDF page and the headings above it. */
function whereLabel(table: TableBlock): string {
  return [table.locator.page ? `Page ${table.locator.page}` : '', ...table.locator.headingPath]
    .filter(Boolean)
    .join(' · ');
}

function DocumentTable({ table }: { table: TableBlock }) {
  const where = whereLabel(table);
  return (
    <figure className="grid gap-1.5">
      {(table.caption || where) && (
        <figcaption className="text-xs text-muted-foreground">
          {[table.caption, where].filter(Boolean).join(' — ')}
        </figcaption>
      )}
      <div className="max-h-96 overflow-auto rounded-md border">
        <table className="w-full border-collapse text-sm">
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-b last:border-b-0">
                {row.cells.map((cell, cellIndex) => {
                  const Cell = cell.header || rowIndex < table.headerRows ? 'th' : 'td';
                  return (
                    <Cell
                      key={cellIndex}
                      scope={Cell === 'th' ? (rowIndex < table.headerRows ? 'col' : 'row') : undefined}
                      className={cn(
                        'px-2 py-1 text-left align-top',
                        Cell === 'th' && 'bg-muted/50 font-medium',
                      )}
                    >
                      {cell.text}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/**
 * The tables of the documents read (pages and linked reports), as tables: header cells kept, each
 * with the PDF page it is on. A document without tables is left out; its text is in the pages above.
 */
export function DocumentTables({ documents }: { documents: readonly ClientDocument[] }) {
  const withTables = documents
    .map(({ document }) => ({
      document,
      tables: document.blocks.filter((block): block is TableBlock => block.type === 'table'),
    }))
    .filter(({ tables }) => tables.length > 0);
  if (withTables.length === 0) return null;
  return (
    <section className="grid gap-3">
      <h3 className="font-semibold">Tables</h3>
      <ul className="grid gap-4">
        {withTables.map(({ document, tables }, index) => (
          <li key={`${document.url ?? document.documentId}-${index}`} className="grid gap-3">
            <h4 className="font-medium break-words">
              {document.title || document.url || 'Document'}
              {document.pageCount ? (
                <span className="font-normal text-muted-foreground"> ({document.pageCount} pages)</span>
              ) : null}
            </h4>
            {tables.map((table, tableIndex) => (
              <DocumentTable key={tableIndex} table={table} />
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
