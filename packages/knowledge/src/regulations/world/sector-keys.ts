/**
 * Sector keys the world rules read from NormalizedCompany.sectors: NACE Rev. 2 section letters plus the
 * finer keys the company normaliser adds (issue item 1). The finer keys are written here as the issue
 * names them; if the normaliser spells one differently, only this file changes.
 */

/** NACE K (financial and insurance activities) and the finer financial keys. */
export const FINANCIAL_SECTOR_KEYS = [
  'K',
  'financial-services',
  'asset-management',
  'banking',
  'insurance',
] as const satisfies readonly string[];

/** SB 261 excludes insurance companies (Health & Safety Code § 38533). */
export const INSURANCE_SECTOR_KEYS = ['insurance'] as const satisfies readonly string[];

/**
 * CBP's UFLPA high-priority sectors are cotton, tomatoes and polysilicon (fact sheet §18.4): apparel,
 * textiles (cotton yarn and fabric), food and electronics/solar supply chains.
 */
export const UFLPA_HIGH_PRIORITY_SECTOR_KEYS = [
  'apparel',
  'textiles',
  'agriculture-food',
  'electronics-batteries',
] as const satisfies readonly string[];

/**
 * Sectors whose supply chains commonly carry child-labour risk (raw cotton, cocoa and other crops,
 * artisanal mining, electronics assembly): used for Swiss CO 964j 'reasonable suspicion' as probable.
 */
export const CHILD_LABOUR_RISK_SECTOR_KEYS = [
  'A',
  'B',
  'apparel',
  'textiles',
  'agriculture-food',
  'electronics-batteries',
  'extractives',
] as const satisfies readonly string[];

/** Sectors where tin, tantalum, tungsten or gold (3TG) are commonly imported or processed. */
export const CONFLICT_MINERALS_SECTOR_KEYS = [
  'B',
  'extractives',
  'electronics-batteries',
] as const satisfies readonly string[];

/** Sectors where NGER reporting (Australia) is probable: energy producers and miners. */
export const NGER_PROBABLE_SECTOR_KEYS = [
  'B',
  'D',
  'energy',
  'extractives',
] as const satisfies readonly string[];

/**
 * Service sectors: NACE H-S (transport, accommodation, ICT, finance, real estate, professional,
 * administrative, public, education, health, arts and other services) and the finer service keys. A
 * company whose known sectors are all here makes, trades and imports no goods of its own.
 */
export const ALL_SERVICE_SECTOR_KEYS: readonly string[] = [
  'H',
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
  ...FINANCIAL_SECTOR_KEYS,
  'real-estate',
  'technology',
  'professional-services',
  'transport',
];
