import type { StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { listedItems } from './code-lists.js';
import { pageWithList } from './fixtures/list-page.js';
import { detectCodesInPages } from './detect-codes.js';

const detected = (document: StructuredDocument) =>
  detectCodesInPages([], { items: listedItems([document]), retrievedAt: '2026-03-01' }).map((code) => ({
    name: code.name,
    status: code.status,
    validUntil: code.validUntil,
  }));

describe('codes listed under a certifications heading', () => {
  it('reads items without a verb as held, since the heading is the claim', () => {
    const codes = detected(
      pageWithList('Certifications and commitments', [
        'ISO 14001 environmental management at all production sites since 2016, valid until 31 March 2027.',
        'ISO 45001 occupational health and safety at our two plants.',
      ]),
    );
    expect(codes).toEqual([
      { name: expect.stringContaining('ISO 14001'), status: 'Certified', validUntil: '2027-03-31' },
      { name: expect.stringContaining('ISO 45001'), status: 'Certified', validUntil: null },
    ]);
  });

  it('reads Dutch items, a certificate being worked towards, and leaves out what customers hold', () => {
    const codes = detected(
      pageWithList('Certificeringen', [
        'Onze vestigingen zijn sinds 2012 ISO 14001-gecertificeerd.',
        'We werken aan ISO 50001-certificering, die we in 2026 verwachten.',
        'Veel van onze klanten zijn bluesign® SYSTEM PARTNER; zelf zijn we dat niet.',
      ]),
    );
    expect(codes.map((code) => [code.name.slice(0, 9), code.status, code.validUntil])).toEqual([
      ['ISO 14001', 'Certified', null],
      ['ISO 50001', 'In process', null],
    ]);
  });

  it('reads a certificate aimed at as pursued, and one obtained for a first site as held', () => {
    const codes = detected(
      pageWithList('Nos certifications', [
        'ISO 45001 (santé et sécurité au travail) : certification visée pour 2028.',
        'ISO 14001 : obtenue en 2020 pour notre usine de Niort, extension aux autres sites prévue en 2027.',
        'ISO 50001 : certificat attendu, audit prévu en 2027.',
      ]),
    );
    const statuses = codes.map((code) => [code.name.slice(0, 9), code.status]);
    expect(statuses.toSorted((a, b) => a[0]!.localeCompare(b[0]!))).toEqual([
      ['ISO 14001', 'Certified'],
      ['ISO 45001', 'In process'],
      ['ISO 50001', 'In process'],
    ]);
  });

  it('needs the item’s own wording under a commitments heading', () => {
    const codes = detected(
      pageWithList('Commitments', [
        'ISO 14001 at our plant.',
        'Signatory of the UN Global Compact since 2021.',
      ]),
    );
    expect(codes.map((code) => code.name)).toEqual([expect.stringMatching(/Global Compact/)]);
  });

  it('reads no list under another heading', () => {
    expect(detected(pageWithList('Our products', ['ISO 14001 compliant housings.']))).toEqual([]);
  });
});

/** A certificates table under a heading, its first row the header. */
const table = (heading: string, header: string[], rows: string[][]): StructuredDocument => ({
  ...pageWithList(heading, []),
  blocks: [
    { type: 'heading', level: 2, text: heading, locator: { headingPath: ['Sustainability'] } },
    {
      type: 'table',
      headerRows: 1,
      rows: [header, ...rows].map((cells, index) => ({
        cells: cells.map((text) => ({ text, header: index === 0 })),
      })),
      locator: { headingPath: ['Sustainability', heading] },
    },
  ],
});

describe('a certificates table with an expiry column', () => {
  it('reads the date under a Dutch or English expiry heading as the certificate’s expiry', () => {
    const dutch = detected(
      table(
        'Certificaten',
        ['Certificaat', 'Sinds', 'Geldig tot', 'Vestigingen'],
        [
          ['ISO 14001', '2014', '30-09-2027', 'Alle vestigingen'],
          ['ISO 9001', '2009', '15 januari 2028', 'Hoofdkantoor'],
        ],
      ),
    );
    expect(dutch.map((code) => [code.name.slice(0, 9), code.validUntil])).toEqual([
      ['ISO 14001', '2027-09-30'],
      ['ISO 9001 ', '2028-01-15'],
    ]);
    const english = detected(
      table('Certifications', ['Standard', 'Since', 'Valid until'], [['ISO 45001', '2019', '2027-06-30']]),
    );
    expect(english.map((code) => code.validUntil)).toEqual(['2027-06-30']);
  });
});

describe('a listed code that its page’s text states too', () => {
  it('cites the sentence once, not once from the text and once from the list', () => {
    const item = 'ISO 14001: certified since 2016, certificate renewed in 2025';
    const document = pageWithList('Our certifications', [item]);
    const [code] = detectCodesInPages(
      [
        {
          url: 'https://www.example.test/sustainability',
          text: `Our certifications\n${item}`,
          retrievedAt: '2026-03-01',
        },
      ],
      { items: listedItems([document]), retrievedAt: '2026-03-01' },
    );
    expect(code?.name).toContain('ISO 14001');
    expect(code?.sources).toHaveLength(1);
  });
});

describe('Portuguese certification lists', () => {
  it('reads occupational health and safety named “Saúde no Trabalho” as held', () => {
    expect(
      detected(
        pageWithList('Certificações', [
          'ISO 9001 — Gestão da Qualidade, desde 1998',
          'ISO 45001 — Segurança e Saúde no Trabalho, desde 2021',
        ]),
      ).map((code) => [code.name.slice(0, 9), code.status]),
    ).toEqual([
      ['ISO 45001', 'Certified'],
      ['ISO 9001 ', 'Certified'],
    ]);
  });

  it('counter-example: a certificate the customers hold, or one not held, is not listed', () => {
    expect(
      detected(
        pageWithList('Certificações', [
          'ISO 45001 exigida pelos nossos clientes no trabalho em obra',
          'No ISO 14001 certificate yet at the new plant',
        ]),
      ),
    ).toEqual([]);
  });
});
