import { vsmeDatapoint, type VsmeDatapoint, type VsmeVersionId } from '@impact/knowledge/vsme';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { fixedRows, type RowDraft } from '../lib/value-draft';
import { FieldError, invalidProps } from './field';

/**
 * A table datapoint's rows: a fixed row per axis member, or rows the consultant adds and names (an open
 * table such as the list of sites). Each cell is labelled by its column and row.
 */
export function TableInput(props: {
  id: string;
  datapoint: VsmeDatapoint;
  versionId: VsmeVersionId;
  rows: RowDraft[];
  error: string | undefined;
  disabled: boolean;
  onChange: (rows: RowDraft[]) => void;
}) {
  const { id, rows, disabled } = props;
  const open = fixedRows(props.datapoint) === null;
  const columns = (props.datapoint.columns ?? []).map((column) => ({
    id: column,
    label: vsmeDatapoint(props.versionId, column)?.label ?? column,
    unit: vsmeDatapoint(props.versionId, column)?.unit,
  }));
  const setRow = (index: number, row: RowDraft) =>
    props.onChange(rows.map((old, at) => (at === index ? row : old)));
  return (
    <fieldset className="grid min-w-0 gap-2" {...invalidProps(id, props.error)}>
      <legend className="mb-2 text-sm font-medium">Value</legend>
      <div className="max-w-full overflow-x-auto rounded-md border">
        <table className="w-full text-left text-xs">
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Row
              </th>
              {columns.map((column) => (
                <th key={column.id} scope="col" className="min-w-32 px-2 py-1.5 font-medium">
                  {column.label}
                  {column.unit ? ` (${column.unit})` : ''}
                </th>
              ))}
              {open && (
                <th scope="col" className="px-2 py-1.5">
                  <span className="sr-only">Remove</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const rowName = row.row || `Row ${index + 1}`;
              return (
                <tr key={index} className="border-t">
                  <th scope="row" className="px-2 py-1.5 font-medium">
                    {open ? (
                      <Input
                        aria-label={`Name of row ${index + 1}`}
                        value={row.row}
                        disabled={disabled}
                        className="min-w-32"
                        onChange={(event) => setRow(index, { ...row, row: event.target.value })}
                      />
                    ) : (
                      row.row
                    )}
                  </th>
                  {columns.map((column) => (
                    <td key={column.id} className="px-2 py-1.5">
                      <Input
                        aria-label={`${column.label}, ${rowName}`}
                        value={row.cells[column.id] ?? ''}
                        disabled={disabled}
                        onChange={(event) =>
                          setRow(index, { ...row, cells: { ...row.cells, [column.id]: event.target.value } })
                        }
                      />
                    </td>
                  ))}
                  {open && (
                    <td className="px-2 py-1.5">
                      <Button
                        variant="ghost"
                        size="icon"
                        disabled={disabled}
                        aria-label={`Remove ${rowName}`}
                        onClick={() => props.onChange(rows.filter((_, at) => at !== index))}
                      >
                        <Trash2Icon aria-hidden />
                      </Button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {open && (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={disabled}
          onClick={() => props.onChange([...rows, { row: '', cells: {} }])}
        >
          <PlusIcon aria-hidden />
          Add row
        </Button>
      )}
      <FieldError id={id} error={props.error} />
    </fieldset>
  );
}
