import { describeFact } from '../../company/questions.js';
import type { NormalizedCompany } from '../../company/types.js';
import { atLeastTwoOf, compareRange, compareValue, type RangeComparison } from '../compare.js';
import { formatThreshold } from '../describe.js';
import { LARGE_UNDERTAKING } from './csrd-data.js';

/**
 * Size and status tests shared by the CSRD versions and the Belgian law. The balance sheet is not a
 * profile field, so it is always 'unknown': 2 of 3 can still be decided when employees and turnover
 * agree (both above: large; both below: not large).
 */
export function isLarge(company: NormalizedCompany): RangeComparison {
  return atLeastTwoOf(
    compareRange(company.employees, '>', LARGE_UNDERTAKING.employees),
    compareRange(company.revenue?.EUR, '>', LARGE_UNDERTAKING.turnoverEur),
    'unknown',
  );
}

/** Micro undertakings (≤ 10 employees, ≤ €900,000 turnover, ≤ €450,000 balance sheet) are never in scope. */
export function isAboveMicro(company: NormalizedCompany): RangeComparison {
  return atLeastTwoOf(
    compareRange(company.employees, '>', 10),
    compareRange(company.revenue?.EUR, '>', 900_000),
    'unknown',
  );
}

export const LARGE_TEST_TEXT = `a large undertaking (exceeding 2 of: more than ${LARGE_UNDERTAKING.employees} employees, net turnover above ${formatThreshold(LARGE_UNDERTAKING.turnoverEur, 'EUR')}, balance sheet above ${formatThreshold(LARGE_UNDERTAKING.balanceSheetEur, 'EUR')})`;

function fromBoolean(value: boolean | undefined): RangeComparison {
  if (value === undefined) return 'unknown';
  return value ? 'meets' : 'fails';
}

export function isListedInEu(company: NormalizedCompany): RangeComparison {
  return fromBoolean(company.facts.listedOnEuRegulatedMarket?.value);
}

/**
 * A public-interest entity for wave 1: listed on an EU regulated market, a bank or an insurer. Our fact
 * is 'financial-sector entity', wider than bank or insurer, so it only makes wave 1 'likely'.
 */
export function isPublicInterestEntity(company: NormalizedCompany): RangeComparison {
  const listed = isListedInEu(company);
  if (listed === 'meets') return 'meets';
  const financial = fromBoolean(company.facts.isFinancialSectorEntity?.value);
  if (financial === 'meets') return 'straddles';
  if (listed === 'fails' && financial === 'fails') return 'fails';
  return 'unknown';
}

/** Compare the EU-turnover fact, or fall back on total revenue when that alone settles it (EU ≤ total). */
export function compareEuTurnover(
  company: NormalizedCompany,
  threshold: number,
): { comparison: RangeComparison; text: string } {
  const fact = company.facts.euTurnoverEur;
  if (fact) {
    return {
      comparison: compareValue(fact.value, '>', threshold),
      text: `an EU turnover of ${describeFact(fact, (value) => formatThreshold(value, 'EUR'))}`,
    };
  }
  const total = compareRange(company.revenue?.EUR, '>', threshold);
  if (total === 'fails')
    return { comparison: 'fails', text: 'a total revenue, and so an EU turnover, below that' };
  return { comparison: 'unknown', text: 'an unknown EU turnover' };
}
