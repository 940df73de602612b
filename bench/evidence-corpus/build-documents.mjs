#!/usr/bin/env node
// Renders the reports that the corpus websites link to (PDF and Word) from each company's
// documents.mjs, with three different producers: pdfkit, pdf-lib and docx. The rendered files are
// committed: the benchmark reads those bytes, never a fresh rendering.
//
//   node bench/evidence-corpus/build-documents.mjs            renders the documents that are missing
//   node bench/evidence-corpus/build-documents.mjs --force X  renders company X's again (tuning half only)
//   node bench/evidence-corpus/build-documents.mjs --verify   checks every document's text layer
//
// A held-out company's documents are frozen: --force refuses them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const corpusDir = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(corpusDir, 'manifest.json'), 'utf8'));
/** A fixed date in the files' metadata, so a rendering says when the report was published, not when it was built. */
const PUBLISHED = new Date('2026-04-30T09:00:00Z');

const args = process.argv.slice(2);
const force = args.includes('--force') ? args[args.indexOf('--force') + 1] : undefined;
const verify = args.includes('--verify');

async function documentsOf(company) {
  const file = path.join(corpusDir, company.slug, 'documents.mjs');
  if (!existsSync(file)) return [];
  return (await import(pathToFileURL(file).href)).default;
}

// ---- layout shared by both PDF producers -------------------------------------------------------------

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const SIZES = { cover: 26, h1: 16, h2: 12, p: 10, list: 10, note: 8, cell: 9 };
const LEADING = 1.35;

/** Words of a text broken into lines no wider than maxWidth, measured by the producer's own font. */
function wrap(text, maxWidth, measure) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Draws one page's blocks through a small drawing interface (text, line), so pdfkit and pdf-lib lay the
 * same content out the same way while each writes its own PDF.
 */
function layoutPage(blocks, draw) {
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.margin;
  const paragraph = (text, size, bold = false, gapAfter = 6) => {
    for (const line of wrap(text, width, (t) => draw.measure(t, size, bold))) {
      draw.text(line, PAGE.margin, y, size, bold);
      y += size * LEADING;
    }
    y += gapAfter;
  };
  for (const block of blocks) {
    if (block.cover) {
      y = 260;
      paragraph(block.cover, SIZES.cover, true, 18);
    } else if (block.h1) paragraph(block.h1, SIZES.h1, true, 8);
    else if (block.h2) paragraph(block.h2, SIZES.h2, true, 4);
    else if (block.p) paragraph(block.p, SIZES.p);
    else if (block.note) paragraph(block.note, SIZES.note);
    else if (block.list) for (const item of block.list) paragraph(item, SIZES.list, false, 2);
    else if (block.table) {
      const { columns, rows, widths = columns.map(() => width / columns.length) } = block.table;
      const rowHeight = SIZES.cell * 2;
      const tableWidth = widths.reduce((sum, w) => sum + w, 0);
      const drawRow = (cells, bold) => {
        let x = PAGE.margin;
        cells.forEach((cell, index) => {
          const cellWidth = widths[index];
          // First column left-aligned, figures right-aligned, as a report table is set.
          const textX = index === 0 ? x + 4 : x + cellWidth - 4 - draw.measure(cell, SIZES.cell, bold);
          draw.text(cell, textX, y + 4, SIZES.cell, bold);
          x += cellWidth;
        });
        y += rowHeight;
        draw.line(PAGE.margin, y, PAGE.margin + tableWidth, y);
      };
      draw.line(PAGE.margin, y, PAGE.margin + tableWidth, y);
      drawRow(columns, true);
      for (const row of rows) drawRow(row, false);
      y += 10;
    }
  }
}

// ---- pdfkit ---------------------------------------------------------------------------------------------

const fontName = (bold) => (bold ? 'Helvetica-Bold' : 'Helvetica');

async function renderWithPdfkit(spec) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: false,
    lang: spec.language,
    info: {
      Title: spec.title,
      Author: spec.author,
      Subject: spec.subject,
      Creator: spec.author,
      CreationDate: PUBLISHED,
      ModDate: PUBLISHED,
    },
  });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  spec.pages.forEach((blocks, index) => {
    doc.addPage();
    layoutPage(blocks, {
      measure: (text, size, bold) => doc.font(fontName(bold)).fontSize(size).widthOfString(text),
      text: (text, x, y, size, bold) =>
        doc.font(fontName(bold)).fontSize(size).text(text, x, y, { lineBreak: false }),
      line: (x1, y1, x2, y2) => doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(0.5).stroke('#7a8a89'),
    });
    const footer = `${spec.title} – ${index + 1}/${spec.pages.length}`;
    doc
      .font('Helvetica')
      .fontSize(SIZES.note)
      .text(footer, PAGE.margin, PAGE.height - PAGE.margin + 20, { lineBreak: false });
  });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

// ---- pdf-lib --------------------------------------------------------------------------------------------

