import type { KnowledgeSource } from '../sources.js';
import type { Currency, NumericRange } from './types.js';

/**
 * Fixed exchange rates used to compare a company's revenue bucket (spec buckets are in US dollars) with
 * thresholds written in other currencies. They are ECB euro reference rates of one day, kept fixed so
 * that a verdict is reproducible; a revenue bucket is a range of at least 2x anyway, so a few percent
 * of currency movement matters only on a threshold, where the verdict already says 'likely'.
 * To update: take a newer ECB daily file, change `date`, `perEur` and the source's asOf, bump
 * KNOWLEDGE_BASE_VERSION.
 */
export interface ExchangeRateTable {
  /** The ECB reference date the rates are from (YYYY-MM-DD). */
  date: string;
  /** Units of each currency per 1 euro (ECB quotes every currency against the euro). */
  perEur: Record<Currency, number>;
  sources: KnowledgeSource[];
}

export const EXCHANGE_RATES: ExchangeRateTable = {
  date: '2026-05-08',
  perEur: { EUR: 1, USD: 1.1761, GBP: 0.8641, CHF: 0.9156, NOK: 10.8215, AUD: 1.6259 },
  sources: [
    {
      url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
      title: 'ECB euro foreign exchange reference rates (daily file), reference date 8 May 2026',
      asOf: '2026-05-08',
    },
  ],
};

export const CURRENCIES: readonly Currency[] = ['USD', 'EUR', 'GBP', 'CHF', 'NOK', 'AUD'];

/** An amount in US dollars expressed in another currency, through the euro cross rate. */
export function convertFromUsd(amountUsd: number, to: Currency, rates = EXCHANGE_RATES): number {
  if (to === 'USD') return amountUsd;
  return (amountUsd / rates.perEur.USD) * rates.perEur[to];
}

/** A USD range in every supported currency; an open upper bound stays open. */
export function rangeInAllCurrencies(
  usd: NumericRange,
  rates = EXCHANGE_RATES,
): Record<Currency, NumericRange> {
  const entries = CURRENCIES.map((currency): [Currency, NumericRange] => [
    currency,
    {
      min: convertFromUsd(usd.min, currency, rates),
      max: usd.max === null ? null : convertFromUsd(usd.max, currency, rates),
    },
  ]);
  return Object.fromEntries(entries) as Record<Currency, NumericRange>;
}

/** '1 EUR = 1.1761 USD (ECB reference rate of 2026-05-08)', for reasons that quote a conversion. */
export function describeRate(currency: Currency, rates = EXCHANGE_RATES): string {
  if (currency === 'USD') return `1 EUR = ${rates.perEur.USD} USD (ECB reference rate of ${rates.date})`;
  const perUsd = rates.perEur[currency] / rates.perEur.USD;
  return `1 USD = ${perUsd.toFixed(4)} ${currency} (ECB reference rates of ${rates.date})`;
}
