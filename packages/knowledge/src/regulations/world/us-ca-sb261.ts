import type { ApplicabilityRule } from '../types.js';
import { describeSectors, hasAnySector } from './company-facts.js';
import { outcome, source, WORLD_RULES_AS_OF } from './outcome.js';
import { INSURANCE_SECTOR_KEYS } from './sector-keys.js';
import { evaluateCaliforniaScope } from './us-ca-scope.js';

/**
 * SB 261 (Health & Safety Code § 38533): revenue above $500m, insurers excluded (fact sheet §18.3).
 * Enacted, but the Ninth Circuit enjoined enforcement pending appeal (18 Nov 2025) and CARB will not
 * enforce the 1 Jan 2026 deadline; no new due date is set. Verdicts say so rather than hide the law.
 */
export const SB261_REVENUE_USD = 500_000_000;

const DATES = [
  { label: 'Statutory first biennial report (not enforced: enjoined 18 Nov 2025)', date: '2026-01-01' },
  { label: 'Ninth Circuit oral argument (no decision found)', date: '2026-01-09' },
];

export const usCaSb261Rule: ApplicabilityRule = {
  id: 'us-ca-sb261',
  name: 'California SB 261, Climate-Related Financial Risk Act',
  typeLabel: 'US State Law (California)',
  version: 'SB 261 (2023); enforcement enjoined pending appeal since 18 Nov 2025',
  asOf: WORLD_RULES_AS_OF,
  sources: [
    source(
      'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240SB261',
      'SB 261 (California Legislative Information)',
    ),
    source(
      'https://www.morganlewis.com/ru/pubs/2025/11/california-climate-disclosure-update-ninth-circuit-enjoins-sb-261-enforcement-while-carb-continues-to-workshop',
      'Morgan Lewis: Ninth Circuit enjoins SB 261 enforcement',
    ),
    source(
      'https://www.esgdive.com/news/carb-issues-enforcement-advisory-on-sb-261-following-appeals-court-decision/806802',
      'ESG Dive: CARB enforcement advisory on SB 261',
    ),
    source(
      'https://www.pillsburylaw.com/en/news-and-insights/ninth-circuit-challenge-california-climate-disclosures.html',
      'Pillsbury: Ninth Circuit challenge to California climate disclosures',
    ),
  ],
  evaluate(company) {
    if (hasAnySector(company, INSURANCE_SECTOR_KEYS)) {
      return outcome(
        'not-in-scope',
        `SB 261 covers US entities doing business in California with revenue above $500m but excludes insurance companies; the company's sector is ${describeSectors(company)}.`,
        DATES,
      );
    }
    return evaluateCaliforniaScope(company, {
      law: 'SB 261',
      revenueUsd: SB261_REVENUE_USD,
      dates: DATES,
      note: 'Enforcement is enjoined pending appeal (Ninth Circuit, 18 Nov 2025): CARB will not enforce the 1 Jan 2026 deadline and no new due date is set.',
    });
  },
};
