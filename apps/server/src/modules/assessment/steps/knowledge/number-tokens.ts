/**
 * The numbers a text states, read the way reports write them: thousands separators in either
 * convention (1,234.5 and 1.234,5, 1 234, 1'234), decimal commas, scale words (118 Mio., 1.2 bn,
 * 3 Tsd.), accounting negatives ((12)) and percentages. A number glued to letters (CO2, Scope1) is
 * part of a word, not a figure.
 */

export interface NumberToken {
  /** Every value the digits can mean: '1,234' is 1234 in English and 1.234 in German. */
  values: number[];
  percent: boolean;
  /** A bare four-digit 1900–2100: read as a year, never as the figure. */
  year: number | undefined;
  start: number;
  end: number;
}

const SCALES: [RegExp, number][] = [
  [/^(?:thousands?|tsd\.?|tausend|k)$/i, 1e3],
  [/^(?:millions?|mio\.?|mn|mill?\.?|millionen)$/i, 1e6],
  [/^(?:billions?|bn|mrd\.?|milliarden?|bln)$/i, 1e9],
];

const NUMBER =
  /(?<![\p{L}\p{N}.,])(\(\s*)?([-+])?(\d{1,3}(?:[ '’](?=\d{3}(?!\d))\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)*)(?![\p{N}]|[.,]\d)(\s*\))?(?:\s?(%|percent\b|per cent\b|prozent\b|procent\b|pour cent\b)|\s?(thousands?\b|tsd\.|tausend\b|millions?\b|mio\.|mn\b|mill?\.|millionen\b|billions?\b|bn\b|mrd\.|milliarden?\b|bln\b)|(k)\b)?/giu;

function scaleOf(word: string | undefined): number {
  if (!word) return 1;
  return SCALES.find(([pattern]) => pattern.test(word.trim()))?.[1] ?? 1;
}

/** The readings of one run of digits and separators, without sign or scale. */
export function readDigits(raw: string): number[] {
  const digits = raw.replace(/[ '’]/g, '');
  const separators = [...digits.matchAll(/[.,]/g)].map((match) => match[0]);
  if (separators.length === 0) return [Number(digits)];
  const last = digits.search(/[.,][^.,]*$/);
  const mixed = new Set(separators).size > 1;
  if (mixed) {
    // The last separator is the decimal one; the other kind groups thousands.
    const whole = digits.slice(0, last).replace(/[.,]/g, '');
    return [Number(`${whole}.${digits.slice(last + 1)}`)];
  }
  if (separators.length > 1) {
    // One kind, several times: thousands groups (1,234,567), valid only in groups of three.
    return /^\d{1,3}(?:[.,]\d{3})+$/.test(digits) ? [Number(digits.replace(/[.,]/g, ''))] : [];
  }
  const [before, after] = [digits.slice(0, last), digits.slice(last + 1)];
  const asDecimal = Number(`${before}.${after}`);
  // '1,234' or '1.234': a thousands group or a decimal, depending on the language.
  if (after.length === 3 && before.length <= 3 && before !== '0')
    return [Number(`${before}${after}`), asDecimal];
  return [asDecimal];
}

/** Every number the text states, in order. */
export function numberTokens(text: string): NumberToken[] {
  const normalized = text.normalize('NFKC').replace(/[\u2212\u2012-\u2014]/g, '-');
  const tokens: NumberToken[] = [];
  for (const match of normalized.matchAll(NUMBER)) {
    const [whole, open, sign, digits, close, percent, scaleWord, kilo] = match;
    const scale = scaleOf(scaleWord ?? kilo);
    const asYear = Number(digits);
    // A bare 1900–2100 is a year, also in brackets: '(2024)' after a figure names its year.
    const bare = /^\d{4}$/.test(digits!) && !sign && !percent && scale === 1;
    const year = bare && asYear >= 1900 && asYear <= 2100 ? asYear : undefined;
    const accountingNegative = Boolean(open && close) && year === undefined;
    const negative = sign === '-' || accountingNegative;
    const values = readDigits(digits!).map((value) => (negative ? -value : value) * scale);
    if (values.length === 0 || values.some(Number.isNaN)) continue;
    tokens.push({
      values,
      percent: Boolean(percent),
      year,
      start: match.index + (open && !close ? open.length : 0),
      end: match.index + whole.length,
    });
  }
  return tokens;
}

/** Two tokens state the same figure: a common reading, and both or neither a percentage. */
export function sameFigure(claimed: NumberToken, stated: NumberToken): boolean {
  if (claimed.percent !== stated.percent) return false;
  return claimed.values.some((a) =>
    stated.values.some(
      // A reduction the text states in words ('fell by 12%') the model may give as -12%.
      (b) => closeTo(a, b) || (a < 0 && b > 0 && closeTo(-a, b)),
    ),
  );
}

const closeTo = (a: number, b: number) => Math.abs(a - b) <= Math.max(Math.abs(a), Math.abs(b)) * 1e-9;
