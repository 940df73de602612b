import { regulationSchema } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { EU_RULES, evaluateRule, evaluateRules } from './registry.js';
import { isVersionedRule } from './rule-version.js';
import { TODAY, company, consultant } from './rule-cases.js';
import { toRegulationRow } from './to-row.js';

const cases = EU_RULES.map((rule) => [rule.id, rule] as const);

describe('EU_RULES data', () => {
  it('has one rule per EU instrument of the matrix, with unique ids', () => {
    const ids = EU_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'eu-csrd',
        'eu-taxonomy',
        'eu-sfdr',
        'eu-csddd',
        'eu-eudr',
        'eu-cbam',
        'eu-batteries',
        'eu-ppwr',
        'eu-espr',
        'eu-empco',
        'eu-green-claims',
        'eu-forced-labour',
        'eu-ets',
        'be-csrd',
      ]),
    );
  });

  it.each(cases)(
    '%s carries sources with a URL and an asOf date, a version and a jurisdiction label',
    (_id, rule) => {
      const sourceLists = [
        rule.sources,
        ...(isVersionedRule(rule) ? rule.versions.map((v) => v.sources) : []),
      ];
      for (const sources of sourceLists) {
        expect(sources.length).toBeGreaterThan(0);
        for (const source of sources) {
          expect(source.url).toMatch(/^https?:\/\/\S+$/);
          expect(source.title.length).toBeGreaterThan(0);
          expect(source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
      expect(rule.version.length).toBeGreaterThan(0);
      expect(rule.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.typeLabel).toMatch(/^(EU|BE) /);
    },
  );

  it.each(cases.filter(([, rule]) => isVersionedRule(rule)))(
    '%s lists its versions oldest first',
    (_id, rule) => {
      const dates = isVersionedRule(rule) ? rule.versions.map((v) => v.inForceFrom) : [];
      expect(dates).toEqual(dates.toSorted());
    },
  );
});

describe('evaluateRule', () => {
  it('adds identity, version, asOf and merged sources', () => {
    const csrd = EU_RULES.find((rule) => rule.id === 'eu-csrd');
    if (!csrd) throw new Error('eu-csrd missing');
    const before = evaluateRule(csrd, company({ Headquarters: 'Berlin' }), '2025-06-01');
    const after = evaluateRule(csrd, company({ Headquarters: 'Berlin' }), TODAY);
    expect(before.instrumentId).toBe('eu-csrd');
    expect(before.ruleVersion).toContain('2025/794');
    expect(after.ruleVersion).toContain('2026/470');
    expect(after.sources.map((source) => source.url)).toContain(
      'https://eur-lex.europa.eu/eli/dir/2026/470/oj',
    );
    expect(new Set(after.sources.map((source) => source.url)).size).toBe(after.sources.length);
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(() => evaluateRule(EU_RULES[0]!, company(), '21/11/2026')).toThrow(/YYYY-MM-DD/);
  });

  const profiles = {
    empty: company(),
    'large EU B2C group': company(
      {
        Headquarters: 'Leuven, Belgium',
        Industry: 'Beverages',
        EmployeeCount: 'size_10000_plus',
        Revenue: 'rev_10B_plus',
      },
      {
        sellsToConsumersInEu: consultant(true),
        placesGoodsOnEuMarket: consultant(['packaging' as const, 'cocoa' as const]),
      },
    ),
    'US apparel brand': company({
      Headquarters: 'Ventura, CA',
      Industry: 'Apparel',
      EmployeeCount: 'size_1001_5000',
      Revenue: 'rev_1B_5B',
    }),
  };
  it.each(Object.entries(profiles))(
    'gives every rule a verdict, a reason and a valid contracts row: %s',
    (_name, profile) => {
      for (const result of evaluateRules(EU_RULES, profile, TODAY)) {
        expect(result.reason.length).toBeGreaterThan(40);
        const rule = EU_RULES.find((candidate) => candidate.id === result.instrumentId)!;
        expect(() => regulationSchema.parse(toRegulationRow(rule, result, TODAY))).not.toThrow();
      }
    },
  );
});
