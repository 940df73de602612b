import type { NormalizedCompany } from '../company/types.js';
import type { KnowledgeSource } from '../sources.js';
import type { Inference } from './inferences.js';
import { MANUFACTURING_ACTIVITIES } from './manufacturing-activities.js';

/**
 * The product rules (EUDR, CBAM, Batteries, PPWR, ESPR, Forced Labour) turn on goods a company places on
 * the EU market. While the consultant has not answered which, a company that sells a service gets an
 * answer per rule and per activity, not the blanket 'possibly': where the activity makes the goods
 * near-impossible, an inference ('Not in scope', its assumption stated); where it leaves a real
 * question, the question in the activity's own terms (a hotel and the coffee it imports; a heat
 * network and the wood it burns). Each activity is read from the NACE code the company's own words
 * (or the consultant) decided, never from a loose industry keyword: 'tech' may be a hardware maker.
 */
export type ProductRuleId =
  'eu-eudr' | 'eu-cbam' | 'eu-batteries' | 'eu-ppwr' | 'eu-espr' | 'eu-forced-labour';

/** An activity read from the decided NACE code, with its answer per product rule. */
export interface ProductActivity {
  id: string;
  /** NACE Rev. 2.1 divisions ('62') or groups ('35.3') the activity covers. */
  codes: readonly string[];
  /**
   * Whether the activity itself makes nothing (software, hotels): then a company that says it makes
   * goods in its own plants is no longer only this activity. A heat network produces heat in its plants.
   */
  makesNothing: boolean;
  /** Per rule: the assumption under which it places none of the rule's goods. */
  placesNone: Partial<Record<ProductRuleId, string>>;
  /** Per rule: what still decides it, in the activity's own terms. */
  decidedBy: Partial<Record<ProductRuleId, string>>;
}

const EUDR_SOURCE: KnowledgeSource = {
  url: 'https://eur-lex.europa.eu/eli/reg/2023/1115/oj',
  title: 'Regulation (EU) 2023/1115 (EUDR), Art. 2: operators place relevant products on the market',
  asOf: '2026-11-27',
};
const BATTERIES_SOURCE: KnowledgeSource = {
  url: 'https://eur-lex.europa.eu/eli/reg/2023/1542/oj',
  title: 'Regulation (EU) 2023/1542 (Batteries), Art. 3: placing on the market',
  asOf: '2026-11-27',
};
const CBAM_SOURCE: KnowledgeSource = {
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX%3A32023R0956',
  title: 'Regulation (EU) 2023/956 (CBAM): importers of Annex I goods',
  asOf: '2026-11-27',
};

const ALL_PRODUCT_RULES: readonly ProductRuleId[] = [
  'eu-eudr',
  'eu-cbam',
  'eu-batteries',
  'eu-ppwr',
  'eu-espr',
  'eu-forced-labour',
];

const SOFTWARE_AND_ADVICE =
  'assumes a company whose activity is software, IT services or professional advice sells services and licences, not goods; answer the question if it also sells hardware or other goods';

const SERVICE_ACTIVITIES: readonly ProductActivity[] = [
  {
    id: 'software-and-advice',
    // 70.2, not 70.1: a head office may be the seat of a manufacturing group.
    codes: ['62', '63', '69', '70.2', '71', '73'],
    makesNothing: true,
    placesNone: Object.fromEntries(ALL_PRODUCT_RULES.map((rule) => [rule, SOFTWARE_AND_ADVICE])),
    decidedBy: {},
  },
  {
    id: 'accommodation-and-food-service',
    codes: ['55', '56'],
    makesNothing: true,
    placesNone: {
      'eu-cbam':
        'assumes a hotel or restaurant business imports no iron, steel, aluminium, cement, fertilisers, hydrogen or electricity itself (its builders and suppliers do); answer the question if it does',
      'eu-batteries':
        'assumes a hotel or restaurant business neither makes nor imports batteries or battery-powered products; answer the question if it does',
      'eu-espr':
        'assumes a hotel or restaurant business sells stays and meals, not consumer products it could hold unsold; answer the question if it runs a shop',
    },
    decidedBy: {
      'eu-eudr':
        'a hotel or restaurant business is in scope only for coffee, cocoa, beef, soya, wood furniture or other covered goods it imports into the EU or is the first to place there itself, which is not recorded',
      'eu-ppwr':
        'a hotel or restaurant business is in scope as a distributor if it sells packaged food or drink (a bar, a minibar, a shop or take-away), which is not recorded',
      'eu-forced-labour':
        'the ban concerns products a hotel or restaurant business sells, such as food and drink, not its services; whether it sells any is not recorded',
    },
  },
  {
    id: 'transport-and-storage',
    // Land, water and air transport, warehousing and postal services: goods its customers own.
    codes: ['49', '50', '51', '52', '53'],
    makesNothing: true,
    placesNone: {
      'eu-eudr':
        'assumes a carrier or warehouse keeper moves and stores goods its customers own and places none on the EU market itself (carrying goods makes no one an operator or trader); answer the question if it also trades goods',
      'eu-batteries':
        'assumes a carrier or warehouse keeper runs vehicles and equipment with batteries but neither makes, imports nor sells batteries or battery-powered products; answer the question if it does',
      'eu-espr':
        'assumes a carrier or warehouse keeper sells transport and storage, not consumer products it could hold unsold (goods it stores stay its customers’); answer the question if it sells goods',
      'eu-forced-labour':
        'assumes a carrier or warehouse keeper places no products of its own on the EU market and exports none (it carries its customers’); answer the question if it trades goods',
    },
    decidedBy: {
      'eu-cbam':
        'a carrier or forwarder is in scope only for CBAM goods it imports in its own name or declares as an indirect customs representative for an importer, which is not recorded',
      'eu-ppwr':
        'a logistics company is in scope for packaging it fills or packs for customers (co-packing, e-commerce fulfilment, for which fulfilment service providers carry producer duties), which is not recorded',
    },
  },
  {
    id: 'heat-supply',
    codes: ['35.3'],
    makesNothing: false,
    placesNone: {
      'eu-batteries':
        'assumes a heat or cooling network operator sells heat or cooling through its network, not batteries or products containing them; answer the question if it does',
      'eu-ppwr':
        'assumes a heat or cooling network operator delivers through pipes and sells no packaged products; answer the question if it sells packaged fuel such as pellets',
      'eu-espr':
        'assumes a heat or cooling network operator sells heat or cooling, not consumer products it could hold unsold; answer the question if it does',
    },
    decidedBy: {
      'eu-eudr':
        'a heat network that burns wood is in scope only for wood it harvests, imports or is the first to place on the EU market itself; wood bought from an EU supplier was placed there by that supplier. Which applies is not recorded',
      'eu-cbam':
        'a heat network is in scope only if it imports electricity or hydrogen, or more than 50 t a year of steel (such as pipe) or other covered goods, itself, which is not recorded',
    },
  },
];

