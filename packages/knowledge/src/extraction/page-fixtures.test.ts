import { reportedMetricSchema, sourceSchema } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { ABOUT_PAGE, ABOUT_URL } from './fixtures/about-us-page.js';
import { MANUFACTURER_PAGE, MANUFACTURER_URL } from './fixtures/manufacturer-sustainability-page.js';
import { FLUFF_PAGE, FLUFF_URL } from './fixtures/marketing-fluff-page.js';
import { RETAILER_PAGE, RETAILER_URL } from './fixtures/retailer-esg-report.js';
import { extractPageEvidence } from './index.js';

/** End to end on realistic pages: what each page states is found, and nothing it does not state. */
const READ_ON = '2026-11-21';

const manufacturer = extractPageEvidence(MANUFACTURER_PAGE, MANUFACTURER_URL, { retrievedAt: READ_ON });
const retailer = extractPageEvidence(RETAILER_PAGE, RETAILER_URL, { retrievedAt: READ_ON });
const about = extractPageEvidence(ABOUT_PAGE, ABOUT_URL, { retrievedAt: READ_ON });
const aboutFor2025 = extractPageEvidence(ABOUT_PAGE, ABOUT_URL, { retrievedAt: READ_ON, year: 2025 });
const fluff = extractPageEvidence(FLUFF_PAGE, FLUFF_URL, { retrievedAt: READ_ON });
const fluffFor2025 = extractPageEvidence(FLUFF_PAGE, FLUFF_URL, { retrievedAt: READ_ON, year: 2025 });

const metricRows = (evidence: typeof manufacturer) =>
  evidence.metrics.map((m) => [m.category, m.name, m.value, m.year]);

describe('manufacturer sustainability page', () => {
  it('finds every reported 2024 figure with its unit and year', () => {
    expect(metricRows(manufacturer)).toEqual([
      ['Emissions', 'Scope 1 and 2 emissions (market-based)', '18,450 tCO2e', 2024],
      ['Emissions', 'Scope 1 and 2 emissions reduction (vs 2019 baseline)', '34%', 2024],
      ['Emissions', 'Scope 3 emissions', '1.2 MtCO2e', 2024],
      ['Energy', 'Renewable electricity share', '72%', 2024],
      ['Energy', 'Energy consumption', '96,300 MWh', 2024],
      ['Water', 'Water withdrawal', '412,000 m³', 2024],
      ['Waste', 'Waste generated', '6,870 tonnes', 2024],
      ['Waste', 'Waste recycled or recovered', '91%', 2024],
      ['Workforce', 'Number of employees', '3,940 employees', 2024],
      ['Workforce', 'Full-time equivalents (FTE)', '3,812 FTE', 2024],
    ]);
  });

  it('leaves out targets, the 2021 comparison value, the undated cumulative saving and the unlabelled share', () => {
    const values = manufacturer.metrics.map((m) => m.value);
    for (const absent of ['50%', '100%', '41%', '210 GWh', '86%']) expect(values).not.toContain(absent);
  });

  it('finds its own programmes and partnership, not the bodies it belongs to', () => {
    expect(manufacturer.initiatives.map((i) => [i.title, i.category])).toEqual([
      ['Pump Efficiency Retrofit Programme', 'Sustainability'],
      ['ReCirc', 'Circular Economy'],
      ['Partnership with WaterAid', 'Community'],
    ]);
  });

  it('finds headquarters and plants, resolving countries, and not the Malawi schools', () => {
    expect(manufacturer.locations.map((l) => [l.role, l.name, l.countryCode])).toEqual([
      ['headquarters', 'Aarhus, Denmark', 'DK'],
      ['production', 'Poland', 'PL'],
      ['production', 'Mexico', 'MX'],
      ['production', 'Suzhou, China', 'CN'],
    ]);
  });

  it('finds stakeholder groups and the organisations named in a relationship', () => {
    expect(manufacturer.stakeholders.map((s) => [s.type, s.name])).toEqual(
      expect.arrayContaining([
        ['Investors', 'Investors'],
        ['Employees', 'Employees'],
        ['Suppliers', 'Tier 1 suppliers'],
        ['NGOs & partners', 'WaterAid'],
        ['NGOs & partners', 'Alliance for Water Stewardship'],
        ['NGOs & partners', 'CDP'],
        ['Regulators', 'Danish Environmental Protection Agency'],
      ]),
    );
    expect(manufacturer.stakeholders.map((s) => s.name)).not.toContain('Capital Markets Day');
  });
});

