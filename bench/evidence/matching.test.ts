import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readAnswers, type Answers, type ClientView } from './answers.js';
import { languageOf, loadCorpus, type CorpusCompany } from './corpus.js';
import { contradicts } from './indicators.js';
import { parseQuantities, parseQuantity, readNumber, valuesEqual } from './numbers.js';
import { FIELDS, metricMatches, scoreCompany, sectionOfDivision } from './score.js';
import { countriesIn, countryCodeOf, nameKey } from './text.js';
import { conversion, readUnit } from './units.js';

const corpusDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'evidence-corpus');
const corpus = loadCorpus(corpusDir);

describe('numbers are read by the language of their page', () => {
  it.each([
    ['28.742,5', 'nl', 28742.5, 1],
    ['1.234', 'de', 1234, 0],
    ['1,234', 'en', 1234, 0],
    ['1,5', 'de', 1.5, 1],
    ['4.1', 'en', 4.1, 1],
    ['0,071', 'de', 0.071, 3],
    ['1 284,6', 'fr', 1284.6, 1],
    ['1\u202f284,6', 'fr', 1284.6, 1],
    ['1\u00a0450', 'fr', 1450, 0],
    ['1,000,000', 'en', 1e6, 0],
    ['3.140', 'it', 3140, 0],
  ])('%s (%s) is %d', (raw, language, value, decimals) => {
    expect(readNumber(raw, language)).toEqual({ value, decimals });
  });

  it('applies scale words and currencies', () => {
    expect(parseQuantity('118 Mio. €', 'de')).toMatchObject({ value: 118e6, currency: 'EUR' });
    expect(parseQuantity('€38.2 million', 'en')).toMatchObject({
      value: 38.2e6,
      currency: 'EUR',
      halfStep: 0.05e6,
    });
    expect(parseQuantity('DKK 1,462 million', 'en')).toMatchObject({ value: 1.462e9, currency: 'DKK' });
    expect(parseQuantity('£1.24 billion', 'en')).toMatchObject({ value: 1.24e9, currency: 'GBP' });
    expect(parseQuantity('142,7 M€', 'fr')).toMatchObject({ value: 142.7e6, currency: 'EUR' });
    expect(parseQuantity('1.42 million m³', 'en')).toMatchObject({ value: 1.42e6, unit: 'm³' });
    expect(parseQuantity('15,2 Mio. Liter', 'de')).toMatchObject({ value: 15.2e6, unit: 'Liter' });
    // 'm' is a million only next to a currency: 180 m is a length.
    expect(parseQuantity('180 m bridge', 'en')).toMatchObject({ value: 180 });
  });

  it('reads negatives, approximations and ranges', () => {
    expect(parseQuantity('(1.2)', 'en')).toMatchObject({ value: -1.2 });
    expect(parseQuantity('(3.2)', 'en')?.value).toBe(-3.2);
    expect(parseQuantity('approx. 640,000 tCO2e', 'en')).toMatchObject({
      value: 640000,
      unit: 'tCO2e',
      approximate: true,
    });
    expect(parseQuantity('0.88–0.95 kg CO2e per kg FPCM', 'en')).toMatchObject({
      value: { min: 0.88, max: 0.95 },
      unit: 'kg CO2e per kg FPCM',
    });
    expect(parseQuantity('tra il 78% e l’82% dei rifiuti', 'it')?.value).toEqual({ min: 78, max: 82 });
    expect(parseQuantity('between 78% and 82%', 'en')?.value).toEqual({ min: 78, max: 82 });
  });

  it('does not join a growth rate and an amount into a range', () => {
    const quantities = parseQuantities(
      'In 2025 our revenue grew 21% to €38.2 million (2024: €31.5 million).',
      'en',
    );
    expect(quantities.map((quantity) => quantity.value)).toEqual([2025, 21, 38.2e6, 2024, 31.5e6]);
  });

  it('accepts the rounding an answer states, within 1%', () => {
    const gwh = conversion(readUnit('GWh'), readUnit('MWh'))!;
    expect(valuesEqual(28.7 * gwh, 0.05 * gwh, 28742.5)).toBe(true);
    expect(valuesEqual(29 * gwh, 0.5 * gwh, 28742.5)).toBe(true);
    expect(valuesEqual(30 * gwh, 0.5 * gwh, 28742.5)).toBe(false);
    expect(valuesEqual(3955, 0.5, 3954)).toBe(false);
    expect(valuesEqual(0, 0.5, 0)).toBe(true);
  });
});

