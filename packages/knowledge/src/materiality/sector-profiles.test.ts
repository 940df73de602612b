import { describe, expect, it } from 'vitest';
import { FINER_SECTOR_KEYS } from '../company/sectors.js';
import { esrsStandard } from './esrs-standards.js';
import {
  CROSS_CUTTING_TOPICS,
  INDUSTRY_PROFILES,
  NACE_SECTION_ALIASES,
  SECTOR_PROFILES,
  sectorProfilesFor,
} from './sector-profiles.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The finer keys the company normaliser emits: every one needs a profile. */
const FINER_KEYS: readonly string[] = FINER_SECTOR_KEYS;

describe('sector materiality data', () => {
  it('has a profile for every finer sector key of NormalizedCompany', () => {
    expect(INDUSTRY_PROFILES.map((p) => p.key).toSorted()).toEqual([...FINER_KEYS].toSorted());
  });

  it('every entry has a source URL and an as-of date, scores 1–5, a rationale and real ESRS sub-topics', () => {
    const rows = [
      ...SECTOR_PROFILES.flatMap((p) => p.topics.map((t) => ({ key: p.key, t }))),
      ...CROSS_CUTTING_TOPICS.map((t) => ({ key: 'cross-cutting', t })),
    ];
    expect(rows.length).toBeGreaterThan(100);
    for (const { key, t } of rows) {
      const where = `${key}/${t.standard}`;
      expect(t.sources.length, where).toBeGreaterThan(0);
      for (const source of t.sources) {
        expect(source.url, where).toMatch(/^https?:\/\/\S+$/);
        expect(source.asOf, where).toMatch(ISO_DATE);
        expect(source.title.length, where).toBeGreaterThan(0);
      }
      for (const score of [t.impact, t.financial]) expect(score >= 1 && score <= 5, where).toBe(true);
      expect(t.rationale.length, where).toBeGreaterThan(10);
      const names = esrsStandard(t.standard).subTopics.map((s) => s.name);
      expect(t.keySubTopics.length, where).toBeGreaterThan(0);
      for (const name of t.keySubTopics) expect(names, `${where}: ${name}`).toContain(name);
    }
  });

  it('scores each ESRS topic at most once per profile', () => {
    for (const profile of SECTOR_PROFILES) {
      const ids = profile.topics.map((t) => t.standard);
      expect(new Set(ids).size, profile.key).toBe(ids.length);
    }
  });

  it('aliases NACE sections only to existing finer profiles', () => {
    for (const target of Object.values(NACE_SECTION_ALIASES)) expect(FINER_KEYS).toContain(target);
  });
});

describe('sectorProfilesFor', () => {
  it.each([
    [['C', 'apparel'], ['apparel']],
    [['J', 'technology'], ['technology']],
    [['J'], ['technology']],
    [['C'], ['C']],
    [['K', 'asset-management'], ['asset-management']],
    [
      ['C', 'electronics-batteries', 'packaging-heavy-consumer-goods'],
      ['electronics-batteries', 'packaging-heavy-consumer-goods'],
    ],
    [['N'], []],
    [['no-such-key'], []],
    [[], []],
  ])('%j → %j', (sectors, expected) => {
    expect(sectorProfilesFor(sectors).map((p) => p.key)).toEqual(expected);
  });
});
