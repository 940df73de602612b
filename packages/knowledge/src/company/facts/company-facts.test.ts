import { describe, expect, it } from 'vitest';
import { readCompanyFacts } from './company-facts.js';
import { readNumber } from './numbers.js';
import { nominativePlace } from './polish-locative.js';
import { turnoverBucket } from './turnover-fact.js';

// Fictional companies; their pages as the website reader gives them (one paragraph or row per line).
const TODAY = '2026-03-01';
const page = (url: string, ...lines: string[]) => ({
  url: `https://www.example.test${url}`,
  text: lines.join('\n'),
});

describe('readCompanyFacts in English', () => {
  const pages = [
    page(
      '/about',
      'About Brindlecombe Weaving',
      'Brindlecombe Weaving was founded in 1962 as a family linen mill.',
      'Our headquarters and main weaving plant are in Kortrijk, Belgium. We have held ISO 14001 since 1998.',
      'In 2024 our turnover was €118 million and we employ 540 people.',
      'Our parent, Hallowmere Holdings, reported group revenue of €2.1 billion and 9,800 employees.',
    ),
    page('/careers', 'Join our team of around 500 colleagues.'),
  ];
  const facts = readCompanyFacts(pages, { today: TODAY });

  it('reads the headquarters with its country from a sentence that also names a plant', () => {
    expect(facts.headquarters).toMatchObject({
      origin: 'website',
      value: { place: 'Kortrijk, Belgium', country: 'BE' },
      quote: 'Our headquarters and main weaving plant are in Kortrijk, Belgium.',
      url: 'https://www.example.test/about',
    });
  });

  it("reads the turnover with its currency and bucket, and never the parent's figures", () => {
    expect(facts.turnover).toMatchObject({ value: { amount: 118_000_000, currency: 'EUR' }, year: 2024 });
    expect(facts.turnover?.bucket?.code).toBe('rev_100M_500M');
    expect(facts.turnover?.bucket?.conversion).toContain('1 EUR = 1.1761 USD');
    expect(facts.turnover?.alternatives).toEqual([]);
  });

  it('takes the dated headcount over an undated round one, keeping the other', () => {
    expect(facts.headcount).toMatchObject({ value: { count: 540 }, year: 2024, bucket: 'size_501_1000' });
    expect(facts.headcount?.alternatives.map((a) => a.value.count)).toEqual([500]);
  });

  it('takes an exact headcount over a rounded one of the same year, in any language', () => {
    const read = (...lines: string[]) =>
      readCompanyFacts([page('/about', ...lines), page('/key-figures', 'Employees (31 Dec 2024): 783')], {
        today: TODAY,
      }).headcount;
    for (const rounded of [
      'In 2024 we employed more than 780 people.',
      'En 2024 contábamos con más de 780 empleados.',
      'Nel 2024 impiegavamo oltre 780 dipendenti.',
      '2024 beschäftigten wir über 780 Mitarbeitende.',
      'En 2024, nous comptions plus de 780 salariés.',
    ]) {
      const headcount = read(rounded);
      expect(headcount?.value.count, rounded).toBe(783);
      expect(
        headcount?.alternatives.map((a) => [a.value.count, a.approximate]),
        rounded,
      ).toEqual([[780, true]]);
    }
    // A rounded figure of a later year is still the newer statement.
    expect(read('In 2025 we employed more than 800 people.')?.value.count).toBe(800);
  });

  it("reads the founding year, not the year of a 'since'", () => {
    expect(facts.foundedYear).toMatchObject({ value: 1962, origin: 'website' });
  });

  it('lets a value the consultant set win, keeping what the pages say', () => {
    const corrected = readCompanyFacts(pages, {
      today: TODAY,
      consultant: { headquarters: 'Ghent, Belgium', foundedYear: 1961 },
    });
    expect(corrected.headquarters).toMatchObject({
      origin: 'consultant',
      value: { place: 'Ghent, Belgium' },
    });
    expect(corrected.headquarters?.alternatives[0]?.value.place).toBe('Kortrijk, Belgium');
    expect(corrected.foundedYear).toMatchObject({ origin: 'consultant', value: 1961 });
  });

  it('has no founding year when a page only says since when', () => {
    const since = readCompanyFacts([page('/', 'Weaving fine linen since 1998.')], { today: TODAY });
    expect(since.foundedYear).toBeUndefined();
  });

  it("counts the company's third-person sentences as its own, not another company's", () => {
    const read = (line: string) => readCompanyFacts([page('/about', line)], { today: TODAY }).headcount;
    expect(read('The company employs 1,020 people across 14 countries.')?.value.count).toBe(1020);
    expect(read('Hallowmere employed 9,800 colleagues last year.')).toBeUndefined();
    expect(
      readCompanyFacts([page('/about', 'Brindlecombe employed 540 colleagues in 2025.')], {
        today: TODAY,
        companyName: 'Brindlecombe Weaving Ltd',
      }).headcount?.value.count,
    ).toBe(540);
  });

  it('reads a headcount stated beside a plan, never a target headcount', () => {
    const read = (line: string) => readCompanyFacts([page('/about', line)], { today: TODAY }).headcount;
    expect(read('We employ 540 people and will hire 40 more in 2027.')?.value.count).toBe(540);
    expect(read('We aim to grow to 600 employees by 2030.')).toBeUndefined();
  });

  it('reads a Spanish company described in the third person, and its workforce', () => {
    const read = (...lines: string[]) =>
      readCompanyFacts([page('/quienes-somos', ...lines)], { today: TODAY, companyName: 'Conservas Brezal' });
    const about = read(
      'Hoy, la segunda generación de la familia dirige una compañía que da empleo a 410 personas y que en 2025 alcanzó una cifra de negocio de 96 millones de euros.',
    );
    expect(about.headcount?.value.count).toBe(410);
    expect(about.turnover?.value).toMatchObject({ amount: 96_000_000, currency: 'EUR' });
    expect(
      read('A 31 de diciembre de 2025 la plantilla era de 388 trabajadores.').headcount?.value.count,
    ).toBe(388);
  });

  it('dates a headcount by the year it is for, not the founding year beside it', () => {
    const read = (line: string) => readCompanyFacts([page('/about', line)], { today: TODAY }).headcount;
    const founded = read(
      'Das Familienunternehmen wurde 1964 gegründet und beschäftigt heute 520 Mitarbeiter.',
    );
    expect(founded?.value.count).toBe(520);
    expect(founded).toMatchObject({ origin: 'website', value: { count: 520 } });
    expect(founded && 'year' in founded ? founded.year : undefined).toBeUndefined();
    expect(read('Founded in 1972, we employed 260 people in 2025.')).toMatchObject({ year: 2025 });
  });

  it('takes the most recent statement when two years disagree', () => {
    const both = readCompanyFacts(
      [
        page('/about', 'Revenue in 2023 was €96 million.'),
        page('/investors', 'Revenue in 2025 was DKK 1,462 million.'),
      ],
      { today: TODAY },
    );
    expect(both.turnover).toMatchObject({ value: { amount: 1_462_000_000, currency: 'DKK' }, year: 2025 });
    expect(both.turnover?.bucket?.code).toBe('rev_100M_500M');
    expect(both.turnover?.alternatives.map((a) => a.value.amount)).toEqual([96_000_000]);
  });

  it('leaves a target and a market size out', () => {
    const none = readCompanyFacts(
      [
        page(
          '/strategy',
          'We aim to reach revenue of €200 million by 2030.',
          'The European market for technical textiles reached €24 billion in sales.',
        ),
      ],
      { today: TODAY },
    );
    expect(none.turnover).toBeUndefined();
  });
});

