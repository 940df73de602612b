import { handlesSeafood } from '../../company/classification/seafood.js';
import type { ApplicabilityRule } from '../types.js';
import { describeSectors, hasAnySector, headquarteredIn, onlyServiceSectors } from './company-facts.js';
import { outcome, source, WORLD_RULES_AS_OF } from './outcome.js';
import { UFLPA_HIGH_PRIORITY_SECTOR_KEYS } from './sector-keys.js';

/**
 * UFLPA (Public Law 117-78; fact sheet §18.4): an activity trigger with no size threshold. Goods mined,
 * produced or manufactured wholly or in part in Xinjiang, or by UFLPA Entity List entities, are presumed
 * made with forced labour and denied US entry unless the importer rebuts it by clear and convincing
 * evidence. Imports into the US are not a fact we hold yet, so the sector decides how probable they are.
 */
const TRIGGER_TEXT =
  'importing into the US goods with any input from Xinjiang or from a UFLPA Entity List supplier (no size threshold)';

const DATES = [{ label: 'Rebuttable presumption effective', date: '2022-06-21' }];

export const usUflpaRule: ApplicabilityRule = {
  id: 'us-uflpa',
  name: 'Uyghur Forced Labor Prevention Act (UFLPA)',
  typeLabel: 'US Law',
  version: 'Public Law 117-78 (23 Dec 2021), enforced by CBP under 19 U.S.C. § 1307',
  asOf: WORLD_RULES_AS_OF,
  sources: [
    source('https://www.cbp.gov/trade/forced-labor/UFLPA', 'CBP: Uyghur Forced Labor Prevention Act'),
    source(
      'https://www.thompsonhinesmartrade.com/2022/06/uyghur-forced-labor-prevention-act-takes-effect-june-21-dhs-and-cbp-issue-highly-anticipated-guidance-for-importers/',
      'Thompson Hine: UFLPA takes effect June 21, guidance for importers',
    ),
    source('https://www.dhs.gov/uflpa-entity-list', 'DHS: UFLPA Entity List'),
  ],
  evaluate(company) {
    const sectors = describeSectors(company);
    if (company.sectors.length === 0) {
      return outcome(
        'possibly-in-scope',
        `The UFLPA applies on ${TRIGGER_TEXT}; the company's sector is unknown.`,
        DATES,
      );
    }
    if (onlyServiceSectors(company)) {
      return outcome(
        'not-in-scope',
        `The UFLPA applies on ${TRIGGER_TEXT}; the company's sector (${sectors}) is services, which suggests no goods imports.`,
        DATES,
      );
    }
    // The food key stands for tomatoes; fish and shellfish are none of the three high-priority goods.
    const highPriority =
      hasAnySector(company, UFLPA_HIGH_PRIORITY_SECTOR_KEYS) &&
      !(
        handlesSeafood(company.classification) &&
        !hasAnySector(company, ['apparel', 'textiles', 'electronics-batteries'])
      );
    if (highPriority && headquarteredIn(company, 'US') === true) {
      return outcome(
        'likely-in-scope',
        `The UFLPA applies on ${TRIGGER_TEXT}. A US company in its sector (${sectors}) very probably imports goods, and its sector is a CBP high-priority one (cotton, tomatoes, polysilicon).`,
        DATES,
      );
    }
    return outcome(
      'possibly-in-scope',
      highPriority
        ? `The UFLPA applies on ${TRIGGER_TEXT}. The company's sector (${sectors}) is a CBP high-priority one (cotton, tomatoes, polysilicon); it applies if the company or its customers import these goods into the US.`
        : `The UFLPA applies on ${TRIGGER_TEXT}. The company's sector (${sectors}) deals in goods; whether any reach the US with Xinjiang inputs is unknown.`,
      DATES,
    );
  },
};
