import type { MissingInput } from './types.js';

/**
 * Short names of the inputs a relevance rating uses, for reasons and for the summary's list of facts
 * that would sharpen the ratings. Typed over every applicability fact, so a new fact must be named here.
 */
export const INPUT_LABELS: Record<MissingInput, string> = {
  headquarters: 'headquarters country',
  employees: 'employee count',
  revenue: 'revenue',
  industry: 'industry',
  listedOnEuRegulatedMarket: 'listing on an EU regulated market',
  listedOnUkRegulatedMarket: 'listing on a UK regulated market',
  listedOnUsExchange: 'listing on a US exchange',
  euTurnoverEur: 'turnover generated in the EU',
  employeesInGermany: 'employees in Germany',
  employeesInFrance: 'employees in France',
  sellsToConsumersInEu: 'sales to consumers in the EU',
  placesGoodsOnEuMarket: 'goods placed on the EU market',
  isFinancialSectorEntity: 'whether it is a financial-sector entity',
  ukTurnoverGbp: 'turnover in the UK',
  doesBusinessInCalifornia: 'whether it does business in California',
};
