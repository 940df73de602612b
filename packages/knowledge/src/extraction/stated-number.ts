/**
 * A figure as a report or a key-figures table writes it, read by the document's language: '1.234,5'
 * (nl, de, fr, es, it, da), '1 284,6' with (narrow) no-break spaces, '1,234.5' (en), '(12)' and '–12'
 * negatives, ranges ('0.88–0.95', '78 to 82'), 'approx.' and its siblings, scale words ('118 Mio. €',
 * '2.4 million'), footnote marks ('640*', '1,180¹'). Empty cells ('n.b.', 'n/a', '–') are no figure.
 */

export interface StatedNumber {
  /** The value, negative for '(12)'; for a range, its lower end. */
  value: number;
  range?: { min: number; max: number };
  /** Digits after the decimal mark as stated (the precision the figure claims). */
  decimals: number;
  approximate: boolean;
  /** Scale word as stated after the number, normalised ('million'). */
  scale?: 'thousand' | 'million' | 'billion';
  /** Where the number (or range) starts and ends in the text read. */
  start: number;
  end: number;
}

/** Languages whose decimal mark is a comma (and whose thousands separator is a dot or a space). */
const DECIMAL_COMMA = new Set(['nl', 'de', 'fr', 'es', 'it', 'da', 'pt', 'sv', 'no', 'nb', 'nn', 'fi', 'pl']);
/** Whether a language writes '27 100,5' where English writes '27,100.5'. */
export const writesDecimalComma = (language: string) => DECIMAL_COMMA.has(language);

