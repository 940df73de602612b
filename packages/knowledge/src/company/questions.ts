import type { ApplicabilityFactKey, FactOrigin, KnownFact } from './types.js';

/**
 * For every applicability fact, a question a consultant can answer in a call with the client. A verdict
 * that depends on a missing fact lists the fact; the regulations table shows this question beside it.
 */
export const APPLICABILITY_QUESTIONS: Record<ApplicabilityFactKey, string> = {
  listedOnEuRegulatedMarket:
    'Are shares or bonds of the company (or of its parent) admitted to trading on a regulated market in the EU, such as Euronext, Deutsche Börse or Nasdaq Stockholm?',
  listedOnUkRegulatedMarket:
    'Are securities of the company listed in the UK, on the London Stock Exchange Main Market or on AIM?',
  listedOnUsExchange: 'Are securities of the company listed on a US exchange such as NYSE or Nasdaq?',
  euTurnoverEur:
    'What net turnover did the company (the whole group) generate in the EU in each of the last two financial years, in euros?',
  employeesInGermany:
    'How many people does the company (with its group companies) employ in Germany, and does it have a head office, seat or branch there?',
  employeesInFrance:
    'How many people do the company and its French subsidiaries employ in France, at the close of each of the last two financial years?',
  sellsToConsumersInEu:
    'Does the company sell products or services to consumers (B2C) in the EU, for example through shops, its own web shop or marketplaces?',
  placesGoodsOnEuMarket:
    'Which of these does the company place on the EU market, import into the EU or export from it: cattle, beef or leather; cocoa; coffee; palm oil; rubber; soya; wood or paper products; iron and steel; aluminium; cement; fertilisers; hydrogen; electricity; batteries (also inside products); packaging or packaged products? Answer "none" if none.',
  isFinancialSectorEntity:
    'Is the company a regulated financial firm, such as a bank, insurer, asset or fund manager, pension provider, investment firm or financial adviser?',
  ukTurnoverGbp:
    'Does the company carry on business in the UK, and what is its annual turnover (including subsidiaries) in pounds sterling?',
  doesBusinessInCalifornia:
    'Does the company do business in California, for example sales, property or payroll there?',
};

/** Short names for a fact, for statuses such as 'Check needed: EU turnover unknown'. */
export const FACT_LABELS: Record<ApplicabilityFactKey, string> = {
  listedOnEuRegulatedMarket: 'EU listing',
  listedOnUkRegulatedMarket: 'UK listing',
  listedOnUsExchange: 'US listing',
  euTurnoverEur: 'EU turnover',
  employeesInGermany: 'employees in Germany',
  employeesInFrance: 'employees in France',
  sellsToConsumersInEu: 'EU consumer sales',
  placesGoodsOnEuMarket: 'goods placed on the EU market',
  isFinancialSectorEntity: 'financial-sector status',
  ukTurnoverGbp: 'UK turnover',
  doesBusinessInCalifornia: 'business in California',
};

/** '(consultant's answer)' or '(stated on https://…)', so a reason shows where a fact came from. */
export function describeOrigin(origin: FactOrigin): string {
  switch (origin.kind) {
    case 'consultant':
      return "(consultant's answer)";
    case 'website':
      if (origin.inferred) return `(inferred from ${origin.url}: “${origin.quote}”; ${origin.inferred})`;
      return /^https?:/.test(origin.url)
        ? `(stated on ${origin.url}: “${origin.quote}”)`
        : `(stated in the ${origin.url}: “${origin.quote}”)`;
    case 'profile':
      return '(client profile)';
  }
}

/** A fact's value with where it came from, e.g. 'true (consultant's answer)'. */
export function describeFact<T>(fact: KnownFact<T>, format: (value: T) => string): string {
  return `${format(fact.value)} ${describeOrigin(fact.origin)}`;
}
