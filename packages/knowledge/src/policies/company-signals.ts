import type {
  ApplicabilityFactKey,
  ApplicabilityFacts,
  Currency,
  NormalizedCompany,
  NumericRange,
} from '../company/types.js';
import { INPUT_LABELS } from './fact-labels.js';
import type { FactorStatus, MissingInput } from './types.js';

export type FactValue<K extends ApplicabilityFactKey> = NonNullable<ApplicabilityFacts[K]>['value'];

export function factValue<K extends ApplicabilityFactKey>(
  company: NormalizedCompany,
  key: K,
): FactValue<K> | undefined {
  return company.facts[key]?.value as FactValue<K> | undefined;
}

/** Whether a known fact shows a presence: true, a positive number, or a non-empty list. */
export function showsPresence(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value > 0;
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

export function inSectors(company: NormalizedCompany, keys: readonly string[]): boolean {
  return company.sectors.some((sector) => keys.includes(sector));
}

/** Compare a range with "more than" (or "at least" when inclusive) a threshold. */
export function compareAbove(
  range: NumericRange | undefined,
  threshold: number,
  inclusive = false,
): FactorStatus {
  if (!range) return 'unknown';
  const meets = (value: number) => (inclusive ? value >= threshold : value > threshold);
  if (meets(range.min)) return 'met';
  if (range.max === null || meets(range.max)) return 'borderline';
  return 'not-met';
}

/** Compare a range with "at most" a threshold (items aimed at smaller companies). */
export function compareAtMost(range: NumericRange | undefined, threshold: number): FactorStatus {
  if (!range) return 'unknown';
  if (range.max !== null && range.max <= threshold) return 'met';
  if (range.min > threshold) return 'not-met';
  return 'borderline';
}

const CURRENCY_PREFIX: Record<Currency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CHF: 'CHF ',
  NOK: 'NOK ',
  AUD: 'A$',
};

export function formatAmount(amount: number, currency: Currency): string {
  const prefix = CURRENCY_PREFIX[currency];
  if (amount >= 1e9) return `${prefix}${trimZero(amount / 1e9)}bn`;
  if (amount >= 1e6) return `${prefix}${trimZero(amount / 1e6)}m`;
  return `${prefix}${Math.round(amount).toLocaleString('en-US')}`;
}

function trimZero(value: number): string {
  return value >= 100 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
}

export function formatRange(range: NumericRange, format: (value: number) => string): string {
  if (range.max === null) return `${format(range.min)}+`;
  if (range.min === range.max) return format(range.min);
  return `${format(range.min)}–${format(range.max)}`;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** What the company's headquarters says, for reasons: 'headquartered in BE'. */
export function describeHeadquarters(company: NormalizedCompany): string {
  return company.country ? `headquartered in ${company.country}` : 'headquarters unknown';
}

/**
 * The company's known link to the EU market, for EU items that reach non-EU companies: an EU listing,
 * EU turnover, goods placed on the EU market, or sales to EU consumers. `present` is undefined when no
 * fact shows a link and at least one is unknown.
 */
export function euMarketLink(company: NormalizedCompany): {
  present: boolean | undefined;
  note: string;
  missing: MissingInput[];
} {
  const keys = [
    'listedOnEuRegulatedMarket',
    'euTurnoverEur',
    'placesGoodsOnEuMarket',
    'sellsToConsumersInEu',
  ] as const satisfies readonly ApplicabilityFactKey[];
  const shown = keys.filter((key) => showsPresence(factValue(company, key)));
  if (shown.length > 0) {
    return {
      present: true,
      note: `EU market link: ${shown.map((key) => INPUT_LABELS[key]).join(', ')}`,
      missing: [],
    };
  }
  const unknown = keys.filter((key) => factValue(company, key) === undefined);
  if (unknown.length === 0)
    return { present: false, note: 'no EU listing, EU turnover or EU sales', missing: [] };
  return { present: undefined, note: 'EU market link unknown', missing: [...unknown] };
}
