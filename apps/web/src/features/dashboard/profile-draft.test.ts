import type { EnrichmentProfile, WebSearchResult } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { draftFromProfile, draftProblem, toClientFields } from './profile-draft';

const profile = (fields: Partial<EnrichmentProfile> = {}): EnrichmentProfile => ({
  Name: 'Acme Foods',
  Industry: 'Food & Beverage',
  EmployeeCount: 'size_201_500',
  Revenue: null,
  Headquarters: 'Leuven, Belgium',
  FoundedYear: 1998,
  WebsiteUrl: 'https://acme-foods.com',
  Domain: 'acme-foods.com',
  CompanyInfo: 'Makes oat drinks.',
  LogoUrl: null,
  rawData: {
    headquarters: null,
    company_size: null,
    industry: null,
    revenue: null,
    year_founded: null,
    company_description: null,
  },
  FieldOrigins: { Industry: { method: 'extraction', detail: 'json-ld' } },
  notes: [],
  ...fields,
});

const company: WebSearchResult = {
  Name: 'Acme',
  Domain: 'acme-foods.com',
  WebsiteUrl: null,
  Industry: null,
  EmployeeCount: null,
  Headquarters: null,
  CompanyInfo: null,
  LogoUrl: null,
};

describe('draftFromProfile', () => {
  it('takes the profile fields, leaving missing ones empty', () => {
    expect(draftFromProfile(profile())).toEqual({
      Headquarters: 'Leuven, Belgium',
      EmployeeCount: 'size_201_500',
      Industry: 'Food & Beverage',
      Revenue: '',
      FoundedYear: '1998',
      CompanyInfo: 'Makes oat drinks.',
    });
  });

  it('falls back to the raw data, in either letter case, and to labels for the codes', () => {
    const sparse = profile({
      Industry: null,
      EmployeeCount: null,
      Headquarters: null,
      FoundedYear: null,
      CompanyInfo: null,
      rawData: {
        headquarters: 'Oslo',
        company_size: '51-200 employees',
        industry: null,
        revenue: 'rev_1M_10M',
        year_founded: 'Founded in 2004',
        company_description: null,
      },
    });
    (sparse as unknown as Record<string, unknown>).companyinfo = 'Lower-case description';
    (sparse.rawData as Record<string, unknown>).INDUSTRY = 'Shipping';
    expect(draftFromProfile(sparse)).toEqual({
      Headquarters: 'Oslo',
      EmployeeCount: 'size_51_200',
      Industry: 'Shipping',
      Revenue: 'rev_1M_10M',
      FoundedYear: '2004',
      CompanyInfo: 'Lower-case description',
    });
  });
});

describe('draftProblem', () => {
  it('accepts an empty or plausible year and refuses anything else', () => {
    const draft = draftFromProfile(profile());
    expect(draftProblem(draft)).toBeNull();
    expect(draftProblem({ ...draft, FoundedYear: '' })).toBeNull();
    expect(draftProblem({ ...draft, FoundedYear: '98' })).toMatch(/Founded/);
    expect(draftProblem({ ...draft, FoundedYear: '1998.5' })).toMatch(/Founded/);
  });
});

describe('toClientFields', () => {
  it("keeps the enrichment's origins and marks the fields the user changed as manual", () => {
    const suggested = draftFromProfile(profile());
    const fields = toClientFields(profile(), company, suggested, {
      ...suggested,
      Industry: 'Beverages',
      Revenue: 'rev_10M_50M',
      Headquarters: ' Leuven, Belgium ',
    });
    expect(fields).toEqual({
      Name: 'Acme Foods',
      Industry: 'Beverages',
      EmployeeCount: 'size_201_500',
      Revenue: 'rev_10M_50M',
      Headquarters: 'Leuven, Belgium',
      FoundedYear: 1998,
      WebsiteUrl: 'https://acme-foods.com',
      CompanyInfo: 'Makes oat drinks.',
      FieldOrigins: {
        Industry: { method: 'manual', detail: 'user' },
        Revenue: { method: 'manual', detail: 'user' },
      },
    });
  });

  it("uses the result's name when the profile has none, and sends emptied fields as null", () => {
    const suggested = draftFromProfile(profile());
    const fields = toClientFields(profile({ Name: null }), company, suggested, {
      ...suggested,
      FoundedYear: '',
      CompanyInfo: '  ',
    });
    expect(fields.Name).toBe('Acme');
    expect(fields.FoundedYear).toBeNull();
    expect(fields.CompanyInfo).toBeNull();
    expect(fields.FieldOrigins?.FoundedYear).toEqual({ method: 'manual', detail: 'user' });
  });
});
