import { SECTION_DATA_SCHEMAS } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { weakSourceReason } from '../source-quality.js';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { materialityFor } from './materiality.js';
import { siteSettingsIn } from './site-settings.js';
import { NACE_SECTION_ALIASES, SECTOR_PROFILES } from './sector-profiles.js';
import type { MaterialityResult } from './types.js';

const apparel = materialityFor({ sectors: ['C', 'apparel'] });
const software = materialityFor({ sectors: ['J', 'technology'] });
const energy = materialityFor({ sectors: ['D', 'energy'] });

const areaNames = (result: MaterialityResult) => result.focusAreas.map((area) => area.name);
const topicNames = (result: MaterialityResult) => result.impactTopics.map((topic) => topic.name);

describe('materialityFor: contrasting sectors', () => {
  const bySector = { apparel, software, energy };
  it.each([
    ['apparel', 'Workers in the value chain', ['Resource use and circular economy', 'Climate change']],
    ['software', 'Consumers and end-users', ['Own workforce', 'Business conduct']],
    ['energy', 'Climate change', ['Consumers and end-users', 'Pollution']],
  ] as const)('%s: top focus area is %s, followed by %j', (sector, top, next) => {
    const result = bySector[sector];
    expect(result.focusAreas[0]?.name).toBe(top);
    expect(areaNames(result).slice(1, 3)).toEqual(next);
  });

  it('leaves out topics scored below the threshold on both perspectives', () => {
    expect(areaNames(software)).not.toContain('Water and marine resources');
    expect(software.assessedTopics.find((t) => t.standard === 'E3')?.material).toBe(false);
    expect(areaNames(apparel)).toContain('Water and marine resources');
  });

  it('names the sector-specific impact topics', () => {
    expect(topicNames(apparel)).toEqual(
      expect.arrayContaining([
        'Microplastics',
        'Substances of concern',
        'Working conditions (Workers in the value chain)',
      ]),
    );
    expect(topicNames(software)).toContain('Information-related impacts for consumers and/or end-users');
    expect(topicNames(energy)).toEqual(
      expect.arrayContaining(['Climate change mitigation', 'Pollution of air']),
    );
    expect(topicNames(software)).not.toContain('Microplastics');
  });

  it.each([
    ['apparel', apparel],
    ['software', software],
    ['energy', energy],
    ['agriculture', materialityFor({ sectors: ['A'] })],
    ['unknown', materialityFor({ sectors: [] })],
  ])('$0: every focusAreaTag matches a focus area name exactly, and names are unique', (_label, result) => {
    const names = new Set(areaNames(result));
    expect(names.size).toBe(result.focusAreas.length);
    expect(new Set(topicNames(result)).size).toBe(result.impactTopics.length);
    for (const topic of result.impactTopics) {
      expect(topic.focusAreaTags.length).toBeGreaterThan(0);
      for (const tag of topic.focusAreaTags) expect(names.has(tag), `${topic.name} → ${tag}`).toBe(true);
    }
    for (const area of result.focusAreas)
      expect(result.impactTopics.some((t) => t.focusAreaTags[0] === area.name)).toBe(true);
  });

  it('adds linked focus areas as extra tags only when those areas are shown', () => {
    const agriculture = materialityFor({ sectors: ['agriculture-food'] });
    const drivers = agriculture.impactTopics.find(
      (t) => t.name === 'Direct impact drivers of biodiversity loss',
    );
    expect(drivers?.focusAreaTags).toEqual(['Biodiversity and ecosystems', 'Climate change', 'Pollution']);
    const valueChain = apparel.impactTopics.find(
      (t) => t.name === 'Working conditions (Workers in the value chain)',
    );
    expect(valueChain?.focusAreaTags).toEqual(['Workers in the value chain', 'Business conduct']);
  });

  it('gives each impact topic its ESRS topic’s impact and financial scores and rationale', () => {
    for (const result of [apparel, software, energy, materialityFor({ sectors: [] })]) {
      for (const topic of result.impactTopics) {
        const assessed = result.assessedTopics.find((t) => t.topic === topic.focusAreaTags[0]);
        expect(assessed, topic.name).toBeDefined();
        expect(topic).toMatchObject({
          impactScore: assessed!.impact,
          financialScore: assessed!.financial,
          scoreRationale: assessed!.rationale,
        });
      }
    }
    const mitigation = energy.impactTopics.find((t) => t.name === 'Climate change mitigation');
    expect(mitigation).toMatchObject({ impactScore: 5, financialScore: 5 });
  });

  it('explains each focus area with the scores and the sector reason', () => {
    const climate = energy.focusAreas[0];
    expect(climate?.description).toContain('Impact materiality 5/5, financial materiality 5/5 (ESRS E1)');
    expect(climate?.description).toContain('EU ETS');
    expect(energy.note).toContain('energy generation and utilities');
  });
});

describe('materialityFor: unknown or uncovered sector', () => {
  it.each([
    [[], 'The industry is unknown'],
    [['zzz'], "No sector profile covers 'zzz'"],
    [['S'], "No sector profile covers 'S'"],
  ])('%j → cross-cutting topics only, and says why', (sectors, why) => {
    const result = materialityFor({ sectors });
    expect(areaNames(result)).toEqual(['Climate change', 'Own workforce', 'Business conduct']);
    expect(result.sectorsUsed).toEqual([]);
    expect(result.note).toContain(why);
    expect(result.note).toContain('cross-cutting');
  });
});

