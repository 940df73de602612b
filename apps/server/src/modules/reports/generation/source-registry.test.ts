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
});
