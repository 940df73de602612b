import type { FactAnswer, FactStatement } from './types.js';

/**
 * One answer from many statements. A value the consultant set ('Correct', 'Confirm') always wins and
 * survives re-runs; otherwise the company's most recent own statement (the latest year it names); of
 * the same year, an exact figure before a rounded one ('783' before 'more than 780'), then the first one
 * read (pages come in the order the caller trusts most). The others are kept.
 */
export function chooseFact<T>(
  statements: readonly FactStatement<T>[],
  consultantValue?: T | null,
): FactAnswer<T> | undefined {
  if (consultantValue !== undefined && consultantValue !== null) {
    return { origin: 'consultant', value: consultantValue, alternatives: [...statements] };
  }
  const ordered = statements
    .map((statement, index) => ({ statement, index }))
    .toSorted(
      (a, b) =>
        (b.statement.year ?? 0) - (a.statement.year ?? 0) ||
        Number(a.statement.approximate ?? false) - Number(b.statement.approximate ?? false) ||
        a.index - b.index,
    )
    .map(({ statement }) => statement);
  const [chosen, ...alternatives] = ordered;
  return chosen ? { origin: 'website', ...chosen, alternatives } : undefined;
}

/**
 * A founding year, or the year a state began: the company's age, not the year a figure is for ('wurde
 * 1964 gegründet und beschäftigt heute 520 Mitarbeiter', 'founded in 2011, we employ 310 people').
 */
const FOUNDING_YEAR = new RegExp(
  String.raw`(?<!\p{L})(?:(?:founded|established|gegründet|fondée?s?|opgericht|fondat[ao]|fundad[ao]|since|seit|depuis|sinds|dal|desde)\s+(?:(?:in|im|en|nel|in het)\s+)?(?:(?:Jahr|jaar|year|anno|año)\s+)?(?:19|20)\d{2}|(?:19|20)\d{2}\s+(?:gegründet|opgericht))(?!\p{L})`,
  'giu',
);

/**
 * The latest year a text names, not after the reading year ('2023 and 2024' → 2024; a 2030 target →
 * none); a founding year does not count.
 */
export function statedYear(text: string, thisYear: number): number | undefined {
  const years = [
    ...text.replace(FOUNDING_YEAR, ' ').matchAll(/\b(?:FY\s?)?((?:19|20)\d{2})(?:\s?\/\s?(\d{2}))?\b/g),
  ].map((match) =>
    // 'FY2025/26' ends in 2026.
    match[2] ? Number(match[1]!.slice(0, 2) + match[2]) : Number(match[1]),
  );
  const past = years.filter((year) => year <= thisYear);
  return past.length > 0 ? Math.max(...past) : undefined;
}
