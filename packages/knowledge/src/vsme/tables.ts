import type { VsmeDatapoint } from './types.js';

/**
 * A table whose rows are entries (sites, subsidiaries, materials) or several axis members: its columns
 * are answered in its rows, not on their own. A table of one member (B3's 'Currently stated') is only
 * the layout of its columns, which are answered one by one.
 */
function answeredByRows(table: VsmeDatapoint): boolean {
  const rows = table.rows;
  if (!rows) return false;
  return rows.open || !('members' in rows) || rows.members.length > 1;
}

/** The table of the same disclosure whose rows answer this column, if any. */
export function tableAnswering(
  datapoint: VsmeDatapoint,
  all: readonly VsmeDatapoint[],
): VsmeDatapoint | undefined {
  return all.find(
    (table) =>
      table.kind === 'table' &&
      table.disclosure === datapoint.disclosure &&
      table.columns?.includes(datapoint.id) &&
      answeredByRows(table),
  );
}

/**
 * Whether a datapoint is answered in its own right, and so counts for completeness: not a column of a
 * table answered by rows, and not a table that is only the layout of its columns.
 */
export function answeredOnItsOwn(datapoint: VsmeDatapoint, all: readonly VsmeDatapoint[]): boolean {
  if (datapoint.kind === 'table') return answeredByRows(datapoint);
  return tableAnswering(datapoint, all) === undefined;
}
