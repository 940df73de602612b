import {
  AlignmentType,
  Bookmark,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  Tab,
  Paragraph,
  TableOfContents,
  TabStopType,
  TextRun,
  type ILevelsOptions,
  type Table,
} from 'docx';
import { ACCENT, HOUSE_PAGE, HOUSE_STYLES, MUTED, TEXT_WIDTH_TWIPS } from '../../../lib/docx-house-style.js';
import { blocksToDocx, type OrderedNumbering } from './docx-blocks.js';
import { layoutReport, sourceAnchor, type LaidOutPart, type LaidOutSource } from './report-layout.js';
import type { TitlePage } from './title.js';
import type { ExportReport } from './types.js';

/**
 * The report as a Word document: a title page, a table of contents (a TOC field over Heading 1–2), each
 * section under a real Heading 1 (markdown headings as Heading 2–4, so the navigation pane works), GFM
 * tables as Word tables, and the numbered source list with hyperlinks, which the citations link to.
 */
export async function reportToDocx(report: ExportReport): Promise<Buffer> {
  const layout = layoutReport(report);
  const numbering = orderedNumbering();
  const body = layout.parts.flatMap((part) => partToDocx(part, numbering));
  const document = new Document({
    title: report.title,
    creator: report.organizationName ?? 'Impact Studio',
    description: `Sustainability report for ${report.clientName}`,
    styles: HOUSE_STYLES,
    numbering: { config: numbering.config() },
    sections: [
      {
        properties: HOUSE_PAGE,
        footers: { default: pageFooter(layout.titlePage.clientName) },
        children: [...titlePageToDocx(layout.titlePage), ...contentsToDocx(), ...body],
      },
    ],
  });
  return Packer.toBuffer(document);
}

function pageFooter(clientName: string): Footer {
  const muted = { size: 16, color: MUTED };
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH_TWIPS }],
        children: [
          new TextRun({ text: `${clientName} · Sustainability report`, ...muted }),
          new TextRun({
            children: [new Tab(), 'Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
            ...muted,
          }),
        ],
      }),
    ],
  });
}

function titleLine(text: string, size: number, color?: string): Paragraph {
  return new Paragraph({ spacing: { after: 160 }, children: [new TextRun({ text, size, color })] });
}

function titlePageToDocx(page: TitlePage): Paragraph[] {
  return [
    new Paragraph({
      spacing: { before: 3600, after: 240 },
      children: [new TextRun({ text: page.label.toUpperCase(), size: 24, bold: true, color: MUTED })],
    }),
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(page.clientName)] }),
    ...(page.subtitle ? [titleLine(page.subtitle, 32)] : []),
    titleLine(page.date, 26, '404040'),
    ...(page.preparedBy ? [titleLine(page.preparedBy, 24, '404040')] : []),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

/** 'Contents' is not a heading, so it does not list itself; Word fills the field from the headings. */
function contentsToDocx(): (Paragraph | TableOfContents)[] {
  return [
    new Paragraph({
      spacing: { after: 240 },
      children: [new TextRun({ text: 'Contents', size: 36, bold: true, color: ACCENT })],
    }),
    new TableOfContents('Contents', { hyperlink: true, headingStyleRange: '1-2' }),
  ];
}

function partToDocx(part: LaidOutPart, numbering: OrderedNumbering): (Paragraph | Table)[] {
  // Each part opens a page, as report chapters do; the heading carries the break so nothing empty is left.
  const heading = new Paragraph({
    heading: HeadingLevel.HEADING_1,
    pageBreakBefore: true,
    text: part.heading,
  });
  if (part.kind === 'sources') return [heading, ...part.sources.map(sourceToDocx)];
  return [heading, ...blocksToDocx(part.blocks, { depth: 0, numbering })];
}

/**
 * '[n] Title. https://…' with the url as a hyperlink and '[n]' bookmarked for the citations, then the
 * quote the citing statements rest on.
 */
function sourceToDocx(source: LaidOutSource): Paragraph {
  const url = new TextRun({ text: source.text, ...(source.href ? { style: 'Hyperlink' } : {}) });
  return new Paragraph({
    indent: { left: 567, hanging: 567 },
    keepLines: true,
    children: [
      new Bookmark({
        id: sourceAnchor(source.n),
        children: [new TextRun({ text: `[${source.n}]`, bold: true })],
      }),
      new TextRun({ children: [new Tab()] }),
      ...(source.title ? [new TextRun({ text: `${source.title}. ` })] : []),
      source.href ? new ExternalHyperlink({ link: source.href, children: [url] }) : url,
      // The quote on its own line under the address, in italics, as a citation's pinpoint.
      ...(source.quote ? [new TextRun({ text: source.quote, italics: true, break: 1 })] : []),
    ],
  });
}

const orderedReference = (start: number) => `ordered-from-${start}`;

/** Decimal numbering definitions, one per start value a report's ordered lists use. */
function orderedNumbering(): OrderedNumbering & {
  config(): { reference: string; levels: ILevelsOptions[] }[];
} {
  const starts = new Set<number>();
  let instance = 0;
  return {
    next(start) {
      starts.add(start);
      instance += 1;
      return { reference: orderedReference(start), instance };
    },
    config: () =>
      [...starts].map((start) => ({
        reference: orderedReference(start),
        levels: Array.from({ length: 9 }, (_, level) => ({
          level,
          start: level === 0 ? start : 1,
          format: LevelFormat.DECIMAL,
          text: `%${level + 1}.`,
          alignment: AlignmentType.START,
          style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
        })),
      })),
  };
}
