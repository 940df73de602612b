import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const URL = 'https://www.example.com/contacto';
const named = (text: string) =>
  extractLocations(text, URL, { retrievedAt: '2026-11-27' }).map(
    (location) => [location.role, location.name.split(',')[0]] as [string, string],
  );

describe('extractLocations: branch lists set apart by dots, bullets, pipes or dashes', () => {
  it.each([
    [
      'Delegaciones: Madrid · Sevilla · Valencia',
      [
        ['office', 'Madrid'],
        ['office', 'Sevilla'],
        ['office', 'Valencia'],
      ],
    ],
    [
      'Standorte: Hamburg | Bremen | Kassel',
      [
        ['operations', 'Hamburg'],
        ['operations', 'Bremen'],
        ['operations', 'Kassel'],
      ],
    ],
    [
      'Filiali: Bergamo – Brescia – Lecco',
      [
        ['operations', 'Bergamo'],
        ['operations', 'Brescia'],
        ['operations', 'Lecco'],
      ],
    ],
    [
      'Nos agences : Lyon • Nantes • Grenoble',
      [
        ['office', 'Lyon'],
        ['office', 'Nantes'],
        ['office', 'Grenoble'],
      ],
    ],
    [
      'Unsere Standorte\nHamburg · Bremen · Kassel',
      [
        ['operations', 'Hamburg'],
        ['operations', 'Bremen'],
        ['operations', 'Kassel'],
      ],
    ],
    [
      'Sucursales\nZaragoza / Bilbao / Vigo',
      [
        ['office', 'Zaragoza'],
        ['office', 'Bilbao'],
        ['office', 'Vigo'],
      ],
    ],
  ] as const)('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it('reads no figure or label of a marked line as a town', () => {
    expect(named('Standorte: Hamburg | Fläche: 42.000 m² | Mitarbeitende: 120')).toEqual([
      ['operations', 'Hamburg'],
    ]);
    const table = named('Unsere Standorte\nStandort | Fläche | Mitarbeitende\nHamburg | 42.000 m² | 120');
    expect(table.map(([, town]) => town)).toEqual(['Hamburg']);
  });

  it.each([
    'Nuestras marcas: Sevilla · Valencia',
    'Mercados: España · Portugal · Francia',
    'Unsere Kunden\nHamburg · Bremen · Kassel',
    'Wir liefern an Kunden in: Hamburg · Bremen · Kassel',
  ])('names no site: %s', (text) => {
    expect(named(text)).toEqual([]);
  });
});

describe('extractLocations: hotels laid out as cards of name, town and rooms', () => {
  it.each([
    [
      'Our hotels\nCasa Lucerna\nBellagio, Italy\n48 rooms\nVilla Mare\nPositano, Italy\n32 rooms · 5 stars',
      [
        ['retail', 'Bellagio'],
        ['retail', 'Positano'],
      ],
    ],
    ['Hotel Alpenrose\nLienz · Österreich\n62 Zimmer', [['retail', 'Lienz']]],
    ['Hotel Port ****\nSóller (Mallorca), España\nHabitaciones: 95', [['retail', 'Sóller']]],
    ['Hôtel des Remparts\nCarcassonne, France\n36 chambres', [['retail', 'Carcassonne']]],
  ] as const)('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it('keeps the card’s country with the town', () => {
    const [hotel] = extractLocations('Hotel Alpenrose\nLienz · Österreich\n62 Zimmer', URL);
    expect(hotel?.countryCode).toBe('AT');
  });

  it.each([
    'Meeting rooms\nOur venue\nFrom 20 to 200 guests\n12 rooms',
    'Casa Lucerna\nItaly\n48 rooms',
    'Casa Lucerna\nA quiet lakeside hotel with a garden\n48 rooms',
  ])('names no hotel: %s', (text) => {
    expect(named(text)).toEqual([]);
  });
});
