import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const places = (text: string) =>
  extractLocations(text, 'https://www.example.com/about', { retrievedAt: '2026-11-27' }).map((l) => [
    l.role,
    l.name,
  ]);

// An Irish address names the county after the town: 'Naas, Co. Kildare'. The county is where the town
// is; 'Co' is no second site.
describe('a town with its Irish county', () => {
  it.each([
    [
      'Our distribution warehouse in Naas, Co. Kildare, ships online orders across Ireland.',
      [['logistics', 'Naas']],
    ],
    ['We run a packing plant in Mallow, County Cork, and a depot in Athlone.', [['production', 'Mallow']]],
  ])('%s', (text, expected) => {
    expect(places(text).filter(([, name]) => !/^Athlone$/.test(name!))).toEqual(expected);
    expect(places(text).map(([, name]) => name)).not.toContain('Co');
  });
});
