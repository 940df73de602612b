import type { ApplicabilityFactKey, NormalizedCompany } from '../../company/types.js';
import type { ApplicabilityRule } from '../types.js';
import { fact, headquarteredIn, listedAnywhere, unansweredListingFacts } from './company-facts.js';
import { outcome, sentences, source, WORLD_RULES_AS_OF } from './outcome.js';
import { compareRange, formatHeadcount, formatMoneyRange } from './range.js';

/**
 * Swiss CO art. 964a (fact sheet §16): public-interest companies (listed, or FINMA-supervised) that,
 * with the Swiss and foreign entities they control, have in two consecutive years at least 500 full-time
 * positions on average and exceed CHF 20m balance sheet or CHF 40m revenue. Companies controlled by a
 * parent that reports under Swiss or equivalent foreign rules (e.g. CSRD) are exempt (art. 964a(2)).
 */
export const CH_964A_THRESHOLDS = {
  fullTimePositions: 500,
  revenueChf: 40_000_000,
  balanceSheetChf: 20_000_000,
} as const;

const THRESHOLD_TEXT =
  'a public-interest company (listed, or supervised by FINMA) with at least 500 full-time positions and more than CHF 20m balance sheet or CHF 40m revenue, in two consecutive years';

const DATES = [
  { label: 'Art. 964a–964c in force', date: '2022-01-01' },
  { label: 'First financial year reported', date: '2023' },
  { label: 'Climate ordinance (TCFD-based, comply or explain) in force', date: '2024-01-01' },
  { label: 'Revision paused by the Federal Council', date: '2025-06-25' },
];

type PublicInterest = { value: true | 'probable' | undefined; missing: ApplicabilityFactKey[] };

/**
 * Public-interest status (RAG art. 2 lit. c): listed, or FINMA-supervised. A SIX listing has no fact
 * yet, so 'not listed' can never be concluded from the EU/UK/US listing answers alone.
 */
function publicInterest(company: NormalizedCompany): PublicInterest {
  if (listedAnywhere(company) === true) return { value: true, missing: [] };
  const financial = fact(company, 'isFinancialSectorEntity');
  // Banks and insurers are FINMA-supervised; a financial-sector entity probably is, not certainly.
  if (financial === true) return { value: 'probable', missing: [] };
  const missing = [...unansweredListingFacts(company)];
  if (financial === undefined) missing.push('isFinancialSectorEntity');
  return { value: undefined, missing };
}

function evaluateSwiss(company: NormalizedCompany) {
  const headcount = company.employees ? formatHeadcount(company.employees) : 'an unknown headcount';
  const revenueText = company.revenue
    ? `${formatMoneyRange(company.revenue.CHF, 'CHF')} revenue`
    : 'unknown revenue';
  const facts = `${headcount} and ${revenueText}`;
  const employees = compareRange(company.employees, '>=', CH_964A_THRESHOLDS.fullTimePositions);
  if (employees === 'below') {
    return outcome('not-in-scope', `With ${facts}, the company is not ${THRESHOLD_TEXT}.`, DATES);
  }
  const pi = publicInterest(company);
  const revenue = compareRange(company.revenue?.CHF, '>', CH_964A_THRESHOLDS.revenueChf);
  const sizeMet = employees === 'above' && revenue === 'above';
  if (sizeMet && pi.value === true) {
    return outcome(
      'in-scope',
      sentences(
        `A listed Swiss company with ${facts} meets the test of ${THRESHOLD_TEXT}.`,
        'Exempt only if controlled by a parent reporting under Swiss or equivalent foreign rules.',
      ),
      DATES,
    );
  }
  const straddles = employees === 'straddles' || revenue === 'straddles';
  if ((sizeMet || straddles) && pi.value !== undefined) {
    return outcome(
      'likely-in-scope',
      `A Swiss company with ${facts}${pi.value === 'probable' ? ' in the financial sector (probably FINMA-supervised)' : ''}: the test is ${THRESHOLD_TEXT}.`,
      DATES,
      pi.missing,
    );
  }
  return outcome(
    'possibly-in-scope',
    sentences(
      `A Swiss company with ${facts}; the test is ${THRESHOLD_TEXT}.`,
      revenue === 'below' && 'Revenue is below CHF 40m, so the balance sheet (unknown) decides.',
      pi.value === undefined && 'Whether it is listed (on SIX or elsewhere) or FINMA-supervised is unknown.',
    ),
    DATES,
    pi.missing,
  );
}

export const chNonFinancialReportingRule: ApplicabilityRule = {
  id: 'ch-co-964a',
  name: 'Swiss Code of Obligations art. 964a–964c: report on non-financial matters (with climate ordinance)',
  typeLabel: 'CH Law',
  version:
    'CO art. 964a–964c in force 1 Jan 2022; Climate Ordinance (SR 221.434) in force 1 Jan 2024; revision paused 25 Jun 2025',
  asOf: WORLD_RULES_AS_OF,
  sources: [
    source('https://www.fedlex.admin.ch/eli/cc/27/317_321_377/en', 'Swiss Code of Obligations (Fedlex)'),
    source(
      'https://handbooks.six-group.com/en/sustainability/schweizer-recht-ueberblick-ueber-die-nachhaltigkeitsanforderungen/nachhaltigkeitsberichterstattung',
      'SIX handbook: Swiss sustainability reporting requirements',
    ),
    source(
      'https://www.sif.admin.ch/de/newnsb/o-9C-JRLbzdn2YfnJFzh7',
      'Federal Council (SIF) press release, 25 Jun 2025: climate reporting ordinance revision paused pending the CO revision and EU developments',
    ),
  ],
  evaluate(company) {
    const swiss = headquarteredIn(company, 'CH');
    if (swiss === false) {
      return outcome(
        'not-in-scope',
        `Art. 964a binds Swiss companies: ${THRESHOLD_TEXT}. The company is headquartered outside Switzerland.`,
        DATES,
      );
    }
    if (swiss === undefined) {
      return outcome(
        'possibly-in-scope',
        `The headquarters country is unknown; art. 964a binds ${THRESHOLD_TEXT}.`,
        DATES,
      );
    }
    return evaluateSwiss(company);
  },
};
