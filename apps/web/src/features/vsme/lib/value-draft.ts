import type {
  UpdateVsmeValue,
  VsmeScalar,
  VsmeTableRow,
  VsmeValue,
  VsmeValueContent,
} from '@impact/contracts';
import { vsmeDatapoint, type VsmeDatapoint, type VsmeVersionId } from '@impact/knowledge/vsme';
import { isTableContent } from './format-value';
import type { EditField } from './server-error-field';

export type EditStatus = UpdateVsmeValue['status'];

/** A table row being edited: its label and each column's text. */
export interface RowDraft {
  row: string;
  cells: Record<string, string>;
}

/** The edit dialog's fields as the inputs hold them (text), turned into a PUT body on save. */
export interface ValueDraft {
  status: EditStatus;
  /** Number, text, date or year; a code list's codes separated by commas. */
  text: string;
  /** Yes/no ('yes', 'no') or the one option of a single-choice enum. */
  choice: string;
  /** The options of a multiple-choice enum. */
  choices: string[];
  rows: RowDraft[];
  unit: string;
  reason: string;
  statement: string;
  note: string;
}

export type DraftErrors = Partial<Record<EditField, string>>;

const isNumberKind = (datapoint: VsmeDatapoint | undefined) =>
  datapoint?.kind === 'number' || datapoint?.kind === 'percentage';

/** Whether the datapoint takes a unit beside its number. */
export const takesUnit = (datapoint: VsmeDatapoint | undefined) => isNumberKind(datapoint);

function scalarText(value: VsmeScalar | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * The rows a table always has: one per member of its axis (energy by source, scopes). Null when the
 * consultant adds and names the rows (sites, subsidiaries, or members of a long code list).
 */
export function fixedRows(datapoint: VsmeDatapoint | undefined): readonly string[] | null {
  const rows = datapoint?.rows;
  return rows && !rows.open && 'members' in rows ? rows.members : null;
}

function rowsOf(content: VsmeValueContent | null, datapoint: VsmeDatapoint | undefined): RowDraft[] {
  const stored: RowDraft[] = isTableContent(content)
    ? content.map((row) => ({
        row: row.row,
        cells: Object.fromEntries(Object.entries(row.cells).map(([id, cell]) => [id, scalarText(cell)])),
      }))
    : [];
  const members = fixedRows(datapoint);
  if (members) {
    // Every member keeps its row, filled where the stored value has it; rows of no member follow.
    const byName = new Map(stored.map((row) => [row.row, row]));
    const extra = stored.filter((row) => !members.includes(row.row));
    return [...members.map((row) => byName.get(row) ?? { row, cells: {} }), ...extra];
  }
  return stored.length > 0 ? stored : [{ row: '', cells: {} }];
}

/** The dialog's starting point: an estimate or a found value becomes the consultant's entry once saved. */
export function draftFromValue(value: VsmeValue, datapoint: VsmeDatapoint | undefined): ValueDraft {
  const content = value.value;
  const scalar = isTableContent(content) ? null : (content as VsmeScalar | null);
  // Editing a missing, found or estimated value enters it; a stated omission or exemption stays one.
  const status: EditStatus =
    value.status === 'not-applicable' || value.status === 'omitted' ? value.status : 'entered';
  return {
    status,
    text: typeof scalar === 'boolean' ? '' : scalarText(scalar),
    choice: Array.isArray(scalar) ? (scalar[0] ?? '') : scalarText(scalar),
    choices: Array.isArray(scalar) ? scalar : [],
    rows: rowsOf(content, datapoint),
    unit: value.unit ?? datapoint?.unit ?? '',
    reason: value.notApplicableReason ?? '',
    statement: value.omissionStatement ?? '',
    note: value.note ?? '',
  };
}

function cellValue(text: string, column: VsmeDatapoint | undefined): VsmeScalar | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (isNumberKind(column)) {
    const number = Number(trimmed);
    return Number.isFinite(number) ? number : undefined;
  }
  if (column?.kind === 'boolean') return trimmed === 'yes';
  if (column?.kind === 'enum') return [trimmed];
  return trimmed;
}

