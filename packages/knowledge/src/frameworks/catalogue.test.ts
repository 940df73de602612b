import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from './catalogue.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('framework catalogue', () => {
  it('holds the fifteen frameworks the issue names, once each', () => {
    const ids = FRAMEWORKS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.toSorted()).toEqual(
      [
        'b-corp',
        'cdp',
        'ecovadis',
        'esrs',
        'ghg-protocol',
        'gri',
        'iso-14001',
        'issb',
        'sasb',
        'sbti',
        'sdgs',
        'tcfd',
        'tnfd',
        'ungc',
        'vsme',
      ].toSorted(),
    );
  });

  it.each(FRAMEWORKS.map((f) => [f.id, f] as const))(
    '%s has an official URL, sources and dates',
    (_id, entry) => {
      expect(entry.url).toMatch(/^https:\/\/[^\s]+$/);
      expect(entry.sources.length).toBeGreaterThan(0);
      for (const source of entry.sources) {
        expect(source.url).toMatch(/^https?:\/\/[^\s]+$/);
        expect(source.title.length).toBeGreaterThan(0);
        expect(source.asOf).toMatch(ISO_DATE);
      }
      expect(entry.asOf).toMatch(ISO_DATE);
      expect(entry.baseScore).toBeGreaterThanOrEqual(0);
      expect(entry.baseScore).toBeLessThanOrEqual(100);
      expect(entry.name.length).toBeLessThanOrEqual(160);
    },
  );

  it('marks TCFD as legacy, mapped to IFRS S2', () => {
    const tcfd = FRAMEWORKS.find((f) => f.id === 'tcfd');
    expect(tcfd?.legacy?.successor).toBe('IFRS S2');
    expect(tcfd?.name).toMatch(/legacy/);
  });
});
