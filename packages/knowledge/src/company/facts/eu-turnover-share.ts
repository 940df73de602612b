import { splitSentences } from '../../extraction/sentences.js';
import type { FactPage, FactStatement } from './types.js';

/**
 * The share of its turnover a company says it earns in the EU ('38 % des Umsatzes erzielen wir in der
 * Europäischen Union', '38% of our revenue is generated in the EU'). With a stated turnover it gives
 * the EU turnover the CSRD test for non-EU groups asks for. Only the EU counts: 'Europe' takes in the
 * UK, Switzerland and Norway, so a share of European sales is not read.
 */

/** 'N % of our revenue', 'N % des Umsatzes', 'N % du chiffre d'affaires': the share of the turnover. */
const SHARE_OF_TURNOVER = new RegExp(
  [
    String.raw`(\d{1,2}(?:[.,]\d{1,2})?)\s?(?:%|percent|per cent|Prozent)\s+`,
    '(?:',
    String.raw`of\s+(?:our|the|its|the group[’']s|group|total)?\s*(?:(?:group|total|net|consolidated|annual)\s+)?(?:revenues?|sales|turnover)`,
    String.raw`|(?:des|unseres|unserer)\s+(?:(?:gesamten|Konzern-?)\s*)?(?:Umsatzes|Umsatzerlöse|Konzernumsatzes|Gesamtumsatzes)`,
    String.raw`|(?:du|de notre)\s+chiffre d[’']affaires`,
    ')',
  ].join(''),
  'iu',
);

const IN_THE_EU = /\b(?:EU|European Union|Europäischen Union|EU-Raum|Union européenne|l[’']UE)\b/u;

/**
 * A share outside the EU, a change in it, or an EU Taxonomy share ('38 % of our turnover is
 * taxonomy-aligned') is not the share earned there.
 */
const NOT_THE_SHARE =
  /\b(?:outside|non-EU|außerhalb|ausserhalb|hors de|grew|growth|increase[ds]?|rose|Wachstum|gestiegen|stieg|Anstieg|hausse|croissance|taxonom|aligned|eligible|konform)|éligible|alignée?s?/iu;

/** The first sentence stating the EU share of turnover, as a fraction (0.38), with its quote. */
export function euTurnoverShareStatement(pages: readonly FactPage[]): FactStatement<number> | undefined {
  for (const page of pages) {
    for (const sentence of page.text.split('\n').flatMap(splitSentences)) {
      const match = SHARE_OF_TURNOVER.exec(sentence);
      if (!match || !IN_THE_EU.test(sentence) || NOT_THE_SHARE.test(sentence)) continue;
      // Two percentages in one sentence ('38 % in the EU and 41 % in North America') would need reading.
      if ((sentence.match(/%|percent|per cent|Prozent/giu) ?? []).length > 1) continue;
      const share = Number(match[1]!.replace(',', '.')) / 100;
      if (share <= 0 || share >= 1) continue;
      return { value: share, quote: sentence.trim().slice(0, 300), url: page.url, locator: 'sentence' };
    }
  }
  return undefined;
}
