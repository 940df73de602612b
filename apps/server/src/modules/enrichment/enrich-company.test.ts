import { describe, expect, it } from 'vitest';
import { enrichCompany } from './enrich-company.js';
import {
  BRITISH_MUTUAL,
  FRENCH_PRODUCER,
  GERMAN_HAULIER,
  ITALIAN_BUILDER,
  LAKESIDE_HOTELS,
} from './fixtures/european-sites.js';

const ORIGIN = 'https://www.example.test';

async function profileOf(site: Record<string, string>) {
  const requested: string[] = [];
  const profile = await enrichCompany(`${ORIGIN}/`, {
    fetchPage: async (asked) => {
      // A site served under a language folder answers '/' with its '/en/' home page, as a redirect would.
      const url = new URL(asked).pathname === '/' && !site['/'] ? `${ORIGIN}/en/` : asked;
      const path = new URL(url).pathname;
      requested.push(path);
      const html = site[path];
      if (!html) throw new Error(`${url} answered with status 404`);
      return { url, html };
    },
    today: () => '2026-05-08',
  });
  return { profile, requested };
}

describe('a European company profile from its own website, without a model', () => {
  it("reads the German 'Unternehmen' page, and the seat and start the footer states", async () => {
    const { profile, requested } = await profileOf(GERMAN_HAULIER);
    expect(requested).toEqual(['/', '/unternehmen']);
    expect(profile).toMatchObject({
      Headquarters: 'Bremen',
      FoundedYear: 1962,
      EmployeeCount: 'size_501_1000',
    });
    // Not the customer's 1890.
    expect(profile.FieldOrigins.FoundedYear).toMatchObject({ detail: 'footer' });
    expect(profile.FieldOrigins.Headquarters?.source?.title).toContain('Sitz der Gesellschaft: Bremen');
  });

  it("reads 'Qui sommes-nous', whose founding beats the footer, and not the parent's head office", async () => {
    const { profile, requested } = await profileOf(FRENCH_PRODUCER);
    expect(requested).toEqual(['/', '/qui-sommes-nous']);
    expect(profile).toMatchObject({ Headquarters: 'Annecy', FoundedYear: 1987 });
  });

  it("reads 'Chi siamo' for the founding, not the client's, and the footer's 'sede legale'", async () => {
    const { profile, requested } = await profileOf(ITALIAN_BUILDER);
    expect(requested).toEqual(['/', '/chi-siamo']);
    expect(profile).toMatchObject({ Headquarters: 'Brescia', FoundedYear: 1958 });
  });

  it("reads the Italian menu's bare 'Azienda' as the about page, with its founding, headcount and turnover", async () => {
    const { profile, requested } = await profileOf({
      '/': `<html><head><title>Velandra – Moda donna</title></head><body><nav><a href="/">Home</a>
        <a href="/negozi.html">I nostri negozi</a><a href="/azienda.html">Azienda</a></nav>
        <main><p>Collezioni donna e accessori.</p></main></body></html>`,
      '/azienda.html': `<html><head><title>Azienda – Velandra</title></head><body><main><h1>Chi siamo</h1>
        <p>Velandra S.p.A. è un marchio di abbigliamento donna fondata nel 1981 a Montebelluna. Oggi l'azienda
        conta oltre 300 dipendenti. Nel 2025 abbiamo registrato un fatturato di 62 milioni di euro.</p></main></body></html>`,
    });
    expect(requested).toEqual(['/', '/azienda.html']);
    expect(profile).toMatchObject({
      FoundedYear: 1981,
      EmployeeCount: 'size_201_500',
      Revenue: 'rev_50M_100M',
    });
  });

  it("reads the home page's description, where a hotel group says how long it has been going", async () => {
    const { profile } = await profileOf(LAKESIDE_HOTELS);
    expect(profile).toMatchObject({ FoundedYear: 1961, WebsiteUrl: `${ORIGIN}/en/` });
  });

  it("reads an InsuranceAgency's structured data as the company's", async () => {
    const { profile } = await profileOf(BRITISH_MUTUAL);
    expect(profile).toMatchObject({
      Name: 'Harrowgate Mutual',
      Headquarters: 'Leeds, GB',
      FoundedYear: 1872,
    });
    expect(profile.FieldOrigins.FoundedYear).toMatchObject({ detail: 'json-ld' });
  });
});

describe("the industry, from what the company's own pages say it does", () => {
  it('is the NACE group its about page decides, cited with that phrase, and marked as a website reading', async () => {
    const { profile } = await profileOf({
      '/': `<html><head><title>Ostrava Drahtwerk – Drahtgitter</title></head><body><nav><a href="/unternehmen">Unternehmen</a></nav>
        <main><p>Willkommen bei Ostrava Drahtwerk.</p></main></body></html>`,
      '/unternehmen': `<html><head><title>Unternehmen</title></head><body><main><h1>Über uns</h1>
        <p>Ostrava Drahtwerk fertigt Präzisionsdrehteile und Frästeile aus Edelstahl für die Medizintechnik.</p>
        <p>Unsere Kunden sind Hersteller von Implantaten.</p></main></body></html>`,
    });
    expect(profile.Industry).toBe('Treatment and coating of metals; machining');
    expect(profile.FieldOrigins.Industry).toMatchObject({
      method: 'extraction',
      detail: 'website-scrape',
      source: { url: `${ORIGIN}/unternehmen` },
    });
    expect(profile.FieldOrigins.Industry?.source?.title).toContain('fertigt Präzisionsdrehteile');
  });

  it('stays empty where the pages do not say what the company does, and the structured data’s industry comes first', async () => {
    const vague = await profileOf({
      '/': `<html><head><title>Welcome – Brightwater</title></head><body><main>
        <p>Welcome to our website. We look forward to hearing from you soon.</p></main></body></html>`,
    });
    expect(vague.profile.Industry).toBeNull();
    const { profile } = await profileOf({
      '/': `<html><head><title>Kettering Foods</title><script type="application/ld+json">
        {"@type":"Organization","name":"Kettering Foods","industry":"Food production"}</script></head>
        <body><main><p>Kettering Foods bakes bread and pastries for supermarkets across England.</p></main></body></html>`,
    });
    expect(profile.Industry).toBe('Food production');
    expect(profile.FieldOrigins.Industry).toMatchObject({ detail: 'json-ld' });
  });
});
