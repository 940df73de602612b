import { describe, expect, it } from 'vitest';
import type { StructuredDocument } from '@impact/contracts';
import { readCompanyFacts } from './company-facts.js';

// Fictional companies' history and about pages, one paragraph or timeline entry per line.
const TODAY = '2026-11-26';
const founded = (companyName: string | undefined, ...lines: string[]) =>
  readCompanyFacts([{ url: 'https://www.example.test/history', text: lines.join('\n') }], {
    today: TODAY,
    ...(companyName ? { companyName } : {}),
  }).foundedYear?.value;

/** How companies state when they began, in six languages, and which kind of statement each is. */
const STATED: readonly [string, number, string][] = [
  ['Our story began in 1994, when Anna Holt opened a small workshop in Leeds.', 1994, 'story'],
  ['It all started in 1963 with a single loom in a barn.', 1963, 'story'],
  ['Alles begann 1963 mit einem einzigen Webstuhl.', 1963, 'story'],
  ['Tout a commencé en 1963 avec un seul métier à tisser.', 1963, 'story'],
  ['Het begon allemaal in 1963 met één weefgetouw.', 1963, 'story'],
  ['Todo empezó en 1963 con un único telar.', 1963, 'story'],
  ['Tutto è iniziato nel 1963 con un solo telaio.', 1963, 'story'],
  ['The company traces its origins to 1919, when a blacksmith shop opened in Dundee.', 1919, 'story'],
  ['In 1978, Anna and Tom Holt founded the company in Leeds.', 1978, 'founders'],
  ['In 1978 gründete Hans Hollmann das Unternehmen in Bielefeld.', 1978, 'founders'],
  ['En 1965, Jean Marnier fonde la société à Annecy.', 1965, 'founders'],
  ['In 1952 richtte Piet de Wit het bedrijf op in Tilburg.', 1952, 'founders'],
  ["Nel 1971 Giovanni Ferri fonda l'azienda a Brescia.", 1971, 'founders'],
  ['En 1987, Pedro Arnedo funda la empresa en Zaragoza.', 1987, 'founders'],
  ['Tom Holt set up the business in a garage in Leeds in 1978.', 1978, 'founders'],
  ['Fundación: 1987', 1987, 'label'],
  ['Fondazione: 1971', 1971, 'label'],
  ['Gründung: 1921', 1921, 'label'],
  ['Founded: 2009, Valencia', 2009, 'label'],
  ['Gegründet: 1921 (Bielefeld)', 1921, 'label'],
  ['Brinkwater was founded on 12 May 1978 in Leeds.', 1978, 'date'],
  ['Founded in March 1978, we make precision valves.', 1978, 'date'],
  ['La société a été fondée le 3 mars 1965 à Annecy.', 1965, 'date'],
  ['Het bedrijf werd opgericht op 1 januari 1952.', 1952, 'date'],
  ['La empresa fue fundada el 15 de marzo de 1987.', 1987, 'date'],
  ["L'azienda è stata fondata il 3 marzo 1971.", 1971, 'date'],
  ['Fundada en el año 1987, la empresa fabrica ejes.', 1987, 'date'],
  ['Brinkwater was founded in Leeds, England, in 1978.', 1978, 'place'],
  ['Brinkwater Tools, Est. 1978 in Leeds', 1978, 'abbreviation'],
  ['Hollmann Armaturen – Familienunternehmen, gegr. 1921', 1921, 'abbreviation'],
  ['A empresa foi fundada em 1987 em Braga.', 1987, 'Portuguese'],
];

describe('a founding year as a story, by its founders, in a labelled line or with its date', () => {
  it.each(STATED)('%s (%i, %s)', (sentence, year) => {
    expect(founded(undefined, sentence)).toBe(year);
  });
});

describe('a history timeline', () => {
  it('reads a year on its own line with the founding entry on the next', () => {
    expect(
      founded(
        undefined,
        'Our history',
        '1978',
        'The company is founded in a garage in Ghent.',
        '1985',
        'First export to France.',
      ),
    ).toBe(1978);
  });

  it('reads an entry with a few words before the founding word', () => {
    expect(founded(undefined, '1978 The company is founded in Ghent')).toBe(1978);
  });

  it('does not read an acquisition of a firm founded by someone else', () => {
    expect(founded(undefined, '2005 Acquisition of the firm founded by Karl Weber')).toBeUndefined();
  });
});