function tableValue(
  draft: ValueDraft,
  datapoint: VsmeDatapoint,
  versionId: VsmeVersionId,
): VsmeTableRow[] | string {
  const columns = datapoint.columns ?? [];
  const open = fixedRows(datapoint) === null;
  const rows: VsmeTableRow[] = [];
  for (const row of draft.rows) {
    const filled = columns.some((column) => (row.cells[column] ?? '').trim() !== '');
    // An open table's empty rows are the ones not used; a fixed row stays, even empty.
    if (open && !filled && row.row.trim() === '') continue;
    if (row.row.trim() === '') return 'Name every row of the table';
    const cells: VsmeTableRow['cells'] = {};
    for (const column of columns) {
      const cell = cellValue(row.cells[column] ?? '', vsmeDatapoint(versionId, column));
      if (cell === undefined) return `Enter a number for ${row.row.trim()}`;
      cells[column] = cell;
    }
    rows.push({ row: row.row.trim(), cells });
  }
  return rows.length > 0 ? rows : 'Fill in at least one row';
}

/** The entered value of the datapoint's kind, or what is wrong with it. */
function enteredValue(
  draft: ValueDraft,
  datapoint: VsmeDatapoint | undefined,
  versionId: VsmeVersionId,
): { value: VsmeValueContent } | { error: string } {
  const text = draft.text.trim();
  switch (datapoint?.kind) {
    case 'number':
    case 'percentage': {
      if (text === '') return { error: 'Enter a number' };
      const number = Number(text);
      return Number.isFinite(number) ? { value: number } : { error: 'Enter a number' };
    }
    case 'boolean':
      return draft.choice === '' ? { error: 'Choose Yes or No' } : { value: draft.choice === 'yes' };
    case 'enum': {
      if (datapoint.multiple && datapoint.options) {
        return draft.choices.length > 0 ? { value: draft.choices } : { error: 'Choose at least one option' };
      }
      if (datapoint.options) return draft.choice ? { value: [draft.choice] } : { error: 'Choose an option' };
      const codes = text
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean);
      return codes.length > 0
        ? { value: codes }
        : { error: `Enter at least one code (${datapoint.optionSet})` };
    }
    case 'date':
      if (datapoint.precision === 'year') {
        return /^\d{4}$/.test(text) ? { value: text } : { error: 'Enter a year as YYYY' };
      }
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? { value: text } : { error: 'Enter a date' };
    case 'table': {
      const rows = tableValue(draft, datapoint, versionId);
      return typeof rows === 'string' ? { error: rows } : { value: rows };
    }
    default:
      return text === '' ? { error: 'Enter a value' } : { value: draft.text.trim() };
  }
}

/** The PUT body for the draft, or the fields to correct first. */
export function toUpdate(
  draft: ValueDraft,
  datapoint: VsmeDatapoint | undefined,
  versionId: VsmeVersionId,
): { body: UpdateVsmeValue } | { errors: DraftErrors } {
  const note = draft.note.trim() === '' ? null : draft.note.trim();
  switch (draft.status) {
    case 'missing':
      return { body: { status: 'missing', value: null, note } };
    case 'not-applicable':
      return draft.reason.trim() === ''
        ? { errors: { notApplicableReason: 'Say why the datapoint does not apply' } }
        : { body: { status: 'not-applicable', notApplicableReason: draft.reason.trim(), note } };
    case 'omitted':
      return draft.statement.trim() === ''
        ? { errors: { omissionStatement: 'Write the statement the standard requires for an omission' } }
        : { body: { status: 'omitted', omissionStatement: draft.statement.trim(), note } };
    case 'entered': {
      const entered = enteredValue(draft, datapoint, versionId);
      if ('error' in entered) return { errors: { value: entered.error } };
      const unit = takesUnit(datapoint) ? draft.unit.trim() || null : null;
      return { body: { status: 'entered', value: entered.value, unit, note } };
    }
  }
}
