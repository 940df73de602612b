import type { NormalizedCompany } from '../company/types.js';
import type { KnowledgeSource } from '../sources.js';
import { SERVICE_INFERENCES } from './service-activities.js';
import { sitesOnlyOutside } from './world/company-facts.js';

/**
 * Inferences: where the evidence makes a threshold near-certain although the fact itself is unknown,
 * a rule may answer 'Likely in scope' instead of 'Check needed'. Each inference is written down here
 * with the assumption it rests on, and every reason that uses it states that assumption, so a
 * consultant can see it and overrule it with the real figure (the fact, once answered, always wins).
 * Each has counter-examples in inferences.test.ts: companies just outside it that stay 'Check needed'.
 */
export interface Inference {
  id: string;
  /** What is inferred, as a reason can say it. */
  conclusion: string;
  /** The assumption, in the words every reason using the inference repeats. */
  assumption: string;
  /** When the evidence makes the conclusion near-certain. */
  applies(company: NormalizedCompany): boolean;
  sources: readonly KnowledgeSource[];
}

/** The German share of a German-headquartered group's workforce the LkSG inference assumes, at least. */
export const LKSG_ASSUMED_GERMAN_SHARE = 0.1;

/**
 * LkSG § 1(1): at least `threshold` employees in Germany (1,000 since 1 Jan 2024, fact sheet §14.1). A
 * German-headquartered group with more than ten times that many employees worldwide very probably has
 * them in Germany.
 */
export function germanWorkforceInference(threshold: number): Inference {
  const worldwide = threshold / LKSG_ASSUMED_GERMAN_SHARE;
  return {
    id: 'de-hq-german-workforce',
    conclusion: `at least ${threshold.toLocaleString('en-US')} employees in Germany`,
    assumption: `assumes at least ${LKSG_ASSUMED_GERMAN_SHARE * 100}% of a German-headquartered group's workforce is in Germany`,
    applies: (company) => company.country === 'DE' && (company.employees?.min ?? 0) > worldwide,
    sources: [{ url: 'https://www.gesetze-im-internet.de/lksg/', title: 'LkSG § 1', asOf: '2026-11-21' }],
  };
}

/**
 * LkSG § 1(1) counts employees in Germany (a foreign company's through its German branch). A foreign
 * company whose own pages name its sites, none in Germany, and that would need more than half of its
 * whole workforce (the top of its headcount range) in Germany to reach `threshold`, very probably does
 * not: pages that name a head office and branches do not leave out where most of its people work.
 */
export function noGermanSiteInference(threshold: number): Inference {
  return {
    id: 'de-lksg-no-german-site',
    conclusion: `fewer than ${threshold.toLocaleString('en-US')} employees in Germany`,
    assumption: `assumes a foreign company whose own pages name its sites, none in Germany, does not have more than half of its whole workforce in Germany; answer the question if it has a German branch`,
    applies: (company) => {
      const max = company.employees?.max;
      return (
        company.country !== undefined &&
        company.country !== 'DE' &&
        company.facts.employeesInGermany === undefined &&
        sitesOnlyOutside(company, 'DE') !== undefined &&
        typeof max === 'number' &&
        threshold * 2 > max
      );
    },
    sources: [{ url: 'https://www.gesetze-im-internet.de/lksg/', title: 'LkSG § 1', asOf: '2026-11-28' }],
  };
}

/**
 * SB 253 / SB 261 'doing business in California' follows Rev. & Tax. Code § 23101, whose sales test is
 * low (sales in the state above a few hundred thousand dollars, or a quarter of total sales).
 */
export function californiaBusinessInference(revenueUsd: number, law: string): Inference {
  const amount = revenueUsd >= 1e9 ? `$${revenueUsd / 1e9}bn` : `$${revenueUsd / 1e6}m`;
  return {
    id: 'us-large-company-california-business',
    conclusion: 'does business in California',
    assumption: `assumes a US company with revenue above ${amount} sells more in California than the low 'doing business' bar of Rev. & Tax. Code § 23101 that ${law} uses`,
    applies: (company) => company.country === 'US' && (company.revenue?.USD.min ?? 0) > revenueUsd,
    sources: [
      {
        url: 'https://ww2.arb.ca.gov/our-work/programs/california-corporate-greenhouse-gas-ghg-reporting-and-climate-related-financial',
        title: "CARB: climate disclosure regulation ('doing business' per Rev. & Tax. Code § 23101)",
        asOf: '2026-11-21',
      },
    ],
  };
}

/**
 * EmpCo covers traders making claims to consumers in the EU (fact sheet §11.1). A company whose own
 * website says it sells to consumers and that is headquartered in the EEA almost surely sells to
 * consumers at home.
 */