describe("a 'since' with no founding stated", () => {
  it('counts an Italian or Spanish sentence whose verb says we', () => {
    expect(founded(undefined, 'Dal 1978 produciamo finestre in legno.')).toBe(1978);
    expect(founded(undefined, 'Desde 1978 fabricamos ventanas de madera.')).toBe(1978);
  });

  it('counts a sentence naming the company itself', () => {
    expect(founded('Brinkwater Tools', 'Since 1978, Brinkwater has been making valves.')).toBe(1978);
  });

  it('does not read how long the company has been carbon neutral', () => {
    expect(founded(undefined, 'We have been carbon neutral since 2019.')).toBeUndefined();
    expect(founded(undefined, 'Seit 2015 sind wir klimaneutral.')).toBeUndefined();
  });

  it('does not read an adjective that only looks like such a verb', () => {
    expect(founded(undefined, 'En los últimos años, desde 1990, el sector creció.')).toBeUndefined();
  });
});

describe('what is not a founding year', () => {
  it.each([
    'With over 45 years of experience, we supply fasteners to the automotive industry.',
    'Over 45 years ago our founder started a workshop.',
    'Our sustainability journey began in 2015 with a first carbon footprint.',
    'It all started in 2015 with our first carbon footprint.',
    'In 2012 the founders set up the company academy.',
    'The company celebrates its 50th anniversary in 2024.',
    "Le chiffre d'affaires est en 2025 de 12 M€.",
  ])('%s', (sentence) => {
    expect(founded(undefined, sentence)).toBeUndefined();
  });
});

describe('a founding place between its words and its year', () => {
  it('reads only capitalised words as the place between the founding and its year', () => {
    expect(founded(undefined, 'The company was founded in Leeds and moved in 1990.')).toBeUndefined();
  });
});

/** A web page's structure with the blocks given, as the document reader gives it. */
const structure = (blocks: unknown[]) =>
  ({
    kind: 'html',
    url: 'https://www.example.test/about',
    documentId: null,
    title: null,
    language: null,
    blocks,
  }) as unknown as StructuredDocument;
/** A two-column table or definition list: label beside value. */
const labelled = (...rows: [string, string][]) => ({
  type: 'table',
  headerRows: 0,
  locator: {},
  rows: rows.map(([label, value]) => ({
    cells: [
      { text: label, header: true },
      { text: value, header: false },
    ],
  })),
});
const factsWith = (...blocks: unknown[]) =>
  readCompanyFacts([{ url: 'https://www.example.test/about', text: 'About us' }], {
    today: TODAY,
    documents: [structure(blocks)],
  });

describe('short lines the page text leaves out', () => {
  it('reads a timeline written as a definition list, year beside its entry', () => {
    const facts = factsWith(
      labelled(['1978', 'Company founded in a garage in Ghent'], ['1985', 'First export to France']),
    );
    expect(facts.foundedYear?.value).toBe(1978);
  });

  it('reads a profile card whose year carries the town it began in', () => {
    expect(factsWith(labelled(['Founded', '2009, Valencia'], ['Staff', '140'])).foundedYear?.value).toBe(
      2009,
    );
  });

  it('reads a short list item and a short labelled head office', () => {
    const facts = factsWith({
      type: 'list',
      ordered: false,
      locator: {},
      items: ['Founded: 1978', 'Head office: Leeds'],
    });
    expect(facts.foundedYear?.value).toBe(1978);
    expect(facts.headquarters?.value.place).toBe('Leeds');
  });
});

