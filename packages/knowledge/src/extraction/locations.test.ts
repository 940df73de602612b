import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { NOT_SITES, SITE_SENTENCES, STORE_FINDER } from './fixtures/company-sites.js';
import { NOT_SITE_LISTS, SITE_LISTS } from './fixtures/site-lists.js';
import { extractLocations } from './locations.js';

const URL = 'https://www.example.com/about';
const READ_ON = { retrievedAt: '2026-11-21' };

function places(text: string) {
  return extractLocations(text, URL, READ_ON).map((l) => [l.role, l.kind, l.name, l.countryCode]);
}

/** The role and name of each site a table's rows list. */
const tableSites = (...rows: string[]) => places(rows.join('\n')).map(([role, , name]) => [role, name]);

describe('extractLocations reads places named as the company’s operations', () => {
  it.each([
    ['We are headquartered in Antwerp, Belgium.', [['headquarters', 'locality', 'Antwerp, Belgium', 'BE']]],
    ['Our studio is based in Ventura, CA.', [['headquarters', 'locality', 'Ventura, CA', 'US']]],
    ['Our head office is in München.', [['headquarters', 'locality', 'München', 'DE']]],
    [
      'We operate production plants in Poland, Mexico and Suzhou, China.',
      [
        ['production', 'country', 'Poland', 'PL'],
        ['production', 'country', 'Mexico', 'MX'],
        ['production', 'locality', 'Suzhou, China', 'CN'],
      ],
    ],
    [
      'We have offices in Amsterdam, Berlin and Boston.',
      [
        ['office', 'locality', 'Amsterdam', 'NL'],
        ['office', 'locality', 'Berlin', 'DE'],
        ['office', 'locality', 'Boston', 'US'],
      ],
    ],
    [
      'We run 310 stores in the UK and Ireland.',
      [
        ['retail', 'country', 'the UK', 'GB'],
        ['retail', 'country', 'Ireland', 'IE'],
      ],
    ],
    [
      'Our distribution centres in Daventry serve all stores.',
      [['logistics', 'locality', 'Daventry', undefined]],
    ],
    ['Our R&D centres in The Hague lead design.', [['research', 'locality', 'The Hague', 'NL']]],
    [
      'We have operations in Europe and North America.',
      [
        ['operations', 'region', 'Europe', undefined],
        ['operations', 'region', 'North America', undefined],
      ],
    ],
  ])('%s', (sentence, expected) => {
    expect(places(sentence)).toEqual(expected);
  });

  it.each([
    ['suppliers’ factories', 'We source from around 640 factories in Bangladesh and India.'],
    ['suppliers’ operations', 'Our suppliers operate in Vietnam.'],
    ['a place without an operations word', 'We bring drinking water to schools in rural Malawi.'],
    ['a count of countries', 'We have offices in 12 countries.'],
    ['a month', 'We opened stores in March.'],
  ])('ignores %s', (_label, sentence) => {
    expect(places(sentence)).toEqual([]);
  });

  it('quotes the sentence and carries provenance', () => {
    const [location] = extractLocations('Nordhaven is headquartered in Aarhus, Denmark.', URL, READ_ON);
    expect(location).toMatchObject({
      quote: 'Nordhaven is headquartered in Aarhus, Denmark.',
      url: URL,
      sources: [{ url: URL, retrievedAt: '2026-11-21' }],
      method: 'extraction',
      knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
    });
  });
});

describe('extractLocations: other languages and location cards', () => {
  it.each([
    ['Onze weverijen in Tilburg en Brno draaien zeven dagen per week.', 'production', 'Tilburg'],
    ['Wir betreiben Werke in Bielefeld und Brno.', 'production', 'Bielefeld'],
    ['Notre siège est situé à Lyon.', 'headquarters', 'Lyon'],
    ['Abbiamo stabilimenti a Bergamo.', 'production', 'Bergamo'],
    ['Our head office and main creamery are in Mallow, County Cork.', 'headquarters', 'Mallow'],
  ])('%s', (text, role, place) => {
    expect(places(text)).toContainEqual(expect.arrayContaining([role, place]));
  });

  it('reads a place heading over the facility it describes', () => {
    expect(places('Our locations\nKolding, Denmark\nProduction plant for wound drainage systems.')).toEqual([
      ['production', 'locality', 'Kolding, Denmark', 'DK'],
    ]);
  });

  it('reads cards headed by their town, each with its own kind of site, not the next card’s town', () => {
    const found = places(
      'Standorte\nLinz, Österreich\nHauptsitz und Werk: Montage\nBrno, Tschechien\nWerk: Gießerei\nLyon, Frankreich\nVertriebsbüro',
    ).map(([role, , name]) => [role, name]);
    expect(found).toContainEqual(['production', 'Brno, Tschechien']);
    expect(found).toContainEqual(['office', 'Lyon, Frankreich']);
    expect(found).not.toContainEqual(['production', 'Lyon, Frankreich']);
    expect(found).not.toContainEqual(['headquarters', 'Brno, Tschechien']);
  });

  it('reads a facility heading over its address, and a store list', () => {
    const found = places(
      'Weverij Brno\nPrůmyslová 8, 627 00 Brno\nHarrogate\nKnaresborough Road, Harrogate HG2 7LU',
    ).map(([role, , name]) => [role, name]);
    expect(found).toEqual([
      ['production', 'Brno'],
      ['operations', 'Harrogate'],
    ]);
  });
});