describe('units', () => {
  it.each([
    ['GWh', 'MWh', 1000],
    ['ton CO2-eq', 'tCO2e', 1],
    ['t CO2e', 'tCO2e', 1],
    ['tonnes of CO2e', 'tCO2e', 1],
    ['ktCO2e', 'tCO2e', 1000],
    ['liter per kilo weefsel', 'l/kg', 1],
    ['kg CO2e je Tonnenkilometer', 'kg CO2e/tkm', 1],
    ['litres per guest night', 'l/guest night', 1],
    ['tCO2e/£m revenue', 'tCO2e/GBP million revenue', 1],
    ['m³', 'm3', 1],
    ['Liter', 'l', 1],
    ['employees', 'persons', 1],
    ['', 'per million hours', 1],
    ['EUR million', 'EUR', 1e6],
  ])('%s converts to %s', (from, to, factor) => {
    expect(conversion(readUnit(from), readUnit(to))).toBeCloseTo(factor);
  });

  it.each([
    ['t', 'tCO2e'],
    ['%', 'MWh'],
    ['l/kg', 'l/guest night'],
    ['MW', 'MWp'],
  ])('%s does not compare with %s', (from, to) => {
    expect(conversion(readUnit(from), readUnit(to))).toBeUndefined();
  });
});

describe('a metric name contradicts another indicator, never a vague one', () => {
  it.each([
    ['Scope 1 emissions', 'ghg-scope2-market', true],
    ['Scope 2 emissions (market-based)', 'ghg-scope2-location', true],
    ['Scope 2 emissions', 'ghg-scope2-location', false],
    ['Scope 1 and 2 emissions', 'ghg-scope1', true],
    ['Scope 1 & 2 emissions', 'ghg-scope1-2', false],
    ['Totaal scope 1, 2 (markt) en 3', 'ghg-total', false],
    ['Medewerkers (fte, per 31 december)', 'employees-headcount', true],
    ['Medewerkers (fte, per 31 december)', 'employees-fte', false],
    ['Colleague turnover', 'revenue', true],
    ['Women in senior leadership roles', 'women-share', true],
    ['Peat-free share of compost sold', 'other', false],
    ['GHG emissions', 'financed-emissions', false],
    ['Water', 'ghg-scope1', true],
    ['Daling scope 1- en 2-emissies sinds 2019', 'ghg-reduction', false],
    ['Acqua per notte-ospite', 'water-intensity', false],
    ['Water intensity', 'water-intensity', false],
    ['Water intensity', 'ghg-intensity', true],
    ['Wasserintensität', 'water-intensity', false],
    ['GHG emissions intensity', 'ghg-intensity', false],
    ['HVO-Anteil am Kraftstoff', 'renewable-energy-share', false],
    ['Renewable electricity share', 'renewable-energy-share', true],
  ] as const)('%s vs %s: %s', (name, indicator, expected) => {
    expect(contradicts(name, indicator)).toBe(expected);
  });
});

describe('names', () => {
  it('strip legal suffixes, case and diacritics', () => {
    expect(nameKey('Kettwerk Garne GmbH')).toBe('kettwerk garne');
    expect(nameKey('Veltrica Medical A/S')).toBe('veltrica medical');
    expect(nameKey('Cementi Ardeval S.p.A.')).toBe('cementi ardeval');
    expect(nameKey('Valmorance Énergies SAS')).toBe('valmorance energies');
    expect(nameKey('Universität Duisburg-Essen')).toBe('universitat duisburg essen');
  });

  it('know countries in six languages', () => {
    expect(countryCodeOf('Duitsland')).toBe('DE');
    expect(countryCodeOf('Tsjechië')).toBe('CZ');
    expect(countriesIn('Valencia, Spain')).toEqual(['ES']);
    expect(countriesIn('constructeurs danois et allemands')).toEqual(['DE', 'DK']);
  });

  it('map NACE divisions to their sections', () => {
    expect(['13', '47', '52', '62', '65', '35', '41', '55'].map(sectionOfDivision)).toEqual([
      'C',
      'G',
      'H',
      'J',
      'K',
      'D',
      'F',
      'I',
    ]);
  });
});

