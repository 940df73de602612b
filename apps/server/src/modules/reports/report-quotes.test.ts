import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { saveSection } from '../clients/sections.js';
import { consultant, ownClient, reportCalls } from './test-support.js';

// Two figures of one annual report, each resting on its own table row of page 14.
const REPORT_URL = 'https://northwind-ceramics.example/annual-report-2025.pdf';
const source = (quote: string, row: number) => ({
  kind: 'document' as const,
  url: REPORT_URL,
  title: 'Annual report 2025',
  retrievedAt: '2026-11-20',
  quote,
  locator: { headingPath: ['Environment', 'Key figures'], page: 14, table: 0, row },
});
const SCOPE_1 = 'Scope 1 emissions (tCO2e) | 2025: 12.3 | 2024: 11.9';
const WATER = 'Water withdrawn (m3) | 2025: 4,120 | 2024: 4,400';

let t: TestApp;
let user: TestUser;
let report: { id: number; documentId: string };
beforeAll(async () => {
  t = await createTestApp();
  user = (await consultant(t)).user;
  const client = await ownClient(t, user, { Name: 'Northwind Ceramics SAS' });
  await saveSection(
    t.db,
    client.id,
    'ReportedMetrics',
    [
      {
        name: 'Scope 1 emissions',
        category: 'Climate',
        value: '12.3',
        unit: 'tCO2e',
        year: 2025,
        label: 'Self-reported',
        sources: [source(SCOPE_1, 1)],
      },
      {
        name: 'Water withdrawn',
        category: 'Water',
        value: '4,120',
        unit: 'm3',
        year: 2025,
        label: 'Self-reported',
        sources: [source(WATER, 2)],
      },
    ],
    { method: 'extraction', provider: 'website' },
  );
  const api = reportCalls(t);
  report = (await api.create(user.token, { Client: client.documentId })).json().data;
  for (const type of ['sustainability_posture', 'source_list']) {
    expect((await api.section(user.token, report.id, type)).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

describe("a report's numbered sources carry the quote each statement rests on", () => {
  it('gives each quoted row of the same document its own number, with the quote and its locator', async () => {
    const read = (await reportCalls(t).get(user.token, report.id)).json().data;
    expect(read.Sources).toEqual([
      { n: 1, ...source(SCOPE_1, 1) },
      { n: 2, ...source(WATER, 2) },
    ]);
    const posture = read.Sections.find(
      (section: { Title: string }) => section.Title === 'sustainability_posture',
    );
    expect(posture.Content).toMatch(/\| Scope 1 emissions \| 12\.3 \| 2025 \| Self-reported \| \[1\] \|/);
    expect(posture.Content).toMatch(/\| Water withdrawn \| 4,120 \| 2025 \| Self-reported \| \[2\] \|/);
  });

  it('prints the quote and where it stands in the source list', async () => {
    const read = (await reportCalls(t).get(user.token, report.id)).json().data;
    const list = read.Sections.find((section: { Title: string }) => section.Title === 'source_list');
    expect(list.Content).toContain(
      `- **[1]** [Annual report 2025](${REPORT_URL}), retrieved 2026-11-20: “Scope 1 emissions (tCO2e) \\| 2025: 12.3 \\| 2024: 11.9” (page 14 · Environment · Key figures)`,
    );
  });

  it('prints the quote under each source in the Word and PDF exports', async () => {
    const docx = await t.request({
      method: 'GET',
      url: `/api/reports/${report.id}/export.docx`,
      token: user.token,
    });
    expect(docx.statusCode).toBe(200);
    const document = strFromU8(unzipSync(new Uint8Array(docx.rawPayload))['word/document.xml']!);
    expect(document).toContain(`“${WATER}” (page 14 · Environment · Key figures)`);
    const pdf = await t.request({
      method: 'GET',
      url: `/api/reports/${report.id}/export.pdf`,
      token: user.token,
    });
    expect(pdf.statusCode).toBe(200);
  });
});
