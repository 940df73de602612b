import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VsmeReport } from '@impact/contracts';
import { countRows, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { applyClientAnswer } from './client-answer.js';
import { consultantWithClient, createYearReport, valueOf, vsmeCalls } from './test-support.js';

/** The function a data request calls with the client's answer: checked, pending review, never over a consultant's entry. */
let t: TestApp;
let user: TestUser;
let report: VsmeReport;
const REQUEST = 'r'.repeat(24);

beforeAll(async () => {
  t = await createTestApp();
  const { user: consultant, client } = await consultantWithClient(t);
  user = consultant;
  report = await createYearReport(t, user, client.documentId, 2025);
});
afterAll(() => t.close());

describe('applyClientAnswer', () => {
  it('makes a missing value client-provided, pending review, converted to the datapoint’s unit', async () => {
    const { value } = await applyClientAnswer(t.db, {
      reportId: report.id,
      datapointId: 'TotalWasteGeneratedMass',
      value: 12_500,
      unit: 'kg',
      requestDocumentId: REQUEST,
    });
    expect(value).toMatchObject({
      status: 'client-provided',
      value: 12.5,
      unit: 'tonnes',
      review: 'pending',
      method: { kind: 'client' },
      updatedBy: { kind: 'data-request', requestDocumentId: REQUEST },
    });
    const history = (
      await vsmeCalls(t).history(user.token, report.documentId, 'TotalWasteGeneratedMass')
    ).json().data;
    expect(history[0]).toMatchObject({
      action: 'client answered',
      by: { kind: 'data-request' },
      to: { status: 'client-provided' },
    });
    const reviewed = await vsmeCalls(t).review(user.token, report.documentId, 'TotalWasteGeneratedMass', {
      decision: 'return',
      comment: 'Which sites?',
    });
    expect(reviewed.json().data.review).toBe('returned');
  });

  it("never overwrites the consultant's entry: the answer waits beside it", async () => {
    await vsmeCalls(t).put(user.token, report.documentId, 'NumberOfEmployees', {
      status: 'entered',
      value: 125,
    });
    const { value } = await applyClientAnswer(t.db, {
      reportId: report.id,
      datapointId: 'NumberOfEmployees',
      value: 118,
      requestDocumentId: REQUEST,
      submittedAt: '2026-11-26T10:00:00.000Z',
    });
    expect(value).toMatchObject({
      status: 'entered',
      value: 125,
      pendingClientAnswer: {
        value: 118,
        unit: 'headcount',
        requestDocumentId: REQUEST,
        submittedAt: '2026-11-26T10:00:00.000Z',
      },
    });
    // The consultant's next edit settles it.
    const edited = await vsmeCalls(t).put(user.token, report.documentId, 'NumberOfEmployees', {
      status: 'entered',
      value: 118,
    });
    expect(edited.json().data.pendingClientAnswer).toBeNull();
  });

  it('refuses an answer the datapoint does not take, storing nothing', async () => {
    const before = await countRows(t, 'vsme_values', 'vsme_value_changes');
    await expect(
      applyClientAnswer(t.db, {
        reportId: report.id,
        datapointId: 'NumberOfEmployees',
        value: '1,5',
        requestDocumentId: REQUEST,
      }),
    ).rejects.toMatchObject({ status: 400, message: 'value: Use a point for decimals: 1.5' });
    expect(await countRows(t, 'vsme_values', 'vsme_value_changes')).toEqual(before);
    const stored = (await vsmeCalls(t).get(user.token, report.documentId)).json().data as VsmeReport;
    expect(valueOf(stored, 'NumberOfEmployees').value).toBe(118);
  });
});
