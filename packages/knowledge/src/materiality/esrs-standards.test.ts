import { describe, expect, it } from 'vitest';
import { ESRS_TOPICAL_STANDARDS, esrsStandard } from './esrs-standards.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('ESRS topical standards (Set 1, AR 16)', () => {
  it.each([
    ['E1', 'Climate change', 3],
    ['E2', 'Pollution', 7],
    ['E3', 'Water and marine resources', 2],
    ['E4', 'Biodiversity and ecosystems', 4],
    ['E5', 'Resource use and circular economy', 3],
    ['S1', 'Own workforce', 3],
    ['S2', 'Workers in the value chain', 3],
    ['S3', 'Affected communities', 3],
    ['S4', 'Consumers and end-users', 3],
    ['G1', 'Business conduct', 6],
  ] as const)('%s is "%s" with %i sub-topics', (id, topic, subTopicCount) => {
    const standard = esrsStandard(id);
    expect(standard.topic).toBe(topic);
    expect(standard.subTopics).toHaveLength(subTopicCount);
  });

  it('lists exactly the ten topical standards, each once', () => {
    expect(ESRS_TOPICAL_STANDARDS.map((s) => s.id)).toEqual([
      'E1',
      'E2',
      'E3',
      'E4',
      'E5',
      'S1',
      'S2',
      'S3',
      'S4',
      'G1',
    ]);
  });

  it('keeps AR 16 detail where the fact sheet gives it', () => {
    expect(esrsStandard('S2').subTopics[2]?.subSubTopics).toContain('Water and sanitation');
    expect(esrsStandard('S1').subTopics[2]?.subSubTopics).not.toContain('Water and sanitation');
    expect(esrsStandard('E4').subTopics[0]?.subSubTopics).toContain('Invasive alien species');
  });

  it('every standard carries a source URL and an as-of date', () => {
    for (const standard of ESRS_TOPICAL_STANDARDS) {
      expect(standard.sources.length).toBeGreaterThan(0);
      for (const source of standard.sources) {
        expect(source.url).toMatch(/^https:\/\//);
        expect(source.asOf).toMatch(ISO_DATE);
      }
    }
  });
});
