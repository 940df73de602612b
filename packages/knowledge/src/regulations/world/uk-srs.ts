import type { ApplicabilityRule } from '../types.js';
import { fact, statedWhere } from './company-facts.js';
import { outcome, sentences, source, WORLD_RULES_AS_OF } from './outcome.js';

/**
 * UK SRS S1/S2 (published 25 Feb 2026) bind listed issuers through FCA listing rules (fact sheet §15.3).
 * CP26/5 proposed mandatory S2 (Scope 3 comply-or-explain) and comply-or-explain S1 for UKLR 6, 16 and
 * 22 issuers from periods beginning 1 Jan 2027, and transparency-only duties for UKLR 14 and 15. The
 * final PS26/19 (30 Sep 2026) is known only from repositories, which call it comply-or-explain (fact
 * sheet §23 item 4): so a UK-listed issuer is 'likely', not 'in scope', until that is verified.
 */
const TRIGGER_TEXT = 'securities listed in the UK (UKLR 6, 14, 15, 16 or 22 categories)';

const DATES = [
  { label: 'UK SRS S1 and S2 published', date: '2026-02-25' },
  { label: 'FCA rules (as proposed in CP26/5) apply to periods beginning on or after', date: '2027-01-01' },
  { label: 'Scope 3 comply-or-explain relief ends (proposed)', date: '2028-01-01' },
  { label: 'UK SRS S1 comply-or-explain relief ends (proposed)', date: '2029-01-01' },
];

export const ukSrsRule: ApplicabilityRule = {
  id: 'uk-srs',
  name: 'UK Sustainability Reporting Standards (UK SRS S1/S2) under FCA listing rules',
  typeLabel: 'UK Standard (FCA listing rules)',
  version: 'UK SRS S1/S2 of 25 Feb 2026; FCA CP26/5 of 30 Jan 2026 (final PS26/19 unverified)',
  asOf: WORLD_RULES_AS_OF,
  sources: [
    source(
      'https://www.ashurst.com/en/insights/fca-consults-on-aligning-listed-issuers-sustainability-disclosures',
      'Ashurst: FCA consults on aligning listed issuers’ sustainability disclosures',
    ),
    source(
      'https://www.bakermckenzie.com/en/insight/publications/2026/02/fca-launches-consultation-on-sustainability-disclosures',
      'Baker McKenzie: FCA launches consultation on sustainability disclosures',
    ),
    source(
      'https://kpmg.com/xx/en/our-insights/regulatory-insights/fca-cp26-5-from-tcfd-to-uk-srs.html',
      'KPMG: FCA CP26/5, from TCFD to UK SRS',
    ),
  ],
  evaluate(company) {
    const listed = fact(company, 'listedOnUkRegulatedMarket');
    if (listed === false) {
      return outcome(
        'not-in-scope',
        `The FCA's UK SRS rules apply to issuers with ${TRIGGER_TEXT}; the company is not listed in the UK${statedWhere(company, 'listedOnUkRegulatedMarket')} (it may still use UK SRS voluntarily).`,
        DATES,
      );
    }
    if (listed === undefined) {
      return outcome(
        'possibly-in-scope',
        `The FCA's UK SRS rules apply to issuers with ${TRIGGER_TEXT}; whether the company is listed in the UK is unknown.`,
        DATES,
        ['listedOnUkRegulatedMarket'],
      );
    }
    return outcome(
      'likely-in-scope',
      sentences(
        `The company has ${TRIGGER_TEXT}.`,
        'The FCA proposed (CP26/5) mandatory UK SRS S2 climate disclosures, Scope 3 and S1 on comply-or-explain, for periods from 1 Jan 2027; secondary listings and depositary receipts get transparency duties only.',
        'The final policy statement (PS26/19, 30 Sep 2026) is known only from secondary repositories, which describe comply-or-explain: verify before relying on it.',
      ),
      DATES,
    );
  },
};