describe('readCompanyFacts in Dutch, German and French', () => {
  it('reads Dutch sentences', () => {
    const facts = readCompanyFacts(
      [
        page(
          '/over-ons',
          'Velmora werd in 1921 opgericht als katoenweverij.',
          'Ons hoofdkantoor en onze grootste weverij staan in Oisterwijk.',
          'Eind 2025 werkten er 412 medewerkers bij ons.',
          'In 2025 bedroeg onze netto-omzet € 86,4 miljoen.',
        ),
      ],
      { today: TODAY },
    );
    expect(facts.foundedYear?.value).toBe(1921);
    // A town the place tables do not know keeps its name and no guessed country.
    expect(facts.headquarters?.value).toEqual({ place: 'Oisterwijk' });
    expect(facts.headcount?.value.count).toBe(412);
    expect(facts.turnover?.value).toEqual({ amount: 86_400_000, currency: 'EUR' });
  });

  it('reads a German passive with the founder, place and first trade between the year and the verb', () => {
    const read = (sentence: string) =>
      readCompanyFacts([page('/unternehmen', sentence)], { today: TODAY }).foundedYear?.value;
    expect(
      read(
        'Die Hollbrink Antriebe GmbH wurde 1958 von Heinrich Hollbrink in Paderborn als Reparaturwerkstatt für Elektromotoren gegründet.',
      ),
    ).toBe(1958);
    expect(
      read('Het bedrijf werd in 1921 door twee broers in een schuur in Tilburg als weverij opgericht.'),
    ).toBe(1921);
    // What the company founded is not its founding.
    expect(
      read('In 2019 haben wir mit drei Partnern in Paderborn eine Stiftung für Ausbildung gegründet.'),
    ).toBe(undefined);
  });

  it('reads German sentences', () => {
    const facts = readCompanyFacts(
      [
        page(
          '/ueber-uns',
          'Die Firma wurde 1968 in Ulm gegründet.',
          'Unser Hauptsitz liegt in Ulm, Deutschland.',
          'Im Jahr 2025 erzielten wir einen Umsatz von 118 Mio. € mit 1.180 Mitarbeitenden.',
        ),
      ],
      { today: TODAY },
    );
    expect(facts.foundedYear?.value).toBe(1968);
    expect(facts.headquarters?.value).toEqual({ place: 'Ulm, Germany', country: 'DE' });
    expect(facts.headcount?.value.count).toBe(1180);
    expect(facts.turnover?.value).toEqual({ amount: 118_000_000, currency: 'EUR' });
  });

  it('reads French sentences', () => {
    const facts = readCompanyFacts(
      [
        page(
          '/a-propos',
          'Fondée en 1952, notre entreprise familiale fabrique des tuiles.',
          'Notre siège est situé à Lyon.',
          'En 2025, notre chiffre d’affaires a atteint 52,3 millions d’euros avec 310 salariés.',
        ),
      ],
      { today: TODAY },
    );
    expect(facts.foundedYear?.value).toBe(1952);
    expect(facts.headquarters?.value).toEqual({ place: 'Lyon', country: 'FR' });
    expect(facts.headcount?.value.count).toBe(310);
    expect(facts.turnover?.value).toEqual({ amount: 52_300_000, currency: 'EUR' });
  });
});

