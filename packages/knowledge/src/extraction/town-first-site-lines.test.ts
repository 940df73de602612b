import { describe, expect, it } from 'vitest';
import { readCompanyFacts } from '../company/facts/company-facts.js';
import { extractLocations } from './locations.js';

const URL = 'https://www.example.com/instalaciones';
const named = (text: string) =>
  extractLocations(text, URL, { retrievedAt: '2026-11-27' }).map((l) => [l.role, l.name]);
const headOffice = (text: string) =>
  readCompanyFacts([{ url: URL, text }], { today: '2026-11-27' }).headquarters?.value.place;

/** A site list's lines, town first, with its province in brackets: the town is the site, not the province. */
describe('extractLocations: town-first site lines', () => {
  it.each([
    ['Villarta (Córdoba): sede central', [['headquarters', 'Villarta']]],
    ['Villarta (Córdoba) – sede central', [['headquarters', 'Villarta']]],
    ['Bergamo (BG): sede centrale', [['headquarters', 'Bergamo']]],
    ['Lyon : siège social', [['headquarters', 'Lyon']]],
    ['Maia (Portugal): fábrica', [['production', 'Maia, Portugal']]],
    [
      'Nuestras instalaciones\nVillarta (Córdoba): sede central\nCastro Alto (Jaén): almazara\nMálaga (Málaga): centro logístico',
      [
        ['headquarters', 'Villarta'],
        ['production', 'Castro Alto'],
        ['logistics', 'Málaga'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it.each([
    'Villa Aurora (Sorrento): resort',
    'Serra Lago (Bellagio) – hotel',
    'Fecha (Madrid): 12 de mayo',
    'Villarta: sede central',
  ])('names no site: %s', (text) => {
    expect(named(text)).toEqual([]);
  });
});

describe('head office from a town-first site line', () => {
  it.each([
    ['Villarta (Córdoba): sede central', 'Villarta'],
    ['Zaragoza – Head office', 'Zaragoza'],
    ['Bergamo (BG): sede centrale', 'Bergamo'],
    ['Bremen: Hauptsitz', 'Bremen'],
    ['Lyon – siège social', 'Lyon'],
    ['Utrecht – hoofdkantoor', 'Utrecht'],
  ])('%s', (text, place) => {
    expect(headOffice(text)).toBe(place);
  });

  it.each(['Contact – Head office', 'Villarta: sede central'])('names no head office: %s', (text) => {
    expect(headOffice(text)).toBeUndefined();
  });
});
