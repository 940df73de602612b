import { CLIMATE_AND_MANAGEMENT_CODES } from './catalogue-climate.js';
import { ENVIRONMENTAL_PRODUCT_CODES } from './catalogue-environmental.js';
import { GOVERNANCE_CODES, SOCIAL_CODES } from './catalogue-social-governance.js';
import type { VoluntaryCode } from './types.js';

/** Every voluntary code and certification the detector knows (issue item 6). */
export const VOLUNTARY_CODES: VoluntaryCode[] = [
  ...ENVIRONMENTAL_PRODUCT_CODES,
  ...CLIMATE_AND_MANAGEMENT_CODES,
  ...SOCIAL_CODES,
  ...GOVERNANCE_CODES,
];

export function voluntaryCode(id: string): VoluntaryCode | undefined {
  return VOLUNTARY_CODES.find((code) => code.id === id);
}
