import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VsmeReport } from '@impact/contracts';
import type { TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { consultantWithClient, createYearReport } from './test-support.js';

/** The route that hands a VSME report out as a file: the builders are tested in `export/`. */
let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let report: VsmeReport;
const download = (token: string, id: string, format: string) =>
  t.request({ method: 'GET', url: `/api/vsme/reports/${id}/export?format=${format}`, token });

beforeAll(async () => {
  t = await createTestApp();
  const mine = await consultantWithClient(t);
  owner = mine.user;
  ({ user: outsider } = await consultantWithClient(t, 'Other Weaver'));
  report = await createYearReport(t, owner, mine.client.documentId, 2025);
});
afterAll(() => t.close());

describe('GET /api/vsme/reports/:documentId/export', () => {
  it('answers the Word file in the standard’s structure, named after the client and period', async () => {
    const response = await download(owner.token, report.documentId, 'docx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Brindle-Looms-VSME-2025-01-01-to-2025-12-31.docx"',
    );
    const xml = new TextDecoder().decode(unzipSync(new Uint8Array(response.rawPayload))['word/document.xml']);
    expect(xml).toContain('Basic Module');
    expect(xml).toContain('B3');
  });

  it('answers JSON keyed by EFRAG identifiers and CSV, with the values the report holds', async () => {
    const json = await download(owner.token, report.documentId, 'json');
    expect(json.statusCode).toBe(200);
    const body = json.json();
    expect(JSON.stringify(body)).toContain('vsme:NumberOfEmployees');
    const csv = await download(owner.token, report.documentId, 'csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('NumberOfEmployees');
  });

  it('refuses an unknown format, and another organization’s report as not found', async () => {
    const bad = await download(owner.token, report.documentId, 'xlsx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('The format must be docx, json or csv');
    const foreign = await download(outsider.token, report.documentId, 'docx');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('VSME report not found');
    const signedOut = await t.request({
      method: 'GET',
      url: `/api/vsme/reports/${report.documentId}/export?format=csv`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
