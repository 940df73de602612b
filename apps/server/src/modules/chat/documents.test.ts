import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingDocuments } from '../../db/schema.js';
import { createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { chat, docxWith, docxWithTable, pdfWith, submit, uploadDocuments } from './chat-test-support.js';
import { documentsAsWebsiteContext } from './client-material.js';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
  await createOrganization(t, { owner: user });
});
afterAll(() => t.close());

const newSession = async (owner = user) =>
  (await chat(t, { message: 'Hi' }, owner.token)).json().onboardingId as number;
const rowsOf = (sessionId: number) =>
  t.db.select().from(onboardingDocuments).where(eq(onboardingDocuments.sessionId, sessionId));
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'onboarding-documents');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('POST /api/onboarding/:onboardingId/documents', () => {
  it('reads the text of a PDF and a DOCX and keeps the files', async () => {
    const sessionId = await newSession();
    const pdf = await pdfWith(['Scope 1 emissions fell 12% in 2024.', 'Our water use per tonne dropped.']);
    const docx = await docxWith(['Supplier code of conduct signed by 94% of suppliers.']);
    const response = await uploadDocuments(
      t,
      sessionId,
      [
        { name: 'report.pdf', data: pdf, type: 'application/pdf' },
        { name: 'policy.docx', data: docx },
      ],
      user.token,
    );
    expect(response.statusCode).toBe(200);
    const [pdfView, docxView] = response.json().data;
    expect(pdfView).toMatchObject({ name: 'report.pdf', size: pdf.length, pageCount: 2 });
    expect(docxView).toMatchObject({ name: 'policy.docx', size: docx.length, pageCount: null });
    const rows = await rowsOf(sessionId);
    expect(rows[0]!.extractedText).toContain('Scope 1 emissions fell 12% in 2024.');
    expect(rows[0]!.extractedText).toContain('water use per tonne');
    expect(rows[1]!.extractedText).toBe('Supplier code of conduct signed by 94% of suppliers.');
    expect(pdfView.characters).toBe(rows[0]!.extractedText.length);
    expect(rows[1]!.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');

    const file = await t.request({
      method: 'GET',
      url: `/api/onboarding/documents/${pdfView.documentId}/file`,
      token: user.token,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('reads a table as labelled rows, the way the website pages are read, into the Website Context', async () => {
    const sessionId = await newSession();
    const docx = await docxWithTable('Environmental key figures', [
      ['Indicator', '2024', '2023'],
      ['Scope 1 emissions (tCO2e)', '12.3', '11.9'],
      ['Water withdrawn (m3)', '4,120', '4,400'],
    ]);
    const response = await uploadDocuments(t, sessionId, [{ name: 'figures.docx', data: docx }], user.token);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await rowsOf(sessionId);
    expect(row!.extractedText).toBe(
      [
        'Environmental key figures',
        'Scope 1 emissions (tCO2e) | 2024: 12.3 | 2023: 11.9',
        'Water withdrawn (m3) | 2024: 4,120 | 2023: 4,400',
      ].join('\n'),
    );
    expect(documentsAsWebsiteContext([row!]).pages[0]!.content).toBe(row!.extractedText);
  });

  it('says an upload stored before the structured reader from its structure, else its plain text', async () => {
    const sessionId = await newSession();
    const docx = await docxWithTable('Key figures', [
      ['Indicator', '2024'],
      ['Employees', '640'],
    ]);
    await uploadDocuments(t, sessionId, [{ name: 'old.docx', data: docx }], user.token);
    const [row] = await rowsOf(sessionId);
    // The older reader's words: cells one after another, without their headings.
    const older = { ...row!, extractedText: 'Key figures\n\nIndicator\n\n2024\n\nEmployees\n\n640' };
    expect(documentsAsWebsiteContext([older]).pages[0]!.content).toBe('Key figures\nEmployees | 2024: 640');
    expect(documentsAsWebsiteContext([{ ...older, structure: null }]).pages[0]!.content).toBe(
      older.extractedText,
    );
  });

  it.each([
    [
      'a text file named .pdf',
      'notes.pdf',
      Buffer.from('Just text, not a PDF at all.'),
      415,
      'notes.pdf is not a PDF or Word (DOCX) document',
    ],
    ['a scanned PDF without text', 'scan.pdf', null, 422, 'No text could be read from scan.pdf'],
    [
      'a file over 10 MB',
      'big.pdf',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]),
      413,
      'The file is larger than 10 MB',
    ],
  ])('refuses %s and stores nothing', async (_, name, data, status, message) => {
    const sessionId = await newSession();
    const before = storedFiles().length;
    const bytes = data ?? (await pdfWith([]));
    const good = await pdfWith(['Fine text.']);
    // A good file beside a bad one: all or nothing.
    const response = await uploadDocuments(
      t,
      sessionId,
      [
        { name: 'good.pdf', data: good },
        { name, data: bytes },
      ],
      user.token,
    );
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toContain(message);
    expect(await rowsOf(sessionId)).toHaveLength(0);
    expect(storedFiles()).toHaveLength(before);
  });

  it("requires a token and refuses another user's onboarding as not found", async () => {
    const sessionId = await newSession();
    const pdf = await pdfWith(['Text.']);
    expect((await uploadDocuments(t, sessionId, [{ name: 'a.pdf', data: pdf }])).statusCode).toBe(401);
    const other = await createUser(t);
    const foreign = await uploadDocuments(t, sessionId, [{ name: 'a.pdf', data: pdf }], other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Onboarding not found');
    expect(await rowsOf(sessionId)).toHaveLength(0);
  });

  it('holds at most 10 documents per onboarding', async () => {
    const sessionId = await newSession();
    const pdf = await pdfWith(['Text.']);
    const files = Array.from({ length: 9 }, (_, i) => ({ name: `d${i}.pdf`, data: pdf }));
    expect((await uploadDocuments(t, sessionId, files, user.token)).statusCode).toBe(200);
    const more = await uploadDocuments(t, sessionId, files.slice(0, 2), user.token);
    expect(more.statusCode).toBe(400);
    expect(more.json().error.message).toBe('An onboarding holds at most 10 documents');
    expect(await rowsOf(sessionId)).toHaveLength(9);
  });

  it('keeps the limit when uploads arrive in parallel, one file a request', async () => {
    const sessionId = await newSession();
    const pdf = await pdfWith(['Text.']);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        uploadDocuments(t, sessionId, [{ name: `p${i}.pdf`, data: pdf }], user.token),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(2);
    expect(await rowsOf(sessionId)).toHaveLength(10);
  });

  it('lists the onboarding’s documents for its owner only', async () => {
    const sessionId = await newSession();
    const uploaded = await uploadDocuments(
      t,
      sessionId,
      [{ name: 'r.pdf', data: await pdfWith(['R.']) }],
      user.token,
    );
    const list = await t.request({
      method: 'GET',
      url: `/api/onboarding/${sessionId}/documents`,
      token: user.token,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual(uploaded.json().data);
    const other = await createUser(t);
    const foreign = await t.request({
      method: 'GET',
      url: `/api/onboarding/${sessionId}/documents`,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('DELETE and the step-4 submission', () => {
  it('removes a document, and step-4 accepts only this session’s uploads', async () => {
    const sessionId = await newSession();
    const pdf = await pdfWith(['Kept text.']);
    const uploaded = await uploadDocuments(
      t,
      sessionId,
      [
        { name: 'keep.pdf', data: pdf },
        { name: 'drop.pdf', data: pdf },
      ],
      user.token,
    );
    const [keep, drop] = uploaded.json().data;
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/onboarding/${sessionId}/documents/${drop.documentId}`,
      token: user.token,
    });
    expect(removed.statusCode).toBe(204);
    expect((await rowsOf(sessionId)).map((row) => row.documentId)).toEqual([keep.documentId]);
    const file = await t.request({
      method: 'GET',
      url: `/api/onboarding/documents/${drop.documentId}/file`,
      token: user.token,
    });
    expect(file.statusCode).toBe(404);

    // Walk to step-4 (the website is not reachable here: the profile stays empty).
    const steps: [string, unknown][] = [
      ['step-0', { website: 'unreachable.invalid' }],
      ['step-1', { selected: ['materiality'] }],
      ['step-2', { Name: `Doc Co ${sessionId}` }],
      ['step-3', { selected: ['E1'] }],
    ];
    for (const [stepId, data] of steps) {
      const response = await chat(t, { message: submit(stepId, data), onboardingId: sessionId }, user.token);
      expect(response.statusCode, stepId).toBe(200);
    }
    const otherSession = await newSession();
    const foreignUpload = await uploadDocuments(t, otherSession, [{ name: 'x.pdf', data: pdf }], user.token);
    const unknown = await chat(
      t,
      {
        message: submit('step-4', {
          files: [{ name: 'x.pdf', size: pdf.length, uploadId: foreignUpload.json().data[0].documentId }],
        }),
        onboardingId: sessionId,
      },
      user.token,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('Invalid data for step-4: unknown upload');
    const accepted = await chat(
      t,
      {
        message: submit('step-4', {
          files: [{ name: 'keep.pdf', size: pdf.length, uploadId: keep.documentId }],
        }),
        onboardingId: sessionId,
      },
      user.token,
    );
    expect(accepted.statusCode).toBe(200);
    // The documents step is over: no more uploads.
    const late = await uploadDocuments(t, sessionId, [{ name: 'late.pdf', data: pdf }], user.token);
    expect(late.statusCode).toBe(409);
  });
});
