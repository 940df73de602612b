export { normalizeCompany } from './normalize.js';
export { resolveHeadquarters, type HeadquartersMatch } from './headquarters.js';
export { COUNTRIES, countryByCode, type CountryEntry } from './countries.js';
export { CITIES } from './cities.js';
export { US_STATES } from './us-states.js';
export { EMPLOYEE_RANGES, REVENUE_RANGES_USD } from './size-ranges.js';
export {
  CURRENCIES,
  EXCHANGE_RATES,
  convertFromUsd,
  describeRate,
  rangeInAllCurrencies,
  type ExchangeRateTable,
} from './rates.js';
export {
  FINER_SECTOR_KEYS,
  NACE_SECTIONS,
  SECTOR_KEYWORD_RULES,
  sectorsForIndustry,
  type FinerSectorKey,
  type NaceSection,
  type SectorKey,
} from './sectors.js';
export { APPLICABILITY_QUESTIONS, FACT_LABELS, describeFact, describeOrigin } from './questions.js';
export * from './classification/index.js';
export {
  NACE_REV21_DIVISIONS,
  NACE_REV21_GROUPS,
  NACE_REV21_SECTIONS,
  NACE_REV21_SOURCE,
  describeDivision,
  naceCode,
  naceCodeInText,
  rev2SectionOf,
  sectionOfDivision,
  type NaceCode,
  type NaceRev21Section,
} from './nace.js';
export * from './facts/index.js';
