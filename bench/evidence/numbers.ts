// Numbers as companies write them, read by the language of the page they are on: separators, scale
// words, currencies, negatives in brackets, ranges, 'approx.' (bench/evidence-corpus/README.md,
// "Numbers").

export type Value = number | { min: number; max: number };

export interface Quantity {
  value: Value;
  /** Half a unit of the last digit the text states, after its scale: the rounding an answer may carry. */
  halfStep: number;
  /** The unit as written after the number ('tCO2e', 'liter per kilo'), '' when none. */
  unit: string;
  /** ISO 4217 code when the text states a currency. */
  currency?: string;
  approximate: boolean;
  /** Where the quantity starts and ends in the text read. */
  start: number;
  end: number;
}

/** Languages whose decimal mark is a comma (and whose thousands separator is a dot or a space). */
const DECIMAL_COMMA = new Set(['nl', 'de', 'fr', 'es', 'it', 'da', 'pt']);

/** Thousands groups may be separated by '.', ',', no-break or narrow no-break spaces and apostrophes. */
const GROUP_SEPARATORS = ".,\\u00a0\\u202f'’";

function numberPattern(language: string): RegExp {
  // A plain space separates thousands only in French; elsewhere '2 310' is a label and a number.
  const separators = language === 'fr' ? `${GROUP_SEPARATORS} ` : GROUP_SEPARATORS;
  return new RegExp(String.raw`\d{1,3}(?:[${separators}]\d{3}(?!\d))+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`, 'g');
}

