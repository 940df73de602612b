import type { StructuredDocument } from '@impact/contracts';
import { readKeyFigure } from './key-figure-table.js';
import { readNumber } from './numbers.js';
import type { FactStatement, TurnoverValue } from './types.js';

/**
 * Turnover from a key-figures table of the company's own pages: the row (or column) whose heading
 * names revenue with its currency and scale ('Netto-omzet (€ mln)', 'Revenue (£m)', 'Umsatz (Mio. €)'),
 * read in the column (or row) of the latest year the table reports, not after today. The quote is
 * the heading with the figure, as the table shows them.
 */
const REVENUE_HEADING =
  /^(?:net\s+|total\s+|consolidated\s+|annual\s+)?(?:revenues?|turnover|net sales|sales|total (?:operating )?income|netto-?omzet|omzet|umsatz(?:erlöse)?|nettoumsatz|gesamtumsatz|chiffre d['’]affaires|ingresos|cifra de negocios|importe neto de la cifra de negocios|ventas(?:\s+netas)?|facturación|ricavi|fatturato|(?:netto)?omsättning)(?![\p{L}])/iu;
// A group's or parent's revenue in a report is not the company's; neither is a rate or a change.
const NOT_TURNOVER =
  /\b(?:recurring|ARR|growth|change|margin|per\b|backlog|orders?|group|Konzern\w*|groupe|gruppo|grupo)\b|%/i;
const CURRENCY: readonly [RegExp, string][] = [
  [/€|\b[MT]?EUR\b|\beuros?\b/i, 'EUR'],
  [/£|\bGBP\b/i, 'GBP'],
  [/US\$|\$|\bUSD\b/i, 'USD'],
  [/\bDKK\b/i, 'DKK'],
  // 'MSEK', 'TSEK', 'Mkr', 'mdkr', 'kronor': the Swedish krona with or without its scale.
  [/\b[MT]?SEK\b|\b(?:m|mn|md|t)?kr\b|\bkronor\b/i, 'SEK'],
  [/\bNOK\b/i, 'NOK'],
  [/\bCHF\b/i, 'CHF'],
];
const SCALE: readonly [RegExp, number][] = [
  [/\b(?:bn|billion|mrd|miljard|miljarder|milliarden?|milliards?|mdkr)\b/i, 1e9],
  [
    /(?:\b(?:mln|mn|million|millions|mio|miljoen|millionen|millones|milioni)\b|[€£$]\s?m\b|\bm\s?[€£$])/i,
    1e6,
  ],
  [/\b(?:MEUR|MSEK|mn?kr|miljoner)\b/i, 1e6],
  // '(€ '000)', 'x € 1.000', 'in Tsd. €', 'TEUR', 'k€', 'en milliers d'euros', 'migliaia di euro'.
  [
    /(?:\b(?:thousand|k|duizend|Tsd|TEUR|TSEK|tkr|milliers|migliaia|miles)\b|'000|\b000s\b|x\s?[€£$]?\s?1[.,]000\b|\bk[€£$]|\bT€)/i,
    1e3,
  ],
];

function unitOf(heading: string): { currency: string; scale: number } | undefined {
  const currency = CURRENCY.find(([pattern]) => pattern.test(heading))?.[1];
  if (!currency) return undefined;
  return { currency, scale: SCALE.find(([pattern]) => pattern.test(heading))?.[1] ?? 1 };
}

const isRevenueHeading = (heading: string) => REVENUE_HEADING.test(heading) && !NOT_TURNOVER.test(heading);

export function turnoverTableStatements(
  documents: readonly StructuredDocument[],
  thisYear: number,
): FactStatement<TurnoverValue>[] {
  const statements: FactStatement<TurnoverValue>[] = [];
  for (const document of documents) {
    // The company's pages and the reports they link to (an upload has no address and is read elsewhere).
    if (!document.url) continue;
    for (const block of document.blocks) {
      if (block.type !== 'table') continue;
      const reading = readKeyFigure(block, isRevenueHeading, thisYear);
      // A tile may carry the unit with the figure ('118 Mio. €' under 'Umsatz').
      const unit = reading && unitOf(`${reading.heading} ${reading.value}`);
      const number = reading && readNumber(reading.value.replace(/[^\d.,\s\u00a0\u202f]/g, '').trim());
      if (!reading || !unit || number === undefined) continue;
      statements.push({
        value: { amount: Math.round(number * unit.scale), currency: unit.currency },
        quote: `${reading.heading} ${reading.value}`,
        url: document.url,
        ...(reading.year ? { year: reading.year } : {}),
        locator: 'key figure',
      });
    }
  }
  return statements;
}
