import { rev2SectionOf } from '../nace-rev21.js';
import type { FinerSectorKey } from '../sectors.js';
import type { CompanyClassification } from './classify-company.js';

/**
 * A NACE Rev. 2.1 division → the sector keys the rules read (NormalizedCompany.sectors): the NACE
 * Rev. 2 section letter plus the finer keys of company/sectors. 'banking' and 'insurance' are read
 * only by rules (SFDR, SB 261's insurer exclusion) and have no materiality profile of their own.
 */
const FINER_BY_DIVISION: Readonly<Record<string, readonly string[]>> = {
  '01': ['agriculture-food'],
  '02': ['agriculture-food'],
  '03': ['agriculture-food'],
  '05': ['extractives'],
  '06': ['extractives', 'energy'],
  '07': ['extractives'],
  '08': ['extractives'],
  '09': ['extractives'],
  '10': ['agriculture-food', 'packaging-heavy-consumer-goods'],
  '11': ['agriculture-food', 'packaging-heavy-consumer-goods'],
  '12': ['agriculture-food', 'packaging-heavy-consumer-goods'],
  '13': ['textiles'],
  '14': ['apparel'],
  '15': ['apparel'],
  '16': ['wood-products'],
  '17': ['process-industry'],
  '19': ['energy'],
  '20': ['process-industry'],
  '22': ['engineered-products'],
  '23': ['process-industry'],
  '24': ['process-industry'],
  '25': ['engineered-products'],
  '26': ['electronics-batteries'],
  '27': ['electronics-batteries'],
  '28': ['engineered-products'],
  '29': ['electronics-batteries'],
  '30': ['engineered-products'],
  '33': ['engineered-products'],
  '35': ['energy'],
  '46': ['packaging-heavy-consumer-goods'],
  '47': ['packaging-heavy-consumer-goods'],
  '49': ['transport'],
  '50': ['transport'],
  '51': ['transport'],
  '52': ['transport'],
  '53': ['transport'],
  '56': ['agriculture-food'],
  '61': ['technology'],
  '62': ['technology'],
  '63': ['technology'],
  '64': ['financial-services', 'banking'],
  '65': ['financial-services', 'insurance'],
  '66': ['financial-services'],
  '68': ['real-estate'],
  '69': ['professional-services'],
  '70': ['professional-services'],
  '71': ['professional-services'],
  '72': ['professional-services'],
  '73': ['professional-services'],
  '74': ['professional-services'],
};

/** Groups that say more than their division: fund managers. */
const FINER_BY_GROUP: Readonly<Record<string, readonly string[]>> = {
  '64.3': ['asset-management'],
  '66.3': ['asset-management'],
};

/**
 * Groups of a process division whose goods are cast or cut, not fired: concrete, cement and plaster
 * articles (23.6: precast elements, ready-mixed concrete, which buy their cement from the kilns) and
 * cut stone (23.7). Kilns, furnaces and process CO2 are their suppliers', so the process-industry
 * profile does not describe them; generic manufacturing does.
 */
const NOT_FIRED_GROUPS: ReadonlySet<string> = new Set(['23.6', '23.7']);

/**
 * Soaps, detergents, cleaning products, perfumes and cosmetics (20.4) are mixed and filled, not made in
 * reactors or crackers: the chemicals division's process-industry profile (kilns, furnaces, process CO2,
 * silica) does not describe them. What does is packaged consumer goods (SASB CG-HP, Household &
 * Personal Products): packaging, ingredients and microplastics, palm oil, claims to consumers.
 */
const FORMULATED_CONSUMER_GROUPS: ReadonlySet<string> = new Set(['20.4']);

/**
 * Keys a trader takes from the goods it says it sells: a clothing retailer answers to the apparel
 * rules (ESPR's ban on destroying unsold clothing and footwear), a food retailer to the food ones.
 * Not a maker's process keys: a chemicals wholesaler runs no reactor.
 */
const TRADED_GOODS_KEYS: ReadonlySet<string> = new Set([
  'apparel',
  'agriculture-food',
  'electronics-batteries',
] satisfies FinerSectorKey[]);

/**
 * Trade in motor vehicles and fuel (46.7, 47.3, 47.8): cars and fuel are neither packaged consumer goods
 * nor Annex I goods of the EUDR, so the trade divisions' consumer-goods key does not describe it.
 */
const VEHICLE_AND_FUEL_TRADE: ReadonlySet<string> = new Set(['46.7', '47.3', '47.8']);

/** Keys that describe consumer goods: not for a company whose own words say it sells only to businesses. */
const CONSUMER_GOODS_KEYS: readonly string[] = ['packaging-heavy-consumer-goods'] satisfies FinerSectorKey[];

export function sectorKeysForClassification(classification: CompanyClassification): string[] {
  const sector = classification.sector;
  if (!sector) return [];
  const section = rev2SectionOf(sector.division);
  const byDivision = FINER_BY_DIVISION[sector.division] ?? [];
  // The goods a trader sells come first: their profile speaks for a topic both profiles rate alike.
  const finer = [
    ...(sector.goods ?? []).flatMap((goods) =>
      (FINER_BY_DIVISION[goods] ?? []).filter((key) => TRADED_GOODS_KEYS.has(key)),
    ),
    ...(sector.group && (NOT_FIRED_GROUPS.has(sector.group) || FORMULATED_CONSUMER_GROUPS.has(sector.group))
      ? byDivision.filter((key) => key !== 'process-industry')
      : byDivision),
    ...(sector.group && FORMULATED_CONSUMER_GROUPS.has(sector.group) ? CONSUMER_GOODS_KEYS : []),
    ...((sector.group && FINER_BY_GROUP[sector.group]) || []),
  ];
  const noConsumerGoods =
    classification.customerModel?.value === 'B2B' ||
    (sector.group !== undefined && VEHICLE_AND_FUEL_TRADE.has(sector.group));
  const keys = finer.filter((key) => !(noConsumerGoods && CONSUMER_GOODS_KEYS.includes(key)));
  return [...new Set([...(section ? [section] : []), ...keys])];
}