describe('materialityFor: output contracts and provenance', () => {
  it.each([
    ['apparel', apparel],
    ['software', software],
    ['energy', energy],
    ['extractives', materialityFor({ sectors: ['B'] })],
    ['unknown', materialityFor({ sectors: [] })],
  ])('$0 validates against the FocusAreas and ImpactTopics schemas', (_label, result) => {
    expect(SECTION_DATA_SCHEMAS.FocusAreas.safeParse(result.focusAreas).success).toBe(true);
    expect(SECTION_DATA_SCHEMAS.ImpactTopics.safeParse(result.impactTopics).success).toBe(true);
  });

  it('every item carries sources, method rule and the knowledge-base version', () => {
    expect(apparel.method).toBe('rule');
    expect(apparel.knowledgeBaseVersion).toBe(KNOWLEDGE_BASE_VERSION);
    for (const item of [...apparel.focusAreas, ...apparel.impactTopics]) {
      expect(item.sources.length).toBeGreaterThan(0);
      expect(item.method).toBe('rule');
      expect(item.knowledgeBaseVersion).toBe(KNOWLEDGE_BASE_VERSION);
    }
    expect(apparel.focusAreas[0]?.sources.map((s) => s.url)).toContain(
      'https://eur-lex.europa.eu/eli/reg/2024/3015/oj',
    );
  });

  it('is pure: the same company gives the same answer', () => {
    expect(materialityFor({ sectors: ['C', 'apparel'] })).toEqual(apparel);
  });
});

describe('materialityFor: sources on the cards', () => {
  const keys = [...SECTOR_PROFILES.map((p) => p.key), ...Object.keys(NACE_SECTION_ALIASES), 'unknown'];
  it.each(keys)('%s: each focus area names its ESRS standard and no two show the same source list', (key) => {
    const result = materialityFor({ sectors: key === 'unknown' ? [] : [key] });
    const lists = result.focusAreas.map((area) => area.sources.map((s) => s.url).join(' '));
    expect(new Set(lists).size).toBe(lists.length);
    for (const area of result.focusAreas) {
      const standard = result.assessedTopics.find((t) => t.topic === area.name)!.standard;
      expect(area.sources[0]?.title, area.name).toMatch(new RegExp(`^ESRS ${standard} ${area.name} `));
      for (const source of area.sources)
        expect(weakSourceReason(source.url ?? ''), source.url ?? '').toBeUndefined();
    }
  });
});

describe('materialityFor: every sector key', () => {
  const keys = [...SECTOR_PROFILES.map((p) => p.key), ...Object.keys(NACE_SECTION_ALIASES)];
  it.each(keys)('%s: schema-valid, tags match focus areas, at least one material topic', (key) => {
    const result = materialityFor({ sectors: [key] });
    expect(result.sectorsUsed.length).toBe(1);
    expect(result.focusAreas.length).toBeGreaterThan(0);
    expect(SECTION_DATA_SCHEMAS.FocusAreas.safeParse(result.focusAreas).success).toBe(true);
    expect(SECTION_DATA_SCHEMAS.ImpactTopics.safeParse(result.impactTopics).success).toBe(true);
    const names = new Set(areaNames(result));
    for (const topic of result.impactTopics)
      for (const tag of topic.focusAreaTags) expect(names.has(tag)).toBe(true);
  });
});

const climate = (result: MaterialityResult) =>
  result.assessedTopics.find((topic) => topic.standard === 'E1')?.rationale ?? '';

describe('materialityFor: where the sites stand, only as the company states it', () => {
  it('does not place a hotel group’s sites on the coast from its sector alone', () => {
    expect(climate(materialityFor({ sectors: ['I'] }))).not.toMatch(/coast|sea/i);
  });

  it('names the exposure of the sites the company’s pages place in the mountains or by the sea', () => {
    const alpine = siteSettingsIn(['Unsere vier Hotels liegen in den Tiroler Alpen, nahe dem Skigebiet.']);
    expect(alpine).toEqual(['mountains']);
    const mountains = climate(materialityFor({ sectors: ['I'] }, { siteSettings: alpine }));
    expect(mountains).toMatch(/in the mountains/);
    expect(mountains).not.toMatch(/by the sea/);
    const seaside = siteSettingsIn(['Nos trois résidences sont en bord de mer, sur la côte bretonne.']);
    expect(seaside).toEqual(['coast']);
    expect(climate(materialityFor({ sectors: ['I'] }, { siteSettings: seaside }))).toMatch(/by the sea/);
  });

  it('reads no setting where the pages state none', () => {
    expect(siteSettingsIn(['Our city hotels in Leeds and Bristol welcome business travellers.'])).toEqual([]);
  });
});

describe('materialityFor: a retailer of packaged goods', () => {
  it('is scored on its stores, staff and sourcing, not on a maker’s plants', () => {
    const retailer = materialityFor({ sectors: ['G', 'packaging-heavy-consumer-goods'] });
    expect(retailer.sectorsUsed).toEqual(['G']);
    const rationales = retailer.assessedTopics.map((topic) => topic.rationale).join(' ');
    expect(rationales).toContain('Store energy');
    expect(rationales).not.toMatch(/manufacturing|factory/i);
  });
});
