import { describe, expect, it } from 'vitest';
import { enrichCompany } from './enrich-company.js';

const ORIGIN = 'https://www.example.test';
const html = (title: string, main: string) =>
  `<!doctype html><html lang="en-GB"><head><title>${title}</title></head><body>
<header><nav><a href="/">Home</a><a href="/about">About us</a></nav></header><main>${main}</main>
<footer><p>Oakmere Building Society, Mill House, 14 Bridge Street, Halifax HX1 1AA. Authorised by the Prudential Regulation Authority.</p></footer></body></html>`;

// An invented building society: its head office sentence names the town, only the footer its postcode.
const SITE: Record<string, string> = {
  '/': html(
    'Savings and mortgages | Oakmere Building Society',
    '<h1>Home</h1><p>Mortgages and savings for our members.</p>',
  ),
  '/about': html(
    'About us | Oakmere Building Society',
    '<h1>About us</h1><p>Our head office is at Mill House, 14 Bridge Street, Halifax, where our lending team works.</p>',
  ),
};

/** The look-up run on a site of these pages, by path. */
const enrichFrom = (site: Record<string, string>) =>
  enrichCompany(`${ORIGIN}/`, {
    fetchPage: async (url) => {
      const page = site[new URL(url).pathname];
      if (!page) throw new Error(`${url} answered with status 404`);
      return { url, html: page };
    },
    today: () => '2026-11-27',
  });

describe('the company look-up reads the head office country from the footer’s postcode', () => {
  it('a town the gazetteer does not know, with a British postcode in the footer, is in the United Kingdom', async () => {
    const profile = await enrichFrom(SITE);
    expect(profile.Headquarters).toBe('Halifax, United Kingdom');
    expect(profile.FieldOrigins.Headquarters).toMatchObject({ detail: 'about-page' });
  });

  it('an about page without a footer is read with the home page’s: a Spanish postcode and province', async () => {
    const pages: Record<string, string> = {
      '/': `<!doctype html><html lang="es"><head><title>Hoteles Ejemplo</title></head><body>
<nav><a href="/">Inicio</a><a href="/quienes-somos">Quiénes somos</a></nav><main><h1>Inicio</h1><p>Vacaciones junto al mar.</p></main>
<footer>Hoteles Ejemplo, S.A. · Avinguda del Port 41, 07014 Palma (Illes Balears)</footer></body></html>`,
      '/quienes-somos': `<!doctype html><html lang="es"><head><title>Quiénes somos | Hoteles Ejemplo</title></head><body>
<main><h1>Quiénes somos</h1><p>Somos un grupo hotelero familiar con sede en Palma.</p></main></body></html>`,
    };
    const profile = await enrichFrom(pages);
    expect(profile.Headquarters).toBe('Palma, Spain');
  });
});
