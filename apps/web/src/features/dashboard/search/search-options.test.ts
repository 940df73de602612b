import type { ClientSummary, WebSearchResult } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { isExistingClient, newWebResults, toSearchOptions } from './search-options';

const own = (fields: Partial<ClientSummary>): ClientSummary =>
  ({
    id: 1,
    documentId: 'doc-1',
    Name: 'Acme Foods',
    Domain: 'acme-foods.com',
    WebsiteUrl: 'https://acme-foods.com',
    CompanyInfo: 'Makes food.',
    ...fields,
  }) as ClientSummary;

const web = (fields: Partial<WebSearchResult>): WebSearchResult => ({
  Name: 'Acme Foods Inc.',
  Domain: null,
  WebsiteUrl: null,
  Industry: null,
  EmployeeCount: null,
  Headquarters: null,
  CompanyInfo: null,
  LogoUrl: null,
  ...fields,
});

describe('newWebResults (dedupe against own clients)', () => {
  it('drops web results whose domain is already an own client, however it is written', () => {
    const mine = [own({})];
    const found = [
      web({ Domain: 'acme-foods.com' }),
      web({ Domain: null, WebsiteUrl: 'https://www.ACME-foods.com/en' }),
      web({ Name: 'Acme Tools', Domain: 'acme-tools.com' }),
    ];
    expect(newWebResults(mine, found).map((result) => result.Name)).toEqual(['Acme Tools']);
  });

  it("compares an own client without a domain by the website's host", () => {
    const mine = [own({ Domain: null, WebsiteUrl: 'http://www.acme-foods.com' })];
    expect(newWebResults(mine, [web({ Domain: 'acme-foods.com' })])).toEqual([]);
  });

  it('compares results without any domain by name, and drops repeated web results', () => {
    const mine = [own({ Name: 'Globex', Domain: null, WebsiteUrl: null })];
    const found = [
      web({ Name: ' globex ' }),
      web({ Name: 'Initech', Domain: 'initech.com' }),
      web({ Name: 'Initech Corp', Domain: 'www.initech.com' }),
      web({ Name: 'Hooli' }),
      web({ Name: 'HOOLI' }),
    ];
    expect(newWebResults(mine, found).map((result) => result.Name)).toEqual(['Initech', 'Hooli']);
  });
});

describe('toSearchOptions', () => {
  it('lists own clients first, then the new web results, with unique keys', () => {
    const options = toSearchOptions(
      [own({ id: 1 }), own({ id: 2, Name: 'Acme Drinks', Domain: 'acme-drinks.com' })],
      [web({ Domain: 'acme-drinks.com' }), web({ Name: 'Acme Tools', Domain: 'acme-tools.com' })],
    );
    expect(options.map((option) => [option.kind, option.company.Name])).toEqual([
      ['own', 'Acme Foods'],
      ['own', 'Acme Drinks'],
      ['web', 'Acme Tools'],
    ]);
    expect(new Set(options.map((option) => option.key)).size).toBe(options.length);
  });

  it('treats own clients and results with company info as existing clients', () => {
    const [mine, found] = toSearchOptions([own({ CompanyInfo: null })], [web({ Domain: 'other.com' })]);
    expect(isExistingClient(mine!)).toBe(true);
    expect(isExistingClient(found!)).toBe(false);
  });
});
