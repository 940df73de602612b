import { describe, expect, it } from 'vitest';
import { FINER_SECTOR_KEYS } from '../company/sectors.js';
import { weakSourceReason } from '../source-quality.js';
import { ESRS_SET1_URL, ESRS_TOPICAL_STANDARDS, esrsCitation, esrsStandard } from './esrs-standards.js';
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

/** Every scored row a company can be shown, with where it lives. */
const allRows = [
  ...SECTOR_PROFILES.flatMap((p) => p.topics.map((t) => ({ key: p.key, t }))),
  ...CROSS_CUTTING_TOPICS.map((t) => ({ key: 'cross-cutting', t })),
];
/** A row's own sources: everything it cites besides the ESRS act. */
const ownUrls = (sources: { url: string }[]) =>
  sources.map((s) => s.url).filter((url) => url !== ESRS_SET1_URL);

describe('sector materiality sources', () => {
  it('cites no source on a weak host (encyclopedias and mirrors, document copies, aggregators, blogs, vendor pages)', () => {
    const weak = [
      ...allRows.flatMap(({ key, t }) =>
        t.sources.map((s) => ({ where: `${key}/${t.standard}`, url: s.url })),
      ),
      ...SECTOR_PROFILES.flatMap((p) => p.sources.map((s) => ({ where: p.key, url: s.url }))),
      ...ESRS_TOPICAL_STANDARDS.flatMap((e) => e.sources.map((s) => ({ where: e.id, url: s.url }))),
    ]
      .map(({ where, url }) => ({ where, url, reason: weakSourceReason(url) }))
      .filter(({ reason }) => reason !== undefined);
    expect(weak).toEqual([]);
  });

  it('every topic cites the ESRS standard it belongs to, first', () => {
    for (const { key, t } of allRows) {
      const standard = esrsStandard(t.standard);
      expect(t.sources[0], `${key}/${t.standard}`).toEqual(esrsCitation(t.standard, standard.topic));
      expect(t.sources[0]?.title, `${key}/${t.standard}`).toMatch(
        new RegExp(`^ESRS ${t.standard} ${standard.topic} `),
      );
    }
  });

  it('every topic cites at least one source of its own besides the ESRS standard', () => {
    for (const { key, t } of allRows)
      expect(ownUrls(t.sources).length, `${key}/${t.standard}`).toBeGreaterThan(0);
  });

  /**
   * Two cards of one sector must not show the same evidence: no two topics of a profile cite the same set
   * of URLs (the ESRS act aside, which every card cites for its own standard), and no URL is cited by
   * every topic of a profile, so a profile cannot pad all its cards with one shared source.
   */
  it('no two topics of one sector profile cite the same sources, and no source is on every card', () => {
    const profiles = [
      ...SECTOR_PROFILES.map((p) => ({ key: p.key, topics: p.topics })),
      { key: 'cross-cutting', topics: CROSS_CUTTING_TOPICS },
    ];
    for (const profile of profiles) {
      const sets = profile.topics.map((t) => ({
        standard: t.standard,
        urls: [...new Set(ownUrls(t.sources))].toSorted().join(' '),
      }));
      const seen = new Map<string, string>();
      for (const { standard, urls } of sets) {
        expect(
          seen.get(urls),
          `${profile.key}/${standard} cites the same sources as ${profile.key}/${seen.get(urls)}`,
        ).toBeUndefined();
        seen.set(urls, standard);
      }
      const onEveryCard = ownUrls(profile.topics[0]?.sources ?? []).filter((url) =>
        profile.topics.every((t) => ownUrls(t.sources).includes(url)),
      );
      expect(onEveryCard, profile.key).toEqual([]);
    }
  });
});

describe('sectorProfilesFor', () => {
  it.each([
    [['C', 'apparel'], ['apparel']],
    [['J', 'technology'], ['technology']],
    [['J'], ['technology']],
    [['C'], ['C']],
    [['C', 'process-industry'], ['process-industry']],
    [['C', 'engineered-products'], ['engineered-products']],
    [['K', 'asset-management'], ['asset-management']],
    [
      ['C', 'electronics-batteries', 'packaging-heavy-consumer-goods'],
      ['electronics-batteries', 'packaging-heavy-consumer-goods'],
    ],
    // A trader runs stores and warehouses, not the plants of the goods it sells.
    [['G', 'packaging-heavy-consumer-goods'], ['G']],
    [['G', 'agriculture-food', 'packaging-heavy-consumer-goods'], ['G']],
    [['G', 'electronics-batteries'], ['G']],
    [['G', 'apparel'], ['apparel']],
    [['N'], []],
    [['no-such-key'], []],
    [[], []],
  ])('%j → %j', (sectors, expected) => {
    expect(sectorProfilesFor(sectors).map((p) => p.key)).toEqual(expected);
  });
});
