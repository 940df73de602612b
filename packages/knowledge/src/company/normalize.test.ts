import { EMPLOYEE_COUNT_CODES, REVENUE_CODES, employeeCountCodeFor, revenueCodeFor } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { describeEmployees, describeHeadquarters, describeRevenue } from '../regulations/describe.js';
import { deLksgRule } from '../regulations/world/de-lksg.js';
import { ukModernSlaveryRule } from '../regulations/world/uk-modern-slavery.js';
import { readCompanyFacts, statedProfile } from './facts/index.js';
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

describe('the company’s own statements fill an empty profile', () => {
  const pages = [
    {
      url: 'https://example.test/about',
      text: 'Our headquarters are in Tampere, Finland.\nWe employ 1,250 people. In 2025 our turnover was €310 million.',
    },
  ];
  const stated = statedProfile(readCompanyFacts(pages, { today: '2026-06-01' }));

  it('uses a stated headcount, turnover and headquarters, and says where they came from', () => {
    const company = normalizeCompany({ Name: 'Nordvik Oy' }, {}, undefined, stated);
    // The stated number, not its bucket (1,001–5,000): a threshold inside the bucket can be decided.
    expect(company).toMatchObject({ country: 'FI', inEu: true, employees: { min: 1250, max: 1250 } });
    // The stated turnover, not its bucket ($100M–$500M): €310 million at the dated rate, one amount.
    const usd = company.revenue!.USD;
    expect(usd.min).toBe(usd.max);
    expect(usd.min).toBeGreaterThan(REVENUE_RANGES_USD.rev_100M_500M.min);
    expect(usd.min).toBeLessThan(REVENUE_RANGES_USD.rev_100M_500M.max!);
    expect(describeEmployees(company)).toBe(
      '1,250 employees (stated on https://example.test/about: “We employ 1,250 people.”)',
    );
    expect(describeRevenue(company)).toMatch(
      /^€310 million turnover \(stated on https:\/\/example\.test\/about: “.*”\), about €3\d\dM at the ECB reference rate of \d{4}-\d{2}-\d{2}$/,
    );
    expect(describeHeadquarters(company)).toMatch(
      /^headquartered in the EU \(FI\) in Tampere, Finland \(stated on/,
    );
  });

  it('keeps a value in the record over the statement', () => {
    const company = normalizeCompany(
      {
        Name: 'Nordvik Oy',
        EmployeeCount: 'size_51_200',
        Revenue: 'rev_1M_10M',
        Headquarters: 'Oslo, Norway',
      },
      {},
      undefined,
      stated,
    );
    expect(company).toMatchObject({ country: 'NO', employees: { min: 51, max: 200 } });
    expect(company.revenue?.USD).toEqual(REVENUE_RANGES_USD.rev_1M_10M);
    expect(company.stated).toBeUndefined();
    expect(describeEmployees(company)).toBe('51–200 employees');
  });

  it("narrows the record's bucket to the stated number when the number lies in it", () => {
    const company = normalizeCompany(
      { Name: 'Nordvik Oy', EmployeeCount: 'size_1001_5000' },
      {},
      undefined,
      stated,
    );
    expect(company.employees).toEqual({ min: 1250, max: 1250 });
    expect(describeEmployees(company)).toMatch(/^1,250 employees \(stated on/);
  });
});

describe('a stated headcount decides a threshold its bucket straddles', () => {
  it('puts a company of 860 stated employees outside the LkSG, whose bucket (501–1,000) could not tell', () => {
    const facts = readCompanyFacts(
      [{ url: 'https://example.test/about', text: 'At the end of 2024 we had 860 employees.' }],
      { today: '2026-06-01' },
    );
    const company = normalizeCompany(
      { Name: 'Borvik AB', EmployeeCount: 'size_501_1000', Headquarters: 'Borås, Sweden' },
      {},
      undefined,
      statedProfile(facts),
    );
    const verdict = deLksgRule.evaluate(company, '2026-06-01');
    expect(verdict.verdict).toBe('not-in-scope');
    expect(verdict.reason).toContain('The whole company has 860 employees');
  });

  it('decides a threshold its revenue bucket straddles from the stated turnover, in the threshold’s currency', () => {
    // $10M–$50M straddles the Modern Slavery Act's £36m; €30 million is below it.
    const facts = readCompanyFacts(
      [{ url: 'https://example.test/about', text: 'In 2025 our turnover was €30 million.' }],
      { today: '2026-06-01' },
    );
    const company = normalizeCompany(
      { Name: 'Borvik AB', Revenue: 'rev_10M_50M', Headquarters: 'Leeds, United Kingdom' },
      { ukTurnoverGbp: undefined },
      undefined,
      statedProfile(facts),
    );
    const verdict = ukModernSlaveryRule.evaluate(company, '2026-06-01');
    expect(verdict.reason).toMatch(/annual revenue of about £2\d(?:\.\d+)?m, the company is below/);
    expect(verdict.reason).not.toContain('straddles');
  });
});
