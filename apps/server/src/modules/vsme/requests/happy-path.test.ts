import { VSME_EVIDENCE_MAX_BYTES, type VsmeReport, type VsmeRequestQuestion } from '@impact/contracts';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import type { FileStorage } from '../../uploads/storage.js';
import { valueOf, vsmeCalls } from '../test-support.js';
import { uploadEvidence } from './evidence-service.js';
import { evidenceStorage } from './evidence-storage.js';
import {
  consultantWithReport,
  createRequest,
  FILES,
  requestCalls,
  storedRequestState,
} from './test-support.js';

/** From the consultant's request to an accepted value, with the contact's file as its source. */
let t: TestApp;
let user: TestUser;
let report: VsmeReport;
const calls = () => requestCalls(t);
const reportNow = async () =>
  (await vsmeCalls(t).get(user.token, report.documentId)).json().data as VsmeReport;

beforeAll(async () => {
  t = await createTestApp();
  ({ user, report } = await consultantWithReport(t));
});
afterAll(() => t.close());

describe('evidence files', () => {
  it('refuses a program named .pdf (400) and a file over the limit (413), storing nothing', async () => {
    const { token } = await createRequest(t, user, report, { datapointIds: ['NumberOfEmployees'] });
    const before = await storedRequestState(t);
    const disguised = await calls().upload(token, 'NumberOfEmployees', 'payroll.pdf', FILES.exe);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error.message).toBe(
      "file: attach a PDF, Word (.docx), Excel (.xlsx), PNG or JPEG file; 'payroll.pdf' is none of them",
    );
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(VSME_EVIDENCE_MAX_BYTES)]);
    const oversize = await calls().upload(token, 'NumberOfEmployees', 'scan.pdf', big);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().error.message).toBe('The file is larger than 10 MB: attach a smaller one');
    expect(await storedRequestState(t)).toEqual(before);
  });

  it('removes the written file again when the upload fails after writing it, so no file is orphaned', async () => {
    const { token } = await createRequest(t, user, report, { datapointIds: ['NumberOfEmployees'] });
    const disk = evidenceStorage({ dataDir: await mkdtemp(path.join(tmpdir(), 'vsme-evidence-')) });
    const written: string[] = [];
    // The write lands, then the disk reports a failure: the upload fails and must leave nothing behind.
    const failingAfterWrite: FileStorage = {
      ...disk,
      put: async (key, data) => {
        await disk.put(key, data);
        written.push(key);
        throw new Error('I/O error after the write');
      },
    };
    const before = await storedRequestState(t);
    const upload = { name: 'Payroll 2025.pdf', data: FILES.pdf };
    await expect(uploadEvidence(t.db, failingAfterWrite, token, 'NumberOfEmployees', upload)).rejects.toThrow(
      'I/O error after the write',
    );
    expect(written).toHaveLength(1);
    expect(await disk.get(written[0]!)).toBeUndefined();
    expect(await storedRequestState(t)).toEqual(before);
  });
});

describe('the happy path', () => {
  it('create → save → upload → submit → client-provided with the file → return → edit → submit → accept', async () => {
    const { token, request } = await createRequest(t, user, report, { datapointIds: ['NumberOfEmployees'] });
    expect((await calls().save(token, 'NumberOfEmployees', { value: 38 })).statusCode).toBe(200);
    const uploaded = await calls().upload(token, 'NumberOfEmployees', 'Payroll 2025.pdf', FILES.pdf);
    expect(uploaded.statusCode).toBe(200);
    const file = (uploaded.json().data as VsmeRequestQuestion).answer!.files[0]!;
    expect(file).toMatchObject({ fileName: 'Payroll 2025.pdf', kind: 'pdf', bytes: FILES.pdf.length });

    const submitted = await calls().submit(token);
    expect(submitted.json().data.status).toBe('submitted');
    let value = valueOf(await reportNow(), 'NumberOfEmployees');
    expect(value).toMatchObject({
      status: 'client-provided',
      value: 38,
      review: 'pending',
      updatedBy: { kind: 'data-request', requestDocumentId: request.documentId },
      sources: [{ kind: 'uploaded-document', documentId: file.id, title: 'Payroll 2025.pdf', url: null }],
    });
    // The consultant opens the file through their own, signed-in route.
    const opened = await t.request({
      method: 'GET',
      url: `/api/vsme/reports/${report.documentId}/evidence/${file.id}`,
      token: user.token,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.rawPayload.equals(FILES.pdf)).toBe(true);
    // A submitted answer no longer changes…
    expect((await calls().save(token, 'NumberOfEmployees', { value: 40 })).statusCode).toBe(409);

    // …until the consultant returns it, with a comment the contact reads.
    const returned = await vsmeCalls(t).review(user.token, report.documentId, 'NumberOfEmployees', {
      decision: 'return',
      comment: 'Headcount at year end, please',
    });
    expect(returned.statusCode).toBe(200);
    const question = (await calls().form(token)).json().data.questions[0] as VsmeRequestQuestion;
    expect(question).toMatchObject({
      editable: true,
      answer: { state: 'submitted', review: 'returned', reviewComment: 'Headcount at year end, please' },
    });
    expect((await calls().save(token, 'NumberOfEmployees', { value: 41 })).statusCode).toBe(200);
    expect((await calls().submit(token)).json().data.status).toBe('submitted');
    value = valueOf(await reportNow(), 'NumberOfEmployees');
    expect(value).toMatchObject({ status: 'client-provided', value: 41, review: 'pending' });

    const accepted = await vsmeCalls(t).review(user.token, report.documentId, 'NumberOfEmployees', {
      decision: 'accept',
    });
    expect(accepted.json().data).toMatchObject({ status: 'client-provided', value: 41, review: 'accepted' });
    const listed = (await calls().list(user, report.documentId)).json().data;
    expect(listed[0].progress).toEqual({ asked: 1, drafted: 0, submitted: 1, accepted: 1, returned: 0 });
    expect((await calls().form(token)).json().data.questions[0].editable).toBe(false);
  });
});
