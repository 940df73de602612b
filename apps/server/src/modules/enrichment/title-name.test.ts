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
});
