import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VsmeReport } from '@impact/contracts';
import { countRows, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { organizationMembers } from '../../db/schema.js';
import { consultantWithClient, createYearReport, vsmeCalls } from './test-support.js';

/**
 * A VSME report belongs to its client's organization: its members (owners or not) read and change it;
 * anyone else gets 404 for its id as for an unknown one, and for their own report on its client too.
 */
let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let client: { id: number; documentId: string };
let outsiderClient: { id: number; documentId: string };
let report: VsmeReport;
const calls = () => vsmeCalls(t);
const TABLES = ['vsme_reports', 'vsme_values', 'vsme_value_changes'];

beforeAll(async () => {
  t = await createTestApp();
  const mine = await consultantWithClient(t);
  ({ user: owner, client } = mine);
  member = await createUser(t);
  await t.db
    .insert(organizationMembers)
    .values({ organizationId: mine.organization.id, userId: member.id, role: 'member' });
  ({ user: outsider, client: outsiderClient } = await consultantWithClient(t, 'Other Weaver'));
  report = await createYearReport(t, owner, client.documentId, 2025);
});
afterAll(() => t.close());

describe('VSME reports and organizations', () => {
  it('lets a member who is not the owner read, create and edit', async () => {
    expect((await calls().get(member.token, report.documentId)).statusCode).toBe(200);
    const edited = await calls().put(member.token, report.documentId, 'UndertakingsLegalForm', {
      status: 'entered',
      value: 'Partnership',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      status: 'entered',
      updatedBy: { kind: 'user', userId: member.id },
    });
    const own = await createYearReport(t, member, client.documentId, 2024);
    expect(own.client).toEqual({ documentId: client.documentId, Name: 'Brindle Looms' });
  });

  it("answers 404 for another organization's report on every route, changing nothing", async () => {
    const before = await countRows(t, ...TABLES);
    const id = report.documentId;
    const answers = await Promise.all([
      calls().get(outsider.token, id),
      calls().put(outsider.token, id, 'NumberOfEmployees', { status: 'entered', value: 5 }),
      calls().review(outsider.token, id, 'GrossScope1GreenhouseGasEmissions', { decision: 'accept' }),
      calls().history(outsider.token, id, 'NumberOfEmployees'),
      calls().remove(outsider.token, id),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.message).toBe('VSME report not found');
    }
    const unknown = await calls().get(outsider.token, 'a'.repeat(24));
    expect(unknown.json().error).toEqual(answers[0]!.json().error);
    expect(await countRows(t, ...TABLES)).toEqual(before);
  });

  it("refuses another organization's client, and a previous report of another organization, as not found", async () => {
    const before = await countRows(t, ...TABLES);
    const onTheirClient = await calls().create(outsider.token, {
      clientId: client.documentId,
      module: 'basic',
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
    });
    expect(onTheirClient.statusCode).toBe(404);
    expect(onTheirClient.json().error.message).toBe('Client not found');
    const withTheirReport = await calls().create(outsider.token, {
      clientId: outsiderClient.documentId,
      module: 'basic',
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
      previousReportId: report.documentId,
    });
    expect(withTheirReport.statusCode).toBe(404);
    expect(await countRows(t, ...TABLES)).toEqual(before);
  });

  it("lists only the user's organizations' reports, even when filtered by another's client", async () => {
    const theirs = await calls().list(outsider.token, `filters[client]=${client.documentId}`);
    expect(theirs.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const ours = await calls().list(member.token, `filters[client]=${client.documentId}`);
    expect(ours.json().meta.total).toBe(2);
  });
});

describe('GET /api/vsme/reports pages', () => {
  it('answers pages of summaries, the latest period first, with their completeness', async () => {
    const { user, client: paged } = await consultantWithClient(t, 'Paged Weaver');
    for (const year of [2022, 2023, 2024])
      await createYearReport(t, user, paged.documentId, year, { previousReportId: null });
    const first = await calls().list(
      user.token,
      `filters[client]=${paged.documentId}&pagination[page]=1&pagination[pageSize]=2`,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({
      total: 3,
      pagination: { page: 1, pageSize: 2, pageCount: 2, total: 3 },
    });
    expect(first.json().data.map((row: { periodEnd: string }) => row.periodEnd)).toEqual([
      '2024-12-31',
      '2023-12-31',
    ]);
    expect(first.json().data[0].completeness).toEqual({
      applicable: expect.any(Number),
      answered: expect.any(Number),
      missing: expect.any(Number),
      awaitingReview: expect.any(Number),
    });
    const second = await calls().list(
      user.token,
      `filters[client]=${paged.documentId}&pagination[page]=2&pagination[pageSize]=2`,
    );
    expect(second.json().data.map((row: { periodEnd: string }) => row.periodEnd)).toEqual(['2022-12-31']);
    const bad = await calls().list(user.token, 'pagination[pageSize]=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('pagination[pageSize] must be at most 100');
  });
});

describe('DELETE /api/vsme/reports/:documentId', () => {
  it('deletes the report with its values and history; a later report keeps its own', async () => {
    const { user, client: weaver } = await consultantWithClient(t, 'Deleting Weaver');
    const earlier = await createYearReport(t, user, weaver.documentId, 2024);
    const later = await createYearReport(t, user, weaver.documentId, 2025);
    expect(later.previousReportDocumentId).toBe(earlier.documentId);
    const before = await countRows(t, ...TABLES);
    const removed = await calls().remove(user.token, earlier.documentId);
    expect(removed.statusCode).toBe(204);
    expect((await calls().get(user.token, earlier.documentId)).statusCode).toBe(404);
    const after = await countRows(t, ...TABLES);
    expect(after.vsme_reports).toBe(before.vsme_reports! - 1);
    expect(after.vsme_values).toBe(before.vsme_values! - earlier.values.length);
    const kept = (await calls().get(user.token, later.documentId)).json().data as VsmeReport;
    expect(kept.previousReportDocumentId).toBeNull();
    expect(kept.values).toHaveLength(later.values.length);
  });
});
