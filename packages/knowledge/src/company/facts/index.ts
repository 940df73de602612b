export {
  readCompanyFacts,
  type CompanyFacts,
  type CompanyFactsOptions,
  type ConsultantFacts,
} from './company-facts.js';
export { rateFor, turnoverBucket, type DatedRate, type TurnoverBucket } from './turnover-fact.js';
export type {
  FactAnswer,
  FactPage,
  FactStatement,
  HeadcountValue,
  HeadquartersValue,
  TurnoverValue,
} from './types.js';
export { statedProfile } from './stated-profile.js';
export { NUMBER, readNumber } from './numbers.js';
export { headcountByCountryInSentence } from './headcount-by-country.js';