describe('extractLocations: the mills a company buys from are not its sites', () => {
  it.each([
    'Ons garen kopen we voornamelijk in bij spinnerijen in Duitsland, België en Turkije.',
    'Ons garen komt van spinnerijen in Duitsland (52% van de inkoopwaarde).',
    'Unser Garn kommt von Spinnereien in Italien.',
  ])('%s', (text) => expect(places(text)).toEqual([]));
});

describe('extractLocations keeps the particles of multi-word place names', () => {
  it.each([
    ['We operate a plant in Frankfurt am Main, Germany.', 'Frankfurt am Main, Germany'],
    ['We operate a factory in Castellón de la Plana, Spain.', 'Castellón de la Plana, Spain'],
    ['We have an office in Stratford-upon-Avon.', 'Stratford-upon-Avon'],
    ['We operate a warehouse in Bergen op Zoom.', 'Bergen op Zoom'],
    ['We run a plant in Vila Nova de Gaia, Portugal.', 'Vila Nova de Gaia, Portugal'],
    ['We operate a factory in Saint-Germain-en-Laye.', 'Saint-Germain-en-Laye'],
  ])('%s', (text, name) => {
    expect(places(text).map(([, , place]) => place)).toEqual([name]);
  });

  it('reads a Dutch "en" between two places as no particle', () => {
    expect(places('We have offices in Tilburg en Breda.').map(([, , place]) => place)).not.toContain(
      'Tilburg en Breda',
    );
  });
});

describe('extractLocations reads site lists and towns named with their facility', () => {
  const named = (text: string) =>
    extractLocations(text, URL, READ_ON).map((l) => [l.role, l.name.split(',')[0]] as [string, string]);

  it('reads a store finder: each store over its address, with or without a postcode', () => {
    expect(named(STORE_FINDER)).toEqual([
      ['retail', 'Harrowby'],
      ['retail', 'Ennisfort Quay'],
    ]);
  });

  it.each(SITE_SENTENCES)('%s', (sentence, expected) => {
    expect(named(sentence)).toEqual(expected);
  });

  it.each(NOT_SITES)('names no site of its own: %s', (sentence) => {
    expect(named(sentence)).toEqual([]);
  });

  it.each(SITE_LISTS)('reads the sites of %s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it.each(NOT_SITE_LISTS)('names no site of its own in the list %s', (text) => {
    expect(named(text)).toEqual([]);
  });

  it.each([
    // The page's heading over a news headline about a hotel.
    ['Neuigkeiten\nHotel Lindenwirt feiert sein 50-jähriges Bestehen\n12. März 2025', 'Neuigkeiten'],
    // A news heading over a headline that places the hotel itself.
    ['Neuigkeiten\nHotel Lindenwirt in Kufstein feiert sein 50-jähriges Bestehen', 'Neuigkeiten'],
    // A section heading over a table row of sites.
    ['Unsere Häuser\nHotel Bergrose | Art: Hotel | Ort: Lienz | Land: Österreich', 'Unsere Häuser'],
  ])('takes no heading for the town of the facility under it: %s', (text, heading) => {
    expect(named(text).map(([, name]) => name)).not.toContain(heading);
  });

  it('keeps the country a town is listed with, in brackets or in a table row', () => {
    expect(
      extractLocations(
        'Unsere Werke befinden sich in Győr (Ungarn) und Brno (Tschechien).',
        URL,
        READ_ON,
      ).map((l) => [l.name, l.countryCode]),
    ).toEqual([
      ['Győr, Ungarn', 'HU'],
      ['Brno, Tschechien', 'CZ'],
    ]);
    expect(
      extractLocations(
        ['Nombre | Municipio | Tipo', 'Oporto | Municipio: Maia (Portugal) | Tipo: Almacén'].join('\n'),
        URL,
        READ_ON,
      ).map((l) => [l.name, l.countryCode]),
    ).toEqual([['Maia, Portugal', 'PT']]);
  });

  it('reads a heat network’s table of sites: its heating plants and its local agencies', () => {
    expect(
      tableSites(
        'Site | Type | Commune | Pays',
        'Chaufferie du Parc | Type: Chaufferie bois (12 MW) | Commune: Mâcon (71) | Pays: France',
        'Agence Bresse | Type: Agence d’exploitation | Commune: Bourg-en-Bresse (01) | Pays: France',
        'Heizwerk Süd | Type: Heizwerk | Commune: Freiburg im Breisgau | Pays: Deutschland',
      ),
    ).toEqual([
      ['production', 'Mâcon, France'],
      ['office', 'Bourg-en-Bresse, France'],
      ['production', 'Freiburg im Breisgau, Deutschland'],
    ]);
  });

  it('reads an energy producer’s table of plants: each municipality, the technology saying what it is', () => {
    const rows = [
      'Centro produtor | Tecnologia | Concelho | Potência instalada (MW)',
      'Parque Eólico da Serra Alta | Tecnologia: Eólica | Concelho: Vila Real | Potência instalada (MW): 84',
      'Central Solar do Vale | Tecnologia: Solar fotovoltaica | Concelho: Ourique | Potência instalada (MW): 96',
      'Mini-hídrica do Rio Claro | Tecnologia: Hídrica | Concelho: Arouca | Potência instalada (MW): 9,5',
    ];
    expect(places(rows.join('\n')).map(([role, , name]) => [role, name])).toEqual([
      ['production', 'Vila Real'],
      ['production', 'Ourique'],
      ['production', 'Arouca'],
    ]);
  });

  it('reads a Polish table of sites: branches, a precast plant and an equipment depot by their type and postcode', () => {
    expect(
      tableSites(
        'Lokalizacja | Rodzaj | Adres',
        'Kalisz | Rodzaj: Oddział regionalny | Adres: ul. Polna 3, 62-800 Kalisz',
        'Ostrzeszów | Rodzaj: Zakład prefabrykacji | Adres: ul. Przemysłowa 12, 63-500 Ostrzeszów',
        'Ostrzeszów | Rodzaj: Baza sprzętowa | Adres: ul. Leśna 8, 63-500 Ostrzeszów',
      ),
    ).toEqual([
      ['office', 'Kalisz'],
      ['production', 'Ostrzeszów'],
      ['logistics', 'Ostrzeszów'],
    ]);
  });

  it('reads a Polish table of plants with a country column in Polish, towns the city list lacks included', () => {
    expect(
      places(
        [
          'Lokalizacja | Kraj | Działalność',
          'Wągrowiec (zakład nr 1) | Kraj: Polska | Działalność: Produkcja okien',
          'Alytus (Brzozak Baltic UAB) | Kraj: Litwa | Działalność: Produkcja drzwi',
          'Bielefeld | Kraj: Niemcy | Działalność: Biuro handlowe',
        ].join('\n'),
      ).map(([role, , name, country]) => [role, country, name]),
    ).toEqual([
      ['production', 'PL', 'Wągrowiec, Polska'],
      ['production', 'LT', 'Alytus, Litwa'],
      ['office', 'DE', 'Bielefeld, Niemcy'],
    ]);
  });

  it('reads a head office sentence as the headquarters only, not as an office too', () => {
    expect(named('Our head office is in Lindgrove.')).toEqual([['headquarters', 'Lindgrove']]);
  });
});

