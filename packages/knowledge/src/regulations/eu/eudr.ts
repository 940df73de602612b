import { handlesSeafood } from '../../company/classification/seafood.js';
import type { NormalizedCompany, RegulatedGood } from '../../company/types.js';
import type { ApplicabilityRule, RuleOutcome } from '../types.js';
import { atLeastTwoOf, compareRange } from '../compare.js';
import { outcome, type RuleDate } from '../outcome.js';
import {
  describePlacedGoods,
  describeSectors,
  goodsQuestion,
  hasAnySector,
  listGoods,
  placedGoods,
} from './activity.js';
import { serviceQuestion } from '../service-activities.js';
import { inferred, NAMED_PRODUCTS_OUTSIDE_EUDR } from '../inferences.js';

const CHECKED = '2026-11-21';

/** EUDR Annex I commodities (fact sheet §6). */
export const EUDR_COMMODITIES: readonly RegulatedGood[] = [
  'cattle',
  'cocoa',
  'coffee',
  'oil-palm',
  'rubber',
  'soya',
  'wood',
];

/** Application dates after the second delay, Regulation (EU) 2025/2650 (fact sheet §6). */
export const EUDR_DATES = { largeAndMedium: '2026-12-30', microAndSmall: '2027-06-30' } as const;

/** 'Small' per Directive 2013/34/EU Art. 3(2): not exceeding 2 of 50 employees, €10m turnover, €5m balance sheet. */
const SMALL = { employees: 50, turnoverEur: 10e6 } as const;

const TRIGGER_TEXT = `EUDR applies, whatever the company's size, to operators and traders that place on the EU market, make available or export ${listGoods(EUDR_COMMODITIES)}, or Annex I products made from them`;

const FILING_NOTE =
  'Only the operator that first places a product files the due-diligence statement; micro and small primary operators file a one-off simplified declaration.';

function datesFor(company: NormalizedCompany): RuleDate[] {
  const aboveSmall = atLeastTwoOf(
    compareRange(company.employees, '>', SMALL.employees),
    compareRange(company.revenue?.EUR, '>', SMALL.turnoverEur),
    'unknown',
  );
  const large = { label: 'Applies from (large and medium operators)', date: EUDR_DATES.largeAndMedium };
  const small = { label: 'Applies from (micro and small operators)', date: EUDR_DATES.microAndSmall };
  if (aboveSmall === 'meets') return [large];
  if (aboveSmall === 'fails') return [small];
  return [large, small];
}

/**
 * Words naming cattle products whose place in Annex I is contested: a 2026 delegated act rewriting
 * Annex I is reported to take leather and hides out (fact sheet §6 and its uncertainty log, to verify).
 */
const CONTESTED_WORDS = /^(?:leather|hides|leder|cuir|leer|cuero|pelle)$/i;

/**
 * The company's own words name a commodity as its product ('We roast speciality coffee'), while the
 * consultant has not said which goods it places: in scope when it is in the EU (what it sells there it
 * places there), likely in scope otherwise, or when the only product named is contested.
 */
function statedCommodityOutcome(company: NormalizedCompany): RuleOutcome | undefined {
  const products = company.classification?.commodityProducts ?? [];
  if (company.facts.placesGoodsOnEuMarket || products.length === 0) return undefined;
  const settled = products.filter((product) => !CONTESTED_WORDS.test(product.word));
  const shown = settled.length > 0 ? settled : products;
  const named = shown
    .map((product) => `${product.word} (“${product.decidingPhrase}”, ${product.locator})`)
    .join('; ');
  const stated = `its own words name ${named} as its product`;
  if (settled.length > 0 && company.inEu) {
    return outcome(
      'in-scope',
      `${TRIGGER_TEXT}; ${stated}, and as an EU company it places it on the EU market, so it is in scope. ${FILING_NOTE}`,
      datesFor(company),
    );
  }
  const doubt =
    settled.length === 0
      ? 'leather and hides are reported to leave Annex I under a 2026 delegated act (to verify)'
      : 'it is not known whether it sells it in the EU';
  return outcome('likely-in-scope', `${TRIGGER_TEXT}; ${stated}, but ${doubt}.`, datesFor(company), [
    'placesGoodsOnEuMarket',
  ]);
}

/**
 * Wood and its products are Annex I goods (HS 44 wood, 47–48 pulp and paper, 9403 wooden furniture):
 * a company whose own words put it in sawmilling and wood products, paper or furniture (NACE 16, 17,
 * 31) very probably places some of them on the market.
 */
const WOOD_PRODUCT_DIVISIONS: readonly string[] = ['16', '17', '31'];
const makesWoodProducts = (company: NormalizedCompany) =>
  WOOD_PRODUCT_DIVISIONS.includes(company.classification?.sector?.division ?? '');