describe('metrics', () => {
  const ravelinde = corpus.find((company) => company.slug === 'ravelinde')!;
  const scope1 = ravelinde.truth.metrics.find(
    (metric) => metric.indicator === 'ghg-scope1' && metric.year === 2025,
  )!;

  it('match on value, unit and year; a unit in the name counts', () => {
    const answer = {
      name: 'Scope 1-emissies (ton CO2-eq)',
      value: '3.954',
      year: 2025,
      page: '/kerncijfers',
    };
    expect(metricMatches(answer, scope1, 'nl')).toBe(true);
    expect(metricMatches({ ...answer, year: 2024 }, scope1, 'nl')).toBe(false);
    expect(metricMatches({ ...answer, name: 'Scope 2-emissies' }, scope1, 'nl')).toBe(false);
    expect(metricMatches({ ...answer, name: 'Scope 1-emissies' }, scope1, 'nl')).toBe(false);
    expect(metricMatches({ ...answer, name: 'Scope 1', value: '3.954 t CO2e' }, scope1, 'nl')).toBe(true);
    expect(metricMatches({ ...answer, name: 'Scope 1', value: '3,954 tCO2e' }, scope1, 'en')).toBe(true);
  });
});

// ---- the ground truth, answered perfectly and answered wrongly -------------------------------------------

const ENGLISH_COUNTRY: Record<string, string> = {
  NL: 'Netherlands',
  BE: 'Belgium',
  DE: 'Germany',
  TR: 'Turkey',
  GB: 'United Kingdom',
  IE: 'Ireland',
  VN: 'Vietnam',
  PT: 'Portugal',
  ES: 'Spain',
  FR: 'France',
  DK: 'Denmark',
  US: 'United States',
  IN: 'India',
  IT: 'Italy',
  PL: 'Poland',
  CZ: 'Czech Republic',
  HU: 'Hungary',
  MY: 'Malaysia',
};
const ROLE_OF_TYPE: Record<string, string> = {
  headquarters: 'headquarters',
  office: 'office',
  plant: 'production',
  warehouse: 'logistics',
  store: 'retail',
  hotel: 'retail',
  research: 'research',
};

const valueText = (metric: CorpusCompany['truth']['metrics'][number]) =>
  typeof metric.value === 'number' ? String(metric.value) : `${metric.value.min}–${metric.value.max}`;

/** What a perfect product would answer for a company: every item, as the ground truth states it. */
function perfectAnswers(company: CorpusCompany): Answers {
  const { truth } = company;
  return {
    metrics: truth.metrics.map((metric) => ({
      name: metric.name,
      value: `${valueText(metric)} ${metric.unit}`,
      year: metric.year,
      page: metric.sources[0]!.page,
    })),
    codes: truth.codes.map((code) => ({
      name: code.name,
      status: code.status === 'in-process' ? 'In process' : 'Certified',
      validUntil: code.validUntil,
    })),
    initiatives: truth.initiatives.map((initiative) => ({ title: initiative.title })),
    sites: truth.sites.map((site) => ({ place: site.city, role: ROLE_OF_TYPE[site.types[0]!]! })),
    headquarters:
      truth.headquarters && `${truth.headquarters.city}, ${ENGLISH_COUNTRY[truth.headquarters.country]}`,
    headcount: truth.headcount && { value: truth.headcount.value, text: String(truth.headcount.value) },
    turnover: truth.turnover && {
      amount: truth.turnover.amount,
      halfStep: 0,
      currency: truth.turnover.currency,
      year: truth.turnover.year,
      text: truth.turnover.stated,
    },
    foundedYear: truth.foundedYear?.value ?? null,
    sector: { division: truth.sector.nace, sections: [], text: truth.sector.label },
    customerModel: truth.customerModel.value,
    stakeholders: truth.stakeholders.map((stakeholder) => ({
      name: stakeholder.name,
      group: stakeholder.kind,
    })),
    suppliers: truth.suppliers.map((supplier) => ({
      name: supplier.name ?? ENGLISH_COUNTRY[supplier.country!]!,
    })),
  };
}

