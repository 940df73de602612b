import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { chat, pdfWith, submit, uploadDocuments } from '../chat-test-support.js';

// What the consultant uploads: the company's own statements, found nowhere on a website.
const REPORT_LINES = [
  'Verdant Foods is a Certified B Corporation since 2019, and our Ghent plant is certified to ISO 14001.',
  'In 2024 our Scope 1 and 2 emissions were 1,240 tCO2e, down from 1,530 tCO2e in 2023.',
];
const FILE_NAME = 'Sustainability report 2024.pdf';

let t: TestApp;
let ann: TestUser;
let documentId: string;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  ann = await createUser(t);
  await createOrganization(t, { owner: ann });
  const onboardingId = (await chat(t, { message: 'Hi' }, ann.token)).json().onboardingId as number;
  const pdf = await pdfWith(REPORT_LINES);
  const uploaded = await uploadDocuments(t, onboardingId, [{ name: FILE_NAME, data: pdf }], ann.token);
  documentId = uploaded.json().data[0].documentId;
  const steps: [string, unknown][] = [
    ['step-0', { website: 'unreachable.invalid' }],
    ['step-1', { selected: ['materiality'] }],
    ['step-2', { Name: 'Verdant Foods NV' }],
    ['step-3', { selected: ['E1'] }],
    ['step-4', { files: [{ name: FILE_NAME, size: pdf.length, uploadId: documentId }] }],
    ['step-5', { selected: ['esrs'] }],
    ['step-6', { confirm: true }],
  ];
  for (const [stepId, data] of steps) {
    const response = await chat(t, { message: submit(stepId, data), onboardingId }, ann.token);
    if (response.statusCode !== 200) throw new Error(`${stepId}: ${response.body}`);
  }
  clientId = (await t.request({ method: 'GET', url: '/api/org/clients', token: ann.token })).json().data[0]
    .id;
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.request({ method: 'POST', url, token: ann.token, payload });
// The document id is known once uploaded: each test adds it.
const documentSource = { kind: 'uploaded-document', url: null, title: FILE_NAME };

describe('what is found in an uploaded document cites the document by name', () => {
  it('in the sections the assessment builds from it', async () => {
    const codes = await post('/api/clients/voluntary-codes', { clientId });
    expect(codes.statusCode, codes.body).toBe(200);
    const bCorp = codes.json().data.codes.find((code: { name: string }) => /B Corp/.test(code.name));
    // The sentence the code was found in travels as the source's quote.
    expect(bCorp.sources).toEqual([
      { ...documentSource, documentId, retrievedAt: expect.any(String), quote: REPORT_LINES[0] },
    ]);

    const metrics = await post('/api/clients/reported-metrics', { clientId });
    expect(metrics.statusCode, metrics.body).toBe(200);
    const emissions = metrics.json().data.find((metric: { year: number }) => metric.year === 2024);
    expect(emissions.sources[0]).toMatchObject({ ...documentSource, documentId });
    expect(JSON.stringify([codes.json(), metrics.json()])).not.toMatch(/\/api\/|uploaded-document:/);
  });

  it("in the report's numbered sources, its written source list and its Word export", async () => {
    const report = (await post('/api/reports', { data: { Client: clientId } })).json().data;
    expect(
      (await post(`/api/reports/${report.id}/sections`, { data: { sectionType: 'sustainability_posture' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/reports/${report.id}/sections`, { data: { sectionType: 'source_list' } })).statusCode,
    ).toBe(200);
    const read = await t.request({
      method: 'GET',
      url: `/api/reports/${report.id}?populate=Sections`,
      token: ann.token,
    });
    const { Sources, Sections } = read.json().data;
    const cited = Sources.find((source: { url: string | null }) => source.url === null);
    expect(cited).toMatchObject({ ...documentSource, documentId, n: expect.any(Number) });
    const list = Sections.find((section: { Title: string }) => section.Title === 'source_list')
      .Content as string;
    expect(list).toContain(`- **[${cited.n}]** ${FILE_NAME} (uploaded document), retrieved `);
    expect(read.body).not.toContain('/api/onboarding/documents/');

    const docx = await t.request({
      method: 'GET',
      url: `/api/reports/${report.id}/export.docx`,
      token: ann.token,
    });
    expect(docx.statusCode).toBe(200);
    expect(docx.rawPayload.includes(Buffer.from('/api/onboarding'))).toBe(false);
  });
});
