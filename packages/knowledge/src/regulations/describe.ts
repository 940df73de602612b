import { EXCHANGE_RATES } from '../company/rates.js';
import { describeOrigin } from '../company/questions.js';
import type { Currency, NormalizedCompany, NumericRange, StatedText } from '../company/types.js';

const SYMBOLS: Record<Currency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CHF: 'CHF ',
  NOK: 'NOK ',
  AUD: 'A$',
};

function significant(value: number): string {
  return Number(value.toPrecision(value >= 100 ? 3 : 2)).toString();
}

/** '€450 million', '€1.5 billion': how thresholds are written in reasons. */
export function formatThreshold(amount: number, currency: Currency): string {
  if (amount >= 1e9) return `${SYMBOLS[currency]}${significant(amount / 1e9)} billion`;
  if (amount >= 1e6) return `${SYMBOLS[currency]}${significant(amount / 1e6)} million`;
  return `${SYMBOLS[currency]}${amount.toLocaleString('en-US')}`;
}

/** '€8.5B', '€425M': compact amounts for company ranges. */
export function formatAmount(amount: number, currency: Currency): string {
  if (amount >= 1e9) return `${SYMBOLS[currency]}${significant(amount / 1e9)}B`;
  if (amount >= 1e6) return `${SYMBOLS[currency]}${significant(amount / 1e6)}M`;
  if (amount >= 1e3) return `${SYMBOLS[currency]}${significant(amount / 1e3)}K`;
  return `${SYMBOLS[currency]}${Math.round(amount)}`;
}

function formatRange(range: NumericRange, currency: Currency): string {
  if (range.max === null) return `${formatAmount(range.min, currency)} or more`;
  if (range.min === 0) return `under ${formatAmount(range.max, currency)}`;
  return `${formatAmount(range.min, currency)}–${formatAmount(range.max, currency)}`;
}

/** '640 employees (stated on https://…: “…”)': a fact the company states itself, and where. */
function describeStated(stated: StatedText): string {
  return `${stated.text} ${describeOrigin(stated.origin)}`;
}

/**
 * '10,000+ employees', '1,001–5,000 employees', '640 employees (stated on …)' when the company states
 * it, or 'an unknown number of employees'.
 */
export function describeEmployees(company: NormalizedCompany): string {
  const range = company.employees;
  if (!range) return 'an unknown number of employees';
  if (company.stated?.employees) return describeStated(company.stated.employees);
  if (range.max === null) return `${(range.min - 1).toLocaleString('en-US')}+ employees`;
  return `${range.min.toLocaleString('en-US')}–${range.max.toLocaleString('en-US')} employees`;
}

/**
 * '$10B–100B revenue (about €8.5B–85B at the ECB reference rate of 2026-05-08)': the bucket as the client
 * gave it and, when the threshold is in another currency, its conversion with the rate's date.
 */
export function describeRevenue(company: NormalizedCompany, currency: Currency = 'EUR'): string {
  const revenue = company.revenue;
  if (!revenue) return 'an unknown revenue';
  // A stated turnover narrowed the range to its amount: the statement says it, with its conversion.
  if (company.stated?.revenue && revenue.USD.min === revenue.USD.max) {
    const converted = currency === 'USD' ? revenue.USD.min : revenue[currency].min;
    return `${describeStated(company.stated.revenue)}, about ${formatAmount(converted, currency)} at the ECB reference rate of ${EXCHANGE_RATES.date}`;
  }
  const stated = company.stated?.revenue ? `${describeStated(company.stated.revenue)}, in the ` : '';
  const usd = `${stated}${formatRange(revenue.USD, 'USD')} revenue${stated ? ' bucket' : ''}`;
  if (currency === 'USD') return usd;
  return `${usd} (about ${formatRange(revenue[currency], currency)} at the ECB reference rate of ${EXCHANGE_RATES.date})`;
}

/** 'headquartered in BE (EU)', 'headquartered outside the EU/EEA (US)', 'with an unknown headquarters'. */
export function describeHeadquarters(company: NormalizedCompany): string {
  if (!company.country) return 'with an unknown headquarters country';
  const stated = company.stated?.headquarters ? ` in ${describeStated(company.stated.headquarters)}` : '';
  if (company.inEu) return `headquartered in the EU (${company.country})${stated}`;
  if (company.inEea) return `headquartered in the EEA (${company.country})${stated}`;
  return `headquartered outside the EU/EEA (${company.country})${stated}`;
}

/** 'this company has 10,000+ employees and $10B–100B revenue (about …)'. */
export function describeSize(company: NormalizedCompany, currency: Currency = 'EUR'): string {
  return `this company has ${describeEmployees(company)} and ${describeRevenue(company, currency)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '30 Dec 2026' for ISO dates; 'FY2027' and '2028' unchanged. */
export function displayDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}
