import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const URL = 'https://www.example.com/locations';
const named = (text: string) =>
  extractLocations(text, URL, { retrievedAt: '2026-11-28' }).map(
    (location) => [location.role, location.name.split(',')[0]] as [string, string],
  );

describe('extractLocations: listed sites, each with its kind in brackets', () => {
  it.each([
    [
      'Our sites: Leeds (head office), Wakefield (distribution centre), Hull (blending plant) and York (sales office).',
      [
        ['headquarters', 'Leeds'],
        ['logistics', 'Wakefield'],
        ['production', 'Hull'],
        ['office', 'York'],
      ],
    ],
    [
      'Nos sites\nToulouse (siège), Blagnac (plateforme logistique), Montauban (entrepôt) et Albi (agence commerciale).',
      [
        ['headquarters', 'Toulouse'],
        ['logistics', 'Blagnac'],
        ['logistics', 'Montauban'],
        ['office', 'Albi'],
      ],
    ],
    [
      'Unsere Standorte\nStuttgart (Hauptsitz), Esslingen (Zentrallager) und Reutlingen (Fertigung)',
      [
        ['headquarters', 'Stuttgart'],
        ['logistics', 'Esslingen'],
        ['production', 'Reutlingen'],
      ],
    ],
  ] as const)('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it.each([
    // Under the heading, a list in which one town has no kind is no list of sites with kinds.
    'Nos sites\nNous livrons Lyon (Rhône), Vienne et Valence chaque matin.',
    // Not under a heading of sites: towns with their kinds in a list of customers' sites.
    'Nos clients\nToulouse (siège), Blagnac (plateforme logistique) et Albi (agence commerciale).',
    // One town alone under the heading is a card, not this list.
    'Unsere Standorte\nEsslingen (Zentrallager)',
  ])('reads no bracketed list in %s', (text) => {
    expect(
      named(text).filter(([, town]) => ['Blagnac', 'Albi', 'Esslingen', 'Vienne'].includes(town)),
    ).toEqual([]);
  });
});

describe('extractLocations: a sites table whose header row is lost, with a function column', () => {
  it('reads each town with what its function cell says', () => {
    const page = [
      'Unsere Standorte',
      'Von der Zentrale bis zur Fertigung in Tschechien arbeiten wir an vier Standorten.',
      'Bünde | Funktion: Zentrale, Verwaltung | Mitarbeitende: 120',
      'Rödinghausen | Funktion: Polsterei und Näherei | Mitarbeitende: 60',
      'Kirchlengern | Funktion: Zentrallager und Versand | Mitarbeitende: 30',
      'Cheb (Tschechien) | Funktion: Korpusfertigung | Mitarbeitende: 40',
    ].join('\n');
    expect(named(page)).toEqual([
      ['headquarters', 'Bünde'],
      ['production', 'Rödinghausen'],
      ['logistics', 'Kirchlengern'],
      ['production', 'Cheb'],
    ]);
  });

  it('reads an Italian table of sedi, without the street after the town', () => {
    const page = [
      'Le nostre sedi',
      'Prato | Attività: Sede legale e tessitura',
      'Montemurlo | Attività: Filatura',
      'Firenze, Via Tornabuoni | Attività: Showroom',
    ].join('\n');
    // Towns the tables know are also listed under the heading as sites of unstated kind.
    expect(named(page).filter(([role]) => role !== 'operations')).toEqual([
      ['headquarters', 'Prato'],
      ['production', 'Montemurlo'],
      ['retail', 'Firenze'],
    ]);
  });

  it.each([
    // The same rows under a heading of people: a function cell of roles, no sites.
    ['Unsere Geschäftsführung', 'Anna Kessler | Funktion: Geschäftsführung, Vertrieb'],
    // Under a heading of suppliers: their towns are not the company's.
    ['Unsere Lieferanten', 'Rödinghausen | Funktion: Polsterei und Näherei'],
    // Under the sites heading, a function cell that names no kind of site.
    ['Unsere Standorte', 'Rödinghausen | Funktion: 60 Mitarbeitende seit 1998'],
    // Under the sites heading, a first cell that is no town.
    ['Le nostre sedi', '3 stabilimenti | Attività: Filatura'],
  ])('reads no site under "%s" from "%s"', (heading, row) => {
    expect(named(`${heading}\n${row}`)).toEqual([]);
  });
});