/** Services, and manufacturers whose goods some rules' lists do not contain (manufacturing-activities.ts). */
const PRODUCT_RULE_ACTIVITIES: readonly ProductActivity[] = [
  ...SERVICE_ACTIVITIES,
  ...MANUFACTURING_ACTIVITIES,
];

/** The Rev. 2.1 divisions of goods-making and goods-selling sections (A, B, C, G): 01–33 and 45–47. */
function isGoodsDivision(division: string): boolean {
  const number = Number(division);
  return (number >= 1 && number <= 33) || (number >= 45 && number <= 47);
}

/** A runner-up division this large makes the company possibly that kind of company too. */
const RUNNER_UP_SHARE = 0.2;

type DecidedSector = NonNullable<NonNullable<NormalizedCompany['classification']>['sector']>;

/** Whether a runner-up division the test picks out is large enough that the company may be that too. */
export function hasRunnerUp(sector: DecidedSector, test: (division: string) => boolean): boolean {
  return sector.alternatives.some(
    (alternative) => test(alternative.division) && alternative.share >= RUNNER_UP_SHARE,
  );
}

/** The service activity the company's decided NACE code names, unless its goods question is answered. */
function serviceActivityOf(company: NormalizedCompany): ProductActivity | undefined {
  if (company.facts.placesGoodsOnEuMarket !== undefined) return undefined;
  const sector = company.classification?.sector;
  if (!sector) return undefined;
  const activity = PRODUCT_RULE_ACTIVITIES.find((candidate) =>
    candidate.codes.some((code) => code === sector.division || code === sector.group),
  );
  // A large runner-up that makes other goods may be what the company places too.
  if (
    activity &&
    hasRunnerUp(sector, (division) => isGoodsDivision(division) && !activity.codes.includes(division))
  )
    return undefined;
  const production = company.classification?.productionModel?.value;
  if (activity?.makesNothing && production && production !== 'not applicable') return undefined;
  return activity;
}

function inferenceFor(activity: ProductActivity, rule: ProductRuleId, assumption: string): Inference {
  return {
    id: `${activity.id}-places-no-goods-${rule}`,
    conclusion: `that it places none of the goods ${rule === 'eu-cbam' ? 'CBAM covers' : 'this rule covers'} on the EU market`,
    assumption,
    applies: (company) => serviceActivityOf(company) === activity,
    sources: [rule === 'eu-cbam' ? CBAM_SOURCE : rule === 'eu-batteries' ? BATTERIES_SOURCE : EUDR_SOURCE],
  };
}

/** Every per-activity inference, for the registry test and for documentation. */
export const SERVICE_INFERENCES: readonly Inference[] = PRODUCT_RULE_ACTIVITIES.flatMap((activity) =>
  Object.entries(activity.placesNone).map(([rule, assumption]) =>
    inferenceFor(activity, rule as ProductRuleId, assumption),
  ),
);

/** The inference that this service company places none of `rule`'s goods, if its activity makes it one. */
export function serviceNoGoodsInference(
  company: NormalizedCompany,
  rule: ProductRuleId,
): Inference | undefined {
  const activity = serviceActivityOf(company);
  const assumption = activity?.placesNone[rule];
  return activity && assumption
    ? SERVICE_INFERENCES.find((inference) => inference.id === `${activity.id}-places-no-goods-${rule}`)
    : undefined;
}

/** What still decides `rule` for this service company, in its activity's terms; undefined if nothing specific. */
export function serviceQuestion(company: NormalizedCompany, rule: ProductRuleId): string | undefined {
  return serviceActivityOf(company)?.decidedBy[rule];
}
