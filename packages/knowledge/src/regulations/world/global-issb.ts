import type { ApplicabilityRule, RuleOutcome } from '../types.js';
import { auClimateReportingRule } from './au-climate-reporting.js';
import { outcome, sentences, source, strongerOutcome, WORLD_RULES_AS_OF } from './outcome.js';
import { ukSrsRule } from './uk-srs.js';

/**
 * IFRS S1/S2 (fact sheet §20) are a voluntary global baseline that binds only through jurisdictional
 * adoption. The verdict follows the adoption routes encoded here (UK SRS via FCA rules, AASB S2); for
 * other adopting jurisdictions the sheet names (Hong Kong, Japan, Singapore, Brazil) the local scope is
 * not encoded, so a company headquartered there is 'possibly'.
 */
export const ISSB_UNENCODED_ADOPTERS: Record<string, string> = {
  HK: 'Hong Kong (HKEX)',
  JP: 'Japan (SSBJ standards)',
  SG: 'Singapore',
  BR: 'Brazil',
};

const BASELINE =
  'IFRS S1/S2 (issued 26 Jun 2023, effective from 1 Jan 2024 where adopted) are voluntary unless a jurisdiction adopts them.';

const DATES = [
  { label: 'IFRS S1 and S2 issued', date: '2023-06-26' },
  { label: 'Effective where adopted, periods beginning on or after', date: '2024-01-01' },
  { label: 'Targeted IFRS S2 amendments effective', date: '2027-01-01' },
];

function viaRoute(route: string, result: RuleOutcome): RuleOutcome {
  return outcome(
    result.verdict,
    sentences(BASELINE, `Through ${route}: ${result.reason}`),
    DATES,
    result.missingFacts,
  );
}

export const globalIssbRule: ApplicabilityRule = {
  id: 'global-issb',
  name: 'ISSB IFRS S1 and S2 (global baseline)',
  typeLabel: 'Global Standard',
  version: 'IFRS S1/S2 of 26 Jun 2023; targeted IFRS S2 amendments of Dec 2025 (effective 1 Jan 2027)',
  asOf: WORLD_RULES_AS_OF,
  sources: [
    source(
      'https://www.ifrs.org/issued-standards/ifrs-sustainability-standards-navigator/',
      'IFRS Sustainability Standards Navigator',
    ),
    source(
      'https://www.ifrs.org/content/dam/ifrs/publications/html-standards-issb/english/2023/issued/issbs2-bc.html',
      'IFRS S2 Basis for Conclusions',
    ),
    source(
      'https://ccli.ubc.ca/resource/ifrs-s2-adoption-by-jurisdiction/',
      'CCLI: IFRS S2 adoption by jurisdiction',
    ),
  ],
  evaluate(company, today) {
    const uk = viaRoute('UK SRS (FCA listing rules)', ukSrsRule.evaluate(company, today));
    const au = viaRoute('AASB S2 (Australia)', auClimateReportingRule.evaluate(company, today));
    const best = strongerOutcome(uk, au);
    if (best.verdict !== 'not-in-scope') return best;
    const adopter = company.country ? ISSB_UNENCODED_ADOPTERS[company.country] : undefined;
    if (adopter) {
      return outcome(
        'possibly-in-scope',
        sentences(
          BASELINE,
          `The company is headquartered in ${adopter}, which has adopted or is adopting ISSB-based rules; the local scope is not encoded here.`,
        ),
        DATES,
      );
    }
    return outcome(
      'not-in-scope',
      sentences(
        BASELINE,
        'Neither encoded adoption route applies (UK SRS for UK-listed issuers, AASB S2 for Australian reporters); investors and customers may still ask for ISSB-aligned disclosure.',
      ),
      DATES,
    );
  },
};
