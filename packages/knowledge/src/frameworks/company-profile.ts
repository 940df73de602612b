import type { NormalizedCompany } from '../company/types.js';
import type { ProfileInput } from './types.js';

export type SizeClass = 'micro' | 'small' | 'medium' | 'large' | 'very-large';
export type Region = 'EU' | 'UK' | 'US' | 'CH' | 'other';

/** What the scoring rules read about a company, derived once from the normalised company. */
export interface FrameworkProfile {
  country: string | undefined;
  region: Region | undefined;
  sizeClass: SizeClass | undefined;
  listed: boolean | undefined;
  listedInUs: boolean | undefined;
  financial: boolean;
  sectorsKnown: boolean;
  natureDependent: boolean;
  highEmitting: boolean;
  humanRightsExposed: boolean;
  b2bSupplier: boolean;
  consumerFacing: boolean;
  industrial: boolean;
  griSectorStandard: boolean;
  fossilFuelProducer: boolean;
  /** Headquartered where ISSB-based standards are adopted (fact sheet §20). */
  issbCountry: boolean;
  unknown: ProfileInput[];
}

/**
 * Sector groups, by NACE section letter or finer key (company/sectors). Each says why it matters:
 * - nature-dependent: TNFD sector guidance and the ISSB nature work aim at land, crops and extraction;
 * - high-emitting: direct-emission industries (SASB puts Scope 1 metrics in 22 such industries);
 * - human-rights-exposed: supply chains with documented forced- or child-labour risk;
 * - B2B supplier: sold to companies whose procurement asks suppliers for ratings and data;
 * - consumer-facing: brands and retail, where certification and claims reach consumers;
 * - industrial: sites with material environmental aspects, where ISO 14001 is usual;
 * - GRI sector standards exist for oil and gas, coal, mining and agriculture/aquaculture/fishing;
 * - fossil-fuel producers are ineligible for B Corp at 1% of revenue (B Lab V7).
 */
export const SECTOR_GROUPS = {
  natureDependent: [
    'A',
    'B',
    'agriculture-food',
    'extractives',
    'apparel',
    'packaging-heavy-consumer-goods',
    'wood-products',
  ],
  highEmitting: ['B', 'C', 'D', 'F', 'H', 'energy', 'extractives', 'transport', 'process-industry'],
  humanRightsExposed: ['A', 'B', 'agriculture-food', 'extractives', 'apparel', 'electronics-batteries'],
  b2bSupplier: [
    'B',
    'C',
    'F',
    'H',
    'J',
    'M',
    'N',
    'electronics-batteries',
    'process-industry',
    'engineered-products',
    'technology',
    'professional-services',
    'transport',
    'extractives',
  ],
  consumerFacing: ['G', 'I', 'apparel', 'packaging-heavy-consumer-goods', 'agriculture-food'],
  industrial: [
    'A',
    'B',
    'C',
    'D',
    'E',
    'F',
    'H',
    'energy',
    'extractives',
    'electronics-batteries',
    'process-industry',
    'engineered-products',
    'apparel',
    'packaging-heavy-consumer-goods',
    'agriculture-food',
    'transport',
  ],
  griSectorStandard: ['A', 'B', 'agriculture-food', 'extractives'],
  fossilFuelProducer: ['B', 'extractives'],
  financial: ['K', 'financial-services', 'asset-management'],
} as const satisfies Record<string, readonly string[]>;
/** UK (UK SRS), Australia (AASB S2), Hong Kong (HKEX), Japan (SSBJ), Singapore, Brazil: fact sheet §20. */
const ISSB_COUNTRIES = ['GB', 'AU', 'HK', 'JP', 'SG', 'BR'];

export function frameworkProfile(company: NormalizedCompany): FrameworkProfile {
  const has = (keys: readonly string[]) => company.sectors.some((sector) => keys.includes(sector));
  const listings = [
    company.facts.listedOnEuRegulatedMarket?.value,
    company.facts.listedOnUkRegulatedMarket?.value,
    company.facts.listedOnUsExchange?.value,
  ];
  const listed = listings.includes(true)
    ? true
    : listings.every((value) => value === false)
      ? false
      : undefined;
  const sizeClass = sizeClassOf(company);
  const region = regionOf(company);
  const sectorsKnown = company.sectors.length > 0;
  const unknown: ProfileInput[] = [];
  if (region === undefined) unknown.push('headquarters');
  if (sizeClass === undefined) unknown.push('size');
  if (!sectorsKnown) unknown.push('sector');
  if (listed === undefined) unknown.push('listing');
  return {
    country: company.country,
    region,
    sizeClass,
    listed,
    listedInUs: company.facts.listedOnUsExchange?.value,
    financial: company.facts.isFinancialSectorEntity?.value ?? has(SECTOR_GROUPS.financial),
    sectorsKnown,
    natureDependent: has(SECTOR_GROUPS.natureDependent),
    highEmitting: has(SECTOR_GROUPS.highEmitting),
    humanRightsExposed: has(SECTOR_GROUPS.humanRightsExposed),
    b2bSupplier: has(SECTOR_GROUPS.b2bSupplier),
    consumerFacing: company.facts.sellsToConsumersInEu?.value ?? has(SECTOR_GROUPS.consumerFacing),
    industrial: has(SECTOR_GROUPS.industrial),
    griSectorStandard: has(SECTOR_GROUPS.griSectorStandard),
    fossilFuelProducer: has(SECTOR_GROUPS.fossilFuelProducer),
    issbCountry: company.country !== undefined && ISSB_COUNTRIES.includes(company.country),
    unknown,
  };
}

/**
 * Size class by the lower bound of the employee bucket (the EU's 10 / 50 / 250 head-count limits, and
 * 1,000 for the CSRD's Omnibus threshold): a 201–500 bucket counts as medium, 501–1,000 as large.
 */
function sizeClassOf(company: NormalizedCompany): SizeClass | undefined {
  const min = company.employees?.min;
  if (min === undefined) return undefined;
  if (min > 1000) return 'very-large';
  if (min > 250) return 'large';
  if (min > 50) return 'medium';
  if (min > 10) return 'small';
  return 'micro';
}

function regionOf(company: NormalizedCompany): Region | undefined {
  if (company.inEu === true || company.inEea === true) return 'EU';
  if (!company.country) return undefined;
  if (company.country === 'GB') return 'UK';
  if (company.country === 'US') return 'US';
  if (company.country === 'CH') return 'CH';
  return 'other';
}
