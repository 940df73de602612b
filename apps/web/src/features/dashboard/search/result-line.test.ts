import { describe, expect, it } from 'vitest';
import { resultLine } from './result-line';

const empty = { Domain: null, WebsiteUrl: null, Industry: null, EmployeeCount: null, Headquarters: null };

describe('resultLine', () => {
  it("joins domain, industry, the size's label and headquarters with ' · '", () => {
    expect(
      resultLine({
        Domain: 'acme.com',
        WebsiteUrl: 'https://acme.com',
        Industry: 'Food & Beverage',
        EmployeeCount: 'size_1001_5000',
        Headquarters: 'Leuven, Belgium',
      }),
    ).toBe('acme.com · Food & Beverage · 1,001-5,000 employees · Leuven, Belgium');
  });

  it('falls back to the website when there is no domain, and leaves out what is missing', () => {
    expect(resultLine({ ...empty, WebsiteUrl: 'https://acme.example/', Headquarters: 'Oslo' })).toBe(
      'https://acme.example/ · Oslo',
    );
    expect(resultLine({ ...empty, Industry: '  ', EmployeeCount: 'size_11_50' })).toBe('11-50 employees');
    expect(resultLine(empty)).toBe('');
  });
});
