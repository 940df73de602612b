import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/** PDFs for the reader's tests, drawn with pdfkit so each case is exactly what the test says. */

type Draw = (doc: PDFKit.PDFDocument) => void;

export function makePdf(draw: Draw, options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ margin: 72, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** Cells at fixed x positions on one baseline, as a report's key-figure table is set. */
export function tableRow(
  doc: PDFKit.PDFDocument,
  y: number,
  cells: readonly string[],
  xs: readonly number[],
): void {
  cells.forEach((cell, i) => {
    if (cell) doc.text(cell, xs[i]!, y, { lineBreak: false });
  });
}

function pageNumber(doc: PDFKit.PDFDocument, page: number): void {
  doc.fontSize(9).text(String(page), 300, 760, { lineBreak: false });
}

/** Two pages: a title, headings, paragraphs and a list on page 1; a key-figures table on page 2. */
export function reportPdf(): Promise<Uint8Array> {
  return makePdf(
    (doc) => {
      doc.fontSize(24).text('Sustainability Report 2024');
      doc.moveDown();
      doc.fontSize(16).text('Our approach');
      doc
        .fontSize(11)
        .text(
          'Acme makes bicycles in three plants. This report covers the calendar year and all of our ' +
            'sites, and follows the European reporting standards where they apply to a company of our size.',
        );
      doc.moveDown();
      doc.text('Our targets are approved by the board and reviewed every year by an independent panel.');
      doc.moveDown();
      doc.fontSize(13).text('Climate');
      doc.fontSize(11).text('• Net zero in our own operations by 2035');
      doc.text('• Half of our steel from recycled sources by 2030');
      pageNumber(doc, 1);
      doc.addPage();
      doc.fontSize(16).text('Key figures', 72, 72);
      doc.fontSize(11);
      const xs = [72, 300, 400];
      tableRow(doc, 110, ['', '2024', '2023'], xs);
      tableRow(doc, 128, ['Scope 1 emissions (tCO2e)', '1,234', '1,456'], xs);
      tableRow(doc, 146, ['Renewable electricity (%)', '78', '64'], xs);
      tableRow(doc, 164, ['Employees', '5,000', '4,800'], xs);
      doc.text('Figures are for the calendar year and cover all sites.', 72, 200);
      pageNumber(doc, 2);
    },
    { info: { Title: 'Acme Sustainability Report 2024' }, lang: 'en-GB' },
  );
}

const TOPICS = ['climate', 'water', 'waste', 'people', 'suppliers', 'governance', 'communities'];

/**
 * Pages of text only; each page has a heading and a paragraph. Their wording varies, since a line
 * repeated at the same place on most pages is a running header and is left out.
 */
export function longPdf(pages: number): Promise<Uint8Array> {
  return makePdf((doc) => {
    for (let page = 1; page <= pages; page += 1) {
      const topic = TOPICS[page % TOPICS.length]!;
      if (page > 1) doc.addPage();
      doc.fontSize(16).text(`Chapter ${page}: ${topic}`);
      doc.fontSize(11).text(`Page ${page} says what we did about ${topic} this year, at some length.`);
    }
  });
}

/** One page holding only a picture, as a scanner makes: no text layer at all. */
export function scannedPdf(): Promise<Uint8Array> {
  return makePdf((doc) => {
    doc.image(grayPng(64, 64), 72, 72, { width: 400 });
  });
}

export function encryptedPdf(): Promise<Uint8Array> {
  return makePdf((doc) => doc.text('Confidential figures'), {
    userPassword: 'secret',
    ownerPassword: 'owner',
  });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey square PNG, built by hand (signature, IHDR, IDAT, IEND). */
function grayPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // Each row: filter byte 0, then the pixels.
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
