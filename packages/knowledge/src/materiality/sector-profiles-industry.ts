import { ENGINEERED_PRODUCTS_PROFILE } from './sector-profiles-engineered.js';
import { GOODS_PROFILES } from './sector-profiles-goods.js';
import { PROCESS_INDUSTRY_PROFILE } from './sector-profiles-process.js';
import { RESOURCES_PROFILES } from './sector-profiles-resources.js';
import { SERVICES_PROFILES } from './sector-profiles-services.js';
import { TEXTILES_PROFILE } from './sector-profiles-textiles.js';
import { WOOD_PRODUCTS_PROFILE } from './sector-profiles-wood.js';
import type { SectorMaterialityProfile } from './types.js';

/** Profiles for the finer sector keys of NormalizedCompany.sectors (one per key). */
export const INDUSTRY_PROFILES: SectorMaterialityProfile[] = [
  ...GOODS_PROFILES,
  TEXTILES_PROFILE,
  PROCESS_INDUSTRY_PROFILE,
  WOOD_PRODUCTS_PROFILE,
  ENGINEERED_PRODUCTS_PROFILE,
  ...RESOURCES_PROFILES,
  ...SERVICES_PROFILES,
];