describe('extractLocations leaves out where the company began and the subject of the next clause', () => {
  it.each([
    [
      'Founded in 1979 by the Ferré family as a small printing shop in Reus, Tarraco Envases has grown into a converter.',
      [],
    ],
    ['The company started life as a bakery shop in Haarlem.', []],
    // The list still reads on when the next name is a place, and stops where a clause begins.
    [
      'We have offices in Lyon, Lille and Nantes.',
      [
        ['office', 'locality', 'Lyon', 'FR'],
        ['office', 'locality', 'Lille', 'FR'],
        ['office', 'locality', 'Nantes', 'FR'],
      ],
    ],
    ['We have an office in Lyon, Acme Logistics has one in Lille.', [['office', 'locality', 'Lyon', 'FR']]],
  ])('%s', (text, expected) => {
    expect(places(text)).toEqual(expected);
  });
});

describe('extractLocations: a heading over a paragraph is not a place over its address', () => {
  it('reads no place from a section heading whose paragraph has a comma, a year and the heading word', () => {
    const text = [
      'Sustainability',
      'Corrugated board is made from a renewable raw material and is recycled at high rates. Our job is to make it with less energy, less water and fewer accidents. Our full Sustainability Report 2024 is available as a PDF download.',
      'Harrogate',
      'Knaresborough Road, Harrogate HG2 7LU',
    ].join('\n');
    expect(places(text).map(([role, , name]) => [role, name])).toEqual([['operations', 'Harrogate']]);
  });
});

describe('large cities as another language writes them', () => {
  it('reads an Italian page’s French sales office in Lyon, written “Lione”', () => {
    const read = places(
      'Abbiamo inoltre una filiale commerciale a Lione, in Francia, e uno showroom a Milano.',
    );
    expect(read.map(([, , name, country]) => [name, country])).toEqual(
      expect.arrayContaining([
        [expect.stringMatching(/^Lione/), 'FR'],
        ['Milano', 'IT'],
      ]),
    );
  });

  it('counter-example: a town that shares a foreign name of a city is not taken for it', () => {
    expect(
      places('Our depot in Valence serves the Rhône valley.').map(([, , , country]) => country),
    ).not.toContain('ES');
  });
});

describe('extractLocations: a town named before its facility after "the"', () => {
  it('keeps the town without the sentence’s article', () => {
    expect(places('New solar plant at the Lorca bottling plant')).toEqual([
      ['production', 'locality', 'Lorca', undefined],
    ]);
  });
});
