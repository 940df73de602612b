import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const URL = 'https://www.example.test/branches';
const named = (text: string) =>
  extractLocations(text, URL, { retrievedAt: '2026-11-27' }).map(
    (l) => [l.role, l.name.split(',')[0]] as [string, string],
  );

// A branch finder as a table ('Branch | Address | Type'), its header row not among the page's lines:
// small towns the gazetteer does not know, each written twice (the row's name and its address's town).
const BRANCH_TABLE = [
  'Our branches',
  'Head office | Address: Mill House, 14 Bridge Street, Halifax HX1 1AA | Type: Head office',
  'Service centre | Address: 2 Riverside Park, Ossett WF5 9AB | Type: Contact centre',
  'Slaithwaite | Address: 3 Carr Lane, Slaithwaite | Type: Branch',
  'Marsden | Address: 8 Peel Street, Marsden | Type: Branch',
].join('\n');

describe('extractLocations: a table of sites by their addresses', () => {
  it('reads each row’s town from its address, of the kind its type cell says', () => {
    expect(named(BRANCH_TABLE)).toEqual([
      ['headquarters', 'Halifax'],
      ['office', 'Ossett'],
      ['operations', 'Slaithwaite'],
      ['operations', 'Marsden'],
    ]);
  });

  it('reads a German branch table whose address cells hold the street alone', () => {
    const text = [
      'Unsere Geschäftsstellen',
      'Auenfeld | Adresse: Marktstraße 1 | Art: Hauptstelle | Öffnungszeiten: Mo–Fr 9–12 Uhr',
      'Birkach am See | Adresse: Seestraße 20 | Art: Geschäftsstelle | Öffnungszeiten: Mo–Fr 9–12 Uhr',
      'Ober-Lindach | Adresse: Am Anger 7 | Art: Geschäftsstelle | Öffnungszeiten: Di 14–18 Uhr',
    ].join('\n');
    expect(named(text)).toEqual([
      ['headquarters', 'Auenfeld'],
      ['operations', 'Birkach am See'],
      ['operations', 'Ober-Lindach'],
    ]);
    // A street alone in a row that says no site ('Termin', 'Veranstaltung') names none.
    expect(named('Auenfeld | Adresse: Marktstraße 1 | Art: Vortragsabend')).toEqual([]);
  });

  it('names no site when the address ends with another town than the row’s', () => {
    const text =
      'Partner event | Address: 3 Carr Lane, Slaithwaite | Date: 4 May\nReading | Address: 1 Main Road, Tilsworth';
    expect(named(text)).toEqual([]);
  });
});

// A fictional Swedish joinery group's 'Våra anläggningar' table: the site's name, its municipality
// ('Kommun') and what it makes, the header row not among the page's lines.
const SWEDISH_PLANTS: readonly [site: string, municipality: string, products: string][] = [
  ['Bräcke sågverk', 'Bräcke', 'Sågade trävaror av gran'],
  ['Ragunda hyvleri', 'Ragunda', 'Hyvlade trävaror'],
  ['Strömsunds pelletsfabrik', 'Strömsund', 'Träpellets'],
  ['Säljkontor Östersund', 'Östersund', 'Försäljning'],
];

describe('extractLocations: a Swedish table of plants by municipality', () => {
  it('reads each plant’s municipality, a sawmill, planing mill or pellet plant as production', () => {
    const table = SWEDISH_PLANTS.map(
      ([site, municipality, products]) =>
        `Anläggning: ${site} | Kommun: ${municipality} | Produkter: ${products}`,
    );
    expect(
      named(['Våra anläggningar', ...table].join('\n')).map(([role, town]) => `${role} in ${town}`),
    ).toEqual([
      'production in Bräcke',
      'production in Ragunda',
      'production in Strömsund',
      'office in Östersund',
    ]);
  });
});
