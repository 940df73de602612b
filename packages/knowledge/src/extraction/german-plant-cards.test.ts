import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const places = (text: string) =>
  extractLocations(text, 'https://www.example.de/standorte', { retrievedAt: '2026-11-27' }).map((l) => [
    l.role,
    l.name,
    l.countryCode,
  ]);

// A German plant list heads each card with the plant's kind in one compound and its town, over the
// postal address: 'Betonwerk Amberg' over 'Gewerbering 4 92224 Amberg'. A card abroad says its
// country in brackets after the town.
describe('German plant cards headed by a compound in -werk', () => {
  const page = [
    'Unsere Standorte',
    'Betonwerk Amberg',
    'Gewerbering 4 92224 Amberg',
    'Kieswerk Kelheim',
    'Donaustraße 7 93309 Kelheim',
    'Sägewerk Braunau (Österreich)',
    'Holzweg 2 5280 Braunau Österreich',
    'Niederlassung Straßenbau Landshut',
    'Ludwigstraße 9 84028 Landshut',
    'Zum Verbund gehören außerdem unsere eigenen Kiesgruben in Ergolding und Essenbach.',
  ].join('\n');

  it('reads each plant, its country and the pits', () => {
    const read = places(page);
    expect(read).toEqual(
      expect.arrayContaining([
        ['production', 'Amberg', undefined],
        ['production', 'Kelheim', undefined],
        ['production', 'Braunau, Österreich', 'AT'],
        ['office', 'Landshut', undefined],
        ['operations', 'Ergolding', undefined],
        ['operations', 'Essenbach', undefined],
      ]),
    );
    // The business line between the word and the town is no part of the town.
    expect(read.map(([, name]) => name)).not.toContain('Straßenbau Landshut');
  });

  it('reads no plant from words that only end in -werk', () => {
    const read = places(['Netzwerk Amberg', 'Gewerbering 4 92224 Amberg'].join('\n'));
    expect(read).toEqual([]);
  });
});