/** A number token's value and its count of decimals, read with the language's separators. */
export function readNumber(raw: string, language: string): { value: number; decimals: number } {
  const token = raw.replace(/[\s\u00a0\u202f'’]/g, '');
  const dot = token.lastIndexOf('.');
  const comma = token.lastIndexOf(',');
  let decimalMark: '.' | ',' | null = null;
  if (dot >= 0 && comma >= 0) decimalMark = dot > comma ? '.' : ',';
  else if (comma >= 0) {
    const grouped = /^\d{1,3}(?:,\d{3})+$/.test(token);
    const manyGroups = /^\d{1,3}(?:,\d{3}){2,}$/.test(token);
    decimalMark = DECIMAL_COMMA.has(language) ? (manyGroups ? null : ',') : grouped ? null : ',';
  } else if (dot >= 0) {
    const grouped = /^\d{1,3}(?:\.\d{3})+$/.test(token);
    const manyGroups = /^\d{1,3}(?:\.\d{3}){2,}$/.test(token);
    const dotGroups = DECIMAL_COMMA.has(language) && language !== 'fr';
    decimalMark = dotGroups ? (grouped ? null : '.') : manyGroups ? null : '.';
  }
  if (decimalMark === null) return { value: Number(token.replace(/[.,]/g, '')), decimals: 0 };
  const at = token.lastIndexOf(decimalMark);
  const whole = token.slice(0, at).replace(/[.,]/g, '');
  const fraction = token.slice(at + 1);
  return { value: Number(`${whole || '0'}.${fraction}`), decimals: fraction.length };
}

const SCALES: readonly [RegExp, number, boolean][] = [
  // [pattern after the number, multiplier, needs a currency]
  [
    /^\s?(?:mil millones|mrd\.?|md|bn|billions?|milliards?|miliardi|miljard|milliarden)(?![\p{L}])/iu,
    1e9,
    false,
  ],
  [/^\s?(?:mln\.?|mio\.?|millions?|millones|milioni|miljoen|millionen|mn)(?![\p{L}])/iu, 1e6, false],
  [/^\s?(?:thousand|tsd\.?|mille)(?![\p{L}])/iu, 1e3, false],
  [/^\s?m(?![\p{L}³2])/iu, 1e6, true],
  [/^\s?k(?![\p{L}])/iu, 1e3, true],
];

const CURRENCY_WORDS: readonly [RegExp, string][] = [
  [/^(?:€|eur|euros?)$/i, 'EUR'],
  [/^(?:£|gbp|pounds?)$/i, 'GBP'],
  [/^(?:\$|usd|dollars?|us\$)$/i, 'USD'],
  [/^(?:dkk|kr\.?)$/i, 'DKK'],
  [/^chf$/i, 'CHF'],
];
const CURRENCY_BEFORE = /(€|£|\$|\b(?:eur|gbp|usd|dkk|chf))\s?$/i;
const CURRENCY_AFTER = /^\s?(€|£|\$|eur(?:os?)?\b|euro\b|gbp\b|usd\b|dkk\b|chf\b|pounds?\b|dollars?\b)/i;
const APPROXIMATE = /(?:approx\.?|approximately|about|around|ca\.|circa|rund|environ|ongeveer|etwa|c\.)\s*$/i;
/** What may stand between the two ends of a range: '–', 'to', 'e l’', '% and'. */
const RANGE_JOIN = /^\s*%?\s*(?:–|—|-|to|bis|à|a|tot|e|y|and|und|et)\s*(?:l\s?['’]\s?)?(?:€|£|\$)?\s*$/i;
/** A unit written before the second end of a range is cut there: '0.88–0.95' has no unit '–0.95'. */
const UNIT_BEFORE_RANGE =
  /\s*(?:–|—|-|\bto\b|\bbis\b|\band\b|\bund\b|\be\b|\by\b|\bet\b|\btot\b)\s*(?:l\s?['’]\s?)?[\d€£$].*$/i;

function currencyCode(word: string): string | undefined {
  return CURRENCY_WORDS.find(([pattern]) => pattern.test(word.trim()))?.[1];
}

interface Scalar {
  value: number;
  halfStep: number;
  unit: string;
  currency?: string;
  approximate: boolean;
  start: number;
  end: number;
}

function readScalar(text: string, match: RegExpExecArray, language: string): Scalar {
  const { value: magnitude, decimals } = readNumber(match[0], language);
  let start = match.index;
  let end = start + match[0].length;
  const before = text.slice(0, start);
  let currency = currencyCode(CURRENCY_BEFORE.exec(before)?.[1] ?? '');
  const negativeSign = /[-–−]\s?$/.test(before) && !/\d\s?[-–−]\s?$/.test(before);
  const bracketed = /\(\s?$/.test(before.replace(CURRENCY_BEFORE, '')) && /^\s?\)/.test(text.slice(end));
  let scale = 1;
  const rest = () => text.slice(end);
  const currencyAfter = () => CURRENCY_AFTER.exec(rest());
  const readScale = () => {
    for (const [pattern, multiplier, needsCurrency] of SCALES) {
      const found = pattern.exec(rest());
      if (!found) continue;
      const hasCurrency = currency !== undefined || CURRENCY_AFTER.test(rest().slice(found[0].length));
      if (needsCurrency && !hasCurrency) continue;
      scale = multiplier;
      end += found[0].length;
      return;
    }
  };
  readScale();
  const after = currencyAfter();
  if (after) {
    currency ??= currencyCode(after[1]!);
    end += after[0].length;
    // 'EUR million', '€ mln': the scale may follow the currency.
    if (scale === 1) readScale();
  }
  if (bracketed) {
    start -= 1;
    end = text.indexOf(')', end) + 1;
  }
  // The unit: the words after the number, up to a bracket, semicolon, comma or the end.
  const unitText = /^\s*([^;,()\n]*)/.exec(text.slice(end))?.[1] ?? '';
  const unit = unitText
    .replace(UNIT_BEFORE_RANGE, '')
    .replace(/\s+(?:in|im|en|au|nel|del|de|van|für|for|at|on)\s+(?:19|20)\d{2}\b.*$/i, '')
    .replace(/\s+(?:19|20)\d{2}\b.*$/, '')
    .trim()
    .slice(0, 60);
  const sign = negativeSign || bracketed ? -1 : 1;
  return {
    value: sign * magnitude * scale,
    halfStep: 0.5 * 10 ** -decimals * scale,
    unit,
    ...(currency ? { currency } : {}),
    approximate: APPROXIMATE.test(before),
    start,
    end,
  };
}

/** Every quantity in a text, in order; two numbers joined by 'to', '–', 'e', 'and'… make one range. */
export function parseQuantities(text: string, language: string): Quantity[] {
  const pattern = numberPattern(language);
  const scalars: Scalar[] = [];
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    scalars.push(readScalar(text, match, language));
  }
  const quantities: Quantity[] = [];
  for (let i = 0; i < scalars.length; i += 1) {
    const first = scalars[i]!;
    const second = scalars[i + 1];
    const joined = second !== undefined && RANGE_JOIN.test(text.slice(first.end, second.start));
    // Both ends must be the same kind of number: '21% to €38.2 million' is a growth and an amount.
    const unitsAgree =
      second !== undefined &&
      (first.unit === second.unit ||
        (first.unit === '' && !first.currency) ||
        (first.unit === '%' && second.unit.startsWith('%'))) &&
      (first.currency === undefined || second.currency === undefined || first.currency === second.currency) &&
      !(first.unit === '%' && second.currency !== undefined);
    if (second && joined && unitsAgree) {
      quantities.push({
        value: { min: Math.min(first.value, second.value), max: Math.max(first.value, second.value) },
        halfStep: Math.max(first.halfStep, second.halfStep),
        unit: second.unit || first.unit,
        ...((second.currency ?? first.currency) ? { currency: second.currency ?? first.currency } : {}),
        approximate: first.approximate,
        start: first.start,
        end: second.end,
      });
      i += 1;
    } else quantities.push(first);
  }
  return quantities;
}

/** The first quantity of a text ('3.954 tCO2e', '24,0%', '€38.2 million'), or undefined. */
export function parseQuantity(text: string, language: string): Quantity | undefined {
  return parseQuantities(text, language)[0];
}

/** Whether an answer's value equals the ground truth's: within its own rounding and within 1%. */
export function valuesEqual(answer: number, halfStep: number, truth: number): boolean {
  const difference = Math.abs(answer - truth);
  const tolerance = halfStep + 1e-9 * Math.abs(truth);
  return difference <= tolerance && difference <= 0.01 * Math.abs(truth) + 1e-9;
}
