import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const sites = (text: string) =>
  extractLocations(text, 'https://www.example.com/om-os', { retrievedAt: '2026-11-27' }).map((l) => [
    l.role,
    l.name,
  ]);

// A fictional Danish pump maker's 'Vores lokationer' table: 'Land | By | Funktion', as the page reads it.
describe('a Nordic table of sites', () => {
  it('reads each town with its country and what the site is', () => {
    expect(
      sites(
        [
          'Vores lokationer',
          'Danmark | By: Vejle | Funktion: Hovedkontor, produktion',
          'Polen | By: Poznań | Funktion: Produktion',
          'Holland | By: Tilburg | Funktion: Distributionscenter',
          'Tyskland | By: Hamburg | Funktion: Salgsselskab',
        ].join('\n'),
      ),
    ).toEqual([
      ['headquarters', 'Vejle, Danmark'],
      ['production', 'Poznań, Polen'],
      ['logistics', 'Tilburg, Holland'],
      ['office', 'Hamburg, Tyskland'],
    ]);
  });

  it('reads a table whose header row the page does not mark, its rows in plain cells', () => {
    // A fictional Danish valve maker's table of companies, read from a table of plain cells only.
    expect(
      sites(
        [
          'Vores selskaber',
          'Land | By | Funktion',
          'Danmark | Vejle | Hovedkontor og produktion',
          'Storbritannien | Peterborough | Salgsselskab',
          'Norge | Drammen | Salgsselskab',
        ].join('\n'),
      ),
    ).toEqual([
      ['headquarters', 'Vejle, Danmark'],
      ['office', 'Peterborough, Storbritannien'],
      ['office', 'Drammen, Norge'],
    ]);
  });

  it('does not read a key-figures row under its section heading as a town', () => {
    expect(
      sites(
        'Medarbejdere\nMedarbejdere (antal personer, ultimo) | 2025: 2.412 | 2024: 2.356\nHeraf kvinder (%) | 2025: 57',
      ),
    ).toEqual([]);
  });
});
