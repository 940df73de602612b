import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceHost, weakSourceReason, WEAK_SOURCE_HOSTS } from './source-quality.js';

describe('weakSourceReason', () => {
  it.each([
    ['https://en.wikipedia.org/wiki/Unilever', 'encyclopedia'],
    ['https://www.wikiwand.com/en/Unilever', 'encyclopedia-mirror'],
    ['https://scribd.com/document/1/report', 'document-copy'],
    ['https://capedge.com/filing/1/x', 'law-or-filing-copy'],
    ['https://ng.investing.com/news/x', 'news-aggregator'],
    ['https://www.msn.com/en-gb/news/x', 'news-aggregator'],
    ['https://someone.blogspot.com/2024/01/x.html', 'blog-or-content-farm'],
    ['https://medium.com/@someone/x', 'blog-or-content-farm'],
    ['http://www.iso13485.com.my/consultancy/rspo/', 'vendor-page'],
    ['https://staging.codastory.com/x', 'non-canonical-host'],
    ['https://cpanel.windtech-international.com/x', 'non-canonical-host'],
    ['https://stock-analysis-sveltekit.pages.dev/quote/x', 'non-canonical-host'],
  ])('%s is weak (%s)', (url, reason) => {
    expect(weakSourceReason(url)).toBe(reason);
  });

  it.each([
    'https://eur-lex.europa.eu/eli/reg/2024/3015/oj',
    'https://sasb.ifrs.org/standards/materiality-finder/find/?industry%5B0%5D=CG-AA',
    'https://www.globalreporting.org/standards/sector-program/',
    'https://www.unilever.com/investors/annual-report-and-accounts/',
    'https://www.theguardian.com/business/2024/x',
    'https://www.windtech-international.com/company-news/x',
    'https://notwikipedia.org.example.com/x',
  ])('%s is not weak', (url) => {
    expect(weakSourceReason(url)).toBeUndefined();
  });

  it('lists each host once, in lower case and without www', () => {
    const hosts = Object.values(WEAK_SOURCE_HOSTS).flat();
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const host of hosts) expect(sourceHost(`https://${host}/`)).toBe(host);
  });
});

/**
 * Every URL the knowledge base ships: the string literals of its source files (rules, catalogues,
 * profiles, tables), leaving out tests and the page fixtures that tests read as company websites.
 */
const srcDir = path.dirname(fileURLToPath(import.meta.url));
function shippedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : shippedFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}
const shippedUrls = shippedFiles(srcDir).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/https?:\/\/[^\s'"`)\]]+/g)].map((match) => ({
    file: path.relative(srcDir, file),
    url: match[0],
  })),
);

describe('shipped knowledge-base sources', () => {
  it('finds the URLs it checks', () => {
    expect(shippedUrls.length).toBeGreaterThan(200);
  });

  it('cites no source on a weak host', () => {
    const weak = shippedUrls
      .filter((entry) => entry.file !== 'source-quality.ts')
      .map((entry) => ({ ...entry, reason: weakSourceReason(entry.url) }))
      .filter((entry) => entry.reason !== undefined);
    expect(weak).toEqual([]);
  });
});
