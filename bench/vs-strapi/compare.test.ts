import { describe, expect, it } from 'vitest';
import {
  clientDifferences,
  employeeCountCode,
  median,
  medianWithRange,
  range,
  revenueCode,
  sizeDifference,
} from './compare.mjs';

describe('figures over rounds', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([157, 99, 120])).toBe(120);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow('median of no values');
  });

  it('gives the range and prints the median with it', () => {
    expect(range([157, 99, 120])).toEqual([99, 157]);
    expect(medianWithRange([157, 99, 120])).toBe('120 (99–157)');
    expect(medianWithRange([0.5, 0.25, 1], 2)).toBe('0.50 (0.25–1.00)');
  });
});

describe('both answers hold the same clients and fields', () => {
  const blocks = ['FocusAreas'];
  const theirs = {
    documentId: 'a1',
    Name: 'North Energy GmbH',
    Industry: 'Utilities',
    EmployeeCount: '11-50',
    Revenue: '€1.0M',
    Headquarters: 'Berlin, Germany',
    FoundedYear: 1900,
    WebsiteUrl: 'https://www.north-energy.example.com',
    CompanyInfo: 'A company.',
    FocusAreas: [{ name: 'Water stewardship', description: 'It plans to.', sources: [] }],
  };
  const ours = {
    ...theirs,
    EmployeeCount: 'size_11_50',
    Revenue: 'rev_1M_10M',
    FocusAreas: { data: theirs.FocusAreas, lastUpdated: '2026-01-01' },
    Domain: 'x',
  };

  it('accepts a block as the data of the section of that name, and extra fields of ours', () => {
    expect(clientDifferences([theirs], [ours], blocks)).toEqual([]);
  });

  it('compares blocks as JSON values, whatever the order of their keys', () => {
    const reordered = {
      ...ours,
      FocusAreas: { data: [{ sources: [], description: 'It plans to.', name: 'Water stewardship' }] },
    };
    expect(clientDifferences([theirs], [reordered], blocks)).toEqual([]);
  });

  it('names a differing field or block, a missing client and a different count', () => {
    expect(clientDifferences([theirs], [{ ...ours, Revenue: 'rev_less_than_1M' }], blocks)).toEqual([
      'a1: Revenue differs',
    ]);
    expect(clientDifferences([theirs], [{ ...ours, FocusAreas: { data: [] } }], blocks)).toEqual([
      'a1: FocusAreas differs',
    ]);
    expect(clientDifferences([theirs], [{ ...ours, documentId: 'b2' }], blocks)).toEqual([
      'client a1 is missing from ours',
    ]);
    expect(clientDifferences([theirs], [ours, { ...ours, documentId: 'b2' }], blocks)).toEqual([
      'ours answers 2 clients, Strapi 1',
    ]);
  });

  it('allows body sizes within 10% of the larger', () => {
    expect(sizeDifference(1000, 1100)).toBeNull();
    expect(sizeDifference(1000, 1200)).toBe('body sizes differ by 17% (Strapi 1000 B, ours 1200 B)');
  });
});

describe("the generator's labels as our codes", () => {
  it.each([
    ['1-10', 'size_1_10'],
    ['501-1,000', 'size_501_1000'],
    ['5,001-10,000', 'size_5001_10000'],
    ['10,001-50,000', 'size_10000_plus'],
    ['50,001+', 'size_10000_plus'],
  ])('employees %s are %s', (label, code) => expect(employeeCountCode(label)).toBe(code));

  it.each([
    ['€0.5M', 'rev_less_than_1M'],
    ['$12.3M', 'rev_10M_50M'],
    ['£999.9M', 'rev_500M_1B'],
    ['€1.0B', 'rev_1B_5B'],
    ['$99.0B', 'rev_10B_plus'],
    ['$990.0B', 'rev_100B_plus'],
  ])('revenue %s is %s', (label, code) => expect(revenueCode(label)).toBe(code));
});
