export type * from './types.js';
export { ESRS_TOPICAL_STANDARDS, ESRS_SOURCES, esrsCitation, esrsStandard } from './esrs-standards.js';
export {
  CROSS_CUTTING_TOPICS,
  INDUSTRY_PROFILES,
  NACE_SECTION_ALIASES,
  NACE_SECTION_PROFILES,
  SECTOR_PROFILES,
  sectorProfilesFor,
} from './sector-profiles.js';
export { impactTopicName } from './focus-areas.js';
export { MATERIALITY_THRESHOLD, materialityFor } from './materiality.js';
export { siteSettingsIn, type SiteSetting } from './site-settings.js';
