import type { SectionData, StructuredDocument } from '@impact/contracts';
import { sourceSchema } from '@impact/contracts';
import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { reportedMetricsFromDocuments } from '../knowledge-sections/document-metrics.js';
import { citationIndex, citeWithQuotes } from './cite-quotes.js';

type ContextPage = SectionData<'WebsiteContext'>['pages'][number];

const pageUrl = 'https://acme.example/sustainability';
const reportUrl = 'https://acme.example/downloads/report-2025.pdf';
const page = readHtmlDocument(
  `<html><head><title>Sustainability</title></head><body><main><h1>Sustainability</h1><h2>Climate</h2>
  <p>We started measuring in 2019. We cut our scope 1 emissions by 8% in 2025 against 2024.</p>
  <table><tr><th>Indicator</th><th>2025</th><th>2024</th></tr>
  <tr><td>Water withdrawn (m³)</td><td>171,950</td><td>182,400</td></tr></table></main></body></html>`,
  { url: pageUrl },
);
const report: StructuredDocument = {
  kind: 'pdf',
  url: reportUrl,
  documentId: null,
  title: 'Sustainability report 2025',
  language: 'en',
  pageCount: 30,
  blocks: [
    { type: 'heading', level: 2, text: 'Suppliers', locator: { headingPath: [], page: 14 } },
    {
      type: 'paragraph',
      text: 'All 212 of our tier-one suppliers signed the code of conduct by the end of 2025.',
      locator: { headingPath: ['Suppliers'], page: 14 },
    },
  ],
  notes: [],
  truncated: false,
};
const pages: ContextPage[] = [
  { title: 'Sustainability at Acme', url: pageUrl, summary: '', content: '' },
  {
    kind: 'document',
    url: reportUrl,
    title: 'Sustainability report 2025',
    retrievedAt: '2026-11-26',
    summary: '',
    content: '',
  },
];
const index = citationIndex({ pages, documents: [page, report] });

describe('citeWithQuotes', () => {
  it('moves a quoted title into the quote, names the page by its title and says where the sentence stands', () => {
    const finding = {
      name: 'Scope 1 emissions',
      sources: [
        { url: pageUrl, title: '“We cut our scope 1 emissions by 8% in 2025…”', retrievedAt: '2026-11-26' },
      ],
    };
    const cited = citeWithQuotes(finding, index);
    expect(cited.sources[0]).toEqual({
      kind: 'web-page',
      url: pageUrl,
      title: 'Sustainability at Acme',
      retrievedAt: '2026-11-26',
      quote: 'We cut our scope 1 emissions by 8% in 2025 against 2024.',
      locator: { url: pageUrl, headingPath: ['Sustainability', 'Climate'] },
    });
    expect(sourceSchema.safeParse(cited.sources[0]).success).toBe(true);
  });

  it('quotes a table row whole with the row it stands in', () => {
    const source = { url: pageUrl, title: 'Water withdrawn (m³) | 2025: 171,950', retrievedAt: '2026-11-26' };
    expect(citeWithQuotes(source, index)).toMatchObject({
      title: 'Sustainability at Acme',
      quote: 'Water withdrawn (m³) | 2025: 171,950 | 2024: 182,400',
      locator: { url: pageUrl, table: 0, row: 1 },
    });
  });

  it('cites a linked report as a document, with its page', () => {
    const source = {
      url: reportUrl,
      quote: 'All 212 of our tier-one suppliers signed',
      retrievedAt: '2026-11-26',
    };
    const cited = citeWithQuotes(source, index);
    expect(cited).toEqual({
      kind: 'document',
      url: reportUrl,
      title: 'Sustainability report 2025',
      retrievedAt: '2026-11-26',
      quote: 'All 212 of our tier-one suppliers signed the code of conduct by the end of 2025.',
      locator: { url: reportUrl, headingPath: ['Suppliers'], page: 14 },
    });
    expect(sourceSchema.safeParse(cited).success).toBe(true);
  });

  it("quotes the first part of a card's joined words that the page holds, with its block", () => {
    const source = {
      url: pageUrl,
      title: 'Sustainability: Climate: We started measuring',
      retrievedAt: '2026-11-26',
    };
    expect(citeWithQuotes(source, index)).toEqual({
      kind: 'web-page',
      url: pageUrl,
      title: 'Sustainability at Acme',
      retrievedAt: '2026-11-26',
      quote: 'We started measuring in 2019.',
      locator: { url: pageUrl, headingPath: ['Sustainability', 'Climate'] },
    });
  });

  it('leaves a title the page does not hold, other sites and uploaded documents as they are', () => {
    const titled = { url: pageUrl, title: 'Climate commitments', retrievedAt: '2026-11-26' };
    const elsewhere = {
      url: 'https://news.example/acme',
      title: '“Acme cuts emissions”',
      retrievedAt: '2026-11-26',
    };
    expect(citeWithQuotes([titled, elsewhere], index)).toEqual([titled, elsewhere]);
  });
});

const shapeOf = (source: Record<string, unknown>) => ({
  keys: Object.keys(source).toSorted(),
  locatorKeys: Object.keys((source.locator as object | undefined) ?? {})
    .filter((key) => key === 'url' || key === 'documentId')
    .toSorted(),
});

describe('one source shape for every datapoint', () => {
  it('a metric’s source has the fields of a quoted sentence’s: kind, url, title, date, locator with the url, quote', () => {
    const [metric] = citeWithQuotes(reportedMetricsFromDocuments([page], undefined, '2026-11-26'), index);
    const sentence = citeWithQuotes(
      { url: pageUrl, title: '“We cut our scope 1 emissions by 8% in 2025…”', retrievedAt: '2026-11-26' },
      index,
    );
    const metricSource = metric!.sources[0] as Record<string, unknown>;
    expect(shapeOf(metricSource)).toEqual(shapeOf(sentence));
    expect(shapeOf(sentence)).toEqual({
      keys: ['kind', 'locator', 'quote', 'retrievedAt', 'title', 'url'],
      locatorKeys: ['url'],
    });
    expect(metricSource).toMatchObject({ kind: 'web-page', locator: { url: pageUrl } });
    // Read straight from the document, before any citing: the same shape already.
    const [raw] = reportedMetricsFromDocuments([page], undefined, '2026-11-26');
    expect(shapeOf(raw!.sources[0] as Record<string, unknown>)).toEqual(shapeOf(sentence));
  });
});
