import type { StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { readCompanyFacts } from './company-facts.js';
import { FOOTERS } from './fixtures/footers.js';

const TODAY = '2026-05-08';

const page = (path: string, blocks: StructuredDocument['blocks'], footer?: string[]): StructuredDocument => ({
  kind: 'html',
  url: `https://www.example.test${path}`,
  documentId: null,
  title: null,
  language: null,
  pageCount: null,
  blocks,
  notes: [],
  truncated: false,
  ...(footer ? { footer } : {}),
});

const paragraph = (text: string): StructuredDocument['blocks'][number] => ({
  type: 'paragraph',
  text,
  locator: { headingPath: [] },
});

const factsFrom = (footer: string[], pages: { url: string; text: string }[] = []) =>
  readCompanyFacts(pages, {
    today: TODAY,
    documents: [page('/', [paragraph('Welcome.')], footer), page('/kontakt', [], footer)],
  });

describe('company facts from the website footer', () => {
  for (const { name, lines, seat, founded } of FOOTERS) {
    it(name, () => {
      const facts = factsFrom(lines);
      expect(facts.headquarters?.value.place ?? null).toBe(seat);
      expect(facts.foundedYear?.value ?? null).toBe(founded);
      if (facts.headquarters?.origin === 'website')
        expect(facts.headquarters.url).toBe('https://www.example.test/');
    });
  }

  it('gives way to what the pages state: a footer is read only when no page says it', () => {
    const facts = factsFrom(FOOTERS[0]!.lines, [
      {
        url: 'https://www.example.test/unternehmen',
        text: 'Unser Hauptsitz liegt in Achim. Das Unternehmen wurde 1959 gegründet.',
      },
    ]);
    expect(facts.headquarters?.value.place).toBe('Achim');
    expect(facts.foundedYear?.value).toBe(1959);
  });

  it("reads a footer's tagline before a 'since' of the pages, which dates something the company did", () => {
    const facts = factsFrom(
      ['Depuis 1987'],
      [
        {
          url: 'https://www.example.test/groupe',
          text: 'Depuis 2004, nous exploitons nos centrales en Savoie.',
        },
      ],
    );
    expect(facts.foundedYear?.value).toBe(1987);
  });

  it("reads a page's description, where a company sums itself up, after the pages' own words", () => {
    const described = {
      ...page('/en/', [paragraph('Six hotels on Lake Garda.')]),
      description: 'Albaretto Hotels: a family of hotels on Lake Garda since 1961.',
    };
    const read = (pages: { url: string; text: string }[]) =>
      readCompanyFacts(pages, { today: TODAY, companyName: 'Albaretto Hotels', documents: [described] })
        .foundedYear?.value;
    expect(read([])).toBe(1961);
    expect(
      read([{ url: 'https://www.example.test/en/about', text: 'Albaretto Hotels was founded in 1958.' }]),
    ).toBe(1958);
  });

  it('reads footers handed in apart from the documents (a profile read from the raw page)', () => {
    const facts = readCompanyFacts([], {
      today: TODAY,
      footers: [
        {
          url: 'https://www.example.test/',
          text: 'Registered office: Mutual House, 2 Mill Lane, Leeds LS1 1AA.',
        },
      ],
    });
    expect(facts.headquarters?.value).toEqual({ place: 'Leeds', country: 'GB' });
  });
});
