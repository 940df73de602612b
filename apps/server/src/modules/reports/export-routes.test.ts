import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { consultant, loadSamples, reportCalls } from './test-support.js';

let t: TestApp;
let token: string;
let strangerToken: string;
let reportId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await consultant(t)).user.token;
  strangerToken = (await consultant(t)).user.token;
  const [sample] = await loadSamples(t);
  const calls = reportCalls(t);
  const created = await calls.create(token, { Client: sample!.documentId });
  reportId = created.json().data.id;
  for (const type of ['company_snapshot', 'regulatory_landscape', 'source_list']) {
    expect((await calls.section(token, reportId, type)).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

describe('GET /api/reports/:id/export.(docx|pdf)', () => {
  it('downloads a Word package with the section headings and the sources', async () => {
    const response = await t.request({ method: 'GET', url: `/api/reports/${reportId}/export.docx`, token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename=".+-report-\d{4}-\d{2}-\d{2}\.docx"/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const document = strFromU8(files['word/document.xml']!);
    expect(document).toContain('Company Snapshot');
    expect(document).toContain('Regulatory Landscape');
    expect(document).toMatch(/w:hyperlink/);
  });

  it('downloads a PDF', async () => {
    const response = await t.request({ method: 'GET', url: `/api/reports/${reportId}/export.pdf`, token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for another organization’s report, 400 for an unknown format, 401 signed out', async () => {
    const other = await t.request({
      method: 'GET',
      url: `/api/reports/${reportId}/export.pdf`,
      token: strangerToken,
    });
    expect(other.statusCode).toBe(404);
    const format = await t.request({ method: 'GET', url: `/api/reports/${reportId}/export.exe`, token });
    expect(format.statusCode).toBe(400);
    const anonymous = await t.request({ method: 'GET', url: `/api/reports/${reportId}/export.docx` });
    expect(anonymous.statusCode).toBe(401);
  });
});
