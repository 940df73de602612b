/**
 * Checks a figure a model returns against the one passage it cites: a sentence of a page, or a row of a
 * table. The figure must equal a number the passage states (after reading separators, decimal commas,
 * scale words and percentages the same way), for the same indicator and the same year; '42' is never
 * found in '1942', and a sentence that only comes near the figure does not carry it.
 */
import { normalizeText } from './quote-check.js';
import { numberTokens, sameFigure, type NumberToken } from './number-tokens.js';

export interface FigureClaim {
  /** The figure as the model wrote it, with its unit: '12,400 tCO2e', '118 Mio. EUR', '32%'. */
  value: string;
  /** What is measured: 'Scope 1 and 2 emissions', 'Employees'. */
  indicator: string;
  year: number;
}

/** A sentence, with the headings it stands under (a year in '2024 in numbers' above it counts). */
export interface SentencePassage {
  kind: 'sentence';
  text: string;
  headings?: readonly string[];
}

/** A table row: its cells, and the column headings above each cell (same length). */
export interface RowPassage {
  kind: 'row';
  cells: readonly string[];
  columnHeadings: readonly string[];
  /** The table's caption and the headings it stands under. */
  headings?: readonly string[];
}

export type CitedPassage = SentencePassage | RowPassage;

export type FigureCheck = { ok: true } | { ok: false; reason: string };

const fail = (reason: string): FigureCheck => ({ ok: false, reason });

/** Words of an indicator too general to tie it to a passage. */
const GENERIC_WORDS = new Set(
  'total number share rate percentage percent ratio amount level value values company group reported year annual per and the for with from our its of in to on at by'.split(
    ' ',
  ),
);

/** The claimed figure: the first number of the value that is not a year ('12,400 t (2024)' → 12,400). */
export function claimedFigure(value: string): NumberToken | undefined {
  const tokens = numberTokens(value);
  return tokens.find((token) => token.year === undefined) ?? (tokens.length === 1 ? tokens[0] : undefined);
}

/** The indicator's words that name it, each cut to a stem (emissions/Emissionen → 'emiss'). */
function indicatorStems(indicator: string): string[] {
  return normalizeText(indicator)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word) && !/^\d+$/.test(word))
    .map((word) => word.slice(0, 5));
}

function namesIndicator(text: string, indicator: string): boolean {
  const stems = indicatorStems(indicator);
  if (stems.length === 0) return true;
  const words = normalizeText(text).split(/[^\p{L}\p{N}]+/u);
  return stems.some((stem) => words.some((word) => word.startsWith(stem)));
}

const yearsOf = (text: string) => numberTokens(text).flatMap((token) => token.year ?? []);

/** Checks the claim against one passage; the reason says why a dropped figure was dropped. */
export function checkFigure(claim: FigureClaim, passage: CitedPassage): FigureCheck {
  const figure = claimedFigure(claim.value);
  if (!figure) return fail(`the value "${claim.value}" states no number`);
  return passage.kind === 'row' ? checkRow(claim, figure, passage) : checkSentence(claim, figure, passage);
}

function checkSentence(claim: FigureClaim, figure: NumberToken, passage: SentencePassage): FigureCheck {
  const headings = (passage.headings ?? []).join(' ');
  if (!namesIndicator(`${headings} ${passage.text}`, claim.indicator)) {
    return fail(`the passage does not name "${claim.indicator}"`);
  }
  const tokens = numberTokens(passage.text);
  const matches = tokens.filter((token) => token.year === undefined && sameFigure(figure, token));
  if (matches.length === 0) return fail(`the passage states no ${claim.value}`);
  const years = tokens.filter((token) => token.year !== undefined);
  if (years.length === 0) {
    return yearsOf(headings).includes(claim.year)
      ? { ok: true }
      : fail(`the passage names no year ${claim.year}`);
  }
  const belongs = matches.some((match) => yearOfFigure(passage.text, match, years) === claim.year);
  return belongs
    ? { ok: true }
    : fail(`the passage gives ${claim.value} for another year than ${claim.year}`);
}

/** Where a clause ends: a comma, semicolon or colon before a space, a dash between spaces, a bracket. */
const CLAUSE_BREAK = /[,;:](?=\s)|\s[-–—]\s|[()]/g;

/**
 * The year a figure belongs to when a sentence names several: the one in its own clause ('In 2024
 * emissions were 12,400 t, down from 13,900 t in 2023'); within a clause of several, the year on the
 * side the clause writes its years ('from 14,000 t in 2023 to 12,400 t in 2024': after the figure).
 */
function yearOfFigure(text: string, token: NumberToken, years: NumberToken[]): number | undefined {
  const breaks = [...text.matchAll(CLAUSE_BREAK)].map((match) => match.index);
  const from = Math.max(0, ...breaks.filter((at) => at < token.start));
  const to = Math.min(text.length, ...breaks.filter((at) => at >= token.end));
  const inClause = years.filter((year) => year.start >= from && year.end <= to);
  if (inClause.length === 1) return inClause[0]!.year;
  const candidates = inClause.length > 0 ? inClause : years;
  const scope = inClause.length > 0 ? text.slice(from, to) : text;
  const yearsLead = numberTokens(scope)[0]?.year !== undefined;
  const before = candidates.filter((year) => year.end <= token.start).at(-1);
  const after = candidates.find((year) => year.start >= token.end);
  return (yearsLead ? (before ?? after) : (after ?? before))?.year;
}

function checkRow(claim: FigureClaim, figure: NumberToken, passage: RowPassage): FigureCheck {
  const { cells, columnHeadings } = passage;
  const context = [...(passage.headings ?? []), ...columnHeadings].join(' ');
  if (!namesIndicator(`${context} ${cells.join(' ')}`, claim.indicator)) {
    return fail(`the row does not name "${claim.indicator}"`);
  }
  const columns = cells.flatMap((cell, column) =>
    numberTokens(cell).some((token) => token.year === undefined && sameFigure(figure, token)) ? [column] : [],
  );
  if (columns.length === 0) return fail(`the row states no ${claim.value}`);
  const yearColumns = columnHeadings.some((heading) => yearsOf(heading).length > 0);
  // A table with a column per year: the figure must stand in that year's column.
  if (yearColumns) {
    return columns.some((column) => yearsOf(columnHeadings[column] ?? '').includes(claim.year))
      ? { ok: true }
      : fail(`the row gives ${claim.value} under another year than ${claim.year}`);
  }
  const rowYears = [...yearsOf(cells.join(' ')), ...yearsOf((passage.headings ?? []).join(' '))];
  return rowYears.includes(claim.year) ? { ok: true } : fail(`the row names no year ${claim.year}`);
}
