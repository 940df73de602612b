import { BANKING_LOGISTICS_ASSET_CODES } from './catalogue-banking-logistics-assets.js';
import { CLIMATE_AND_MANAGEMENT_CODES } from './catalogue-climate.js';
import { ENVIRONMENTAL_PRODUCT_CODES } from './catalogue-environmental.js';
import { GOVERNANCE_CODES, SOCIAL_CODES } from './catalogue-social-governance.js';
import { MANAGEMENT_SYSTEM_CODES } from './catalogue-management-systems.js';
import { SECTOR_SCHEME_CODES } from './catalogue-sector-schemes.js';
import { WORKPLACE_AND_SECTOR_CODES } from './catalogue-workplace-sector.js';
import type { VoluntaryCode } from './types.js';

/** Every voluntary code and certification the detector knows (issue item 6). */
export const VOLUNTARY_CODES: VoluntaryCode[] = [
  ...ENVIRONMENTAL_PRODUCT_CODES,
  ...CLIMATE_AND_MANAGEMENT_CODES,
  ...SOCIAL_CODES,
  ...GOVERNANCE_CODES,
  ...MANAGEMENT_SYSTEM_CODES,
  ...SECTOR_SCHEME_CODES,
  ...WORKPLACE_AND_SECTOR_CODES,
  ...BANKING_LOGISTICS_ASSET_CODES,
];

export function voluntaryCode(id: string): VoluntaryCode | undefined {
  return VOLUNTARY_CODES.find((code) => code.id === id);
}