it('reads a headcount that is a key-figure line of its own, or labelled with a date before the colon', () => {
  const read = (...lines: string[]) =>
    readCompanyFacts([page('/le-groupe', ...lines)], { today: TODAY }).headcount;
  expect(
    read('Brassac en bref', '87,4 millions d’euros de chiffre d’affaires', '612 collaborateurs'),
  ).toMatchObject({
    value: { count: 612 },
  });
  expect(read('Effectif au 31 décembre 2025 : 2 418 collaborateurs (2 230 ETP).')).toMatchObject({
    value: { count: 2418 },
    year: 2025,
  });
  expect(read('Über 850 Mitarbeitende')).toMatchObject({ value: { count: 850 }, approximate: true });
  // Another party's count on a line of its own stays out.
  expect(read('Kunden 40.000 Mitarbeitende')).toBeUndefined();
});

describe('numbers and buckets', () => {
  it('reads thousands and decimals in each convention', () => {
    expect(readNumber('1,340')).toBe(1340);
    expect(readNumber('1.180')).toBe(1180);
    expect(readNumber('86,4')).toBe(86.4);
    expect(readNumber('1.234,5')).toBe(1234.5);
    expect(readNumber('1\u202f284,6')).toBe(1284.6);
  });

  it('has no bucket for a currency without a dated rate, keeping the amount', () => {
    expect(turnoverBucket({ amount: 5e8, currency: 'JPY' })).toBeUndefined();
    expect(turnoverBucket({ amount: 4.319e8, currency: 'GBP' })?.code).toBe('rev_500M_1B');
  });
});