const SPACES = '\\u00a0\\u202f\\u2009 ';
const NUMBER = new RegExp(
  String.raw`\d{1,3}(?:(?:[.,'’]|[${SPACES}])\d{3}(?!\d))+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`,
  'g',
);
const NEGATIVE_SIGN = /[-−–]\s?$/;
const APPROXIMATE =
  /(?:^|[\s(])(?:approx\.?|approximately|about|around|roughly|ca\.?|circa|c\.|rund|etwa|gut|environ|ongeveer|ong\.|aprox\.?|aproximadamente|cerca di|circa|cirka|omkring|ungefär|ungefær|omtrent|drygt|knappt|~|≈)\s*$/i;
const RANGE_JOIN = /^\s*(?:%\s*)?(?:–|—|-|to|bis|à|a|tot|e|y|and|et|und|en)\s*(?:l['’]\s*|d['’]\s*)?(?=\d)/i;
const SCALES: readonly [RegExp, StatedNumber['scale']][] = [
  [/^\s?(?:mrd\.?|bn|billions?|milliards?|miliardi|miljard|milliarden|mil millones)(?!\p{L})/iu, 'billion'],
  [
    /^\s?(?:mln\.?|mio\.?|millions?|millones|milioni|miljoen|millionen|mn|m(?=\s?[€$£]))(?!\p{L})/iu,
    'million',
  ],
  [/^\s?(?:thousand|tsd\.?|k(?=\s?[€$£]))(?!\p{L})/iu, 'thousand'],
];
/** A cell that states no figure: not available, not applicable, a dash. */
const NO_FIGURE = /^\s*(?:n\.?\s?[abvt]\.?(?:\s?t\.?)?|n\/[ab]|k\.\s?a\.|s\.o\.|nd|—|–|-|\.\.\.|…)?\s*$/i;

function decimalMark(token: string, language: string): '.' | ',' | null {
  const dot = token.lastIndexOf('.');
  const comma = token.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return dot > comma ? '.' : ',';
  const mark = comma >= 0 ? ',' : dot >= 0 ? '.' : null;
  if (mark === null) return null;
  const groups = token.split(mark);
  // Two marks of the same kind are thousands separators ('1.234.567').
  if (groups.length > 2) return null;
  // One mark followed by exactly three digits is ambiguous; the language decides ('1.234', '1,234').
  if (groups[1]?.length === 3 && !/^0+$/.test(groups[0] ?? '')) {
    const commaDecimal = DECIMAL_COMMA.has(language);
    return (mark === ',') === commaDecimal ? mark : null;
  }
  return mark;
}

/** A number token's value and its count of decimals. */
export function readNumberToken(raw: string, language = 'en'): { value: number; decimals: number } {
  const token = raw.replace(/[\s\u00a0\u202f\u2009'’]/g, '');
  const mark = decimalMark(token, language);
  if (mark === null) return { value: Number(token.replace(/[.,]/g, '')), decimals: 0 };
  const at = token.lastIndexOf(mark);
  const whole = token.slice(0, at).replace(/[.,]/g, '');
  const fraction = token.slice(at + 1);
  return { value: Number(`${whole || '0'}.${fraction}`), decimals: fraction.length };
}

/** Footnote marks written after a figure: '*', '†', superscript digits, '[1]', '¹⁾'. */
export function withoutFootnoteMarks(text: string): string {
  return text
    .replace(/[*†‡§]+|[¹²³⁴⁵⁶⁷⁸⁹⁰]+\)?|⁾/g, '')
    .replace(/\[\s*\d{1,2}\s*\]|\(\s*[a-z]\s*\)$/gi, '')
    .trim();
}

/** '£38.2m', 'EUR 640k': after a currency written before the figure, 'm' and 'k' are its scale. */
function moneyScaleAfter(before: string, after: string): ReturnType<typeof scaleAfter> {
  if (!/(?:[€$£]|\b(?:EUR|GBP|USD|DKK|SEK|NOK|CHF))\s?$/i.test(before)) return undefined;
  const match = /^\s?([mk])(?!\p{L})/iu.exec(after);
  if (!match) return undefined;
  return { scale: match[1]!.toLowerCase() === 'm' ? 'million' : 'thousand', length: match[0].length };
}

function scaleAfter(text: string): { scale: StatedNumber['scale']; length: number } | undefined {
  for (const [pattern, scale] of SCALES) {
    const match = pattern.exec(text);
    if (match) return { scale, length: match[0].length };
  }
  return undefined;
}

function isNegative(text: string, start: number, end: number): boolean {
  const before = text.slice(0, start);
  if (NEGATIVE_SIGN.test(before) && !/\d\s?[-–]\s?$/.test(before)) return true;
  // '(12)', '(1.2)', '(9.3)%': a bracketed figure on its own is negative, as in accounts.
  return /\(\s*$/.test(before) && /^\s*%?\s*\)/.test(text.slice(end));
}

/**
 * The first figure in `text` (a table cell, or a span of a sentence), read by `language` (a BCP 47
 * tag or its primary subtag; English when unknown). Undefined when the text states none.
 */
export function readStatedNumber(text: string, language = 'en'): StatedNumber | undefined {
  const lang = language.toLowerCase().split('-')[0] ?? 'en';
  const clean = withoutFootnoteMarks(text);
  if (NO_FIGURE.test(clean)) return undefined;
  const pattern = new RegExp(NUMBER.source, 'g');
  const first = pattern.exec(clean);
  if (!first) return undefined;
  const start = first.index;
  let end = start + first[0].length;
  const read = readNumberToken(first[0], lang);
  const negative = isNegative(clean, start, end);
  const value = negative ? -read.value : read.value;
  let decimals = read.decimals;
  let range: StatedNumber['range'];
  const join = RANGE_JOIN.exec(clean.slice(end));
  if (join && !negative) {
    pattern.lastIndex = end + join[0].length;
    const second = pattern.exec(clean);
    if (second && second.index === end + join[0].length) {
      const upper = readNumberToken(second[0], lang);
      if (upper.value > value) {
        range = { min: value, max: upper.value };
        decimals = Math.max(decimals, upper.decimals);
        end = second.index + second[0].length;
      }
    }
  }
  const scale = scaleAfter(clean.slice(end)) ?? moneyScaleAfter(clean.slice(0, start), clean.slice(end));
  return {
    value,
    ...(range ? { range } : {}),
    decimals,
    approximate: APPROXIMATE.test(clean.slice(0, start).replace(/[-−–(]\s*$/, '')),
    ...(scale ? { scale: scale.scale } : {}),
    start,
    end: end + (scale?.length ?? 0),
  };
}

function formatValue(value: number, decimals: number): string {
  const sign = value < 0 ? '-' : '';
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The figure written one way whatever the page's language: '1,234.5', '-12', '0.88–0.95',
 * 'approx. 640,000', '118 million'. The stated precision is kept ('0,071' → '0.071').
 */
export function formatStatedNumber(number: StatedNumber): string {
  const amount = number.range
    ? `${formatValue(number.range.min, number.decimals)}–${formatValue(number.range.max, number.decimals)}`
    : formatValue(number.value, number.decimals);
  return `${number.approximate ? 'approx. ' : ''}${amount}${number.scale ? ` ${number.scale}` : ''}`;
}
