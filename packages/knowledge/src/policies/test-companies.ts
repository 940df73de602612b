import type { ApplicabilityFacts, Currency, NormalizedCompany, NumericRange } from '../company/types.js';

/**
 * Test fixtures: normalised companies built directly (the normaliser lives elsewhere). The revenue
 * conversion uses round test rates per US dollar, not the knowledge base's documented rates.
 */
const TEST_RATES: Record<Currency, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CHF: 0.88,
  NOK: 10.8,
  AUD: 1.52,
};

export function revenueFromUsd(min: number, max: number | null): Record<Currency, NumericRange> {
  const convert = (rate: number): NumericRange => ({
    min: min * rate,
    max: max === null ? null : max * rate,
  });
  return Object.fromEntries(
    Object.entries(TEST_RATES).map(([currency, rate]) => [currency, convert(rate)]),
  ) as Record<Currency, NumericRange>;
}

const byConsultant = <T>(value: T) => ({ value, origin: { kind: 'consultant' as const } });

export function company(overrides: Partial<NormalizedCompany> = {}): NormalizedCompany {
  return { name: 'Test Co', sectors: [], facts: {}, ...overrides };
}

export function facts(values: {
  [K in keyof ApplicabilityFacts]?: NonNullable<ApplicabilityFacts[K]>['value'];
}) {
  const out: ApplicabilityFacts = {};
  for (const [key, value] of Object.entries(values)) {
    (out as Record<string, unknown>)[key] = byConsultant(value);
  }
  return out;
}

/** A listed German manufacturer of electrical equipment with batteries, 10,000+ staff, $10B–100B. */
export const EU_LISTED_MANUFACTURER = company({
  name: 'Rheinwerk Industrie AG',
  country: 'DE',
  inEu: true,
  inEea: true,
  employees: { min: 10001, max: null },
  revenue: revenueFromUsd(10e9, 100e9),
  sectors: ['C', 'electronics-batteries'],
  facts: facts({
    listedOnEuRegulatedMarket: true,
    placesGoodsOnEuMarket: ['batteries', 'packaging', 'cbam-aluminium'],
    sellsToConsumersInEu: false,
    employeesInGermany: 6000,
  }),
});

/** A privately held US software company, 51–200 staff, $10M–50M. */
export const US_PRIVATE_SOFTWARE = company({
  name: 'Ventura Cloud Inc.',
  country: 'US',
  inEu: false,
  inEea: false,
  employees: { min: 51, max: 200 },
  revenue: revenueFromUsd(10e6, 50e6),
  sectors: ['J', 'technology'],
  facts: facts({
    listedOnEuRegulatedMarket: false,
    listedOnUkRegulatedMarket: false,
    listedOnUsExchange: false,
    doesBusinessInCalifornia: true,
  }),
});

/** A small Belgian consultancy, 11–50 staff, $1M–10M, nothing else known. */
export const SMALL_BELGIAN_CONSULTANCY = company({
  name: 'Scheldt Advisory BV',
  country: 'BE',
  inEu: true,
  inEea: true,
  employees: { min: 11, max: 50 },
  revenue: revenueFromUsd(1e6, 10e6),
  sectors: ['M', 'professional-services'],
});

/** A Dutch chocolate maker placing cocoa on the EU market, 1,001–5,000 staff, $1B–5B. */
export const DUTCH_CHOCOLATE_MAKER = company({
  name: 'Zaanse Cacao BV',
  country: 'NL',
  inEu: true,
  inEea: true,
  employees: { min: 1001, max: 5000 },
  revenue: revenueFromUsd(1e9, 5e9),
  sectors: ['C', 'agriculture-food'],
  facts: facts({ placesGoodsOnEuMarket: ['cocoa', 'packaging'], sellsToConsumersInEu: true }),
});

/** A company of which only the name is known. */
export const UNKNOWN_COMPANY = company({ name: 'Mystery Holdings' });
