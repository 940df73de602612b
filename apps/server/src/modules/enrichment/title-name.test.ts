import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { nameFromTitle, readPageFacts } from './page-facts.js';

const nameOf = (html: string) => {
  const facts = readPageFacts(load(html));
  return nameFromTitle(facts.title, facts.brands);
};

describe('the company name from a home page title', () => {
  it('takes the part the logo names when the title puts the page’s topic first', () => {
    const html = `<html><head><title>Mortgages and savings for members | Oakmere Building Society</title></head>
      <body><header><a href="/"><img src="/logo.svg" alt="Oakmere Building Society"></a></header>
      <main><p>Welcome.</p></main></body></html>`;
    expect(nameOf(html)).toBe('Oakmere Building Society');
  });

  it('takes the part the copyright line names', () => {
    const html = `<html><head><title>Warm homes, fair savings – Oakmere</title></head>
      <body><main><p>Welcome.</p></main><footer><p>© 2026 Oakmere. All rights reserved.</p></footer></body></html>`;
    expect(nameOf(html)).toBe('Oakmere');
  });

  it('keeps the first part when nothing else names the company', () => {
    expect(nameOf('<html><head><title>Acme | Home</title></head><body></body></html>')).toBe('Acme');
  });

  it('skips a home-page label in the site’s language, whichever side it stands', () => {
    expect(nameOf('<html><head><title>Strona główna – Brzozak S.A.</title></head><body></body></html>')).toBe(
      'Brzozak S.A.',
    );
    expect(nameOf('<html><head><title>Startseite | Lindelhof GmbH</title></head><body></body></html>')).toBe(
      'Lindelhof GmbH',
    );
  });

  it('takes the part a copyright line cut at its legal form’s dot still names', () => {
    const html = `<html><head><title>Meble na zamówienie – Brzozak S.A.</title></head>
      <body><main><p>Witamy.</p></main><footer><p>© 2026 Brzozak S.A. · ul. Leśna 3, Gniezno</p></footer></body></html>`;
    expect(nameOf(html)).toBe('Brzozak S.A.');
  });
});