export const EEA_CONSUMER_SALES: Inference = {
  id: 'eea-b2c-sells-to-eu-consumers',
  conclusion: 'sells to consumers in the EU',
  assumption:
    'assumes a company headquartered in the EEA whose own website says it sells to consumers sells to consumers in its home market',
  applies: (company) => {
    const model = company.classification?.customerModel?.value;
    return company.inEea === true && (model === 'B2C' || model === 'B2B+B2C');
  },
  sources: [
    {
      url: 'https://eur-lex.europa.eu/eli/dir/2024/825/oj',
      title: 'Directive (EU) 2024/825 (EmpCo)',
      asOf: '2024-03-06',
    },
  ],
};

/** The sector keys of finance (company/sectors.ts): banks, insurers, asset managers. */
// A NACE division 64 or 65 classification adds 'banking' or 'insurance' beside 'financial-services'.
const FINANCE_SECTORS: readonly string[] = [
  'K',
  'financial-services',
  'asset-management',
  'banking',
  'insurance',
];

/**
 * The product rules (EUDR, CBAM, the Batteries Regulation, PPWR, the Forced Labour Regulation) turn on
 * goods placed on the EU market. A company whose every activity is finance sells financial products,
 * not goods: while the consultant has not answered which goods it places, those rules say 'Not in
 * scope' and why, and the question stays open. A company with any other activity is not covered.
 */
export const FINANCE_PLACES_NO_GOODS: Inference = {
  id: 'finance-places-no-goods',
  conclusion: 'that it places no goods on the EU market',
  assumption:
    'assumes a company whose every activity is banking, insurance or asset management sells financial services, not goods; answer the question if it imports or sells goods',
  applies: (company) =>
    company.facts.placesGoodsOnEuMarket === undefined &&
    company.sectors.length > 0 &&
    company.sectors.every((sector) => FINANCE_SECTORS.includes(sector)),
  sources: [
    {
      url: 'https://eur-lex.europa.eu/eli/reg/2023/1115/oj',
      title: 'Regulation (EU) 2023/1115 (EUDR), Art. 2: operators place relevant products on the market',
      asOf: '2026-11-27',
    },
    {
      url: 'https://eur-lex.europa.eu/eli/reg/2023/1542/oj',
      title: 'Regulation (EU) 2023/1542 (Batteries), Art. 3: placing on the market',
      asOf: '2026-11-27',
    },
  ],
};

/** The sector keys a food or farming company carries (NACE section A, food and drink makers). */
const FOOD_AND_FARM_SECTORS: readonly string[] = ['A', 'agriculture-food'];

/**
 * EUDR (fact sheet §6) covers cattle, cocoa, coffee, oil palm, rubber, soya and wood and the Annex I
 * products made from them. A food or farming company is presumed to handle some; not one whose own
 * pages name its products, none of them a commodity or Annex I product, and name no commodity at all
 * (no ingredient, feed or packaging). The question stays open: the consultant's answer wins.
 */
export const NAMED_PRODUCTS_OUTSIDE_EUDR: Inference = {
  id: 'named-products-outside-eudr',
  conclusion: 'that it places no EUDR commodity',
  assumption:
    'assumes a food or farming company whose own pages name only products outside Annex I, and name no cattle, cocoa, coffee, palm oil, rubber, soya or wood product anywhere, does not place them; answer the question if it sells, uses or packs in any of them',
  applies: (company) =>
    company.facts.placesGoodsOnEuMarket === undefined &&
    (company.classification?.productsOutsideAnnexI?.length ?? 0) > 0 &&
    (company.classification?.commodityProducts?.length ?? 0) === 0 &&
    company.sectors.some((sector) => FOOD_AND_FARM_SECTORS.includes(sector)),
  sources: [
    {
      url: 'https://eur-lex.europa.eu/eli/reg/2023/1115/oj',
      title: 'Regulation (EU) 2023/1115 (EUDR), Art. 1 and Annex I: the relevant commodities and products',
      asOf: '2026-11-28',
    },
  ],
};

/** Every inference the rules use, for the registry test and for documentation. */
export const INFERENCES: readonly Inference[] = [
  germanWorkforceInference(1000),
  noGermanSiteInference(1000),
  californiaBusinessInference(1e9, 'SB 253'),
  californiaBusinessInference(5e8, 'SB 261'),
  EEA_CONSUMER_SALES,
  FINANCE_PLACES_NO_GOODS,
  NAMED_PRODUCTS_OUTSIDE_EUDR,
  ...SERVICE_INFERENCES,
];

/** 'Likely …: it probably has X (assumes …).' The clause a reason adds when it uses an inference. */
export function inferred(inference: Inference): string {
  return `${inference.conclusion} is inferred, not stated: this ${inference.assumption}`;
}