describe('retailer ESG report excerpt', () => {
  it('dates the key-figures table by its heading (FY2024/25 → 2025) and reads the narrative figures', () => {
    expect(metricRows(retailer)).toEqual([
      ['Emissions', 'Scope 1 and 2 emissions (market-based)', '41,200 tCO2e', 2025],
      ['Emissions', 'Scope 3 emissions', '2,960,000 tCO2e', 2025],
      ['Energy', 'Renewable electricity share', '88%', 2025],
      ['Waste', 'Waste recycled or recovered', '79%', 2025],
      ['Workforce', 'Women in leadership', '44%', 2025],
      ['Workforce', 'Number of employees', '18,600 employees', 2025],
      ['Emissions', 'Scope 1 and 2 emissions reduction (vs 2018/19 baseline)', '46%', 2025],
      ['Packaging', 'Recyclable or reusable packaging share', '71%', 2025],
      ['Packaging', 'Plastic reduction', '1,850 tonnes', 2025],
      ['Supply chain', 'Suppliers audited', 'around 92%', 2025],
    ]);
  });

  it('finds named and described initiatives', () => {
    expect(retailer.initiatives.map((i) => [i.title, i.category])).toEqual([
      ['Green Store Programme', 'Sustainability'],
      ['Second Life resale service', 'Circular Economy'],
      ['Partnership with the Ellen MacArthur Foundation', 'Circular Economy'],
      ['Supplier transparency map', 'Transparency'],
    ]);
  });

  it('keeps sourcing countries out of its own locations', () => {
    expect(retailer.locations.map((l) => [l.role, l.name, l.countryCode])).toEqual([
      ['headquarters', 'London', 'GB'],
      ['retail', 'the UK', 'GB'],
      ['retail', 'Ireland', 'IE'],
      ['logistics', 'Daventry', undefined],
      ['logistics', 'Bradford', 'GB'],
    ]);
  });

  it('finds the regulator named in a dialogue and the groups consulted', () => {
    const found = retailer.stakeholders.map((s) => [s.type, s.name]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['Regulators', 'Competition and Markets Authority'],
        ['Regulators', 'Regulators'],
        ['Investors', 'Investors'],
        ['Employees', 'Colleagues'],
        ['Customers', 'Customers'],
        ['NGOs & partners', 'NGOs'],
        ['NGOs & partners', 'Ellen MacArthur Foundation'],
      ]),
    );
  });
});

describe('about-us page', () => {
  it('reports no metric when no year is stated, and the headcount once the page year is given', () => {
    expect(about.metrics).toEqual([]);
    expect(metricRows(aboutFor2025)).toEqual([
      ['Workforce', 'Number of employees', 'more than 450 employees', 2025],
    ]);
  });

  it('finds the academy, not the B Corp certification', () => {
    expect(about.initiatives.map((i) => [i.title, i.category])).toEqual([['Verdant Academy', 'Community']]);
  });

  it('finds headquarters and offices; the founding year and phone number are nothing', () => {
    expect(about.locations.map((l) => [l.role, l.name, l.countryCode])).toEqual([
      ['headquarters', 'Antwerp, Belgium', 'BE'],
      ['office', 'Amsterdam', 'NL'],
      ['office', 'Berlin', 'DE'],
      ['office', 'Boston', 'US'],
    ]);
  });

  it('names the investors the page names', () => {
    const named = about.stakeholders.filter((s) => s.named).map((s) => [s.type, s.name]);
    expect(named).toEqual([
      ['Investors', 'Northzee Capital'],
      ['Investors', 'European Investment Bank'],
    ]);
  });
});

describe('marketing page full of numbers', () => {
  it.each([
    ['without a page year', fluff],
    ['even with a page year', fluffFor2025],
  ])('yields no metric, initiative or location %s', (_label, evidence) => {
    expect(evidence.metrics).toEqual([]);
    expect(evidence.initiatives).toEqual([]);
    expect(evidence.locations).toEqual([]);
  });

  it('names no organisation', () => {
    expect(fluff.stakeholders.filter((s) => s.named)).toEqual([]);
  });
});

describe('every extracted item, on every page', () => {
  const pages = [
    [MANUFACTURER_PAGE, MANUFACTURER_URL, manufacturer],
    [RETAILER_PAGE, RETAILER_URL, retailer],
    [ABOUT_PAGE, ABOUT_URL, aboutFor2025],
    [FLUFF_PAGE, FLUFF_URL, fluff],
  ] as const;

  it.each(pages)(
    'quotes a sentence of the page it came from, with that page as source (%#)',
    (page, url, evidence) => {
      const items = [
        ...evidence.metrics,
        ...evidence.initiatives,
        ...evidence.stakeholders,
        ...evidence.locations,
      ];
      for (const item of items) {
        expect(page).toContain(item.quote);
        expect(item.url).toBe(url);
        expect(item.method).toBe('extraction');
        expect(item.sources).toHaveLength(1);
        expect(sourceSchema.parse(item.sources[0])).toMatchObject({ url, retrievedAt: READ_ON });
      }
    },
  );

  it.each(pages)(
    'states each metric value in its quote and fits the contract (%#)',
    (_page, _url, evidence) => {
      for (const metric of evidence.metrics) {
        const number = /\d[\d,.]*/.exec(metric.value)?.[0] ?? 'no number';
        expect(metric.quote).toContain(number);
        expect(reportedMetricSchema.safeParse(metric).success).toBe(true);
      }
    },
  );
});
