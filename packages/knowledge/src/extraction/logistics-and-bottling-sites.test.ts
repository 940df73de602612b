import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const URL = 'https://www.example.com/sites';
const named = (text: string) =>
  extractLocations(text, URL, { retrievedAt: '2026-11-27' }).map((l) => [l.role, l.name]);

/** Logistics centres and bottling plants, in the six languages, with the town the sentence gives them. */
describe('extractLocations: logistics centres and bottling plants are sites', () => {
  it.each([
    ['Nuestro centro logístico en Zaragoza abrió en 2019.', [['logistics', 'Zaragoza']]],
    ['Notre centre logistique à Lyon a ouvert en 2019.', [['logistics', 'Lyon']]],
    [
      'Los centros logísticos de Sevilla y Málaga sirven a toda Andalucía.',
      [
        ['logistics', 'Sevilla'],
        ['logistics', 'Málaga'],
      ],
    ],
    ['Orders leave our Leeds logistics centre within a day.', [['logistics', 'Leeds']]],
    ['Zaragoza – centro logístico', [['logistics', 'Zaragoza']]],
    ['Lyon\nCentre logistique', [['logistics', 'Lyon']]],
    ['Nuestra planta embotelladora en Zaragoza abrió en 2019.', [['production', 'Zaragoza']]],
    ['Unsere Abfüllanlage in Bremen läuft mit Ökostrom.', [['production', 'Bremen']]],
    ['Il nostro stabilimento di imbottigliamento a Bergamo è nuovo.', [['production', 'Bergamo']]],
    ["Nous avons une usine d'embouteillage à Lyon.", [['production', 'Lyon']]],
    ['Our bottling facility in Leeds runs on solar power.', [['production', 'Leeds']]],
    ['Bremen – Abfüllanlage', [['production', 'Bremen']]],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it.each([
    'We buy from a bottling plant in Zaragoza.',
    'Nuestra planta embotelladora moderniza sus líneas.',
    'Ein neues Logistikzentrum in Bremen ist geplant.',
  ])('names no site of its own: %s', (text) => {
    expect(named(text)).toEqual([]);
  });
});
