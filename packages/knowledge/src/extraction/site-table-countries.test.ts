import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const URL = 'https://www.example.test/unternehmen';
const named = (...lines: string[]) =>
  extractLocations(lines.join('\n'), URL, { retrievedAt: '2026-11-27' }).map((l) => [l.role, l.name]);

/** A fictional Swiss maker's sites table: town first, its country and function in columns. */
describe('extractLocations: a sites table with a country column', () => {
  it('reads every row, towns the tables do not know included, each in the country its row names', () => {
    expect(
      named(
        'Unsere Standorte',
        'Standort | Land | Funktion | Mitarbeitende',
        'Winterthur | Land: Schweiz | Funktion: Hauptsitz, Produktion | Mitarbeitende: 430',
        'Oberbüren | Land: Schweiz | Funktion: Produktion Extrakte | Mitarbeitende: 145',
        'Rottweil (Baden-Württemberg) | Land: Deutschland | Funktion: Produktion | Mitarbeitende: 260',
        'Campinas (São Paulo) | Land: Brasilien | Funktion: Produktion Zitrusöle | Mitarbeitende: 120',
        'Chicago | Land: USA | Funktion: Vertriebsbüro | Mitarbeitende: 15',
      ),
    ).toEqual([
      ['headquarters', 'Winterthur, Schweiz'],
      ['production', 'Oberbüren, Schweiz'],
      ['production', 'Rottweil, Deutschland'],
      ['production', 'Campinas, Brasilien'],
      ['office', 'Chicago, USA'],
    ]);
  });

  it('reads the rows the same when the page gives no header row', () => {
    expect(
      named(
        'Unsere Standorte',
        'Oberbüren | Land: Schweiz | Funktion: Produktion Extrakte | Mitarbeitende: 145',
        'Chicago | Land: USA | Funktion: Vertriebsbüro | Mitarbeitende: 15',
      ),
    ).toEqual([
      ['production', 'Oberbüren, Schweiz'],
      ['office', 'Chicago, USA'],
    ]);
  });

  it('names no site for a row whose first cell is not a town', () => {
    expect(named('Standort | Land | Funktion', 'Total | Land: 5 Länder | Funktion: alle')).toEqual([]);
  });
});
