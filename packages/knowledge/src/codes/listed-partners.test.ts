import type { StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { listedItems } from './code-lists.js';
import { detectCodesInPages } from './detect-codes.js';

// A certifications section whose short lines include a partner's or supplier's certificate.
function pageWithList(heading: string, items: string[]): StructuredDocument {
  const locator = { headingPath: ['ESG', heading] };
  return {
    kind: 'html',
    url: 'https://www.example.test/esg',
    documentId: null,
    title: 'ESG',
    language: null,
    pageCount: null,
    blocks: [
      { type: 'heading', level: 2, text: heading, locator: { headingPath: ['ESG'] } },
      { type: 'list', ordered: false, items, locator },
    ],
    notes: [],
    truncated: false,
  };
}

const names = (heading: string, items: string[]) =>
  detectCodesInPages([], {
    items: listedItems([pageWithList(heading, items)]),
    retrievedAt: '2026-11-28',
  }).map((code) => code.codeId);

describe("a partner's or supplier's certificate under a certifications heading", () => {
  it('leaves it to them, in English, Dutch and German', () => {
    expect(
      names('Certifications', [
        'ISO 9001 – quality management',
        'Our data centre partner is certified to ISO 50001.',
      ]),
    ).toEqual(['iso-9001']);
    expect(
      names('Kwaliteit en certificaten', [
        'ISO 9001:2015',
        'Onze warmtepompleverancier is ISO 14001 gecertificeerd.',
      ]),
    ).toEqual(['iso-9001']);
    expect(
      names('Zertifikate', ['ISO 9001', 'Unser Logistikpartner ist nach ISO 14001 zertifiziert.']),
    ).toEqual(['iso-9001']);
  });

  it("still reads a scheme's partner status the company holds", () => {
    expect(names('Certifications', ['System partner of Der Grüne Punkt', 'ISO 14001 since 2012'])).toContain(
      'iso-14001',
    );
  });
});
