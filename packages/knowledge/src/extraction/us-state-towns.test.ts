import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const places = (text: string) =>
  extractLocations(text, 'https://www.zerspanung.example/unternehmen', { retrievedAt: '2026-11-28' }).map(
    (location) => [location.name, location.kind, location.role, location.countryCode],
  );

describe('a US town written with its state’s full name', () => {
  it('is one site in the US, the state no place of its own', () => {
    expect(places('We have a sales office in Charlotte, North Carolina.')).toEqual([
      ['Charlotte, North Carolina', 'locality', 'office', 'US'],
    ]);
    expect(places('We have a sales office in Chicago, Illinois.')).toEqual([
      ['Chicago, Illinois', 'locality', 'office', 'US'],
    ]);
    expect(places('Our plant in Greenville, South Carolina, USA makes axles.')).toEqual([
      ['Greenville, South Carolina', 'locality', 'production', 'US'],
    ]);
  });

  it('is read in a list of sites, town first, then the kind of site', () => {
    expect(places('Charlotte, North Carolina, USA – Vertriebsbüro für Nordamerika')).toEqual([
      ['Charlotte, North Carolina, USA', 'locality', 'office', 'US'],
    ]);
  });

  it('leaves a list of towns a list, and a European town with its country as it was', () => {
    expect(places('Our offices in Leeds, Bradford and York serve the north.').map(([name]) => name)).toEqual([
      'Leeds',
      'Bradford',
      'York',
    ]);
    expect(places('Jihlava, Tschechien – Werk 2 seit 2008: Frästeile und Baugruppenmontage')).toEqual([
      ['Jihlava, Tschechien', 'locality', 'production', 'CZ'],
    ]);
  });
});