describe("the first year of the company's history timeline", () => {
  const first = (url: string, ...lines: string[]) =>
    readCompanyFacts([{ url: `https://www.example.test${url}`, text: lines.join('\n') }], { today: TODAY })
      .foundedYear?.value;

  it('reads the earliest entry under a history heading', () => {
    expect(
      first(
        '/about',
        'Our history',
        '1978 – Tom Holt opens a workshop in Leeds.',
        '1985 – First export to France.',
        '2001 – New plant in Wakefield.',
      ),
    ).toBe(1978);
    expect(
      first(
        '/unternehmen',
        'Unternehmensgeschichte',
        '2010: Neues Werk in Brackwede.',
        '1960: Umzug in die Industriestraße.',
        '1921: Hans Hollmann eröffnet eine Schmiede in Bielefeld.',
      ),
    ).toBe(1921);
  });

  it('reads years on their own lines on a history page', () => {
    expect(
      first(
        '/nuestra-historia',
        '1987',
        'Pedro Arnedo abre un taller en Zaragoza.',
        '1995',
        'Primera exportación a Francia.',
        '2008',
        'Nueva planta en Huesca.',
      ),
    ).toBe(1987);
  });

  it('reads milestones and key dates as European history pages head them', () => {
    expect(
      first(
        '/unternehmen',
        'Meilensteine',
        '1962 – Zwei Lkw und ein Lager am Bremer Hafen.',
        '1978 – Erstes Kühllager.',
        '2004 – Standort Hamburg.',
      ),
    ).toBe(1962);
    expect(
      first(
        '/le-groupe',
        'Les grandes dates',
        '1987 : première centrale hydraulique sur le Fier.',
        '2003 : premier parc éolien.',
        '2015 : premières centrales solaires.',
      ),
    ).toBe(1987);
    expect(
      first(
        '/chi-siamo',
        'Le nostre tappe',
        '1958 – Primo cantiere a Brescia.',
        '1972 – La prima scuola.',
        '1999 – Il ponte sul Mella.',
      ),
    ).toBe(1958);
  });

  it('does not read milestones of a sustainability record as the history', () => {
    expect(
      first(
        '/about',
        'Our milestones',
        '2015 – First sustainability report.',
        '2019 – ISO 14001 for all sites.',
        '2023 – Solar roof in Leeds.',
      ),
    ).toBeUndefined();
    expect(
      first(
        '/nachhaltigkeit',
        'Meilensteine',
        '2012 – Erste Elektro-Lkw.',
        '2018 – Ökostrom an allen Standorten.',
        '2024 – Wärmepumpen im Lager.',
      ),
    ).toBeUndefined();
  });

  it('does not read a roadmap or a timeline too short to tell', () => {
    expect(
      first(
        '/sustainability',
        'Our roadmap',
        '2015 – first footprint.',
        '2020 – ISO 14001.',
        '2023 – solar roof.',
      ),
    ).toBeUndefined();
    expect(first('/history', '1978 – Tom Holt opens a workshop.', '1985 – First export.')).toBeUndefined();
  });

  it('prefers a stated founding year', () => {
    expect(
      first(
        '/history',
        'Brinkwater was founded in 1981.',
        '1978 – Tom Holt repairs valves in his garage.',
        '1981 – Brinkwater Ltd is registered.',
        '1990 – First export.',
      ),
    ).toBe(1981);
  });
});

describe('the year a shop-keeping company opened its first shop, with no founding stated', () => {
  it.each([
    ['Brinkwater opened its first garden centre in Harrogate in 1987.', 1987],
    ['Wir eröffneten 1962 unser erstes Geschäft in Ulm.', 1962],
    ['In 1962 eröffnete Hans Vogt sein erstes Geschäft in Ulm.', 1962],
    ['Jean Marnier a ouvert son premier magasin à Annecy en 1965.', 1965],
    ['En 1987 abrimos nuestra primera tienda en Zaragoza.', 1987],
    ['Nel 1971 Giovanni Ferri ha aperto il suo primo negozio a Brescia.', 1971],
    // The first hotel as the subject: 'opened its doors'.
    ['Our first hotel opened its doors in 1961, on the shore of Lake Garda.', 1961],
    ['Il nostro primo albergo ha aperto nel 1961 sul lago di Garda.', 1961],
  ])('%s', (sentence, year) => {
    expect(founded(undefined, sentence)).toBe(year);
  });

  it('does not read an opening abroad or a founding stated elsewhere', () => {
    expect(founded(undefined, 'In 2019 we opened our first store in Spain.')).toBeUndefined();
    expect(founded(undefined, 'In 2019 we opened our first store abroad.')).toBeUndefined();
    expect(founded(undefined, 'Our first hotel in Spain opened its doors in 2004.')).toBeUndefined();
    expect(
      founded(undefined, 'Brinkwater was founded in 1981.', 'We opened our first shop in Leeds in 1990.'),
    ).toBe(1981);
  });
});
