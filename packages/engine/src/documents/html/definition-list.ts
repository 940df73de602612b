import type { TableInput } from '../document-builder.js';
import { MAX_TABLE_ROWS } from '../limits.js';
import { layOutGrid, type SourceCell } from './html-table.js';
import { elementChildren, textOf, type Element } from './html-dom.js';

/**
 * A <dl> read as a two-column table: each term (a row heading) beside its values. Key-figure tiles
 * are often written value first (<dd>1,234</dd><dt>tonnes CO2e</dt>); rows start at whichever of dt
 * and dd comes first, and the term is put first either way.
 */
export function readDefinitionList(list: Element): TableInput | undefined {
  // HTML allows each group wrapped in a <div>.
  const items = elementChildren(list).flatMap((child) =>
    child.name === 'div' ? elementChildren(child) : [child],
  );
  const entries = items.filter((item) => item.name === 'dt' || item.name === 'dd');
  const leader = entries[0]?.name;
  if (!leader) return undefined;
  const groups: { terms: string[]; values: string[] }[] = [];
  let previous = '';
  for (const entry of entries) {
    if (entry.name === leader && previous !== leader) groups.push({ terms: [], values: [] });
    (entry.name === 'dt' ? groups.at(-1)!.terms : groups.at(-1)!.values).push(textOf(entry));
    previous = entry.name;
  }
  const rows = groups
    .slice(0, MAX_TABLE_ROWS)
    .map(({ terms, values }): SourceCell[] => [
      { text: terms.join(' '), header: true, colSpan: 1, rowSpan: 1 },
      ...values.map((text) => ({ text, header: false, colSpan: 1, rowSpan: 1 })),
    ]);
  return { headerRows: 0, rows: layOutGrid(rows), totalRows: groups.length };
}
