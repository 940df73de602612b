import type { Block } from './markdown-tokens.js';
import {
  BODY_SIZE,
  ensureSpace,
  fragmentsText,
  LINE_GAP,
  PDF_COLORS,
  writeRuns,
  type Pdf,
} from './pdf-runs.js';
import { drawTable } from './pdf-table.js';
import { FONT } from './pdf-fonts.js';
import { toWinAnsi } from './pdf-text.js';

const HEADING_SIZES = { 2: 14, 3: 12, 4: 11 } as const;
const LIST_INDENT = 16;
const PARAGRAPH_GAP = 6;

export interface PdfPlace {
  x: number;
  width: number;
  /** The section's outline entry: markdown Heading 2s are added under it (the PDF's bookmarks panel). */
  outline?: PDFKit.PDFOutline;
  /** Inside a list item: paragraphs sit closer together. */
  tight?: boolean;
}

export function writeBlocks(doc: Pdf, blocks: readonly Block[], place: PdfPlace): void {
  for (const block of blocks) writeBlock(doc, block, place);
}

function writeBlock(doc: Pdf, block: Block, place: PdfPlace): void {
  switch (block.kind) {
    case 'heading': {
      const size = HEADING_SIZES[block.level];
      // Keep a heading with the first lines after it.
      ensureSpace(doc, size * 2 + BODY_SIZE * 4);
      doc.y += size * 0.6;
      if (block.level === 2) place.outline?.addItem(fragmentsText(block.runs));
      writeRuns(doc, block.runs, place.x, place.width, { size, bold: true, color: PDF_COLORS.accent });
      doc.y += 4;
      return;
    }
    case 'paragraph':
      writeRuns(doc, block.runs, place.x, place.width, { size: BODY_SIZE });
      doc.y += place.tight ? 2 : PARAGRAPH_GAP;
      return;
    case 'code':
      return writeCode(doc, block.text, place);
    case 'rule':
      ensureSpace(doc, 16);
      doc.lineWidth(0.75).strokeColor(PDF_COLORS.rule);
      doc
        .moveTo(place.x, doc.y + 6)
        .lineTo(place.x + place.width, doc.y + 6)
        .stroke();
      doc.y += 14;
      return;
    case 'quote':
      return writeQuote(doc, block.blocks, place);
    case 'list':
      return writeList(doc, block, place);
    case 'table':
      return drawTable(doc, block, place.x, place.width);
  }
}

/** A bullet or number hangs left of each item; the item's blocks are written indented beside it. */
function writeList(doc: Pdf, list: Extract<Block, { kind: 'list' }>, place: PdfPlace): void {
  list.items.forEach((item, index) => {
    ensureSpace(doc, BODY_SIZE * 2);
    const marker = list.ordered ? `${list.start + index}.` : place.tight ? '–' : '•';
    const top = doc.y;
    doc.font(FONT.regular).fontSize(BODY_SIZE).fillColor(PDF_COLORS.text);
    doc.text(marker, place.x, top, { width: LIST_INDENT, lineBreak: false });
    doc.y = top;
    writeBlocks(doc, item, {
      ...place,
      x: place.x + LIST_INDENT,
      width: place.width - LIST_INDENT,
      tight: true,
    });
  });
  doc.x = place.x;
  if (!place.tight) doc.y += PARAGRAPH_GAP;
}

/** A quotation: indented, with a bar at its left while it stays on one page. */
function writeQuote(doc: Pdf, blocks: readonly Block[], place: PdfPlace): void {
  const top = doc.y;
  const page = doc.page;
  writeBlocks(doc, blocks, { ...place, x: place.x + 14, width: place.width - 14 });
  if (doc.page === page) {
    doc.lineWidth(2).strokeColor(PDF_COLORS.rule);
    doc
      .moveTo(place.x + 3, top)
      .lineTo(place.x + 3, doc.y - PARAGRAPH_GAP)
      .stroke();
  }
  doc.x = place.x;
}

function writeCode(doc: Pdf, text: string, place: PdfPlace): void {
  const content = toWinAnsi(text);
  doc.font('Courier').fontSize(9);
  const height = doc.heightOfString(content, { width: place.width - 12, lineGap: LINE_GAP }) + 8;
  ensureSpace(doc, Math.min(height, 200));
  doc.rect(place.x, doc.y, place.width, height).fill('#F2F2F2');
  doc
    .fillColor(PDF_COLORS.text)
    .text(content, place.x + 6, doc.y + 4, { width: place.width - 12, lineGap: LINE_GAP });
  doc.x = place.x;
  doc.y += 4 + PARAGRAPH_GAP;
}
