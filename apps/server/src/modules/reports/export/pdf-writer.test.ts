import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { fixtureReport } from './fixture-report.js';
import { charactersWithEmbeddedGlyphs } from './pdf-embedded-glyphs.js';
import { reportToPdf } from './pdf-writer.js';
import type { ExportReport } from './types.js';

const SECTION_HEADINGS = [
  'Company Snapshot',
  'Sustainability Posture',
  'Strategic Positioning',
  'Regulatory Landscape',
  'Public Perception',
  'Source List',
];

/** Reads the PDF back with pdf.js: page texts, link annotations per page, and the bookmarks. */
async function readPdf(report: ExportReport) {
  const bytes = await reportToPdf(report);
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  const links: { page: number; url?: string; dest?: unknown }[] = [];
  for (let page = 1; page <= totalPages; page += 1) {
    const annotations = (await (await pdf.getPage(page)).getAnnotations()) as {
      url?: string;
      dest?: unknown;
    }[];
    links.push(...annotations.map(({ url, dest }) => ({ page, url, dest })));
  }
  const outline = ((await pdf.getOutline()) ?? []).map((item: { title: string }) => item.title);
  return { bytes, totalPages, pages: text, links, outline };
}

describe('reportToPdf', () => {
  it('writes a PDF with a title page, a contents page and a page per section', async () => {
    const { bytes, totalPages, pages } = await readPdf(fixtureReport);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(totalPages).toBe(2 + SECTION_HEADINGS.length);
    expect(pages[0]).toContain('SUSTAINABILITY REPORT');
    expect(pages[0]).toContain('Verdant Foods NV');
    expect(pages[0]).toContain('Nov 21, 2026');
    expect(pages[0]).toContain('Prepared by Northwind Advisory');
    expect(pages[1]).toContain('Contents');
    SECTION_HEADINGS.forEach((heading, index) => {
      expect(pages[1]).toContain(heading);
      expect(pages[2 + index]?.startsWith(heading), heading).toBe(true);
    });
  });

  it('draws the tables and the section text, subscripts included', async () => {
    const { pages } = await readPdf(fixtureReport);
    const all = pages.join('\n');
    for (const text of [
      'Key facts',
      'Revenue (2025)',
      'EUR 412 million',
      'Ghent, Lille, Breda',
      'EU Deforestation Regulation',
    ]) {
      expect(all).toContain(text);
    }
    expect(all).toContain('Scope 1 + 2 (t CO₂e)');
    expect(pages[2]).toContain('Page 3 of 8');
  });

  it('lists the sources with links, links the citations to them, and bookmarks the sections', async () => {
    const { pages, links, outline, totalPages } = await readPdf(fixtureReport);
    const last = pages[totalPages - 1] ?? '';
    for (const source of fixtureReport.sources) {
      expect(last).toContain(`[${source.n}]`);
      expect(
        links.some((link) => link.page === totalPages && link.url === source.url),
        source.url ?? '',
      ).toBe(true);
    }
    expect(last).toContain('SBTi target dashboard.');
    // The quote the citations of [2] rest on, under its entry.
    expect(last).toContain('“Revenue (2025) | EUR 412 million” (page 14 · Key figures)');
    expect(links.filter((link) => link.dest === 'source_1').length).toBeGreaterThanOrEqual(3);
    expect(links.some((link) => link.url === 'https://www.verdantfoods.example/climate')).toBe(true);
    expect(links.filter((link) => link.page === 2).map((link) => link.dest)).toContain('part_1');
    expect(outline).toEqual(SECTION_HEADINGS);
  });

  it('gives a short column room for its longest word, so no word breaks over two lines', async () => {
    const rows = Array.from(
      { length: 4 },
      (_, i) =>
        `| Emissions | Scope 3 emissions from upstream transport and distribution by subcontracted hauliers | ${41_200 + i} tCO2e | 2024 | Self-reported | [${i + 1}] |`,
    );
    const report: ExportReport = {
      ...fixtureReport,
      sections: [
        {
          title: 'sustainability_posture',
          content: [
            '| Category | Metric | Value | Year | Label | Sources |',
            '|---|---|---|---|---|---|',
            ...rows,
          ].join('\n'),
        },
      ],
    };
    const { pages } = await readPdf(report);
    const lines = pages[2]!.split('\n');
    for (const word of ['Category', 'Emissions', 'Year', '2024', 'Self-reported', 'Sources'])
      expect(lines.filter((line) => line.split(/\s+/).includes(word)).length, word).toBeGreaterThan(0);
  });

  it('carries a long table over pages, repeating its header row', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => `| Site ${i + 1} | ${1000 + i} t | [1] |`);
    const report: ExportReport = {
      ...fixtureReport,
      sections: [
        {
          title: 'sustainability_posture',
          content: ['| Plant | Emissions | Source |', '|---|---:|---|', ...rows].join('\n'),
        },
      ],
    };
    const { pages, totalPages } = await readPdf(report);
    const tablePages = pages.slice(2, totalPages - 1);
    expect(tablePages.length).toBeGreaterThan(1);
    for (const page of tablePages) expect(page).toContain('Plant');
    expect(tablePages.join('\n')).toContain('Site 90');
    // The sources come last under their own heading, since this report has no source_list section.
    expect(pages[totalPages - 1]?.startsWith('Sources')).toBe(true);
  });
});

describe('reportToPdf in other alphabets', () => {
  const NAMES = ['Łódź', 'Příbram', 'İstanbul', 'Kadıköy şişe dağ', 'Αθήνα', 'Straße'];
  const report: ExportReport = {
    ...fixtureReport,
    clientName: 'Zakłady Łódź',
    sections: [
      {
        title: 'company_snapshot',
        content: [
          'Sites:',
          '',
          '| Site | Country |',
          '|---|---|',
          ...NAMES.map((name) => `| ${name} | x |`),
        ].join('\n'),
      },
    ],
  };

  it('writes Polish, Czech, Turkish, Greek and German names as they are', async () => {
    const { pages } = await readPdf(report);
    const all = pages.join('\n');
    for (const name of NAMES) expect(all).toContain(name);
    expect(pages[0]).toContain('Zakłady Łódź');
  });

  it('embeds a font with a real glyph for every one of their characters', async () => {
    const drawn = charactersWithEmbeddedGlyphs(await reportToPdf(report));
    const needed = [...new Set([...NAMES.join('')].filter((char) => char !== ' '))];
    expect(needed.filter((char) => !drawn.has(char))).toEqual([]);
    // The check can fail: a character no embedded font draws is reported missing.
    expect(drawn.has('日')).toBe(false);
  });
});

describe('reportToPdf with nothing in it', () => {
  it('still writes the title and contents pages', async () => {
    const { totalPages, pages } = await readPdf({ ...fixtureReport, sections: [], sources: [] });
    expect(totalPages).toBe(2);
    expect(pages[0]).toContain('Verdant Foods NV');
  });
});
