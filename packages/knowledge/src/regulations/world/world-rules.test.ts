import { describe, expect, it } from 'vitest';
import type { ApplicabilityFactKey } from '../../company/types.js';
import { WORLD_RULES } from './index.js';
import { company, EMPLOYEES, REVENUE, TODAY } from './test-support.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every fact key, checked complete at compile time, to validate missingFacts against. */
const FACT_KEYS = Object.keys({
  listedOnEuRegulatedMarket: true,
  listedOnUkRegulatedMarket: true,
  listedOnUsExchange: true,
  euTurnoverEur: true,
  employeesInGermany: true,
  employeesInFrance: true,
  sellsToConsumersInEu: true,
  placesGoodsOnEuMarket: true,
  isFinancialSectorEntity: true,
  ukTurnoverGbp: true,
  doesBusinessInCalifornia: true,
} satisfies Record<ApplicabilityFactKey, true>);

/** Jurisdiction from the id prefix: 'de-lksg' → 'DE', 'us-ca-sb253' → 'US', 'global-issb' → 'Global'. */
function jurisdictionOf(id: string): string {
  const prefix = id.split('-')[0] ?? '';
  return prefix === 'global' ? 'Global' : prefix.toUpperCase();
}

const SAMPLE_COMPANIES = [
  company(),
  company({
    country: 'GB',
    employees: EMPLOYEES.size_1001_5000,
    revenue: REVENUE['1B-5B'],
    sectors: ['C', 'apparel'],
  }),
  company({
    country: 'US',
    employees: EMPLOYEES.size_10000_plus,
    revenue: REVENUE['10B+'],
    sectors: ['J', 'technology'],
  }),
  company({
    country: 'CH',
    employees: EMPLOYEES.size_51_200,
    revenue: REVENUE['10M-50M'],
    sectors: ['K', 'financial-services'],
  }),
  company({
    country: 'AU',
    employees: EMPLOYEES.size_1_10,
    revenue: REVENUE.lessThan1M,
    sectors: ['B', 'extractives'],
  }),
  company({
    country: 'BE',
    employees: EMPLOYEES.size_501_1000,
    revenue: REVENUE['100M-500M'],
    sectors: ['A'],
  }),
];

describe('WORLD_RULES data', () => {
  it('has the instruments of the fact sheet matrix outside the EU level, plus ISSB', () => {
    expect(WORLD_RULES.map((rule) => rule.id).toSorted()).toEqual(
      [
        'au-aasb-s2',
        // The Belgian CSRD law lives with the EU rules (be-csrd), versioned with its 2025 amendment.
        'ch-co-964a',
        'ch-co-964j',
        'de-lksg',
        'fr-vigilance',
        'global-issb',
        'nl-due-diligence',
        'no-transparency-act',
        'uk-cfd',
        'uk-modern-slavery-act',
        'uk-sdr',
        'uk-srs',
        'us-ca-sb253',
        'us-ca-sb261',
        'us-sec-climate',
        'us-uflpa',
      ].toSorted(),
    );
  });

  it.each(WORLD_RULES)('$id has sources with URL and asOf, a version, and a jurisdiction label', (rule) => {
    expect(rule.name.length).toBeGreaterThan(0);
    expect(rule.version.length).toBeGreaterThan(0);
    expect(rule.asOf).toMatch(DATE);
    expect(rule.typeLabel.startsWith(jurisdictionOf(rule.id))).toBe(true);
    expect(rule.sources.length).toBeGreaterThan(0);
    for (const source of rule.sources) {
      expect(source.url).toMatch(/^https?:\/\/[^\s]+\.[^\s]+/);
      expect(source.title.length).toBeGreaterThan(0);
      expect(source.asOf).toMatch(DATE);
      expect(source.asOf <= rule.asOf).toBe(true);
    }
  });

  it('has unique ids', () => {
    const ids = WORLD_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('WORLD_RULES outcomes', () => {
  it.each(WORLD_RULES)('$id gives a complete outcome for every sample company', (rule) => {
    for (const sample of SAMPLE_COMPANIES) {
      const result = rule.evaluate(sample, TODAY);
      expect(result.reason.length).toBeGreaterThan(20);
      expect(result.dates.length).toBeGreaterThan(0);
      for (const date of result.dates) expect(date.label.length).toBeGreaterThan(0);
      for (const missing of result.missingFacts) expect(FACT_KEYS).toContain(missing);
    }
  });

  it.each(WORLD_RULES)('$id never says in scope for a company we know nothing about', (rule) => {
    expect(rule.evaluate(company(), TODAY).verdict).not.toBe('in-scope');
  });

  it.each(WORLD_RULES.filter((rule) => rule.contextOnly))('$id (context only) never triggers', (rule) => {
    for (const sample of SAMPLE_COMPANIES) expect(rule.evaluate(sample, TODAY).verdict).toBe('not-in-scope');
  });
});
