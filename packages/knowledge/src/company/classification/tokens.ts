/**
 * Text → word tokens that remember where they are in the original text, so that a classification can
 * quote the exact phrase that decided it. Tokens are compared lower case without accents ('Käse' →
 * 'kase', 'élaborons' → 'elaborons'), as the word lists are written.
 */
export interface Token {
  /** Normalised form: lower case, no accents. */
  norm: string;
  /** Offsets in the original text. */
  start: number;
  end: number;
  /**
   * What separates this token from the previous one: a clause boundary (; : . ! ? brackets, a table
   * cell's '|', a dash between spaces), a comma, or nothing but spaces.
   */
  before: 'clause' | 'comma' | 'space';
  /** Written with a capital first letter ('Partners' in 'Harlow Partners'). */
  capital?: true;
}

/** 'a b c' lines → ['a', 'b', 'c']: word lists are written as space-separated lines. */
export function words(...lines: string[]): string[] {
  return lines.flatMap((line) => line.split(/\s+/).filter(Boolean));
}

export function normalizeToken(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[øö]/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/[łľ]/g, 'l');
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const CLAUSE_BREAK = /[;:.!?()[\]|]|\s[–—-]\s|^\s*[–—]|\s[–—]/;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const gap = text.slice(previousEnd, match.index);
    // '1,140' and '1.234,5' are numbers, not clause or list boundaries.
    const numeric = /^[.,]$/.test(gap) && /\d$/.test(text.slice(0, previousEnd)) && /^\d/.test(match[0]);
    const before =
      tokens.length === 0 || (!numeric && CLAUSE_BREAK.test(gap))
        ? 'clause'
        : gap.includes(',') && !numeric
          ? 'comma'
          : 'space';
    tokens.push({
      norm: normalizeToken(match[0]),
      start: match.index,
      end: match.index + match[0].length,
      before,
      ...(/^\p{Lu}/u.test(match[0]) ? { capital: true as const } : {}),
    });
    previousEnd = match.index + match[0].length;
  }
  return tokens;
}

/** Where the comma-separated part holding token `at` starts, not before `floor`. */
export function segmentStart(tokens: readonly Token[], at: number, floor: number): number {
  let index = at;
  while (index > floor && tokens[index]!.before !== 'comma') index -= 1;
  return index;
}

/** The original text from token `from` to token `to` (inclusive). */
export function phraseOf(text: string, tokens: readonly Token[], from: number, to: number): string {
  const first = tokens[Math.max(0, from)];
  const last = tokens[Math.min(tokens.length - 1, to)];
  if (!first || !last) return '';
  return text.slice(first.start, last.end);
}
