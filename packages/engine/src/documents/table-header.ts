/**
 * Whether the first row of a table without marked-up headings holds its column headings: key-figure
 * tables put years or labels there and figures below, and authors often style that row instead of
 * marking it as a header.
 */

export type CellKind = 'empty' | 'year' | 'number' | 'text';

// 2024, FY2024, FY 2023/24, 2023-24, 2023/2024: a reporting period, not a figure.
const YEAR = /^(?:FY\s?)?(?:19|20)\d{2}(?:\s?[/–-]\s?(?:\d{2}|(?:19|20)\d{2}))?[a-z*]?$/i;
// 1,234 / 1.234,5 / -12% / €4.5m / 12 t / (3.2) / +0.4 pp / n/a-style dashes count as figures too, and
// so does a figure with a unit of up to three short words, as key-figure tiles write it ('118 Mio. €',
// '0,071 kg CO2e/tkm', '14.260 t CO2e').
const UNIT_WORD = String.raw`[\p{L}€$£%/.²³₂\d-]{1,16}`;
const NUMBER = new RegExp(
  String.raw`^[(+\-–−]?\s?[$€£¥]?\s?\d[\d\s.,’']*(?:\s?(?:%|pp|[a-zA-Z]{1,6}\d?))?\)?\*?$|^[(+\-–−]?\s?[$€£¥]?\s?\d[\d\s.,’']*\s?(?=[\p{L}€$£%])${UNIT_WORD}(?:\s${UNIT_WORD}){0,2}$`,
  'u',
);
const DASH = /^[-–—]$|^n\/?a$/i;

export function cellKind(raw: string): CellKind {
  const text = raw.trim();
  if (text === '') return 'empty';
  if (YEAR.test(text)) return 'year';
  if (NUMBER.test(text) || DASH.test(text)) return 'number';
  return 'text';
}

/** True when the row holds no figures and the rows below do: years or labels over figures. */
export function isHeaderRow(first: readonly string[], rest: readonly (readonly string[])[]): boolean {
  if (rest.length === 0) return false;
  const kinds = first.map(cellKind);
  if (kinds.every((kind) => kind === 'empty')) return false;
  if (kinds.some((kind) => kind === 'number')) return false;
  const withFigures = rest.filter((row) => row.some((cell) => cellKind(cell) === 'number')).length;
  if (withFigures === 0) return false;
  // Years over figures; or labels over a body that is mostly figures (a text row here and there is a
  // sub-heading or a 'not reported').
  return kinds.includes('year') || withFigures * 2 >= rest.length;
}
