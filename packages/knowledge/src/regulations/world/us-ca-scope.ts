import type { ApplicabilityFactKey, NormalizedCompany } from '../../company/types.js';
import type { RuleOutcome } from '../types.js';
import { californiaBusinessInference, inferred } from '../inferences.js';
import { fact, headquarteredIn } from './company-facts.js';
import { outcome, type RuleDate } from './outcome.js';
import { compareRange, formatMoney, formatMoneyRange } from './range.js';

/**
 * The scope test SB 253 and SB 261 share (fact sheet §18.2-18.3): a US-organised entity doing business
 * in California (Rev. & Tax. Code § 23101) with total annual revenue (gross receipts) above a threshold.
 * A foreign group is not itself in scope, but its US subsidiaries are assessed on their own revenue.
 */
export interface CaliforniaScopeTest {
  law: string;
  revenueUsd: number;
  dates: RuleDate[];
  /** Added to every in-scope or likely reason (e.g. litigation status). */
  note: string;
}

export function evaluateCaliforniaScope(company: NormalizedCompany, test: CaliforniaScopeTest): RuleOutcome {
  const threshold = `US-organised entities doing business in California with total annual revenue above ${formatMoney(test.revenueUsd, 'USD')}`;
  const revenue = compareRange(company.revenue?.USD, '>', test.revenueUsd);
  const revenueText = company.revenue
    ? `annual revenue of ${formatMoneyRange(company.revenue.USD, 'USD')}`
    : 'an unknown annual revenue';
  const california = fact(company, 'doesBusinessInCalifornia');

  if (revenue === 'below') {
    return outcome(
      'not-in-scope',
      `${test.law} covers ${threshold}; the company has ${revenueText}.`,
      test.dates,
    );
  }
  if (california === false) {
    return outcome(
      'not-in-scope',
      `${test.law} covers ${threshold}; the company does not do business in California.`,
      test.dates,
    );
  }
  const missing: ApplicabilityFactKey[] = california === undefined ? ['doesBusinessInCalifornia'] : [];
  const american = headquarteredIn(company, 'US');
  if (american !== true) {
    const where = american === false ? 'headquartered outside the US' : 'of unknown headquarters';
    return outcome(
      'possibly-in-scope',
      `${test.law} covers ${threshold}. The company is ${where} with ${revenueText}: a US subsidiary doing business in California is in scope only on its own revenue.`,
      test.dates,
      missing,
    );
  }
  if (revenue === 'above' && california === true) {
    return outcome(
      'in-scope',
      `${test.law} covers ${threshold}; the company is a US company doing business in California with ${revenueText}. ${test.note}`,
      test.dates,
    );
  }
  const inference = californiaBusinessInference(test.revenueUsd, test.law);
  if (revenue === 'above' && inference.applies(company)) {
    return outcome(
      'likely-in-scope',
      `${test.law} covers ${threshold}; the company is a US company with ${revenueText}. Whether it does business in California is unknown; that it ${inferred(inference)}. ${test.note}`,
      test.dates,
      missing,
    );
  }
  if (revenue === 'straddles' && california === true) {
    return outcome(
      'likely-in-scope',
      `${test.law} covers ${threshold}; the company does business in California and its ${revenueText} straddles the threshold. ${test.note}`,
      test.dates,
    );
  }
  return outcome(
    'possibly-in-scope',
    `${test.law} covers ${threshold}; the company is a US company with ${revenueText}${california === undefined ? ', and whether it does business in California is unknown' : ''}.`,
    test.dates,
    missing,
  );
}
