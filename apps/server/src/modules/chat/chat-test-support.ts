import { once } from 'node:events';
import { Document, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import PDFDocument from 'pdfkit';
import { chatEventSchema, type ChatEvent } from '@impact/contracts';
import type { TestApp } from '../../../test/harness.js';
import { multipartBody, type FormFile } from '../uploads/upload-test-helpers.js';

/** Test helpers of the onboarding chat (imported by its tests only). */

export const submit = (stepId: string, data: unknown) =>
  JSON.stringify({ action: 'submit_step', stepId, data });

/** The non-streaming chat call. */
export const chat = (t: TestApp, body: object, token?: string, agentId = 'onboarding') =>
  t.request({ method: 'POST', url: `/api/agents/${agentId}/chat?stream=false`, payload: body, token });

/** The streaming call over real HTTP, its body split into events on the blank line. */
export async function chatStream(
  baseUrl: string,
  body: object,
  token?: string,
): Promise<{ status: number; type: string | null; text: string; events: ChatEvent[] }> {
  const response = await fetch(`${baseUrl}/api/agents/onboarding/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const events = text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => chatEventSchema.parse(JSON.parse(block.slice('data: '.length))));
  return { status: response.status, type: response.headers.get('content-type'), text, events };
}

export const contentOf = (events: ChatEvent[]) =>
  events
    .filter((event) => event.type === 'content')
    .map((event) => event.content)
    .join('');

/** The components of an assistant message, in order. */
export function componentsOf(message: string): { type: string; props: Record<string, unknown> }[] {
  return [...message.matchAll(/<script type="application\/json">([\s\S]*?)<\/script>/g)].map(
    (match) =>
      (JSON.parse(match[1]!) as { payload: { type: string; props: Record<string, unknown> } }).payload,
  );
}

/** A real PDF with one line of text per page (an empty list draws a shape and no text: a "scan"). */
export async function pdfWith(pages: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  if (pages.length === 0) doc.addPage().rect(50, 50, 200, 100).fill('#2a7f62');
  for (const text of pages) doc.addPage().text(text);
  doc.end();
  await once(doc, 'end');
  return Buffer.concat(chunks);
}

export function docxWith(paragraphs: string[]): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }] });
  return Packer.toBuffer(doc);
}

/** A Word document with a heading paragraph and a table whose first row is its header row. */
export function docxWithTable(heading: string, rows: string[][]): Promise<Buffer> {
  const table = new Table({
    rows: rows.map(
      (cells, index) =>
        new TableRow({
          tableHeader: index === 0,
          children: cells.map((text) => new TableCell({ children: [new Paragraph(text)] })),
        }),
    ),
  });
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph(heading), table] }] }));
}

/** POST /api/onboarding/{id}/documents with the files in the 'file' field. */
export async function uploadDocuments(
  t: TestApp,
  onboardingId: number | string,
  files: FormFile[],
  token?: string,
) {
  const body = await multipartBody({}, files, 'file');
  return t.request({
    method: 'POST',
    url: `/api/onboarding/${onboardingId}/documents`,
    payload: body.payload,
    headers: body.headers,
    ...(token ? { token } : {}),
  });
}
