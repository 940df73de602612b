import { VSME_REQUEST_LINK_INVALID, type VsmeReport, type VsmeRequestForm } from '@impact/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { vsmeDataRequests } from '../../../db/schema.js';
import { consultantWithReport, createRequest, requestCalls, storedRequestState } from './test-support.js';

/** The contact's link: only while valid, only the questions asked, drafts checked like a consultant's edit. */
let t: TestApp;
let user: TestUser;
let report: VsmeReport;
const calls = () => requestCalls(t);
const ASKED = ['NumberOfEmployees', 'TotalEnergyConsumption'];

beforeAll(async () => {
  t = await createTestApp();
  ({ user, report } = await consultantWithReport(t));
});
afterAll(() => t.close());

describe('an invalid link answers one plain 404 and nothing else', () => {
  it('for an expired, a revoked, a tampered and an unknown link alike, on every link route', async () => {
    const expired = await createRequest(t, user, report, { datapointIds: ASKED });
    await t.db
      .update(vsmeDataRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vsmeDataRequests.documentId, expired.request.documentId));
    const revoked = await createRequest(t, user, report, { datapointIds: ASKED });
    expect((await calls().revoke(user, report.documentId, revoked.request.documentId)).statusCode).toBe(200);
    const valid = await createRequest(t, user, report, { datapointIds: ASKED });
    const last = valid.token.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${valid.token.slice(0, -1)}${last}`;
    const before = await storedRequestState(t);

    for (const token of [expired.token, revoked.token, tampered, 'not-a-token']) {
      for (const response of [
        await calls().form(token),
        await calls().save(token, 'NumberOfEmployees', { value: 12 }),
        await calls().submit(token),
        await calls().removeFile(token, 'NumberOfEmployees', 'abc'),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          data: null,
          error: { status: 404, name: 'NotFoundError', message: VSME_REQUEST_LINK_INVALID },
        });
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
    expect(await storedRequestState(t)).toEqual(before);
    expect((await calls().form(valid.token)).statusCode).toBe(200);
  });
});

describe('the form', () => {
  it('shows only the questions asked, with their wording, and nothing of the report', async () => {
    await t.request({
      method: 'PUT',
      url: `/api/vsme/reports/${report.documentId}/values/Turnover`,
      token: user.token,
      payload: { data: { status: 'entered', value: 4_200_000 } },
    });
    const { token } = await createRequest(t, user, report, {
      datapointIds: ASKED,
      message: 'For the 2025 report',
    });
    const response = await calls().form(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    const form = response.json().data as VsmeRequestForm;
    expect(form).toMatchObject({
      clientName: 'Orchard Mills',
      message: 'For the 2025 report',
      status: 'open',
    });
    expect(form.questions.map((q) => [q.datapointId, q.kind, q.unit, q.editable])).toEqual([
      ['NumberOfEmployees', 'number', 'headcount', true],
      ['TotalEnergyConsumption', 'number', 'MWh', true],
    ]);
    expect(response.body).not.toContain('4200000');
  });
});

describe('saving a draft refuses what a consultant edit refuses, and stores nothing', () => {
  const cases: [string, string, unknown, string][] = [
    [
      'text in a number field',
      'NumberOfEmployees',
      { value: 'about forty' },
      "value: Number of employees takes a number in headcount; 'about forty' is text",
    ],
    ['a decimal comma', 'TotalEnergyConsumption', { value: '1,5' }, 'value: Use a point for decimals: 1.5'],
    [
      'a negative headcount',
      'NumberOfEmployees',
      { value: -3 },
      'value: Number of employees cannot be negative',
    ],
  ];
  it.each(cases)('%s', async (_case, datapointId, data, message) => {
    const { token } = await createRequest(t, user, report, { datapointIds: ASKED });
    const before = await storedRequestState(t);
    const response = await calls().save(token, datapointId, data);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(response.json().error.details.errors[0].path).toBe('data.value');
    expect(await storedRequestState(t)).toEqual(before);
  });

  it('a question the request did not ask: 404, nothing stored', async () => {
    const { token } = await createRequest(t, user, report, { datapointIds: ASKED });
    const before = await storedRequestState(t);
    const response = await calls().save(token, 'Turnover', { value: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('This question is not part of the request');
    expect(await storedRequestState(t)).toEqual(before);
  });

  it('converts kWh where MWh is asked', async () => {
    const { token } = await createRequest(t, user, report, { datapointIds: ASKED });
    const response = await calls().save(token, 'TotalEnergyConsumption', { value: 250_000, unit: 'kWh' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.answer).toMatchObject({ value: 250, unit: 'MWh', state: 'draft' });
  });
});

describe('two submits of the same request at once', () => {
  it('submit each answer exactly once; the other answers the form as it stands', async () => {
    const { token, request } = await createRequest(t, user, report, { datapointIds: ASKED });
    expect((await calls().save(token, 'NumberOfEmployees', { value: 41 })).statusCode).toBe(200);
    expect((await calls().save(token, 'TotalEnergyConsumption', { value: 310 })).statusCode).toBe(200);
    const [first, second] = await Promise.all([calls().submit(token), calls().submit(token)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    for (const response of [first, second]) {
      expect((response.json().data as VsmeRequestForm).questions.map((q) => q.answer?.state)).toEqual([
        'submitted',
        'submitted',
      ]);
    }
    const rows = await selectRows<{ datapoint_id: string; n: number }>(
      t.db,
      sql`SELECT datapoint_id, count(*)::int AS n FROM vsme_value_changes
          WHERE action = 'client answered' AND actor->>'requestDocumentId' = ${request.documentId}
          GROUP BY datapoint_id ORDER BY datapoint_id`,
    );
    expect(rows).toEqual([
      { datapoint_id: 'NumberOfEmployees', n: 1 },
      { datapoint_id: 'TotalEnergyConsumption', n: 1 },
    ]);
  });
});
