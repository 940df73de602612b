import type { Quantity } from './quantities.js';

/**
 * Amounts of money in an English sentence, currency first ('£412,000', '€1.2 million', 'EUR 85,000').
 * Only a donation or a community investment reads them (classify-metric.ts): prices, revenue and
 * salaries in sentences stay out, as they always did.
 */
const AMOUNT =
  /(?<![\p{L}\d])(?<cur>£|€|\$|EUR|GBP|USD|CHF|DKK|SEK|NOK)\s?(?<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d,.]\d)(?:\s?(?<scale>million|mn|m|thousand|k)(?!\p{L}))?/gu;

const CODES: Record<string, string> = { '£': 'GBP', '€': 'EUR', $: 'USD' };

/** A sentence about giving: the only kind whose amounts are read, so no other figure's clause changes. */
export const GIVING =
  /\b(?:donat\w*|charit\w*|community investment|invested in (?:local )?communit\w*|philanthrop\w*|good causes)\b/i;

export function moneyQuantities(sentence: string): Quantity[] {
  if (!GIVING.test(sentence)) return [];
  return [...sentence.matchAll(AMOUNT)].map((match) => {
    const { cur = '', num = '', scale } = match.groups ?? {};
    const code = CODES[cur] ?? cur;
    const word = scale === undefined ? '' : /^(?:m|mn|million)$/i.test(scale) ? ' million' : ' thousand';
    return {
      start: match.index,
      end: match.index + match[0].length,
      kind: 'money',
      unit: code,
      valueText: `${num}${word} ${code}`,
    };
  });
}
