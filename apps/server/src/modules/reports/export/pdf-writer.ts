import PDFDocument from 'pdfkit';
import { writeBlocks } from './pdf-blocks.js';
import { BODY_SIZE, ensureSpace, PDF_COLORS, writeRuns, type Pdf } from './pdf-runs.js';
import { FONT, registerReportFonts } from './pdf-fonts.js';
import { toBodyText } from './pdf-text.js';
import { layoutReport, sourceAnchor, type LaidOutPart, type LaidOutSource } from './report-layout.js';
import type { TitlePage } from './title.js';
import type { ExportReport } from './types.js';

const MARGIN = 64;

/**
 * The report as a PDF (A4): a title page, a contents page with page numbers and links, each section from
 * a new page with a bookmark, drawn tables, the numbered source list with links (citations `[n]` jump to
 * their entry), and page numbers in the footer.
 */
export async function reportToPdf(report: ExportReport): Promise<Buffer> {
  const layout = layoutReport(report);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    displayTitle: true,
    lang: 'en',
    info: {
      // Metadata strings are stored as UTF-16 when needed: no font is involved.
      Title: report.title,
      Subject: `Sustainability report for ${report.clientName}`,
      ...(report.organizationName ? { Author: report.organizationName } : {}),
    },
  });
  registerReportFonts(doc);
  const done = collect(doc);
  writeTitlePage(doc, layout.titlePage);
  doc.addPage(); // the contents page, filled in once the parts' page numbers are known
  const startPages = layout.parts.map((part, index) => writePart(doc, part, index));
  writeContents(doc, layout.parts, startPages);
  writePageNumbers(doc, layout.titlePage.clientName);
  doc.end();
  return done;
}

function collect(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

const partAnchor = (index: number) => `part_${index + 1}`;
const contentWidth = (doc: Pdf) => doc.page.width - 2 * MARGIN;
const currentPage = (doc: Pdf) => doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;

function writeTitlePage(doc: Pdf, page: TitlePage): void {
  const width = contentWidth(doc);
  const line = (text: string, font: string, size: number, color: string, gap: number) => {
    doc.font(font).fontSize(size).fillColor(color).text(toBodyText(text), MARGIN, doc.y, { width });
    doc.y += gap;
  };
  doc.y = doc.page.height * 0.32;
  line(page.label.toUpperCase(), FONT.bold, 11, PDF_COLORS.muted, 6);
  doc.rect(MARGIN, doc.y, 48, 3).fill(PDF_COLORS.accent);
  doc.y += 18;
  line(page.clientName, FONT.bold, 30, PDF_COLORS.accent, 10);
  if (page.subtitle) line(page.subtitle, FONT.regular, 16, PDF_COLORS.text, 10);
  line(page.date, FONT.regular, 13, PDF_COLORS.text, 6);
  if (page.preparedBy) line(page.preparedBy, FONT.regular, 12, PDF_COLORS.muted, 0);
}

/** Writes a part from a new page and returns that page's index (for the contents page). */
function writePart(doc: Pdf, part: LaidOutPart, index: number): number {
  doc.addPage();
  const startPage = currentPage(doc);
  const outline = doc.outline.addItem(part.heading);
  const heading = [{ text: part.heading }];
  const style = { size: 20, bold: true, color: PDF_COLORS.accent, destination: partAnchor(index) };
  writeRuns(doc, heading, MARGIN, contentWidth(doc), style);
  doc.y += 10;
  if (part.kind === 'sources') part.sources.forEach((source) => writeSource(doc, source));
  else writeBlocks(doc, part.blocks, { x: MARGIN, width: contentWidth(doc), outline });
  return startPage;
}

/**
 * '[n]  Title. https://…', the url linked and the entry a named destination for the citations; the
 * quote the citing statements rest on below it.
 */
function writeSource(doc: Pdf, source: LaidOutSource): void {
  ensureSpace(doc, BODY_SIZE * 3);
  const top = doc.y;
  doc.font(FONT.bold).fontSize(BODY_SIZE).fillColor(PDF_COLORS.text);
  doc.text(`[${source.n}]`, MARGIN, top, {
    width: 28,
    lineBreak: false,
    destination: sourceAnchor(source.n),
  });
  doc.y = top;
  const runs = [
    ...(source.title ? [{ text: `${source.title}. ` }] : []),
    { text: source.text, ...(source.href ? { link: source.href } : {}) },
  ];
  writeRuns(doc, runs, MARGIN + 28, contentWidth(doc) - 28, { size: BODY_SIZE });
  if (source.quote) {
    writeRuns(doc, [{ text: source.quote, italic: true }], MARGIN + 28, contentWidth(doc) - 28, {
      size: BODY_SIZE,
    });
  }
  doc.y += 4;
}

/** The contents page (page 2): each part linked to its first page. */
function writeContents(doc: Pdf, parts: readonly LaidOutPart[], startPages: readonly number[]): void {
  doc.switchToPage(1);
  const width = contentWidth(doc);
  doc.y = MARGIN;
  writeRuns(doc, [{ text: 'Contents' }], MARGIN, width, { size: 20, bold: true, color: PDF_COLORS.accent });
  doc.y += 12;
  parts.forEach((part, index) => {
    const top = doc.y;
    const pageLabel = String((startPages[index] ?? 0) + 1);
    doc.font(FONT.regular).fontSize(11).fillColor(PDF_COLORS.text);
    doc.text(toBodyText(part.heading), MARGIN, top, { width: width - 40, goTo: partAnchor(index) });
    const bottom = doc.y;
    doc.text(pageLabel, MARGIN + width - 40, top, { width: 40, align: 'right', goTo: partAnchor(index) });
    doc.y = Math.max(bottom, doc.y) + 6;
  });
}

/** 'Client · Sustainability report' and 'Page n of N' on every page but the title page. */
function writePageNumbers(doc: Pdf, clientName: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start + 1; page < start + count; page += 1) {
    doc.switchToPage(page);
    const y = doc.page.height - MARGIN + 24;
    const label = `Page ${page + 1} of ${count}`;
    doc.font(FONT.regular).fontSize(8).fillColor(PDF_COLORS.muted);
    // lineBreak: false writes outside the margins without PDFKit adding a page for it.
    doc.text(toBodyText(`${clientName} · Sustainability report`), MARGIN, y, { lineBreak: false });
    doc.text(label, doc.page.width - MARGIN - doc.widthOfString(label), y, { lineBreak: false });
  }
}
