import { describe, expect, it } from 'vitest';
import { SourceRegistry, sourceKey } from './source-registry.js';

const page = (url: string, title?: string) => ({
  url,
  retrievedAt: '2026-11-21',
  ...(title ? { title } : {}),
});

describe('SourceRegistry', () => {
  it('numbers each page once, ignoring a trailing slash and a fragment, and skips non-web addresses', () => {
    const registry = new SourceRegistry();
    registry.extend([
      page('https://northwind.example/about', 'About'),
      page('https://northwind.example/about/'),
      page('https://northwind.example/about#team'),
      page('ftp://northwind.example/report.pdf'),
      page('https://news.example/story'),
    ]);
    expect(registry.entries).toEqual([
      { n: 1, url: 'https://northwind.example/about', title: 'About', retrievedAt: '2026-11-21' },
      { n: 2, url: 'https://news.example/story', retrievedAt: '2026-11-21' },
    ]);
    expect(sourceKey('mailto:a@b.example')).toBeUndefined();
  });

  it('keeps the numbers it was given and appends new pages after the highest', () => {
    const registry = new SourceRegistry([
      { n: 1, url: 'https://a.example/', retrievedAt: '2026-11-01' },
      { n: 4, url: 'https://b.example/', retrievedAt: '2026-11-01' },
    ]);
    expect(registry.extend([page('https://b.example'), page('https://c.example/')])).toBe(true);
    expect(registry.numberOf({ url: 'https://c.example' })).toBe(5);
    expect(registry.extend([page('https://a.example/')])).toBe(false);
  });

  it('cites the pages it knows, ascending and once each', () => {
    const registry = new SourceRegistry();
    registry.extend([page('https://a.example/'), page('https://b.example/')]);
    expect(
      registry.cite([page('https://b.example/'), page('https://a.example/'), page('https://b.example')]),
    ).toBe('[1][2]');
    expect(registry.cite([page('https://unknown.example/')])).toBe('');
  });

  it('numbers an uploaded document once, by its id, whatever part of it is cited', () => {
    const document = {
      kind: 'uploaded-document' as const,
      documentId: 'd'.repeat(24),
      url: null,
      title: 'Annual report 2025.pdf',
      retrievedAt: '2026-11-20',
    };
    const registry = new SourceRegistry();
    registry.extend([page('https://a.example/'), document, { ...document, locator: 'part 2 of 3' }]);
    expect(registry.entries).toEqual([
      { n: 1, url: 'https://a.example/', retrievedAt: '2026-11-21' },
      { n: 2, ...document },
    ]);
    expect(registry.cite([document, page('https://a.example')])).toBe('[1][2]');
  });

  it('numbers each quote of a page apart, keeping the quote and its locator, and cites each by its own', () => {
    const about = 'https://northwind.example/about';
    const locator = { headingPath: ['About us'] };
    const headcount = { ...page(about, 'About us'), quote: 'Today we employ 640 people.', locator };
    const turnover = {
      ...page(about, 'About us'),
      quote: 'Our turnover was €96.4 million in 2025.',
      locator,
    };
    // Extractors used to carry the quote as the title, in quotation marks.
    const founded = page(about, '“Northwind was founded in 1987.”');
    const report = {
      kind: 'document' as const,
      ...page('https://northwind.example/report.pdf', 'Annual report 2025'),
      quote: 'Scope 1 emissions (tCO2e) | 2025: 12.3',
      locator: { headingPath: ['Environment'], page: 14 },
    };
    const registry = new SourceRegistry();
    registry.extend([
      headcount,
      turnover,
      { ...headcount, quote: ' Today  we employ 640 people. ' },
      founded,
      report,
    ]);
    expect(registry.entries).toEqual([
      { n: 1, url: about, title: 'About us', retrievedAt: '2026-11-21', locator, quote: headcount.quote },
      { n: 2, url: about, title: 'About us', retrievedAt: '2026-11-21', locator, quote: turnover.quote },
      { n: 3, url: about, retrievedAt: '2026-11-21', quote: 'Northwind was founded in 1987.' },
      { n: 4, ...report },
    ]);
    expect(registry.cite([turnover])).toBe('[2]');
    expect(registry.cite([founded, headcount])).toBe('[1][3]');
    // A page cited without a quote is the page itself, a source of its own.
    expect(registry.numberOf({ url: about })).toBeUndefined();
  });
});
