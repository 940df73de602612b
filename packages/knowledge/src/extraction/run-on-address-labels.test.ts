import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const places = (text: string) =>
  extractLocations(text, 'https://www.example.com/contatti', { retrievedAt: '2026-11-28' }).map((l) => [
    l.role,
    l.name,
  ]);

// A bold label over a line break runs on into its address when the page is read as text: 'Stabilimento
// di Oderzo Via Postumia 12, 31046 Oderzo (TV)'. The label names the kind of site, the address its town.
describe('a site label and its address on one line', () => {
  it('reads Italian labels, one or two facility words joined, and a showroom', () => {
    expect(
      places(
        [
          'Dove siamo',
          'Sede e stabilimento Via Roma 88, 31100 Treviso (TV)',
          'Stabilimento di Oderzo Via Postumia 12, 31046 Oderzo (TV)',
          'Showroom Milano Via Durini 14, 20122 Milano',
        ].join('\n'),
      ).toSorted(),
    ).toEqual([
      ['office', 'Treviso'],
      ['production', 'Oderzo'],
      ['retail', 'Milano'],
    ]);
  });

  it('reads an English and a German label the same way', () => {
    expect(places('Warehouse and office Unit 4 Orbital Park, Swindon SN2 8TW')).toContainEqual([
      'logistics',
      'Swindon',
    ]);
    expect(places('Lager Duisburg Hafenstraße 40, 47119 Duisburg')).toContainEqual(['logistics', 'Duisburg']);
  });

  it('ends a town at its street: no site is named after a street', () => {
    const names = places('Stabilimento di Oderzo Via Postumia 12, 31046 Oderzo (TV)').map(([, name]) => name);
    expect(names.some((name) => name!.includes('Via'))).toBe(false);
  });

  it("takes no site from a customer's or a project's address", () => {
    expect(places('Cliente Rossi S.p.A. Via Roma 1, 20121 Milano')).toEqual([]);
    expect(places('Progetto Porta Nuova Via Melchiorre Gioia 8, 20124 Milano')).toEqual([]);
  });
});