describe('readCompanyFacts: turnover in the other EU currencies', () => {
  it('converts Swedish kronor, zloty and koruna with the dated July 2025 averages, naming them', () => {
    const facts = readCompanyFacts([page('/about', 'Net sales 2024: SEK 2,140 million')], { today: TODAY });
    expect(facts.turnover).toMatchObject({ value: { amount: 2_140_000_000, currency: 'SEK' }, year: 2024 });
    // SEK 2,140 million / 11.199 = €191.1 million = about $225 million.
    expect(facts.turnover?.bucket?.code).toBe('rev_100M_500M');
    expect(facts.turnover?.bucket?.conversion).toContain('1 EUR = 11.199 SEK');
    expect(facts.turnover?.bucket?.conversion).toContain('OJ C/2025/5100');
    expect(turnoverBucket({ amount: 180e6, currency: 'PLN' })?.code).toBe('rev_10M_50M');
    expect(turnoverBucket({ amount: 2.6e10, currency: 'CZK' })?.code).toBe('rev_1B_5B');
  });

  it('reads an amount written in kronor after the figure', () => {
    const facts = readCompanyFacts([page('/om-oss', 'In 2024 our turnover was 640 million kronor.')], {
      today: TODAY,
    });
    expect(facts.turnover?.value).toEqual({ amount: 640_000_000, currency: 'SEK' });
  });
});

describe('readCompanyFacts: a head office in a relative clause, in an address, with particles', () => {
  const headquarters = (...pages: { url: string; text: string }[]) =>
    readCompanyFacts(pages, { today: TODAY }).headquarters;

  it('reads the place before a relative clause about the head office', () => {
    expect(
      headquarters(
        page(
          '/about',
          'Verdal Tejidos was founded in 1948 by the Moreau family in Castellón de la Plana, Spain, where our headquarters and dye house still are.',
        ),
      ),
    ).toMatchObject({ value: { place: 'Castellón de la Plana, Spain', country: 'ES' } });
    expect(
      headquarters(
        page('/over-ons', 'Wij begonnen in 1921 in Bergen op Zoom, waar ons hoofdkantoor nog staat.'),
      ),
    ).toMatchObject({ value: { place: 'Bergen op Zoom' } });
  });

  it('keeps the particles of a head office named in a sentence', () => {
    expect(headquarters(page('/about', 'Our head office is in Frankfurt am Main, Germany.'))).toMatchObject({
      value: { place: 'Frankfurt am Main, Germany', country: 'DE' },
    });
  });

  it('reads the legal address on the contact page when no sentence names the head office', () => {
    const contact = page(
      '/contact',
      'Write to us',
      'Orvel Cerâmica Lda · Rua das Flores 27, 3810-193 Aveiro, Portugal · +351 234 000 000',
    );
    expect(headquarters(page('/about', 'We make tableware.'), contact)).toMatchObject({
      origin: 'website',
      value: { place: 'Aveiro, Portugal', country: 'PT' },
      quote: 'Orvel Cerâmica Lda · Rua das Flores 27, 3810-193 Aveiro, Portugal · +351 234 000 000',
      url: 'https://www.example.test/contact',
    });
    const stated = page('/about', 'Our headquarters are in Coimbra, Portugal.');
    expect(headquarters(stated, contact)?.value.place).toBe('Coimbra, Portugal');
  });

  it('takes the country of a head office named without one from the address in the same town', () => {
    expect(
      headquarters(
        page('/about', 'We started in 1958 in Oliveira de Azeméis, where our head office still is.'),
        page('/contact', 'Rua do Forno 5, 3720-200 Oliveira de Azeméis, Portugal'),
      ),
    ).toMatchObject({
      value: { place: 'Oliveira de Azeméis, Portugal', country: 'PT' },
      quote: 'We started in 1958 in Oliveira de Azeméis, where our head office still is.',
    });
  });

  it('ends an address line at the full stop after its country', () => {
    const contact = page(
      '/contact',
      'Brava Têxtil, S.A., Rua Nova 9, 4760-100 Famalicão, Portugal. Phone +351 252 000 000.',
    );
    expect(headquarters(page('/about', 'We weave denim.'), contact)?.value).toEqual({
      place: 'Famalicão, Portugal',
      country: 'PT',
    });
  });

  it('reads no head office from a site address on another page', () => {
    const sites = page('/locations', 'Plant Ovar', 'Avenida do Mar 5, 3880-102 Ovar, Portugal');
    expect(headquarters(page('/about', 'We make tableware.'), sites)).toBeUndefined();
  });
});

