import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const sites = (text: string) =>
  extractLocations(text, 'https://www.example.com/om-oss', { retrievedAt: '2026-11-27' }).map((l) => [
    l.role,
    l.name,
  ]);

/** A fictional Swedish sawmill group's pages: its plants and a sales office named in running sentences. */
describe('Nordic site sentences', () => {
  it('reads a sawmill in its municipality, and a planing mill and warehouse at a harbour', () => {
    expect(
      sites(
        'Därtill kommer Granbo sågverk i Granbo kommun, som sågar gran och tall, och vårt hyvleri och distributionslager på Kalvå hamn.',
      ),
    ).toEqual(
      expect.arrayContaining([
        ['production', 'Granbo'],
        ['production', 'Kalvå'],
        ['logistics', 'Kalvå'],
      ]),
    );
  });

  it('reads a sales office abroad', () => {
    expect(sites('I Storbritannien har vi ett säljkontor i Market Harlow.')).toEqual([
      ['office', 'Market Harlow, Storbritannien'],
    ]);
  });

  it('reads a Danish sales office abroad', () => {
    expect(sites('I Tyskland har vi et salgskontor i Lübeck.')).toEqual([['office', 'Lübeck, Tyskland']]);
  });

  it("takes no supplier's mill and no planned plant", () => {
    expect(sites('Vi köper pellets från en fabrik i Ventspils.')).toEqual([]);
    expect(sites('Vi planerar ett nytt sågverk i Granbo.')).toEqual([]);
  });
});
