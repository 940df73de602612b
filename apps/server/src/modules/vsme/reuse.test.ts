import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VsmeReport } from '@impact/contracts';
import { countRows, createClientVia, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { consultantWithClient, createYearReport, valueOf, vsmeCalls } from './test-support.js';

/**
 * A report for a client with an earlier one starts from it: descriptive answers are carried over,
 * period-bound figures are prefilled afresh for the new year, and every value shows the earlier one.
 */
let t: TestApp;
let user: TestUser;
let client: { id: number; documentId: string };
let earlier: VsmeReport;
let later: VsmeReport;

beforeAll(async () => {
  t = await createTestApp();
  ({ user, client } = await consultantWithClient(t));
  earlier = await createYearReport(t, user, client.documentId, 2024);
  await vsmeCalls(t).put(user.token, earlier.documentId, 'UndertakingsLegalForm', {
    status: 'entered',
    value: 'Partnership',
  });
  later = await createYearReport(t, user, client.documentId, 2025);
});
afterAll(() => t.close());

describe('a report started from the previous one', () => {
  it('names the report it started from', () => {
    expect(later.previousReportDocumentId).toBe(earlier.documentId);
  });

  it('carries over a descriptive answer, unchanged, with the method saying so', async () => {
    expect(valueOf(later, 'UndertakingsLegalForm')).toMatchObject({
      status: 'entered',
      value: 'Partnership',
      method: { kind: 'previous-report' },
      previous: { value: 'Partnership', unit: null, changed: false },
    });
    expect(valueOf(later, 'UndertakingsLegalForm').method?.description).toContain(
      'Carried over from the report for 2024-01-01 – 2024-12-31',
    );
    const history = (await vsmeCalls(t).history(user.token, later.documentId, 'UndertakingsLegalForm')).json()
      .data;
    expect(history).toEqual([expect.objectContaining({ action: 'carried over', from: null })]);
  });

  it('prefills period-bound figures afresh and shows what the earlier report held', () => {
    // 2024's report found the 2024 energy figure; 2025 states none, so it is not carried over.
    expect(valueOf(earlier, 'TotalEnergyConsumption')).toMatchObject({
      status: 'found',
      value: 1240,
      periodYear: 2024,
    });
    expect(valueOf(later, 'TotalEnergyConsumption')).toMatchObject({
      status: 'missing',
      value: null,
      previous: { value: 1240, unit: 'MWh', changed: true },
    });
    // The 2025 headcount is not 2024's: missing there with a note, found here.
    expect(valueOf(earlier, 'NumberOfEmployees')).toMatchObject({ status: 'missing' });
    expect(valueOf(earlier, 'NumberOfEmployees').note).toContain('Not stated for 2024. 2025: 120 employees');
    expect(valueOf(later, 'NumberOfEmployees')).toMatchObject({
      status: 'found',
      value: 120,
      previous: { value: null, changed: true },
    });
  });

  it('gives every value its previous one', () => {
    expect(later.values.every((value) => value.previous !== null)).toBe(true);
    expect(earlier.values.every((value) => value.previous === null)).toBe(true);
  });

  it('updates whether a value changed when it is edited', async () => {
    const edited = await vsmeCalls(t).put(user.token, later.documentId, 'UndertakingsLegalForm', {
      status: 'entered',
      value: 'Cooperative',
    });
    expect(edited.json().data.previous).toEqual({ value: 'Partnership', unit: null, changed: true });
  });

  it('starts from no report when asked, and refuses a previous report of another client or a later period', async () => {
    const fresh = await createYearReport(t, user, client.documentId, 2026, { previousReportId: null });
    expect(fresh.previousReportDocumentId).toBeNull();
    expect(valueOf(fresh, 'UndertakingsLegalForm').status).toBe('missing');
    const other = await createClientVia(t, user, 'Second Weaver');
    const otherReport = await createYearReport(t, user, other.documentId, 2020);
    const before = await countRows(t, 'vsme_reports', 'vsme_values');
    const otherClient = await vsmeCalls(t).create(user.token, {
      clientId: client.documentId,
      module: 'basic',
      periodStart: '2027-01-01',
      periodEnd: '2027-12-31',
      previousReportId: otherReport.documentId,
    });
    expect(otherClient.statusCode).toBe(400);
    expect(otherClient.json().error.message).toBe('previousReportId: That report is on another client');
    const laterPeriod = await vsmeCalls(t).create(user.token, {
      clientId: client.documentId,
      module: 'basic',
      periodStart: '2023-01-01',
      periodEnd: '2023-12-31',
      previousReportId: later.documentId,
    });
    expect(laterPeriod.statusCode).toBe(400);
    expect(laterPeriod.json().error.message).toBe(
      'previousReportId: That report is not of an earlier period',
    );
    expect(await countRows(t, 'vsme_reports', 'vsme_values')).toEqual(before);
  });
});
