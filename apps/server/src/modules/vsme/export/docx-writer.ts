import {
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  Tab,
  TableOfContents,
  TabStopType,
  TextRun,
  type Table,
} from 'docx';
import { ACCENT, HOUSE_PAGE, HOUSE_STYLES, MUTED, TEXT_WIDTH_TWIPS } from '../../../lib/docx-house-style.js';
import { factorsToDocx, sourceToDocx } from './docx-appendix.js';
import { completenessWords, disclosureToDocx } from './docx-disclosure.js';
import { mutedParagraph, run, xmlSafe } from './docx-text.js';
import type { VsmeExportLayout } from './layout.js';

/**
 * The VSME report as a Word document, in the standard's structure: a title page, a table of contents,
 * 'Basic Module' (and 'Comprehensive Module') as Heading 1 with each disclosure as Heading 2 and its
 * datapoints in a table, then the appendices: the numbered sources and, when the report shows estimates,
 * the factors they used. Same look as the sustainability report's Word export.
 */
export async function vsmeReportToDocx(layout: VsmeExportLayout): Promise<Buffer> {
  const clientName = xmlSafe(layout.report.client.Name.trim());
  const document = new Document({
    title: `${clientName} – VSME report`,
    creator: 'Impact Studio',
    description: `VSME report for ${clientName}, ${layout.period}`,
    styles: HOUSE_STYLES,
    sections: [
      {
        properties: HOUSE_PAGE,
        footers: { default: pageFooter(clientName) },
        children: [...titlePage(layout, clientName), ...contents(), ...body(layout)],
      },
    ],
  });
  return Packer.toBuffer(document);
}

function titleLine(text: string, size: number, color = '404040'): Paragraph {
  return new Paragraph({ spacing: { after: 160 }, children: [run(text, { size, color })] });
}

function titlePage(layout: VsmeExportLayout, clientName: string): Paragraph[] {
  const { completeness } = layout.report;
  const moduleLines = [
    `Basic Module: ${completenessWords(completeness.modules.basic)}`,
    ...(completeness.modules.comprehensive
      ? [`Comprehensive Module: ${completenessWords(completeness.modules.comprehensive)}`]
      : []),
  ];
  return [
    new Paragraph({
      spacing: { before: 3600, after: 240 },
      children: [run('VSME report', { size: 24, bold: true, allCaps: true, color: MUTED })],
    }),
    new Paragraph({ heading: HeadingLevel.TITLE, children: [run(clientName)] }),
    titleLine(layout.version.title, 28, '202020'),
    titleLine(`Modules reported: ${layout.moduleLabel}`, 24),
    titleLine(`Reporting period: ${layout.period}`, 24),
    titleLine(`Completeness: ${completenessWords(completeness.overall)}`, 24),
    ...moduleLines.map(mutedParagraph),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

/** 'Contents' is not a heading, so it does not list itself; Word fills the field from the headings. */
function contents(): (Paragraph | TableOfContents)[] {
  return [
    new Paragraph({
      spacing: { after: 240 },
      children: [new TextRun({ text: 'Contents', size: 36, bold: true, color: ACCENT })],
    }),
    new TableOfContents('Contents', { hyperlink: true, headingStyleRange: '1-2' }),
  ];
}

/** Each part opens a page; the heading carries the break so nothing empty is left. */
const partHeading = (text: string) =>
  new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, text });

function body(layout: VsmeExportLayout): (Paragraph | Table)[] {
  const modules = layout.modules.flatMap((module) => [
    partHeading(module.heading),
    ...module.disclosures.flatMap((disclosure) => disclosureToDocx(disclosure, layout.hasPrevious)),
  ]);
  if (layout.modules.every((module) => module.disclosures.length === 0)) {
    modules.push(
      new Paragraph({
        children: [run(`The disclosures of this version are not modelled: ${layout.version.statusNote}`)],
      }),
    );
  }
  const sources =
    layout.sources.length > 0
      ? [partHeading('Sources'), ...layout.sources.map(sourceToDocx)]
      : [
          partHeading('Sources'),
          new Paragraph({ children: [run('No value in this report cites a source.')] }),
        ];
  const factors = layout.hasEstimates
    ? [partHeading('Estimation factors'), ...factorsToDocx(layout.factors)]
    : [];
  return [...modules, ...sources, ...factors];
}

function pageFooter(clientName: string): Footer {
  const muted = { size: 16, color: MUTED };
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH_TWIPS }],
        children: [
          run(`${clientName} · VSME report`, muted),
          new TextRun({
            children: [new Tab(), 'Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
            ...muted,
          }),
        ],
      }),
    ],
  });
}