async function renderWithPdfLib(spec) {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(spec.title);
  pdf.setAuthor(spec.author);
  pdf.setSubject(spec.subject);
  pdf.setLanguage(spec.language);
  pdf.setCreator(spec.author);
  pdf.setCreationDate(PUBLISHED);
  pdf.setModificationDate(PUBLISHED);
  const regular = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const fontOf = (isBold) => (isBold ? bold : regular);
  spec.pages.forEach((blocks, index) => {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    // pdf-lib measures from the bottom of the page; the layout from the top.
    layoutPage(blocks, {
      measure: (text, size, isBold) => fontOf(isBold).widthOfTextAtSize(text, size),
      text: (text, x, y, size, isBold) =>
        page.drawText(text, { x, y: PAGE.height - y - size, size, font: fontOf(isBold) }),
      line: (x1, y1, x2, y2) =>
        page.drawLine({
          start: { x: x1, y: PAGE.height - y1 },
          end: { x: x2, y: PAGE.height - y2 },
          thickness: 0.5,
          color: rgb(0.45, 0.5, 0.5),
        }),
    });
    page.drawText(`${spec.title} – ${index + 1}/${spec.pages.length}`, {
      x: PAGE.margin,
      y: PAGE.margin - 30,
      size: SIZES.note,
      font: regular,
    });
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

// ---- docx -----------------------------------------------------------------------------------------------

async function renderWithDocx(spec) {
  const docx = await import('docx');
  const { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } = docx;
  const children = [];
  spec.pages.forEach((blocks, pageIndex) => {
    blocks.forEach((block, blockIndex) => {
      const pageBreakBefore = pageIndex > 0 && blockIndex === 0;
      if (block.cover)
        children.push(new Paragraph({ text: block.cover, heading: HeadingLevel.TITLE, pageBreakBefore }));
      else if (block.h1)
        children.push(new Paragraph({ text: block.h1, heading: HeadingLevel.HEADING_1, pageBreakBefore }));
      else if (block.h2)
        children.push(new Paragraph({ text: block.h2, heading: HeadingLevel.HEADING_2, pageBreakBefore }));
      else if (block.p || block.note)
        children.push(
          new Paragraph({
            children: [new TextRun({ text: block.p ?? block.note, size: block.note ? 16 : 21 })],
            pageBreakBefore,
          }),
        );
      else if (block.list)
        block.list.forEach((item, index) =>
          children.push(
            new Paragraph({
              text: item,
              bullet: { level: 0 },
              pageBreakBefore: pageBreakBefore && index === 0,
            }),
          ),
        );
      else if (block.table) {
        const row = (cells, header) =>
          new TableRow({
            tableHeader: header,
            children: cells.map(
              (cell) =>
                new TableCell({
                  children: [new Paragraph({ children: [new TextRun({ text: cell, bold: header })] })],
                }),
            ),
          });
        children.push(
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [row(block.table.columns, true), ...block.table.rows.map((cells) => row(cells, false))],
          }),
        );
      }
    });
  });
  const document = new Document({
    creator: spec.author,
    title: spec.title,
    description: spec.subject,
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}

const RENDERERS = { pdfkit: renderWithPdfkit, 'pdf-lib': renderWithPdfLib, docx: renderWithDocx };

// ---- verification -----------------------------------------------------------------------------------------

/** Every text of a document spec, as a reader of the rendered file should find it. */
function textsOf(spec) {
  return spec.pages.flatMap((blocks) =>
    blocks.flatMap((block) =>
      block.table
        ? [...block.table.columns, ...block.table.rows.flat()]
        : (block.list ?? [block.cover ?? block.h1 ?? block.h2 ?? block.p ?? block.note]),
    ),
  );
}

async function extractedText(file, producer) {
  const bytes = readFileSync(file);
  if (producer === 'docx') {
    const mammoth = await import('mammoth');
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  }
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return `${totalPages} pages\n${text}`;
}

const squash = (text) => text.replace(/\s+/g, ' ').trim();

async function verifyDocument(company, spec) {
  const file = path.join(corpusDir, company.slug, spec.file);
  if (!existsSync(file)) return [`${company.slug}: ${spec.file} is missing`];
  const text = squash(await extractedText(file, spec.producer));
  const problems = [];
  if (spec.producer !== 'docx' && !text.startsWith(`${spec.pages.length} pages`))
    problems.push(`${company.slug}: ${spec.file} does not have ${spec.pages.length} pages`);
  for (const expected of textsOf(spec)) {
    // Wrapped lines come back joined by spaces; the words must all be there, in order.
    if (!text.includes(squash(expected)))
      problems.push(`${company.slug}: ${spec.file} lacks “${expected.slice(0, 60)}”`);
  }
  return problems;
}

// ---- main -------------------------------------------------------------------------------------------------

if (force) {
  const company = manifest.companies.find((c) => c.slug === force);
  if (!company) throw new Error(`No corpus company ${force}`);
  if (company.half === 'held-out') {
    console.error(`${force} is held out: its documents are frozen and are never rendered again.`);
    process.exit(1);
  }
}

const problems = [];
for (const company of manifest.companies) {
  for (const spec of await documentsOf(company)) {
    const file = path.join(corpusDir, company.slug, spec.file);
    if (verify) {
      problems.push(...(await verifyDocument(company, spec)));
      continue;
    }
    if (existsSync(file) && force !== company.slug) continue;
    const render = RENDERERS[spec.producer];
    if (!render) throw new Error(`${company.slug}: unknown producer ${spec.producer}`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await render(spec));
    console.log(`rendered ${company.slug}/${spec.file} with ${spec.producer}`);
  }
}
if (verify) {
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0 ? 'Every document has its text layer.' : `${problems.length} problem(s).`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
