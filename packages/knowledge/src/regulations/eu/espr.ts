import type { NormalizedCompany } from '../../company/types.js';
import type { ApplicabilityRule, RuleOutcome } from '../types.js';
import { atLeastTwoOf, compareRange, type RangeComparison } from '../compare.js';
import { describeSize } from '../describe.js';
import { outcome } from '../outcome.js';
import {
  GOODS_SECTORS,
  businessOnly,
  describeCustomerModel,
  describeSectors,
  euProductPresence,
  hasAnySector,
  noGoodsInference,
} from './activity.js';
import { isLarge } from './csrd-size-tests.js';
import { inferred } from '../inferences.js';
import { hasRunnerUp } from '../service-activities.js';

const CHECKED = '2026-11-21';

/**
 * ESPR, Regulation (EU) 2024/1781 (fact sheet §10). Today it binds companies through two provisions
 * that do not wait for product rules: the ban on destroying unsold apparel, clothing accessories and
 * footwear, and the yearly disclosure of discarded unsold consumer products (Art. 24). Both apply to
 * large enterprises now and to medium ones from 2030; micro and small are exempt. Ecodesign and Digital
 * Product Passport duties come only with each product delegated act (batteries first, 18 Feb 2027).
 * Size classes: we read 'large' and 'medium' as in Directive 2013/34/EU Art. 3 (fact sheet §1).
 */
export const ESPR_DATES = {
  apparelBanLarge: '2026-07-19',
  apparelBanMedium: '2030-07-19',
  disclosureFormat: '2027-02-01',
  disclosureMedium: '2030-07-19',
} as const;

/** Above 'small': exceeds 2 of 50 employees, €10m turnover, €5m balance sheet (balance sheet unknown). */
function isAboveSmall(company: NormalizedCompany): RangeComparison {
  return atLeastTwoOf(
    compareRange(company.employees, '>', 50),
    compareRange(company.revenue?.EUR, '>', 10e6),
    'unknown',
  );
}

const TRIGGER_TEXT =
  'ESPR bans large enterprises from destroying unsold apparel, clothing accessories and footwear from 19 Jul 2026 (medium enterprises from 19 Jul 2030; micro and small exempt) and requires large enterprises to disclose the unsold consumer products they discard; product ecodesign and passport rules follow per product group';

function evaluateApparel(company: NormalizedCompany, size: string): RuleOutcome {
  const large = isLarge(company);
  if (large === 'meets') {
    return outcome(
      'in-scope',
      `${TRIGGER_TEXT}; ${size}, a large apparel company, so the destruction ban and the disclosure apply.`,
      [
        { label: 'Unsold apparel destruction ban since', date: ESPR_DATES.apparelBanLarge },
        { label: 'Standard disclosure format from', date: ESPR_DATES.disclosureFormat },
      ],
    );
  }
  const aboveSmall = isAboveSmall(company);
  if (large === 'fails' && aboveSmall === 'fails') {
    return outcome('not-in-scope', `${TRIGGER_TEXT}; ${size}, a micro or small enterprise, which is exempt.`);
  }
  if (large === 'fails' && aboveSmall === 'meets') {
    return outcome(
      'in-scope',
      `${TRIGGER_TEXT}; ${size}, a medium-sized apparel company, so the ban and disclosure apply from 2030.`,
      [{ label: 'Unsold apparel destruction ban from', date: ESPR_DATES.apparelBanMedium }],
    );
  }
  const verdict = large === 'unknown' && aboveSmall === 'unknown' ? 'possibly-in-scope' : 'likely-in-scope';
  return outcome(verdict, `${TRIGGER_TEXT}; ${size}; its size class cannot be settled from the profile.`, [
    { label: 'Unsold apparel destruction ban (large) since', date: ESPR_DATES.apparelBanLarge },
    { label: 'Unsold apparel destruction ban (medium) from', date: ESPR_DATES.apparelBanMedium },
  ]);
}

/** A product-based verdict, capped at 'possibly' while it is unknown whether the company sells in the EU. */
function withPresence(company: NormalizedCompany, result: RuleOutcome): RuleOutcome {
  if (result.verdict === 'not-in-scope' || euProductPresence(company) !== 'unknown') return result;
  return outcome(
    'possibly-in-scope',
    `${result.reason} This holds only if it places products on the EU market, which is not recorded.`,
    result.dates,
    [...new Set([...result.missingFacts, 'sellsToConsumersInEu' as const])],
  );
}

/**
 * ESPR does not cover food or feed (Art. 1(2), fact sheet §10): a maker of food, drink or feed (NACE 10,
 * 11) has none of its own products in scope, unless its own words name another line of goods beside them.
 */
const FOOD_AND_FEED_DIVISIONS: readonly string[] = ['10', '11'];

/** Its own words put it in making apparel or footwear (NACE 14, 15), the goods of the destruction ban. */
function makesApparelOrFootwear(company: NormalizedCompany): boolean {
  return ['14', '15'].includes(company.classification?.sector?.division ?? '');
}

function makesOnlyFoodOrFeed(company: NormalizedCompany): boolean {
  const sector = company.classification?.sector;
  if (!sector || !FOOD_AND_FEED_DIVISIONS.includes(sector.division)) return false;
  return !hasRunnerUp(sector, (division) => !FOOD_AND_FEED_DIVISIONS.includes(division));
}

