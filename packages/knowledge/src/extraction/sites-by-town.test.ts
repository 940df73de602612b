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

// How many sites in each town, after a colon: each town is a site of that kind.
describe('sites counted by town', () => {
  it.each([
    [
      'We run 14 cafés: eleven in Dublin, two in Cork and one in Galway.',
      [
        ['retail', 'Dublin'],
        ['retail', 'Cork'],
        ['retail', 'Galway'],
      ],
    ],
    [
      'Nous exploitons 9 magasins : six à Lyon et trois à Grenoble.',
      [
        ['retail', 'Lyon'],
        ['retail', 'Grenoble'],
      ],
    ],
    ['Harrow roasts its coffee at our roastery in Leeds.', [['production', 'Leeds']]],
  ])('%s', (text, expected) => {
    expect(places(text)).toEqual(expected);
  });

  it('a count of customers by town is no list of sites', () => {
    expect(places('Our customers: eleven in Dublin and two in Cork.')).toEqual([]);
  });
});

// A district no table knows, then its city: one site, in the city.
describe('a district before its city', () => {
  it.each([
    ['Harrow roasts its coffee at our roastery in Kilbarrow, Dublin.', [['production', 'Dublin']]],
    [
      'We have offices in Leeds, Bradford and York.',
      [
        ['office', 'Leeds'],
        ['office', 'Bradford'],
        ['office', 'York'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(places(text)).toEqual(expected);
  });
});
