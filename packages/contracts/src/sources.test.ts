import { describe, expect, it } from 'vitest';
import { reportSourceSchema } from './reports.js';
import { sourceLocatorLabel, sourceSchema } from './sources.js';

const readOn = '2026-11-26';

describe('one source shape', () => {
  it('keeps sources stored before locators and quotes valid', () => {
    expect(sourceSchema.safeParse({ url: 'https://example.com/about', retrievedAt: readOn }).success).toBe(
      true,
    );
    const part = {
      kind: 'uploaded-document',
      documentId: 'a1b2c3d4e5f6a7b8c9d0e1f2',
      url: null,
      title: 'Code of conduct.pdf',
      retrievedAt: readOn,
      locator: 'part 2 of 3',
    };
    expect(sourceSchema.safeParse(part).success).toBe(true);
  });

  it('takes a web page with the quoted sentence and where it stands', () => {
    const source = {
      kind: 'web-page',
      url: 'https://example.com/sustainability',
      title: 'Sustainability',
      retrievedAt: readOn,
      locator: { url: 'https://example.com/sustainability', headingPath: ['Key figures'], table: 0, row: 2 },
      quote: 'Scope 1 emissions (tCO2e) | 2024: 12.3 | 2023: 11.9',
    };
    expect(sourceSchema.parse(source)).toEqual(source);
  });

  it('takes a fetched report cited by its address, title and page, and refuses one without a title', () => {
    const report = {
      kind: 'document',
      url: 'https://example.com/downloads/report-2025.pdf',
      title: 'Sustainability report 2025',
      retrievedAt: readOn,
      locator: { headingPath: ['Environment'], page: 14 },
      quote: 'We cut our scope 1 emissions by 8% in 2025.',
    };
    expect(sourceSchema.parse(report)).toEqual(report);
    expect(sourceSchema.safeParse({ ...report, title: '' }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...report, url: 'file:///report.pdf' }).success).toBe(false);
  });

  it('refuses a quote longer than 1,000 characters', () => {
    const source = { url: 'https://example.com/', retrievedAt: readOn, quote: 'x'.repeat(1001) };
    expect(sourceSchema.safeParse(source).success).toBe(false);
  });
});

describe('a locator in words', () => {
  it("names a PDF's page and the headings above the quote, or an older document's part", () => {
    expect(
      sourceLocatorLabel({ headingPath: ['Environment', 'Key figures'], page: 14, table: 0, row: 2 }),
    ).toBe('page 14 · Environment · Key figures');
    expect(sourceLocatorLabel({ headingPath: [] })).toBeUndefined();
    expect(sourceLocatorLabel('part 2 of 3')).toBe('part 2 of 3');
    expect(sourceLocatorLabel(undefined)).toBeUndefined();
  });
});

describe("a report's numbered source", () => {
  it('keeps the quote and its locator, for a page and for a linked report', () => {
    const quoted = {
      n: 3,
      kind: 'document',
      url: 'https://example.com/downloads/report-2025.pdf',
      title: 'Sustainability report 2025',
      retrievedAt: readOn,
      locator: { headingPath: ['Environment'], page: 14, table: 0, row: 2 },
      quote: 'Scope 1 emissions (tCO2e) | 2024: 12.3 | 2023: 11.9',
    };
    expect(reportSourceSchema.parse(quoted)).toEqual(quoted);
    const page = {
      n: 4,
      url: 'https://example.com/about',
      retrievedAt: readOn,
      quote: 'We employ 640 people.',
    };
    expect(reportSourceSchema.parse(page)).toEqual(page);
  });
});
