import { describeOrigin } from '../../company/questions.js';
import type { SectorKey } from '../../company/sectors.js';
import type { NormalizedCompany, RegulatedGood } from '../../company/types.js';
import type { RangeComparison } from '../compare.js';
import { FINANCE_PLACES_NO_GOODS, inferred, type Inference } from '../inferences.js';
import { serviceNoGoodsInference, type ProductRuleId } from '../service-activities.js';
import type { ApplicabilityFactKey } from '../../company/types.js';

/**
 * Helpers for the activity-based instruments (fact sheet §0.5: EUDR, CBAM, Batteries, PPWR, ESPR,
 * Forced Labour, EmpCo): they apply whatever the company's size, to what it places on the EU market.
 */

export const GOOD_NAMES: Record<RegulatedGood, string> = {
  cattle: 'cattle',
  cocoa: 'cocoa',
  coffee: 'coffee',
  'oil-palm': 'oil palm',
  rubber: 'rubber',
  soya: 'soya',
  wood: 'wood',
  'cbam-iron-steel': 'iron and steel',
  'cbam-aluminium': 'aluminium',
  'cbam-cement': 'cement',
  'cbam-fertilisers': 'fertilisers',
  'cbam-hydrogen': 'hydrogen',
  'cbam-electricity': 'electricity',
  batteries: 'batteries',
  packaging: 'packaging',
};

export function listGoods(goods: readonly RegulatedGood[]): string {
  return goods.map((good) => GOOD_NAMES[good]).join(', ');
}

/**
 * The inference that the company places none of `rule`'s goods, while its goods question is open: a
 * finance company for every product rule, a service company for the rules its activity rules out.
 */
export function noGoodsInference(company: NormalizedCompany, rule: ProductRuleId): Inference | undefined {
  if (company.facts.placesGoodsOnEuMarket) return undefined;
  if (FINANCE_PLACES_NO_GOODS.applies(company)) return FINANCE_PLACES_NO_GOODS;
  return serviceNoGoodsInference(company, rule);
}

/**
 * Which of `wanted` the company places on the EU market: undefined when the fact is missing, none when
 * an inference stands in for it (noGoodsInference).
 */
export function placedGoods(
  company: NormalizedCompany,
  wanted: readonly RegulatedGood[],
  rule: ProductRuleId,
): RegulatedGood[] | undefined {
  const fact = company.facts.placesGoodsOnEuMarket;
  if (!fact) return noGoodsInference(company, rule) ? [] : undefined;
  return fact.value.filter((good) => wanted.includes(good));
}

/** The goods question, while the consultant has not answered it (an inference may stand in for it). */
export function goodsQuestion(company: NormalizedCompany): ApplicabilityFactKey[] {
  return company.facts.placesGoodsOnEuMarket ? [] : ['placesGoodsOnEuMarket'];
}

/** 'it places cocoa, coffee on the EU market (consultant's answer)' or the 'none of them' form. */
export function describePlacedGoods(
  company: NormalizedCompany,
  wanted: readonly RegulatedGood[],
  rule: ProductRuleId,
): string {
  const fact = company.facts.placesGoodsOnEuMarket;
  const inference = noGoodsInference(company, rule);
  if (inference) {
    return `as ${describeSectors(company)} it places none of them on the EU market (${inferred(inference)})`;
  }
  if (!fact) return 'it is not known which goods it places on the EU market';
  const placed = fact.value.filter((good) => wanted.includes(good));
  const origin = describeOrigin(fact.origin);
  return placed.length
    ? `it places ${listGoods(placed)} on the EU market ${origin}`
    : `it places none of them on the EU market ${origin}`;
}

export function hasAnySector(company: NormalizedCompany, keys: readonly SectorKey[]): boolean {
  return company.sectors.some((sector) => (keys as readonly string[]).includes(sector));
}

/**
 * Sectors that sell services rather than goods. Used only to read an answered fact ('none of the listed
 * goods') as 'no products at all', never to guess a missing fact.
 */
const SERVICE_SECTORS: readonly string[] = [
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'financial-services',
  // A bank, building society or insurer carries its own key beside 'financial-services' (NACE 64, 65).
  'banking',
  'insurance',
  'asset-management',
  'real-estate',
  'technology',
  'professional-services',
];

export function isServicesOnly(company: NormalizedCompany): boolean {
  return company.sectors.length > 0 && company.sectors.every((sector) => SERVICE_SECTORS.includes(sector));
}

/** Sectors that make or sell physical goods (NACE A, B, C, G and the goods-related finer keys). */
export const GOODS_SECTORS: readonly SectorKey[] = [
  'A',
  'B',
  'C',
  'G',
  'agriculture-food',
  'apparel',
  'textiles',
  'process-industry',
  'wood-products',
  'engineered-products',
  'electronics-batteries',
  'packaging-heavy-consumer-goods',
  'extractives',
];

/** A yes/no fact as a comparison: unknown stays unknown. */
export function fromBooleanFact(value: boolean | undefined): RangeComparison {
  if (value === undefined) return 'unknown';
  return value ? 'meets' : 'fails';
}

/** 'a company in NACE C13.2 (Weaving of textiles)', else 'a company in apparel, C' for reasons; 'a company of unknown sector' when [] */
export function describeSectors(company: NormalizedCompany): string {
  // Classified from its own words: the NACE code and label a consultant reads ('NACE C23.3 (Manufacture
  // of clay building materials)'), not the rule keys ('C, process-industry').
  const sector = company.classification?.sector;
  if (sector)
    return `a company in NACE ${sector.section}${sector.group ?? sector.division} (${sector.label})`;
  return company.sectors.length
    ? `a company in ${company.sectors.join(', ')}`
    : 'a company of unknown sector';
}

/**
 * Does the company put products on the EU market? Yes when it names goods it places there, sells to EU
 * consumers, or is based in the EEA; no when it answered both 'none' and 'no EU consumers'.
 */
export function euProductPresence(company: NormalizedCompany): RangeComparison {
  const goods = company.facts.placesGoodsOnEuMarket?.value;
  const consumers = company.facts.sellsToConsumersInEu?.value;
  if (goods?.length || consumers === true || company.inEea === true) return 'meets';
  if (goods?.length === 0 && consumers === false) return 'fails';
  return 'unknown';
}

/**
 * The customer model the company's own words state, for consumer-facing rules (EmpCo, the ESPR
 * unsold-goods rules): 'its own website describes a B2B customer model (“We sell only to businesses”,
 * https://…)'. Undefined when nothing was classified.
 */
export function describeCustomerModel(company: NormalizedCompany): string | undefined {
  const model = company.classification?.customerModel;
  if (!model) return undefined;
  const where = /^https?:/.test(model.locator) ? model.locator : `the ${model.locator}`;
  return `its own website describes a ${model.value} customer model (“${model.decidingPhrase}”, ${where})`;
}

/**
 * Sells to businesses only, as far as its own words go: 'exclusive' when it says so ('only to
 * businesses', 'consumers cannot buy from us'), 'stated' when it names business customers only,
 * undefined when it names consumers or nothing.
 */
export function businessOnly(company: NormalizedCompany): 'exclusive' | 'stated' | undefined {
  const model = company.classification?.customerModel;
  if (model?.value !== 'B2B') return undefined;
  return model.exclusive ? 'exclusive' : 'stated';
}
