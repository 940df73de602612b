import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { reportToDocx } from './docx-writer.js';
import { fixtureReport } from './fixture-report.js';
import type { ExportReport } from './types.js';

const SECTION_HEADINGS = [
  'Company Snapshot',
  'Sustainability Posture',
  'Strategic Positioning',
  'Regulatory Landscape',
  'Public Perception',
  'Source List',
];

/** Opens the .docx as the zip package Word reads and returns its parts as text. */
async function openDocx(report: ExportReport): Promise<Record<string, string>> {
  const files = unzipSync(new Uint8Array(await reportToDocx(report)));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Each paragraph's style and text (paragraphs never nest, so a lazy match finds each one's end). */
function paragraphs(xml: string): { style: string | null; text: string }[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([p]) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(p)?.[1] ?? null,
    text: decode([...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('')),
  }));
}

const withStyle = (xml: string, style: string) =>
  paragraphs(xml)
    .filter((p) => p.style === style)
    .map((p) => p.text);

describe('reportToDocx', () => {
  it('writes a valid Word package', async () => {
    const parts = await openDocx(fixtureReport);
    expect(Object.keys(parts)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/styles.xml']),
    );
    expect(parts['_rels/.rels']).toContain('Target="word/document.xml"');
    expect(parts['[Content_Types].xml']).toContain('wordprocessingml.document.main+xml');
    expect(parts['docProps/core.xml']).toContain('<dc:title>Verdant Foods NV</dc:title>');
  });

  it('has a title page, a table of contents and each section under Heading 1', async () => {
    const document = (await openDocx(fixtureReport))['word/document.xml'] ?? '';
    const texts = paragraphs(document).map((p) => p.text);
    expect(texts.slice(0, 4)).toEqual([
      'SUSTAINABILITY REPORT',
      'Verdant Foods NV',
      'Nov 21, 2026',
      'Prepared by Northwind Advisory',
    ]);
    expect(withStyle(document, 'Title')).toEqual(['Verdant Foods NV']);
    expect(document).toContain('TOC \\h \\o &quot;1-2&quot;');
    expect(withStyle(document, 'Heading1')).toEqual(SECTION_HEADINGS);
    // Markdown headings one level down; the repeated '## Company Snapshot' is not doubled.
    expect(withStyle(document, 'Heading2')).toEqual([
      'Key facts',
      'Business model',
      'Commitments',
      'Positioning',
      'Regulations',
      'Perception',
    ]);
    expect(withStyle(document, 'Heading4')).toEqual(['Controversies']); // '####' under '##'
  });

  it('gives the heading styles outline levels, for the navigation pane', async () => {
    const styles = (await openDocx(fixtureReport))['word/styles.xml'] ?? '';
    for (const [level, id] of ['Heading1', 'Heading2', 'Heading3'].entries()) {
      const style = new RegExp(`w:styleId="${id}"[\\s\\S]*?</w:style>`).exec(styles)?.[0];
      expect(style).toContain(`<w:outlineLvl w:val="${level}"/>`);
    }
  });

  it('renders GFM tables as Word tables with a repeated header row', async () => {
    const document = (await openDocx(fixtureReport))['word/document.xml'] ?? '';
    const tables = [...document.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map(([t]) => t);
    expect(tables).toHaveLength(3);
    const [keyFacts] = tables;
    expect(keyFacts?.match(/<w:tr>/g)).toHaveLength(4);
    expect(keyFacts).toContain('<w:tblHeader/>');
    expect(paragraphs(keyFacts ?? '').map((p) => p.text)).toEqual(
      expect.arrayContaining(['Fact', 'Revenue (2025)', 'EUR 412 million', '[2]']),
    );
  });

  it('lists the numbered sources with hyperlinks, and links the citations to them', async () => {
    const parts = await openDocx(fixtureReport);
    const document = parts['word/document.xml'] ?? '';
    const rels = parts['word/_rels/document.xml.rels'] ?? '';
    for (const source of fixtureReport.sources) {
      const id = new RegExp(
        `Id="([^"]+)" Type="[^"]+/hyperlink" Target="${source.url}" TargetMode="External"`,
      ).exec(rels)?.[1];
      expect(id, source.url ?? '').toBeDefined();
      expect(document).toContain(`r:id="${id}"`);
      expect(document).toContain(`<w:bookmarkStart w:name="source_${source.n}"`);
    }
    const entries = paragraphs(document).filter((p) => /^\[\d+\]/.test(p.text));
    expect(entries.map((p) => p.text)).toContain(
      '[3]SBTi target dashboard. https://sciencebasedtargets.org/target-dashboard',
    );
    expect(document).toContain('<w:hyperlink w:history="1" w:anchor="source_9">');
  });

  it('prints under a source, in italics, the quote its citations rest on and where it stands', async () => {
    const document = (await openDocx(fixtureReport))['word/document.xml'] ?? '';
    const entry = paragraphs(document).find((p) => p.text.startsWith('[2]Annual report'));
    expect(entry?.text).toBe(
      '[2]Annual report 2025. https://www.verdantfoods.example/annual-report-2025.pdf' +
        '“Revenue (2025) | EUR 412 million” (page 14 · Key figures)',
    );
    const run = /<w:r>(?:(?!<w:r>)[\s\S])*?“Revenue \(2025\)/.exec(document)?.[0] ?? '';
    expect(run).toContain('<w:i/>');
    expect(run).toContain('<w:br/>');
  });

  it('names an uploaded document by its file name, with no address and no link', async () => {
    const n = Math.max(...fixtureReport.sources.map((source) => source.n)) + 1;
    const report = {
      ...fixtureReport,
      sources: [...fixtureReport.sources, { n, url: null, title: 'Sustainability report 2025.pdf' }],
    };
    const parts = await openDocx(report);
    const document = parts['word/document.xml'] ?? '';
    const entries = paragraphs(document).filter((p) => /^\[\d+\]/.test(p.text));
    expect(entries.map((p) => p.text)).toContain(
      `[${n}]Sustainability report 2025.pdf. Document uploaded by the consultant`,
    );
    expect(document).not.toContain('/api/');
    expect(parts['word/_rels/document.xml.rels']).not.toContain('/api/');
  });

  it('ends with a Sources list when there is no source_list section, and keeps the markdown when there are no sources', async () => {
    const withoutSection = { ...fixtureReport, sections: fixtureReport.sections.slice(0, 2) };
    const document = (await openDocx(withoutSection))['word/document.xml'] ?? '';
    expect(withStyle(document, 'Heading1')).toEqual([
      'Company Snapshot',
      'Sustainability Posture',
      'Sources',
    ]);

    const withoutSources = { ...fixtureReport, sources: [] };
    const plain = (await openDocx(withoutSources))['word/document.xml'] ?? '';
    expect(withStyle(plain, 'Heading1').at(-1)).toBe('Source List');
    expect(paragraphs(plain).map((p) => p.text)).toContain('Source 9');
    expect(plain).not.toContain('w:anchor="source_');
  });

  it('escapes text and numbers ordered lists', async () => {
    const report: ExportReport = {
      ...fixtureReport,
      sections: [
        { title: 'company_snapshot', content: 'R&D spend < 5% of "revenue"\n\n1. first\n2. second' },
      ],
    };
    const parts = await openDocx(report);
    expect(parts['word/document.xml']).toContain('R&amp;D spend &lt; 5% of &quot;revenue&quot;');
    expect(parts['word/numbering.xml']).toContain('<w:numFmt w:val="decimal"/>');
    expect(parts['word/document.xml']?.match(/<w:numPr>/g)).toHaveLength(2);
  });
});
