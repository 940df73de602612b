import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const URL = 'https://www.example.test/offices';
const sites = (text: string) =>
  extractLocations(text, URL, { retrievedAt: '2026-11-27' }).map(
    (l) => [l.role, l.name.split(',')[0], l.countryCode] as [string, string, string | undefined],
  );

// A software company's office table, its header row ('Office | Country | Opened') not among the page's
// lines: each row's first cell is a town, its country cell says which country it lies in.
const OFFICE_TABLE = [
  'Where we work',
  'Rotterdam (head office) | Country: Netherlands | Opened: 2009 | Floor area (m²): 2,400',
  'Dublin | Country: Ireland | Opened: 2015 | Floor area (m²): 600',
  'Porto | Country: Portugal | Opened: 2018 | Floor area (m²): 900',
  'Denver, Colorado | Country: United States | Opened: 2022 | Floor area (m²): 300',
].join('\n');

describe('extractLocations: a table of offices by town and country', () => {
  it('reads each row’s town whose country cell agrees, of the kind its bracket or caption says', () => {
    expect(sites(OFFICE_TABLE.replace('Where we work', 'Our offices at a glance'))).toEqual([
      ['headquarters', 'Rotterdam', 'NL'],
      ['office', 'Dublin', 'IE'],
      ['office', 'Porto', 'PT'],
      ['office', 'Denver', 'US'],
    ]);
    // A caption that names no kind of site leaves them sites of unstated kind.
    expect(sites(OFFICE_TABLE).map(([role]) => role)).toEqual([
      'headquarters',
      'operations',
      'operations',
      'operations',
    ]);
  });

  it('leaves a row whose town lies in another country than its country cell, and sales by country', () => {
    const text = [
      'Where we work',
      'Paris | Country: Canada | Opened: 2020',
      'Germany | Country: Germany | Share of sales: 12%',
    ].join('\n');
    expect(sites(text)).toEqual([]);
  });
});

describe('extractLocations: office cards headed by their town', () => {
  it('reads an engineering hub as an office, not a logistics site', () => {
    const cards = [
      'Our offices',
      'We have no warehouses — just our offices.',
      'Porto',
      'Engineering hub',
      'Rua de Santa Catarina 120 4000-442 Porto Portugal',
      'Dublin',
      'Customer support hub',
      'We opened our Dublin office in 2019 and our Galway software hub in 2021.',
    ].join('\n');
    expect(sites(cards)).toEqual([
      ['office', 'Porto', 'PT'],
      ['office', 'Dublin', 'IE'],
      ['office', 'Galway', 'IE'],
    ]);
  });
});
