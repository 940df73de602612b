import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const named = (text: string) =>
  extractLocations(text, 'https://www.example.com/hoteles', { retrievedAt: '2026-11-28' }).map((l) => [
    l.role,
    l.name,
  ]);

// An invented holiday-hotel group's hotels page: each card its name and stars over its town and rooms.
describe('extractLocations: hotel cards, the name over the town and the number of rooms', () => {
  it('reads each hotel’s town, with or without a list heading, in the languages hotels write', () => {
    expect(
      named(
        [
          'Nuestros hoteles',
          'Mallorca',
          'Hotel Mar Blava Palma ****',
          'Palma (Mallorca) – 180 habitaciones',
          'Hotel urbano frente al Paseo Marítimo.',
          'Mar Blava Es Pinar ****',
          'Alcúdia (Mallorca) – 240 habitaciones',
          'Costa Brava',
          'Mar Blava Garden *****',
          "Platja d'Aro (Girona) – 85 habitaciones",
        ].join('\n'),
      ),
    ).toEqual([
      ['retail', 'Palma'],
      ['retail', 'Alcúdia'],
      ['retail', "Platja d'Aro"],
    ]);
    expect(named('Albergo Riva ***\nBellagio (CO) – 95 camere')).toEqual([['retail', 'Bellagio']]);
    expect(named('Alpenhof Lienz\nLienz – 62 Zimmer')).toEqual([['retail', 'Lienz']]);
  });

  it('reads no town from a sentence above a line of rooms', () => {
    expect(named('We renovated the spa.\nPalma (Mallorca) – 180 habitaciones')).toEqual([]);
  });
});
