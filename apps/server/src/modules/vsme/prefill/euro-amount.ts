import type { VsmeFactor } from '@impact/contracts';
import { rateFor } from '@impact/knowledge';

export interface EuroAmount {
  euros: number;
  /** The rate used, as a factor the report lists; null when the amount was stated in euros. */
  factor: VsmeFactor | null;
  /** '1 EUR = 7.46038 DKK (ERM II central rate of the Danish krone (ECB))', for the method text. */
  rateText: string | null;
}

/**
 * An amount stated in `currency`, in whole euros through the same dated rate the revenue bucket uses
 * (the ECB reference rates of one day, the krone at its ERM II central rate); undefined without a rate.
 */
export function inEuros(amount: number, currency: string): EuroAmount | undefined {
  if (currency === 'EUR') return { euros: amount, factor: null, rateText: null };
  const rate = rateFor(currency);
  if (!rate) return undefined;
  return {
    euros: Math.round(amount / rate.perEur),
    factor: {
      name: `Euro rate, ${currency} per EUR`,
      value: rate.perEur,
      unit: `${currency}/EUR`,
      country: null,
      year: Number(rate.date.slice(0, 4)),
      dataset: rate.source,
      url: rate.url ?? null,
    },
    rateText: `1 EUR = ${rate.perEur} ${currency} (${rate.source})`,
  };
}