/**
 * Soaps, detergents and cosmetics (NACE 20.4; HS 3401 and 3303–3307) are no Annex I products: a maker
 * that buys palm-oil derivatives (glycerol, fatty acids) already placed on the EU market is a downstream
 * user with no EUDR duty, and only its own imports of them would make it an operator. So its sector
 * leaves the question open rather than making it likely.
 */
const makesSoapsOrCosmetics = (company: NormalizedCompany) =>
  company.classification?.sector?.group === '20.4';

function evaluate(company: NormalizedCompany): RuleOutcome {
  const stated = statedCommodityOutcome(company);
  if (stated) return stated;
  const placed = placedGoods(company, EUDR_COMMODITIES, 'eu-eudr');
  const facts = describePlacedGoods(company, EUDR_COMMODITIES, 'eu-eudr');
  const dates = datesFor(company);
  if (placed?.length) {
    return outcome('in-scope', `${TRIGGER_TEXT}; ${facts}, so it is in scope. ${FILING_NOTE}`, dates);
  }
  if (placed)
    return outcome(
      'not-in-scope',
      `${TRIGGER_TEXT}; ${facts}, so it is not in scope.`,
      [],
      goodsQuestion(company),
    );
  // A food or farming company whose own pages name only products outside Annex I is not presumed to.
  if (NAMED_PRODUCTS_OUTSIDE_EUDR.applies(company) && !makesWoodProducts(company)) {
    const products = company.classification?.productsOutsideAnnexI ?? [];
    const first = products[0]!;
    const named = `${products.map((product) => product.word).join(', ')} (“${first.decidingPhrase.slice(0, 160)}”, ${first.locator})`;
    return outcome(
      'possibly-in-scope',
      `${TRIGGER_TEXT}; ${facts}. As ${describeSectors(company)} it would be presumed to handle some of them, but its own words name ${named} as its products, none of them an Annex I commodity or product, and its pages name none of those commodities: ${inferred(NAMED_PRODUCTS_OUTSIDE_EUDR)}.`,
      dates,
      ['placesGoodsOnEuMarket'],
    );
  }
  // Fish and shellfish are no Annex I commodity: a fishing company or a fish processor is food, but not
  // presumed to trade any of them.
  if (handlesSeafood(company.classification) && !makesWoodProducts(company)) {
    return outcome(
      'possibly-in-scope',
      `${TRIGGER_TEXT}; ${facts}. As ${describeSectors(company)} it catches or processes fish and shellfish, which are no Annex I commodity, so its sector does not make it likely; it is in scope only if it also places Annex I goods on the market (soya or palm oil as such, wood or paper products, leather).`,
      dates,
      ['placesGoodsOnEuMarket'],
    );
  }
  // Agriculture and food companies, consumer-goods makers (palm oil, paper) and wood-product makers very
  // probably trade them.
  if (
    (hasAnySector(company, ['A', 'agriculture-food', 'packaging-heavy-consumer-goods']) &&
      !makesSoapsOrCosmetics(company)) ||
    makesWoodProducts(company)
  ) {
    return outcome(
      'likely-in-scope',
      `${TRIGGER_TEXT}; ${facts}, but as ${describeSectors(company)} it very probably handles some of them.`,
      dates,
      ['placesGoodsOnEuMarket'],
    );
  }
  const question = serviceQuestion(company, 'eu-eudr');
  const why = question ? `as ${describeSectors(company)}, ${question}` : facts;
  return outcome('possibly-in-scope', `${TRIGGER_TEXT}; ${why}.`, dates, ['placesGoodsOnEuMarket']);
}

export const eudrRule: ApplicabilityRule = {
  id: 'eu-eudr',
  name: 'EU Deforestation Regulation (EUDR)',
  typeLabel: 'EU Regulation',
  version: 'Regulation (EU) 2023/1115 as amended by Regulation (EU) 2025/2650',
  asOf: CHECKED,
  sources: [
    {
      url: 'https://eur-lex.europa.eu/eli/reg/2023/1115/oj',
      title: 'Regulation (EU) 2023/1115 (EUDR)',
      asOf: CHECKED,
    },
    {
      url: 'https://eur-lex.europa.eu/eli/reg/2025/2650/oj/eng',
      title: 'Regulation (EU) 2025/2650 amending the EUDR (second delay and targeted revision)',
      asOf: '2025-12-26',
    },
    {
      url: 'https://fendlersalva.com/insights/eudr-regulation-the-european-commission-clarifies-and-simplifies-the-framework-ahead-of-2026/',
      title: 'Fendler Salva: the Commission clarifies and simplifies the EUDR framework ahead of 2026',
      asOf: CHECKED,
    },
  ],
  evaluate: (company) => evaluate(company),
};
