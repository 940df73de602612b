import { describe, expect, it } from 'vitest';
import type { KnowledgeSource } from '../sources.js';
import { CITIES } from './cities.js';
import { COUNTRIES } from './countries.js';
import { APPLICABILITY_QUESTIONS, FACT_LABELS } from './questions.js';
import { EXCHANGE_RATES } from './rates.js';
import { SECTOR_KEYWORD_RULES } from './sectors.js';
import { US_STATES } from './us-states.js';

function expectSourced(sources: KnowledgeSource[]) {
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) {
    expect(source.url).toMatch(/^https?:\/\/\S+$/);
    expect(source.title.length).toBeGreaterThan(0);
    expect(source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
}

describe('company data carries its sources', () => {
  it.each(COUNTRIES.map((entry) => [entry.code, entry] as const))('country %s', (_code, entry) => {
    expectSourced(entry.sources);
    // EU membership implies EEA membership.
    if (entry.eu) expect(entry.eea).toBe(true);
  });
  it('counts 27 EU and 30 EEA states', () => {
    expect(COUNTRIES.filter((entry) => entry.eu)).toHaveLength(27);
    expect(COUNTRIES.filter((entry) => entry.eea)).toHaveLength(30);
  });
  it('cities, US states, exchange rates', () => {
    expectSourced(CITIES.sources);
    expectSourced(US_STATES.sources);
    expectSourced(EXCHANGE_RATES.sources);
    expect(EXCHANGE_RATES.sources[0]?.asOf).toBe(EXCHANGE_RATES.date);
  });
  it.each(SECTOR_KEYWORD_RULES.map((rule) => [rule.keywords[0], rule] as const))(
    'sector rule %s',
    (_k, rule) => {
      expectSourced(rule.sources);
    },
  );
  it('has a question and a label for every applicability fact', () => {
    expect(Object.keys(FACT_LABELS).toSorted()).toEqual(Object.keys(APPLICABILITY_QUESTIONS).toSorted());
    for (const question of Object.values(APPLICABILITY_QUESTIONS)) expect(question).toMatch(/\?/);
  });
});
