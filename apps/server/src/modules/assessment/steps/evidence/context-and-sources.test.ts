import { describe, expect, it } from 'vitest';
import { answeredEntry } from '../../web-research/web-context-entry.js';
import { citedSources, sourceIndex, urlKey } from './cited-sources.js';
import { renderContext } from './context-text.js';
import { citedSentences, researchAnswers } from './research-answers.js';
import {
  ABOUT_URL,
  INVENTED_URL,
  MSCI_URL,
  NEWS_FINE_URL,
  SITE,
  SUSTAINABILITY_URL,
  notResearchedWebContext,
  stepInput,
  webContext,
  websiteContext,
} from './test-fixtures.js';

describe('cited sources', () => {
  it('matches a cited URL despite a trailing slash or a fragment, and nothing else', () => {
    expect(urlKey(`${ABOUT_URL}/`)).toBe(urlKey(ABOUT_URL));
    expect(urlKey(`${ABOUT_URL}#team`)).toBe(urlKey(ABOUT_URL));
    expect(urlKey(`${SITE}/about-us`)).not.toBe(urlKey(ABOUT_URL));
    expect(urlKey('javascript:alert(1)')).toBeUndefined();
    expect(urlKey('not a url')).toBeUndefined();
  });

  it("maps cited URLs to the context's Sources and drops the ones the context does not hold", () => {
    const index = sourceIndex(stepInput());
    const sources = citedSources([`${ABOUT_URL}/`, INVENTED_URL, MSCI_URL, ABOUT_URL], index);
    expect(sources).toEqual([
      { url: ABOUT_URL, title: 'About us | Northwind Ceramics', retrievedAt: '2025-06-29' },
      { url: MSCI_URL, title: 'MSCI ESG ratings: Northwind', retrievedAt: '2025-06-28' },
    ]);
  });

  it('knows whether a source is a page of the company or a research citation, and for which question', () => {
    const index = sourceIndex(stepInput());
    expect(index.get(urlKey(SUSTAINABILITY_URL)!)?.origin).toBe('website');
    expect(index.get(urlKey(NEWS_FINE_URL)!)).toMatchObject({ origin: 'web-research' });
    expect(index.get(urlKey(NEWS_FINE_URL)!)?.query).toContain('controversies');
  });
});

describe('research answers', () => {
  it('leaves out the questions stored without a research provider', () => {
    expect(researchAnswers(notResearchedWebContext())).toEqual([]);
    expect(researchAnswers(undefined)).toEqual([]);
    expect(researchAnswers(webContext())).toHaveLength(3);
  });

  it('gives each sentence the sources its own markers cite', () => {
    const [controversies] = researchAnswers(webContext());
    const sentences = citedSentences(controversies!);
    expect(sentences).toHaveLength(3);
    expect(sentences[0]!.text).not.toContain('[1]');
    expect(sentences[0]!.sources.map((s) => s.url)).toEqual([NEWS_FINE_URL]);
  });

  it('drops an uncited sentence when the answer has several sources', () => {
    const web = webContext();
    const entry = web.queries[0]!;
    const sentences = citedSentences({
      query: entry.query,
      text: 'An uncited claim. A cited one [2].',
      sources: entry.sources,
    });
    expect(sentences.map((s) => s.text)).toEqual(['A cited one.']);
  });
});

describe('rendered context', () => {
  it('numbers pages and research answers, with the sources each answer cites', () => {
    const text = renderContext(stepInput(), { researchChars: 8000, pageChars: 8000 });
    expect(text).toContain('Name: Northwind Ceramics');
    expect(text).toContain('not a reported figure');
    expect(text).toMatch(/\[R1\] Which controversies/);
    expect(text).toContain(`[1] ${NEWS_FINE_URL}`);
    expect(text).toMatch(/\[P1\] About us \| Northwind Ceramics — https:/);
  });

  it('stays bounded however long the pages and answers are, preferring sustainability pages', () => {
    const long = 'Our kilns run on electricity. '.repeat(2000);
    const pages = Array.from({ length: 30 }, (_, i) => ({
      url: `${SITE}/${i === 29 ? 'sustainability' : `products/${i}`}`,
      title: i === 29 ? 'Sustainability' : `Product ${i}`,
      content: long,
    }));
    const input = stepInput({ website: websiteContext(pages) });
    const text = renderContext(input, { researchChars: 8000, pageChars: 14000 });
    expect(text.length).toBeLessThan(24_000);
    expect(text.indexOf('Sustainability —')).toBeLessThan(text.indexOf('Product 0'));
  });

  it('stays bounded with many long research answers, listing the sources their kept text cites', () => {
    const sources = Array.from({ length: 30 }, (_, i) => ({
      url: `https://news.example.org/${i}`,
      title: `Article ${i} `.repeat(20),
      retrievedAt: '2025-06-28',
    }));
    const text = Array.from({ length: 400 }, (_, i) => `Claim ${i} [${(i % 30) + 1}].`).join(' ');
    const web = {
      generatedAt: '2025-06-28',
      queries: Array.from({ length: 20 }, () => answeredEntry('Q?', text, sources)),
    };
    const rendered = renderContext(stepInput({ web }), { researchChars: 12000, pageChars: 0 });
    expect(rendered.length).toBeLessThan(12_500);
    expect(rendered).toContain('[1] https://news.example.org/0');
    expect(rendered).not.toContain('https://news.example.org/29');
  });

  it('says when research or the website is missing rather than showing nothing', () => {
    const text = renderContext(stepInput({ website: undefined, web: undefined, researchConfigured: false }), {
      researchChars: 8000,
      pageChars: 8000,
    });
    expect(text).toContain('no research provider is configured');
    expect(text).toContain('Not read: no website context is stored.');
  });
});
