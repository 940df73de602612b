import { shortQuote } from '../../extraction/sentences.js';
import { englishCountryName } from '../../extraction/iso-country-names.js';
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

const originName = (origin: string) =>
  origin.length === 2 ? (englishCountryName(origin) ?? origin) : origin;

/**
 * The company's own pages say it imports or buys CBAM goods from a covered country, while the consultant
 * has not said which goods it imports: likely in scope (the declarant is whoever lodges the customs
 * declaration, which a trader may do for it), in scope where it says it imports them itself and more than
 * the 50 t a year the exemption allows.
 */
function statedImportOutcome(company: NormalizedCompany): RuleOutcome | undefined {
  const stated = company.cbamImports;
  if (!stated || company.facts.placesGoodsOnEuMarket || company.inEu !== true) return undefined;
  const { goods, origins, tonnes, importsItself } = stated.value;
  const what = `${importsItself ? 'imports' : 'buys'} ${listGoods(goods)} from ${origins.map(originName).join(', ')}`;
  const said = `its own pages say it ${what} (“${shortQuote(stated.text, 200)}”)`;
  const exemptionApplies = goods.some((good) => !NO_DE_MINIMIS.includes(good));
  if (importsItself && ((tonnes !== undefined && tonnes > CBAM_DE_MINIMIS_TONNES) || !exemptionApplies)) {
    const amount =
      tonnes !== undefined
        ? `, ${tonnes.toLocaleString('en-US')} t a year, above the ${CBAM_DE_MINIMIS_TONNES} t exemption`
        : '';
    return outcome(
      'in-scope',
      `${TRIGGER_TEXT}; ${said}${amount}, so it is in scope: it needs the authorised CBAM declarant status and declares the embedded emissions of these imports each year.`,
      CBAM_DATES,
    );
  }
  const tonnage =
    tonnes !== undefined && tonnes <= CBAM_DE_MINIMIS_TONNES
      ? `the ${tonnes.toLocaleString('en-US')} t stated stays within the ${CBAM_DE_MINIMIS_TONNES} t exemption only if it is all of its CBAM goods in the year`
      : `it is in scope unless its yearly imports of these goods stay at or below ${CBAM_DE_MINIMIS_TONNES} t in total`;
  const declarant = importsItself
    ? ''
    : '; CBAM falls on whoever lodges the customs declaration, so where an EU trader imports the goods and sells them on, the trader declares them';
  return outcome(
    tonnes !== undefined && tonnes <= CBAM_DE_MINIMIS_TONNES ? 'possibly-in-scope' : 'likely-in-scope',
    `${TRIGGER_TEXT}; ${said}: ${tonnage}${declarant}.`,
    CBAM_DATES,
    ['placesGoodsOnEuMarket'],
  );
}

function evaluate(company: NormalizedCompany): RuleOutcome {
  const statedImport = statedImportOutcome(company);
  if (statedImport) return statedImport;
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
