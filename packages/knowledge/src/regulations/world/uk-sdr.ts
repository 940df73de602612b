import type { ApplicabilityFactKey } from '../../company/types.js';
import type { ApplicabilityRule } from '../types.js';
import { describeSectors, fact, hasAnySector, headquarteredIn } from './company-facts.js';
import { outcome, sentences, source, WORLD_RULES_AS_OF } from './outcome.js';
import { FINANCIAL_SECTOR_KEYS } from './sector-keys.js';

/**
 * FCA PS23/16 (fact sheet §15.4): the anti-greenwashing rule (ESG 4.3.1R) binds every FCA-authorised
 * firm; labels, naming and marketing rules bind UK asset managers. Authorisation is not a fact we hold,
 * so a UK financial firm is 'likely', never 'in scope'.
 */
const TRIGGER_TEXT =
  'FCA-authorised firms (anti-greenwashing rule) and UK asset managers (labels, naming and marketing)';

const DATES = [
  { label: 'Anti-greenwashing rule applies', date: '2024-05-31' },
  { label: 'Investment labels available', date: '2024-07-31' },
  { label: 'Naming and marketing rules apply', date: '2024-12-02' },
];

export const ukSdrRule: ApplicabilityRule = {
  id: 'uk-sdr',
  name: 'FCA Sustainability Disclosure Requirements (SDR) and investment labels',
  typeLabel: 'UK Rule (FCA)',
  version: 'FCA PS23/16 of 28 Nov 2023 (ESG sourcebook), with later extensions',
  asOf: WORLD_RULES_AS_OF,
  sources: [
    source(
      'https://www.fca.org.uk/firms/climate-change-and-sustainable-finance/sustainability-disclosure-and-labelling-regime',
      'FCA: sustainability disclosure and labelling regime',
    ),
    source(
      'https://cms-lawnow.com/en/regzone/articles/2023/11/fca-s-policy-statement-23-16-sustainability-disclosure-requirements-sdr-and-investment-labels2',
      "CMS: FCA's Policy Statement 23/16 on SDR and investment labels (28 Nov 2023)",
    ),
    source(
      'https://www.aima.org/compass/practical-guides/spotlight-on-compliance/fca-sdr-and-investment-labels.html',
      'AIMA: FCA SDR and investment labels',
    ),
  ],
  evaluate(company) {
    const answered = fact(company, 'isFinancialSectorEntity');
    const financialBySector = hasAnySector(company, FINANCIAL_SECTOR_KEYS);
    if (answered === false || (answered === undefined && company.sectors.length > 0 && !financialBySector)) {
      const why =
        answered === false
          ? 'the company is not a financial-sector entity'
          : `its sector (${describeSectors(company)}) is not financial services`;
      return outcome('not-in-scope', `SDR binds ${TRIGGER_TEXT}; ${why}.`, DATES);
    }
    const missing: ApplicabilityFactKey[] = answered === undefined ? ['isFinancialSectorEntity'] : [];
    if (answered === undefined && !financialBySector) {
      return outcome(
        'possibly-in-scope',
        `SDR binds ${TRIGGER_TEXT}; the company's sector is unknown.`,
        DATES,
        missing,
      );
    }
    const british = headquarteredIn(company, 'GB');
    if (british === true) {
      return outcome(
        'likely-in-scope',
        sentences(
          `SDR binds ${TRIGGER_TEXT}; this is a UK financial-sector company, so FCA authorisation is probable.`,
          'If authorised, its sustainability claims must be fair, clear and not misleading; as an asset manager, the naming, marketing and label rules also apply.',
        ),
        DATES,
        missing,
      );
    }
    return outcome(
      'possibly-in-scope',
      `SDR binds ${TRIGGER_TEXT}; this financial-sector company is headquartered ${british === false ? 'outside the UK' : 'in an unknown country'} and is in scope only through an FCA-authorised UK entity.`,
      DATES,
      missing,
    );
  },
};
