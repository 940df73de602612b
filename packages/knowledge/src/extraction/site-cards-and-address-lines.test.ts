import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const URL = 'https://www.example.com/locations';
const named = (text: string) =>
  extractLocations(text, URL, { retrievedAt: '2026-11-27' }).map(
    (location) => [location.role, location.name.split(',')[0]] as [string, string],
  );

describe('extractLocations: one-line hotel cards, plant card grids and offices over their addresses', () => {
  it.each([
    [
      'Our hotels\nCasa Lucerna · Bellagio, Lake Como · 48 rooms\nVilla Aurea · Positano, Amalfi Coast · 62 rooms',
      [
        ['retail', 'Bellagio'],
        ['retail', 'Positano'],
      ],
    ],
    ['Casa Lucerna | Bellagio (CO) | 48 camere', [['retail', 'Bellagio']]],
    [
      'Nos sites\nParc éolien des Crêtes\nSévérac-le-Château (Aveyron)\n42 MW',
      [['production', 'Sévérac-le-Château']],
    ],
    ['Centrale solaire du Causse\nToulouse\n18 MWc', [['production', 'Toulouse']]],
    [
      'Our offices\nTurin (head office) – Corso Francia 120, 10143 Torino\nMilan – Via Tortona 15, 20144 Milano',
      [
        ['headquarters', 'Turin'],
        ['office', 'Milan'],
      ],
    ],
    [
      'Unser Netz: 6 Standorte in Deutschland – Duisburg, Hamburg und Kassel.',
      [
        ['operations', 'Duisburg'],
        ['operations', 'Hamburg'],
        ['operations', 'Kassel'],
        ['operations', 'Deutschland'],
      ],
    ],
    [
      'Nos 4 agences en Occitanie : Toulouse, Albi, Rodez et Carcassonne.',
      [
        ['office', 'Toulouse'],
        ['office', 'Albi'],
        ['office', 'Rodez'],
        ['office', 'Carcassonne'],
      ],
    ],
  ] as const)('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it('reads the company’s name over its head office’s address as no site', () => {
    expect(
      named('Contact\nHarwood Lane Mutual\nHead office: Harwood House, 12 Minster Yard, York YO1 7HH'),
    ).toEqual([['headquarters', 'York']]);
  });

  it.each([
    'Parc éolien des Crêtes\nUn projet porté avec les habitants depuis 2012.\n42 MW',
    'Casa Lucerna · Lake Como · spa and gardens',
    'Our depots serve customers across the UK – Leeds, Bristol and Glasgow.',
    'Opening hours – Monday to Friday, 9:00 to 17:00',
    'Villa Aurea – Via Roma 12, 84017 Positano',
  ])('names no site: %s', (text) => {
    expect(named(text)).toEqual([]);
  });
});
