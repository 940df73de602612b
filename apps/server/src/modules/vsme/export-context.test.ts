import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VsmeReport } from '@impact/contracts';
import { vsmeDatapoint } from '@impact/knowledge';
import type { TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { parseCsv } from './export/csv-read.js';
import { createRequest, requestCalls } from './requests/test-support.js';
import { consultantWithClient, createYearReport, vsmeCalls } from './test-support.js';

/**
 * The exports of a report started from the previous period's: each value beside the previous one, and a
 * missing value a data request still waits for marked so instead of left blank. Through the export route.
 */
let t: TestApp;
let user: TestUser;
let later: VsmeReport;

const WASTE = 'TotalWasteGeneratedMass';
const ENERGY = 'TotalEnergyConsumption';
const WATER = 'TotalWaterConsumption';
const HAZARDOUS = 'TotalHazardousWasteGeneratedMass';

const download = (format: string) =>
  t.request({
    method: 'GET',
    url: `/api/vsme/reports/${later.documentId}/export?format=${format}`,
    token: user.token,
  });
const label = (id: string) => vsmeDatapoint('vsme-recommendation-2025', id)!.label;

beforeAll(async () => {
  t = await createTestApp();
  let client: { documentId: string };
  ({ user, client } = await consultantWithClient(t, 'Tarn Valley Dyeworks'));
  const earlier = await createYearReport(t, user, client.documentId, 2024);
  await vsmeCalls(t).put(user.token, earlier.documentId, WASTE, {
    status: 'entered',
    value: 310,
    unit: 'tonnes',
  });
  later = await createYearReport(t, user, client.documentId, 2025);
  await vsmeCalls(t).put(user.token, later.documentId, WASTE, {
    status: 'entered',
    value: 280,
    unit: 'tonnes',
  });
  // One request still open: water answered and submitted, energy not answered yet.
  const open = await createRequest(t, user, later, { datapointIds: [WATER, ENERGY] });
  await requestCalls(t).save(open.token, WATER, { value: 5200, unit: 'm3' });
  await requestCalls(t).submit(open.token);
  // A revoked request waits for nothing.
  const revoked = await createRequest(t, user, later, { datapointIds: [HAZARDOUS] });
  await requestCalls(t).revoke(user, later.documentId, revoked.request.documentId);
});
afterAll(() => t.close());

/** A Word part's paragraphs as text, one a line. */
const paragraphText = (part: string) =>
  [...part.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map(([p]) => [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .join('\n');

/** Each row of the Word file's tables as its cells' texts. */
function wordRows(body: Buffer): string[][] {
  const xml = new TextDecoder().decode(unzipSync(new Uint8Array(body))['word/document.xml']);
  return [...xml.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map(([row]) =>
    [...row.matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map(([cell]) => paragraphText(cell)),
  );
}

describe('exports of a report started from the previous one, with a data request out', () => {
  it('Word: a Previous period column beside the value, and Awaiting client answer in place of a blank', async () => {
    const response = await download('docx');
    expect(response.statusCode).toBe(200);
    const rows = wordRows(response.rawPayload);
    const rowOf = (id: string) => rows.find((row) => row[0]?.split('\n')[0] === label(id))!;
    expect(rows[0]).toEqual(['Datapoint', 'Value', 'Previous period', 'Notes']);
    expect(rowOf(WASTE).slice(1, 3)).toEqual(['280 tonnes', '310 tonnes (changed)']);
    // The energy figure of 2024 was found in that report; 2025's is asked of the client.
    expect(rowOf(ENERGY).slice(1, 3)).toEqual(['Awaiting client answer', '1,240 MWh']);
    expect(rowOf(ENERGY)[3]).toMatch(/^Awaiting client answer \(asked in a data request\)/);
    // A submitted answer shows, not yet accepted; a revoked request's datapoint is simply not reported.
    expect(rowOf(WATER)[1]).toBe('5,200 m3 (client’s answer, not yet accepted)');
    expect(rowOf(HAZARDOUS).slice(1, 3)).toEqual(['Not reported', 'Not reported']);
  });

  it('CSV: the previous value and unit beside the unit, and the awaited answer in the note', async () => {
    const response = await download('csv');
    const [header, ...records] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Disclosure',
      'Identifier',
      'Label',
      'Value',
      'Unit',
      'Previous value',
      'Previous unit',
      'Status',
      'Review',
      'Sources',
      'Note',
    ]);
    const recordOf = (id: string) => records.find((cells) => cells[1] === `vsme:${id}`)!;
    expect(recordOf(WASTE).slice(3, 8)).toEqual(['280', 'tonnes', '310', 'tonnes', 'entered']);
    expect(recordOf(ENERGY).slice(3, 8)).toEqual(['', 'MWh', '1240', 'MWh', 'missing']);
    expect(recordOf(ENERGY).at(-1)).toMatch(/^Awaiting client answer \(asked in a data request\)\n/);
    expect(recordOf(HAZARDOUS).at(-1)).toBe('');
  });

  it('JSON: the previous value with whether it changed, and which values await the client', async () => {
    const body = (await download('json')).json();
    expect(body.report.previousReportDocumentId).toEqual(expect.any(String));
    expect(body.datapoints[`vsme:${WASTE}`]).toMatchObject({
      value: 280,
      previous: { value: 310, unit: 'tonnes', changed: true },
      awaitingClientAnswer: false,
    });
    expect(body.datapoints[`vsme:${ENERGY}`]).toMatchObject({
      status: 'missing',
      value: null,
      awaitingClientAnswer: true,
      previous: { value: 1240, unit: 'MWh' },
    });
    expect(body.datapoints[`vsme:${WATER}`]).toMatchObject({ awaitingClientAnswer: false, confirmed: false });
    expect(body.datapoints[`vsme:${HAZARDOUS}`]).toMatchObject({ awaitingClientAnswer: false });
  });
});
