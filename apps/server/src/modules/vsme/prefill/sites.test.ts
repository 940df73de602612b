import { describe, expect, it } from 'vitest';
import { companyFindings } from './company.js';
import { sitesOnPages, type VsmeEvidence } from './evidence.js';
import type { Findings } from './finding.js';

const PAGE = 'https://packaging.example/about';

/** Evidence with only what the sites read: the page's sites, no headquarters, turnover or headcount. */
const evidenceWith = (text: string) =>
  ({
    facts: { headquarters: undefined, headcount: undefined, turnover: undefined },
    sites: sitesOnPages(
      [{ url: PAGE, title: 'About', content: text }] as VsmeEvidence['pages'],
      '2026-11-26',
    ),
    factSource: () => undefined,
    headquartersSources: () => [],
  }) as unknown as VsmeEvidence;

function prefill(text: string): Findings {
  const findings: Findings = new Map();
  companyFindings(evidenceWith(text), 2024, findings);
  return findings;
}

/** The findings of `text`, after checking the list of sites found is `rows`. */
function withSites(text: string, rows: { row: string; cells: Record<string, string | null> }[]): Findings {
  const findings = prefill(text);
  expect(findings.get('ListOfSitesTable')).toMatchObject({ status: 'found', value: rows });
  return findings;
}

describe('B1 list of sites and B8 more than one country, from the sites the pages name', () => {
  it('lists each plant and warehouse once with its country, and answers yes to more than one country', () => {
    const findings = withSites(
      'In 2019 we acquired a converting plant in Łódź, Poland, and we run a distribution warehouse in Malmö, Sweden.',
      [
        { row: 'Production site, Łódź', cells: { CityOfSite: 'Łódź', CountryOfSite: 'PL' } },
        { row: 'Warehouse or logistics site, Malmö', cells: { CityOfSite: 'Malmö', CountryOfSite: 'SE' } },
      ],
    );
    expect(findings.get('OperatesInMoreThanOneCountry')).toMatchObject({ status: 'found', value: true });
    expect(findings.get('OperatesInMoreThanOneCountry')?.sources.length).toBeGreaterThan(0);
  });

  it('names a hospitality group’s sites hotels, and a shop a store', () => {
    withSites('We run hotels in Kitzbühel, Austria.', [
      { row: 'Hotel, Kitzbühel', cells: { CityOfSite: 'Kitzbühel', CountryOfSite: 'AT' } },
    ]);
    withSites('We run stores in Graz, Austria.', [
      { row: 'Store, Graz', cells: { CityOfSite: 'Graz', CountryOfSite: 'AT' } },
    ]);
  });

  it('counter-example: sites in one country list them but do not answer the country question', () => {
    const findings = prefill('Our plants in Jönköping and Borås, Sweden, make corrugated board.');
    expect(findings.get('ListOfSitesTable')?.status).toBe('found');
    expect(findings.get('OperatesInMoreThanOneCountry')).toBeUndefined();
  });

  it('keeps a site whose town only a postal address names, its country not stated, out of the country count', () => {
    const findings = withSites(
      'Our cutting plant in Graz, Austria, supplies the region. We also run a warehouse in Vorderbrunnau.\nAm Bahnsteig 4, 83999 Vorderbrunnau',
      [
        { row: 'Production site, Graz', cells: { CityOfSite: 'Graz', CountryOfSite: 'AT' } },
        {
          row: 'Warehouse or logistics site, Vorderbrunnau (country not stated)',
          cells: { CityOfSite: 'Vorderbrunnau', CountryOfSite: null },
        },
      ],
    );
    // One country is known: the question of more than one stays open.
    expect(findings.get('OperatesInMoreThanOneCountry')).toBeUndefined();
  });

  it('lists a town named first without its country, then with it, once with the country', () => {
    const pages = [
      {
        url: 'https://packaging.example/',
        title: 'Home',
        content: 'Wir fertigen in unseren Werken in Graz und Jihlava.',
      },
      {
        url: PAGE,
        title: 'About',
        content: 'Jihlava, Tschechien – Werk 2 seit 2008: Frästeile und Baugruppenmontage',
      },
    ] as VsmeEvidence['pages'];
    const findings: Findings = new Map();
    companyFindings({ ...evidenceWith(''), sites: sitesOnPages(pages, '2026-11-26') }, 2024, findings);
    const sites = findings.get('ListOfSitesTable');
    expect(sites?.value).toHaveLength(2);
    expect(sites?.value).toContainEqual({
      row: 'Production site, Jihlava',
      cells: { CityOfSite: 'Jihlava', CountryOfSite: 'CZ' },
    });
    // Both namings of Jihlava are cited.
    expect(sites?.sources.filter((source) => source.title?.includes('Jihlava'))).toHaveLength(2);
  });

  it('gives the headquarters row its town when the place is a town alone, and lists that town once', () => {
    const findings: Findings = new Map();
    const evidence = {
      ...evidenceWith('Offices in Galway and Lisbon.'),
      facts: {
        headquarters: {
          origin: 'website',
          value: { place: 'Galway' },
          quote: 'Our head office is in Galway.',
        },
        headcount: undefined,
        turnover: undefined,
      },
    } as unknown as VsmeEvidence;
    companyFindings(evidence, 2024, findings);
    expect(findings.get('ListOfSitesTable')).toMatchObject({
      status: 'found',
      value: [
        { row: 'Headquarters', cells: { CityOfSite: 'Galway', CountryOfSite: 'IE' } },
        { row: 'Office, Lisbon', cells: { CityOfSite: 'Lisbon', CountryOfSite: 'PT' } },
      ],
    });
  });
});

describe('B1: a town named by its short form', () => {
  it('lists Frankfurt am Main once when another page calls it Frankfurt without its country', () => {
    withSites(
      'Our plant in Frankfurt am Main, Germany, makes valves. Our plant in Frankfurt runs on green power.',
      [
        {
          row: 'Production site, Frankfurt am Main',
          cells: { CityOfSite: 'Frankfurt am Main', CountryOfSite: 'DE' },
        },
      ],
    );
  });

  it('counter-example: a different town that shares no whole first word is listed', () => {
    withSites(
      'Our plant in Frankfurt am Main, Germany, makes valves. Our plant in Frankenthal runs on green power.',
      [
        {
          row: 'Production site, Frankfurt am Main',
          cells: { CityOfSite: 'Frankfurt am Main', CountryOfSite: 'DE' },
        },
        {
          row: 'Production site, Frankenthal (country not stated)',
          cells: { CityOfSite: 'Frankenthal', CountryOfSite: null },
        },
      ],
    );
  });
});