describe.each(corpus.map((company) => [company.slug, company] as const))('%s', (_slug, company) => {
  it('scores a perfect answer right on every field, with nothing wrong or missed', () => {
    const scores = scoreCompany(company, perfectAnswers(company));
    for (const field of FIELDS) {
      expect({ field, ...scores[field] }).toMatchObject({
        field,
        right: scores[field].required,
        wrong: 0,
        missed: 0,
      });
    }
  });

  it('scores wrong answers wrong: other years, other values, other places', () => {
    const perfect = perfectAnswers(company);
    const scores = scoreCompany(company, {
      ...perfect,
      metrics: perfect.metrics.map((metric) => ({ ...metric, year: metric.year + 10 })),
      headquarters: 'Reykjavik, Iceland',
      foundedYear: 1850,
      sector: { division: '99', sections: [], text: 'NACE 99' },
      sites: [{ place: 'Reykjavik', role: 'office' }],
    });
    const required = company.truth.metrics.filter((metric) => !metric.optional).length;
    expect(scores.metrics).toMatchObject({ right: 0, wrong: company.truth.metrics.length, missed: required });
    expect(scores.headquarters).toMatchObject({ right: 0, wrong: 1, missed: 1 });
    expect(scores.foundedYear).toMatchObject({ right: 0, wrong: 1, missed: 1 });
    expect(scores.sector).toMatchObject({ right: 0, wrong: 1, missed: 1 });
    expect(scores.sites).toMatchObject({ right: 0, wrong: 1 });
  });

  it('counts an abstention as a miss and nothing as wrong', () => {
    const scores = scoreCompany(company, {
      metrics: [],
      codes: [],
      initiatives: [],
      sites: [],
      headquarters: null,
      headcount: null,
      turnover: null,
      foundedYear: null,
      sector: null,
      customerModel: null,
      stakeholders: [],
      suppliers: [],
    });
    for (const field of FIELDS)
      expect(scores[field]).toMatchObject({ right: 0, wrong: 0, missed: scores[field].required });
  });
});

const client = (sections: Record<string, unknown>): ClientView => ({
  Industry: null,
  EmployeeCount: 'size_201_500',
  Revenue: null,
  Headquarters: null,
  FoundedYear: null,
  ...Object.fromEntries(Object.entries(sections).map(([key, data]) => [key, { data }])),
});

describe('reading the product’s answers', () => {
  const read = (sections: Record<string, unknown>) =>
    readAnswers(client(sections), [], { languageOf: () => 'en' });

  it('reads places and their roles from the location sentence', () => {
    const answers = read({
      LocationPresence: {
        headquarters: 'Tilburg',
        retail_presence:
          "The company's own pages name production sites in Tilburg, Goirle and Brno; offices in Lyon.",
      },
    });
    expect(answers.sites).toEqual([
      { place: 'Tilburg', role: 'headquarters' },
      { place: 'Tilburg', role: 'production' },
      { place: 'Goirle', role: 'production' },
      { place: 'Brno', role: 'production' },
      { place: 'Lyon', role: 'office' },
    ]);
    expect(answers.headquarters).toBe('Tilburg');
  });

  it('takes the amount after the revenue word, with the one year the sentence names', () => {
    const answers = read({
      BusinessModelOverview: {
        revenue: 'The company’s own page states: “Revenue in 2025 was DKK 1,462 million.”',
        sources: [],
      },
    });
    expect(answers.turnover).toMatchObject({ amount: 1.462e9, currency: 'DKK', year: 2025 });
    expect(answers.headcount).toMatchObject({ range: { min: 201, max: 500 } });
  });

  it('reads the sector from the business-model classification before the Industry text', () => {
    const answers = read({
      BusinessModelOverview: {
        summary: '',
        sources: [],
        sector: { division: '13', display: 'C13 Manufacture of textiles' },
        customerModel: 'B2B',
      },
    });
    expect(answers.sector).toEqual({ division: '13', sections: [], text: 'C13 Manufacture of textiles' });
    expect(answers.customerModel).toBe('B2B');
    expect(read({}).sector).toBeNull();
  });

  it('keeps generic supplier words out of the suppliers field', () => {
    const answers = read({
      Stakeholders: [
        { type: 'Suppliers', members: [{ name: 'Tier 1 suppliers' }, { name: 'Kettwerk Garne GmbH' }] },
        { type: 'Employees', members: [{ name: 'Colleagues' }] },
      ],
    });
    expect(answers.suppliers).toEqual([{ name: 'Kettwerk Garne GmbH' }]);
    expect(answers.stakeholders.map((stakeholder) => stakeholder.name)).toEqual([
      'Tier 1 suppliers',
      'Kettwerk Garne GmbH',
      'Colleagues',
    ]);
  });
});

describe('the corpus', () => {
  it('has both halves, every report-link language and two PDF producers', () => {
    expect(corpus.filter((company) => company.half === 'tuning').length).toBeGreaterThanOrEqual(5);
    expect(corpus.filter((company) => company.half === 'held-out').length).toBeGreaterThanOrEqual(5);
    for (const half of ['tuning', 'held-out']) {
      const languages = corpus.filter((company) => company.half === half).map((company) => company.language);
      expect(
        languages.some((language) => ['nl', 'fr', 'de'].includes(language)),
        half,
      ).toBe(true);
    }
    expect(
      languageOf(
        corpus.find((company) => company.slug === 'aldaviva')!,
        '/downloads/x.pdf',
      ),
    ).toBe('es');
  });
});
