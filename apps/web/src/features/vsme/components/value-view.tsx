import type { VsmeScalar, VsmeTableRow, VsmeValue } from '@impact/contracts';
import { vsmeDatapoint, type VsmeDatapoint, type VsmeVersionId } from '@impact/knowledge/vsme';
import { formatScalar, isTableContent } from '../lib/format-value';

/** A table value as a small table: one row per axis member or entry, one column per column datapoint. */
function ValueTable(props: {
  rows: VsmeTableRow[];
  datapoint: VsmeDatapoint | undefined;
  versionId: VsmeVersionId;
  caption: string;
}) {
  const columns = props.datapoint?.columns ?? [
    ...new Set(props.rows.flatMap((row) => Object.keys(row.cells))),
  ];
  const described = columns.map((id) => ({ id, datapoint: vsmeDatapoint(props.versionId, id) }));
  return (
    // Wide tables scroll inside their own box, never the page.
    <div className="max-w-full overflow-x-auto rounded-md border">
      <table aria-label={props.caption} className="w-full text-left text-xs">
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-medium">
              <span className="sr-only">Row</span>
            </th>
            {described.map((column) => (
              <th key={column.id} scope="col" className="px-2 py-1.5 font-medium">
                {column.datapoint?.label ?? column.id}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.row} className="border-t">
              <th scope="row" className="px-2 py-1.5 font-medium">
                {row.row}
              </th>
              {described.map((column) => (
                <td key={column.id} className="px-2 py-1.5 tabular-nums">
                  {formatScalar(row.cells[column.id] ?? null, column.datapoint?.unit)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A value as the report states it: the answer with its unit, a table, or why there is none. */
export function ValueView(props: {
  value: VsmeValue;
  datapoint: VsmeDatapoint | undefined;
  versionId: VsmeVersionId;
  label: string;
}) {
  const { value } = props;
  if (value.status === 'not-applicable') {
    return <p className="text-sm text-muted-foreground">{value.notApplicableReason ?? 'Does not apply.'}</p>;
  }
  if (value.status === 'omitted') {
    return <p className="text-sm text-muted-foreground">{value.omissionStatement ?? 'Left out.'}</p>;
  }
  if (value.value === null || value.status === 'missing') {
    return <p className="text-sm text-muted-foreground">No value yet.</p>;
  }
  if (isTableContent(value.value)) {
    return (
      <ValueTable
        rows={value.value}
        datapoint={props.datapoint}
        versionId={props.versionId}
        caption={props.label}
      />
    );
  }
  return (
    <p className="text-sm font-medium break-words tabular-nums">
      {formatScalar(value.value as VsmeScalar, value.unit)}
    </p>
  );
}
