import type { NormalizedCompany, RegulatedGood } from '../../company/types.js';
import type { ApplicabilityRule, RuleOutcome } from '../types.js';
import { outcome } from '../outcome.js';
import { serviceQuestion } from '../service-activities.js';
import { describePlacedGoods, describeSectors, goodsQuestion, listGoods, placedGoods } from './activity.js';

const CHECKED = '2026-11-21';

/** CBAM Annex I goods (fact sheet §7). */
export const CBAM_GOODS: readonly RegulatedGood[] = [
  'cbam-iron-steel',
  'cbam-aluminium',
  'cbam-cement',
  'cbam-fertilisers',
  'cbam-hydrogen',
  'cbam-electricity',
];
/** The 50 t de minimis (Regulation (EU) 2025/2083) does not cover electricity or hydrogen. */
const NO_DE_MINIMIS: readonly RegulatedGood[] = ['cbam-hydrogen', 'cbam-electricity'];
export const CBAM_DE_MINIMIS_TONNES = 50;

export const CBAM_DATES = [
  { label: 'Definitive period since', date: '2026-01-01' },
  { label: 'CBAM certificate sales start', date: '2027-02-01' },
  { label: 'First annual declaration (2026 imports) due', date: '2027-09-30' },
];

const TRIGGER_TEXT =
  `CBAM applies to importers into the EU of ${listGoods(CBAM_GOODS)}; importers of no more than ` +
  `${CBAM_DE_MINIMIS_TONNES} t of these goods a year in total are exempt, except for electricity and hydrogen`;

function evaluate(company: NormalizedCompany): RuleOutcome {
  const placed = placedGoods(company, CBAM_GOODS, 'eu-cbam');
  const facts = describePlacedGoods(company, CBAM_GOODS, 'eu-cbam');
  if (placed?.some((good) => NO_DE_MINIMIS.includes(good))) {
    return outcome(
      'in-scope',
      `${TRIGGER_TEXT}; ${facts}, to which the ${CBAM_DE_MINIMIS_TONNES} t exemption does not apply, so it is in scope as an authorised CBAM declarant.`,
      CBAM_DATES,
    );
  }
  if (placed?.length) {
    // The tonnage is not a fact we hold; industrial imports of these goods almost always exceed 50 t.
    return outcome(
      'likely-in-scope',
      `${TRIGGER_TEXT}; ${facts}; it is in scope unless its yearly imports stay at or below ${CBAM_DE_MINIMIS_TONNES} t in total (once exceeded, all imports of that year count).`,
      CBAM_DATES,
    );
  }
  if (placed)
    return outcome(
      'not-in-scope',
      `${TRIGGER_TEXT}; ${facts}, so it is not in scope.`,
      [],
      goodsQuestion(company),
    );
  const question = serviceQuestion(company, 'eu-cbam');
  return outcome(
    'possibly-in-scope',
    question
      ? `${TRIGGER_TEXT}; as ${describeSectors(company)}, ${question}.`
      : `${TRIGGER_TEXT}; ${facts} (${describeSectors(company)}).`,
    CBAM_DATES,
    ['placesGoodsOnEuMarket'],
  );
}

export const cbamRule: ApplicabilityRule = {
  id: 'eu-cbam',
  name: 'Carbon Border Adjustment Mechanism (CBAM)',
  typeLabel: 'EU Regulation',
  version: 'Regulation (EU) 2023/956 as simplified by Regulation (EU) 2025/2083',
  asOf: CHECKED,
  sources: [
    {
      url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX%3A32023R0956',
      title: 'Regulation (EU) 2023/956 establishing a carbon border adjustment mechanism',
      asOf: CHECKED,
    },
    {
      url: 'https://taxation-customs.ec.europa.eu/carbon-border-adjustment-mechanism_en',
      title: 'European Commission: Carbon Border Adjustment Mechanism',
      asOf: CHECKED,
    },
    {
      url: 'https://www.pwc.com/mt/en/publications/tax-legal/regulation-eu-2025-2083-simplifying-the-carbon-border-adjustment-mechanism-cbam.html',
      title: 'PwC Malta: Regulation (EU) 2025/2083 simplifying CBAM',
      asOf: CHECKED,
    },
  ],
  evaluate: (company) => evaluate(company),
};
