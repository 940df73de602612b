import { isUnreadDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { reportDocx, zipBombDocx } from '../test-support/docx-fixtures.js';
import { reportPdf } from '../test-support/pdf-fixtures.js';
import { readDocument } from './read-document.js';

// Loading pdf.js or mammoth takes seconds on a busy machine: the time limit is raised, nothing is timed.
describe('readDocument', { timeout: 60_000 }, () => {
  it('reads by what the bytes are, not what they claim to be', async () => {
    const pdf = await readDocument(await reportPdf(), {
      contentType: 'text/html',
      url: 'https://acme.example/r',
    });
    expect(pdf).toMatchObject({ kind: 'pdf', pageCount: 2, url: 'https://acme.example/r' });
    const docx = await readDocument(await reportDocx(), {
      contentType: 'application/octet-stream',
      documentId: 'd1',
    });
    expect(docx).toMatchObject({ kind: 'docx', documentId: 'd1', title: 'Acme Sustainability Report 2024' });
    const page = await readDocument(new TextEncoder().encode('<h1>Hello</h1>'), {});
    expect(page).toMatchObject({ kind: 'html', title: 'Hello' });
  });

  it('reads a UTF-16 page with its byte-order mark', async () => {
    const text = '\ufeff<main><p>Caf\u00e9 \u20ac</p></main>';
    const bytes = new Uint8Array(Buffer.from(text, 'utf16le'));
    const document = await readDocument(bytes, { contentType: 'text/html' });
    expect(document.blocks).toMatchObject([{ type: 'paragraph', text: 'Caf\u00e9 \u20ac' }]);
  });

  it('notes content that is none of the three as not read', async () => {
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    const image = await readDocument(png, { contentType: 'image/png', url: 'https://acme.example/logo.png' });
    expect(image).toMatchObject({ kind: 'html', url: 'https://acme.example/logo.png', blocks: [] });
    expect(image.notes).toEqual(['Not read: the content is image/png, not a web page, PDF or Word document']);
    expect(isUnreadDocument(image)).toBe(true);
  });

  it('notes an old or password-protected Word file (an OLE compound file) as not read', async () => {
    // The OLE compound file signature, then an empty sector.
    const header = new Uint8Array(512);
    header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const document = await readDocument(header, { contentType: 'application/msword' });
    expect(document).toMatchObject({ kind: 'docx', blocks: [] });
    expect(document.notes).toEqual([
      'Not read: a password-protected Word document or an old .doc file, not a DOCX',
    ]);
  });

  it('hands a damaged file declared as a PDF to the PDF reader, which says so', async () => {
    const document = await readDocument(new TextEncoder().encode('not a pdf at all'), {
      contentType: 'application/pdf',
    });
    expect(document.kind).toBe('pdf');
    expect(document.notes[0]).toMatch(/^Not read: the file is damaged or not a PDF/);
  });

  it('recognises a zip bomb as a DOCX by its parts and refuses it', async () => {
    const bomb = zipBombDocx({ unpackedBytes: 1024 * 1024 * 1024, statedBytes: 1024 * 1024 * 1024 });
    const document = await readDocument(bomb, { contentType: 'application/octet-stream' });
    expect(document).toMatchObject({ kind: 'docx', blocks: [] });
    expect(document.notes).toEqual(['Not read: the DOCX would unpack to 1.0 GB of text (limit 50 MB)']);
  });
});
