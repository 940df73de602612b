import { esrsStandard } from './esrs-standards.js';
import { CLIMATE_LAW, WHISTLEBLOWER_LAW, WORKPLACE_SAFETY_LAW } from './eu-laws.js';
import { INDUSTRY_PROFILES } from './sector-profiles-industry.js';
import { NACE_SECTION_ALIASES, NACE_SECTION_PROFILES } from './sector-profiles-nace.js';
import { MINERAL_PRODUCTS_PROFILE } from './sector-profiles-minerals.js';
import { RENEWABLE_GENERATION_PROFILE } from './sector-profiles-renewables.js';
import { SEAFOOD_PROFILE } from './sector-profiles-seafood.js';
import { GHG_PROTOCOL_CORPORATE, ILO_FUNDAMENTAL_PRINCIPLES, UNCAC } from './sector-sources.js';
import type { SectorMaterialityProfile, SectorTopicScore } from './types.js';

export { INDUSTRY_PROFILES } from './sector-profiles-industry.js';
export { NACE_SECTION_ALIASES, NACE_SECTION_PROFILES } from './sector-profiles-nace.js';

/** Every profile: one per finer sector key, the variants a company's own words choose, one per NACE section. */
export const SECTOR_PROFILES: SectorMaterialityProfile[] = [
  ...INDUSTRY_PROFILES,
  RENEWABLE_GENERATION_PROFILE,
  SEAFOOD_PROFILE,
  MINERAL_PRODUCTS_PROFILE,
  ...NACE_SECTION_PROFILES,
];

/**
 * Topics every company has, used alone when the sector is unknown (issue: "unknown sector → the
 * cross-cutting topics only"). E1 because ESRS asks for a detailed explanation when climate change is
 * judged not material (fact sheet §2.2); S1 and G1 because every employer has a workforce and a conduct.
 */
export const CROSS_CUTTING_TOPICS: SectorTopicScore[] = [
  {
    standard: 'E1',
    impact: 3,
    financial: 3,
    rationale:
      'Every company emits greenhouse gases and uses energy; ESRS asks for a detailed explanation when climate change is judged not material.',
    keySubTopics: ['Climate change mitigation', 'Energy'],
    sources: [...esrsStandard('E1').sources, GHG_PROTOCOL_CORPORATE, CLIMATE_LAW],
  },
  {
    standard: 'S1',
    impact: 3,
    financial: 3,
    rationale: 'Every employer affects the working conditions and equal treatment of its own people.',
    keySubTopics: ['Working conditions', 'Equal treatment and opportunities for all'],
    sources: [...esrsStandard('S1').sources, ILO_FUNDAMENTAL_PRINCIPLES, WORKPLACE_SAFETY_LAW],
  },
  {
    standard: 'G1',
    impact: 3,
    financial: 3,
    rationale: 'Corporate culture, anti-corruption and fair payment of suppliers apply to every company.',
    keySubTopics: ['Corporate culture', 'Corruption and bribery'],
    sources: [...esrsStandard('G1').sources, UNCAC, WHISTLEBLOWER_LAW],
  },
];

const byKey = new Map(SECTOR_PROFILES.map((profile) => [profile.key, profile]));

/**
 * Finer keys whose profiles describe making the goods: plants' energy, water and safety. A trader (NACE
 * section G) carries some of them for the rules of the goods it sells (a retailer of packaged goods is a
 * PPWR distributor), but it runs no plant: its stores, warehouses and sourcing are section G's profile.
 * Apparel stays: its profile is a brand's, whose garments are made by suppliers, as a clothing
 * retailer's own-brand ranges are.
 */
const MAKERS_KEYS: ReadonlySet<string> = new Set([
  'packaging-heavy-consumer-goods',
  'agriculture-food',
  'process-industry',
  'wood-products',
  'engineered-products',
  'electronics-batteries',
  'textiles',
]);

/**
 * The profiles for a company's sector keys. Finer keys the company carries win over its NACE section
 * (an apparel maker tagged ['C', 'apparel'] is scored as apparel, not as generic manufacturing); NACE
 * sections are used only when no finer key has a profile. Unknown keys are ignored.
 *
 * The production model matters for apparel: the apparel profile describes a brand whose garments are
 * sewn by suppliers (workers and footprint in the value chain). A garment maker whose own words say it
 * produces in its own plants is scored with the textile manufacturing profile (own plants' energy,
 * water, chemicals, workers). An electricity producer that burns no fuel is scored with the wind, solar
 * and hydro profile, whose rows do not speak of combustion its ETS verdict rules out. A company that
 * catches or processes fish is scored with the seafood profile instead of the farm-and-food one, and a
 * maker of mineral products (NACE 23) with the mineral-products profile instead of the process industry's
 * (whose rows also speak for paper mills, chemical plants and steelworks). A trader
 * is scored with the wholesale and retail profile, not with its goods' makers' (MAKERS_KEYS).
 */
export function sectorProfilesFor(
  sectors: readonly string[],
  productionModel?: string,
  /** The company's own words name only wind, solar or hydro generation: no combustion rows. */
  burnsNoFuel = false,
  /** The company's sector is fishing or fish processing (company/classification/seafood.ts). */
  seafood = false,
  /** The company's sector is NACE division 23 (company/classification/mineral-products.ts). */
  mineralProducts = false,
): SectorMaterialityProfile[] {
  const ownPlants = productionModel === 'own production';
  const trader = sectors.includes('G');
  const keys = sectors
    .filter((key) => !(trader && MAKERS_KEYS.has(key)))
    .map((key) =>
      key === 'apparel' && ownPlants
        ? 'textiles'
        : key === 'energy' && burnsNoFuel
          ? 'renewable-generation'
          : key === 'agriculture-food' && seafood
            ? 'seafood'
            : key === 'process-industry' && mineralProducts
              ? 'mineral-products'
              : key,
    );
  const finer = keys.map((key) => byKey.get(key)).filter((p) => p?.kind === 'industry');
  const chosen = finer.length > 0 ? finer : keys.map((key) => byKey.get(NACE_SECTION_ALIASES[key] ?? key));
  const unique = new Map<string, SectorMaterialityProfile>();
  for (const profile of chosen) if (profile) unique.set(profile.key, profile);
  return [...unique.values()];
}
