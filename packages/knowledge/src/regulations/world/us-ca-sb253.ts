import type { ApplicabilityRule } from '../types.js';
import { source, WORLD_RULES_AS_OF } from './outcome.js';
import { evaluateCaliforniaScope } from './us-ca-scope.js';

/** SB 253 (Health & Safety Code § 38532, as amended by SB 219): revenue above $1bn (fact sheet §18.2). */
export const SB253_REVENUE_USD = 1_000_000_000;

// 10 Aug 2026 is well sourced; one repository says 10 Nov 2026 (fact sheet §23 item 6), so the label says so.
const DATES = [
  { label: 'CARB regulation approved', date: '2026-02-26' },
  {
    label: 'First Scope 1 and 2 report due (FY2025 data; one unverified repository says 10 Nov 2026)',
    date: '2026-08-10',
  },
  { label: 'Scope 3 reporting starts (FY2026 data)', date: '2027' },
];

export const usCaSb253Rule: ApplicabilityRule = {
  id: 'us-ca-sb253',
  name: 'California SB 253, Climate Corporate Data Accountability Act',
  typeLabel: 'US State Law (California)',
  version: 'SB 253 (2023) as amended by SB 219 (2024); CARB regulation approved 26 Feb 2026',
  asOf: WORLD_RULES_AS_OF,
  sources: [
    source(
      'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240SB253',
      'SB 253 (California Legislative Information)',
    ),
    source(
      'https://ww2.arb.ca.gov/our-work/programs/california-corporate-greenhouse-gas-ghg-reporting-and-climate-related-financial',
      'CARB: corporate GHG reporting and climate-related financial risk disclosure programs',
    ),
    source(
      'https://whatstrending.fenwick.com/post/key-takeaways-carbs-third-virtual-public-workshop-california-climate-disclosure-laws',
      "Fenwick: key takeaways from CARB's third public workshop on the California climate disclosure laws",
    ),
    source(
      'https://www.whitecase.com/insight-alert/california-climate-disclosure-laws-ninth-circuit-hears-oral-argument-no-ruling-yet',
      'White & Case: Ninth Circuit hears oral argument, no ruling yet',
    ),
  ],
  evaluate(company) {
    return evaluateCaliforniaScope(company, {
      law: 'SB 253',
      revenueUsd: SB253_REVENUE_USD,
      dates: DATES,
      note: 'The Ninth Circuit refused to enjoin it (18 Nov 2025); the appeal argued on 9 Jan 2026 is undecided in the material.',
    });
  },
};