describe('readCompanyFacts in Polish', () => {
  const pages = [
    page(
      '/o-firmie',
      'Spółka powstała w 1991 roku jako niewielki zakład ślusarski.',
      'Zatrudniamy 640 pracowników, a nasze przychody ze sprzedaży w 2024 roku wyniosły 1 286,4 mln zł.',
      'Spółka należy do grupy kapitałowej, której spółka dominująca osiągnęła przychody 3 100 mln zł i zatrudnia 2 400 pracowników.',
      'Wartość rynku budowlanego wyniosła 283 mld zł.',
      'Siedziba spółki mieści się w Krakowie.',
    ),
  ];
  const facts = readCompanyFacts(pages, { today: TODAY });

  it('reads the headcount and turnover in złoty said with a verb that drops its pronoun', () => {
    expect(facts.headcount?.value.count).toBe(640);
    expect(facts.turnover).toMatchObject({ value: { amount: 1_286_400_000, currency: 'PLN' }, year: 2024 });
    expect(facts.turnover?.alternatives).toEqual([]);
    expect(facts.headcount?.alternatives).toEqual([]);
  });

  it('reads the founding year and the head office named in the locative', () => {
    expect(facts.foundedYear?.value).toBe(1991);
    expect(facts.headquarters?.value).toEqual({ place: 'Kraków', country: 'PL' });
  });

  it("reads 'z siedzibą w …', and a contact page's address with a Polish postcode", () => {
    const seat = readCompanyFacts([page('/', 'Firma z siedzibą w Warszawie produkuje okna.')], {
      today: TODAY,
    });
    expect(seat.headquarters?.value).toEqual({ place: 'Warszawa', country: 'PL' });
    const address = readCompanyFacts(
      [page('/kontakt', 'Kontakt', 'Okna Przykład Sp. z o.o.', 'ul. Leśna 4', '64-100 Leszno', 'Polska')],
      { today: TODAY },
    );
    expect(address.headquarters?.value).toEqual({ place: 'Leszno, Poland', country: 'PL' });
  });
});

describe('a Polish head office in a town the city list lacks', () => {
  it('takes the town as the contact page writes it, with its country', () => {
    const facts = readCompanyFacts(
      [
        page('/o-firmie', 'Brzozak S.A. jest producentem okien z siedzibą w Wągrowcu.'),
        page('/kontakt', 'Kontakt', 'Brzozak S.A.', 'ul. Polna 8', '62-100 Wągrowiec', 'Polska'),
      ],
      { today: TODAY },
    );
    expect(facts.headquarters?.value).toEqual({ place: 'Wągrowiec, Poland', country: 'PL' });
  });

  it('reads the country from a Polish postcode before the town when no line writes it', () => {
    const facts = readCompanyFacts(
      [
        page(
          '/o-firmie',
          'Firma z siedzibą w Kościelisku produkuje schody.',
          'ul. Zielona 2, 34-511 Kościelisko',
        ),
      ],
      { today: TODAY },
    );
    expect(facts.headquarters?.value).toEqual({ place: 'Kościelisko, Poland', country: 'PL' });
  });
});

describe('nominativePlace', () => {
  it.each([
    ['Poznaniu', 'Poznań'],
    ['Warszawie', 'Warszawa'],
    ['Katowicach', 'Katowice'],
    ['Wrocławiu', 'Wrocław'],
    ['Gdańsku', 'Gdańsk'],
    ['Lublinie', 'Lublin'],
    ['Bydgoszczy', 'Bydgoszcz'],
    // A town the list lacks, or a word of another language, is left as written.
    ['Swarzędzu', 'Swarzędzu'],
    ['Leeds', 'Leeds'],
  ])('%s → %s', (written, town) => expect(nominativePlace(written)).toBe(town));
});
