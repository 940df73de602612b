import type { VsmeScalar, VsmeTableRow, VsmeValueContent } from '@impact/contracts';

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** A number with its unit: '1,240 MWh', '12.5%'. */
export function withUnit(number: number, unit: string | null | undefined): string {
  const shown = NUMBER.format(number);
  if (!unit) return shown;
  return unit === '%' ? `${shown}%` : `${shown} ${unit}`;
}

/** One answer as words; a table's cell takes its column's unit. */
export function formatScalar(value: VsmeScalar | null, unit?: string | null): string {
  if (value === null) return '—';
  if (typeof value === 'number') return withUnit(value, unit);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '—';
  return value.trim() === '' ? '—' : value;
}

export const isTableContent = (content: VsmeValueContent | null): content is VsmeTableRow[] =>
  Array.isArray(content) && content.length > 0 && typeof content[0] === 'object';

/** Any stored content on one line (a history entry, a previous value): a table says how many rows. */
export function formatContent(content: VsmeValueContent | null, unit?: string | null): string {
  if (isTableContent(content)) return content.length === 1 ? '1 row' : `${content.length} rows`;
  return formatScalar(content as VsmeScalar | null, unit);
}
