import type { NormalizedCompany } from '../../company/types.js';
import type { ApplicabilityRule, RuleOutcome } from '../types.js';
import { outcome } from '../outcome.js';
import { csrdRule } from './csrd.js';

const CHECKED = '2026-11-21';

/** The 2025 simplification delegated act applies from 1 Jan 2026 (FY2025 reports may use old or new rules). */
export const TAXONOMY_SIMPLIFICATION_FROM = '2026-01-01';

const TRIGGER_TEXT =
  'EU Taxonomy Art. 8 disclosures (share of turnover, CapEx and OpEx that is Taxonomy-eligible and aligned) apply to every undertaking that must report under CSRD, and financial market participants disclose alignment of their products under SFDR';

/** Taxonomy Art. 8 follows CSRD scope (fact sheet §3 and §22: '= CSRD in-scope'). */
function evaluate(company: NormalizedCompany, today: string): RuleOutcome {
  const csrd = csrdRule.evaluate(company, today);
  const because = `${TRIGGER_TEXT}. CSRD: ${csrd.reason}`;
  const financial = company.facts.isFinancialSectorEntity?.value === true;
  if (csrd.verdict === 'not-in-scope' && financial) {
    return outcome(
      'possibly-in-scope',
      `${because} As a financial-sector entity it may still disclose Taxonomy alignment for its financial products under SFDR.`,
    );
  }
  // The simplification act's date is not an obligation start for the company, so it stays in the reason.
  return outcome(
    csrd.verdict,
    `${because} Simplified Taxonomy templates apply from ${TAXONOMY_SIMPLIFICATION_FROM}.`,
    csrd.dates,
    csrd.missingFacts,
  );
}

export const taxonomyRule: ApplicabilityRule = {
  id: 'eu-taxonomy',
  name: 'EU Taxonomy Regulation (Art. 8 disclosures)',
  typeLabel: 'EU Regulation',
  version:
    'Regulation (EU) 2020/852 with the 2025 simplification delegated act; scope follows CSRD as amended by Omnibus I',
  asOf: CHECKED,
  sources: [
    {
      url: 'https://eur-lex.europa.eu/eli/reg/2020/852/oj',
      title: 'Regulation (EU) 2020/852 (Taxonomy Regulation)',
      asOf: CHECKED,
    },
    {
      url: 'https://www.arthurcox.com/insights/eu-taxonomy-simplification-measures-adopted',
      title: 'Arthur Cox: EU Taxonomy simplification measures adopted',
      asOf: CHECKED,
    },
    {
      url: 'https://sustainablefutures.linklaters.com/post/102krx2/eu-commission-takes-next-steps-on-the-path-to-simplifying-taxonomy-reporting',
      title: 'Linklaters: Commission takes next steps on simplifying Taxonomy reporting',
      asOf: CHECKED,
    },
  ],
  evaluate,
};
