import { EMPLOYEE_COUNT_CODES, REVENUE_CODES, employeeCountCodeFor, revenueCodeFor } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { normalizeCompany } from './normalize.js';
import { EXCHANGE_RATES, convertFromUsd } from './rates.js';
import { EMPLOYEE_RANGES, REVENUE_RANGES_USD } from './size-ranges.js';

describe('normalizeCompany', () => {
  it.each([
    ['Antwerp, Belgium', { country: 'BE', inEu: true, inEea: true }],
    ['Ventura, CA', { country: 'US', inEu: false, inEea: false }],
    ['München', { country: 'DE', inEu: true, inEea: true }],
    ['NYC', { country: 'US', inEu: false, inEea: false }],
    ['Oslo, Norway', { country: 'NO', inEu: false, inEea: true }],
    ['', { country: undefined, inEu: undefined, inEea: undefined }],
    ['xkcd zzz', { country: undefined, inEu: undefined, inEea: undefined }],
  ])('headquarters %j', (Headquarters, expected) => {
    const company = normalizeCompany({ Name: 'X', Headquarters });
    expect({ country: company.country, inEu: company.inEu, inEea: company.inEea }).toEqual(expected);
  });

  it('reads a full profile', () => {
    const company = normalizeCompany({
      Name: ' Acme NV ',
      Industry: 'Beverages',
      EmployeeCount: 'size_10000_plus',
      Revenue: 'rev_10B_plus',
      Headquarters: 'Leuven, Belgium',
    });
    expect(company).toMatchObject({ name: 'Acme NV', country: 'BE', inEu: true, inEea: true });
    expect(company.employees).toEqual({ min: 10001, max: null });
    expect(company.revenue?.USD).toEqual({ min: 1e10, max: 1e11 });
    expect(company.revenue?.EUR.min).toBeCloseTo(1e10 / 1.1761, 0);
    expect(company.sectors).toContain('agriculture-food');
  });

  it('keeps unknowns unknown', () => {
    const company = normalizeCompany({ Name: 'X', Industry: '', Headquarters: 'nowhere in particular' });
    expect(company.country).toBeUndefined();
    expect(company.inEu).toBeUndefined();
    expect(company.employees).toBeUndefined();
    expect(company.revenue).toBeUndefined();
    expect(company.sectors).toEqual([]);
    expect(company.facts).toEqual({});
  });

  it('keeps an open-ended top revenue bucket open in every currency', () => {
    const company = normalizeCompany({ Name: 'Big', Revenue: 'rev_100B_plus' });
    for (const range of Object.values(company.revenue ?? {})) expect(range.max).toBeNull();
  });

  it('passes applicability facts through', () => {
    const facts = { euTurnoverEur: { value: 5e8, origin: { kind: 'consultant' as const } } };
    expect(normalizeCompany({ Name: 'X' }, facts).facts).toBe(facts);
  });
});

describe('size buckets agree with the contracts', () => {
  it.each(EMPLOYEE_COUNT_CODES)('%s', (code) => {
    const range = EMPLOYEE_RANGES[code];
    expect(employeeCountCodeFor(range.min)).toBe(code);
    expect(employeeCountCodeFor(range.max ?? range.min * 10)).toBe(code);
  });
  it.each(REVENUE_CODES)('%s', (code) => {
    const range = REVENUE_RANGES_USD[code];
    expect(revenueCodeFor(range.min)).toBe(code);
    // The upper bound is shared with the next bucket, so test just under it.
    expect(revenueCodeFor((range.max ?? range.min * 10) - 1)).toBe(code);
  });
});

describe('exchange rates', () => {
  it('converts through the euro cross rate', () => {
    expect(convertFromUsd(EXCHANGE_RATES.perEur.USD, 'EUR')).toBeCloseTo(1, 10);
    expect(convertFromUsd(EXCHANGE_RATES.perEur.USD, 'GBP')).toBeCloseTo(EXCHANGE_RATES.perEur.GBP, 10);
    expect(convertFromUsd(100, 'USD')).toBeCloseTo(100, 10);
  });
});