function evaluate(company: NormalizedCompany): RuleOutcome {
  const size = `${describeSize(company)} and is ${describeSectors(company)}`;
  if (makesOnlyFoodOrFeed(company) && !company.facts.placesGoodsOnEuMarket?.value.length) {
    return outcome(
      'not-in-scope',
      `${TRIGGER_TEXT}; ${size}, whose products are food, drink or feed, which ESPR does not cover (Art. 1(2)); its packaging falls under PPWR instead. Answer the goods question if it also sells other consumer products.`,
      [],
      company.facts.placesGoodsOnEuMarket ? [] : ['placesGoodsOnEuMarket'],
    );
  }
  if (euProductPresence(company) === 'fails') {
    return outcome(
      'not-in-scope',
      `${TRIGGER_TEXT}; it places no goods on the EU market and has no EU consumers.`,
    );
  }
  // The destruction ban and the disclosure concern unsold consumer products (Art. 24–25): a company
  // whose own words say it sells to businesses is not presumed to have any, unless what it makes is
  // itself apparel or footwear, which stays a consumer product when sold to the brands that label it.
  if (makesApparelOrFootwear(company)) {
    const result = evaluateApparel(company, size);
    const model = describeCustomerModel(company);
    if (!model || result.verdict === 'not-in-scope') return withPresence(company, result);
    return withPresence(company, {
      ...result,
      reason: `${result.reason} ${model.charAt(0).toUpperCase()}${model.slice(1)}, but the garments or shoes it makes are consumer products even when it sells them to brands, so discarding unsold ones (overruns, cancelled orders) is covered.`,
    });
  }
  const business = businessOnly(company);
  const model = describeCustomerModel(company);
  if (business === 'exclusive' && model) {
    return outcome(
      'not-in-scope',
      `${TRIGGER_TEXT}; ${model}: it sells only to businesses, so it has no unsold consumer products to destroy or disclose. Ecodesign rules for its own products would come only with a delegated act for them.`,
    );
  }
  if (business === 'stated' && model && hasAnySector(company, GOODS_SECTORS)) {
    return outcome(
      'possibly-in-scope',
      `${TRIGGER_TEXT}; ${size}, and ${model}: the ban and the disclosure apply only if it also sells consumer products.`,
      [],
      ['sellsToConsumersInEu'],
    );
  }
  // Before the goods sectors: a restaurant's food keys would otherwise read it as a goods company.
  const inference = noGoodsInference(company, 'eu-espr');
  if (inference) {
    return outcome(
      'not-in-scope',
      `${TRIGGER_TEXT}; ${size}: it has no products of its own to destroy or disclose (${inferred(inference)}).`,
      [],
      ['placesGoodsOnEuMarket'],
    );
  }
  if (hasAnySector(company, ['apparel'])) return withPresence(company, evaluateApparel(company, size));
  if (hasAnySector(company, GOODS_SECTORS)) {
    const large = isLarge(company);
    if (large === 'fails') {
      return outcome(
        'not-in-scope',
        `${TRIGGER_TEXT}; ${size}; it is not a large enterprise, so nothing applies before 2030 unless a delegated act covers its products.`,
      );
    }
    // The disclosure bites only if it discards unsold consumer products: probable, not certain.
    return withPresence(
      company,
      outcome(
        large === 'unknown' ? 'possibly-in-scope' : 'likely-in-scope',
        `${TRIGGER_TEXT}; ${size}: if it discards unsold consumer products, it must disclose them yearly.`,
        [{ label: 'Standard disclosure format from', date: ESPR_DATES.disclosureFormat }],
      ),
    );
  }
  return outcome(
    'possibly-in-scope',
    `${TRIGGER_TEXT}; ${size}; whether it places consumer products on the EU market is not known.`,
    [],
    ['placesGoodsOnEuMarket'],
  );
}

export const esprRule: ApplicabilityRule = {
  id: 'eu-espr',
  name: 'Ecodesign for Sustainable Products Regulation (ESPR)',
  typeLabel: 'EU Regulation',
  version: 'Regulation (EU) 2024/1781 with delegated act C(2026) 659 and implementing act C(2026) 660',
  asOf: CHECKED,
  sources: [
    {
      url: 'https://eur-lex.europa.eu/eli/reg/2024/1781/oj',
      title: 'Regulation (EU) 2024/1781 (ESPR)',
      asOf: '2024-06-28',
    },
    {
      url: 'https://www.europeanoutdoorgroup.com/members-knowledge-hub/fesi-analysis-of-ec-published-implementing-act-on-reporting-obligations-and-delegated-act-on-derogations-under-the-espr',
      title:
        'European Outdoor Group: FESI analysis of the ESPR implementing act on reporting and delegated act on derogations',
      asOf: CHECKED,
    },
    {
      url: 'https://www.lewissilkin.com/insights/2026/02/10/european-commission-adopts-new-measures-to-stop-unsold-clothes-and-shoes-being-de-102mh9n',
      title: 'Lewis Silkin: Commission adopts measures to stop unsold clothes and shoes being destroyed',
      asOf: '2026-02-10',
    },
  ],
  evaluate: (company) => evaluate(company),
};
