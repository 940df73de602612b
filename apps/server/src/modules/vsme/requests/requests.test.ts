import type { VsmeDataRequest, VsmeReport } from '@impact/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { decodeQuotedPrintable, outboxMailFile, settledOutboxRow } from '../../../../test/mail.js';
import { consultantWithReport, createRequest, requestCalls, storedRequestState } from './test-support.js';

/** The consultant's side: asking for Missing datapoints, following progress, revoking and reminding. */
let t: TestApp;
let user: TestUser;
let report: VsmeReport;
let stranger: TestUser;
let strangersReport: VsmeReport;
const calls = () => requestCalls(t);

beforeAll(async () => {
  t = await createTestApp();
  ({ user, report } = await consultantWithReport(t));
  ({ user: stranger, report: strangersReport } = await consultantWithReport(t, 'Quarry Tiles'));
});
afterAll(() => t.close());

describe('POST …/requests', () => {
  it('answers the request with its link once; only the hash of the token is stored', async () => {
    const response = await calls().create(user, report, {
      datapointIds: ['NumberOfEmployees', 'NumberOfEmployees', 'Turnover'],
      contactName: 'Ines Maes',
      contactEmail: 'Ines@Orchard.test',
      expiresInDays: 7,
    });
    expect(response.statusCode).toBe(201);
    const { data, meta } = response.json() as { data: VsmeDataRequest; meta: { link: string } };
    expect(data).toMatchObject({
      status: 'open',
      datapointIds: ['NumberOfEmployees', 'Turnover'],
      contactEmail: 'ines@orchard.test',
      progress: { asked: 2, drafted: 0, submitted: 0, accepted: 0, returned: 0 },
    });
    expect(meta.link).toMatch(/^http:\/\/app\.test\/vsme-request\/[\w-]{43}$/);
    const token = meta.link.split('/').at(-1)!;
    expect(JSON.stringify(await storedRequestState(t))).not.toContain(token);
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['no datapoint', { datapointIds: [] }, 'Choose at least one datapoint to ask for'],
    [
      'a datapoint that is not Missing',
      { datapointIds: ['Turnover', 'NumberOfEmployees'] },
      'datapointIds.0',
    ],
    ['a link for a year', { datapointIds: ['Turnover'], expiresInDays: 365 }, 'at most 90 days'],
    ['a bad e-mail', { datapointIds: ['Turnover'], contactEmail: 'nobody' }, 'Enter a valid e-mail address'],
  ];
  it.each(refused)(
    'refuses %s with a 400 naming the field, storing nothing',
    async (_case, data, message) => {
      if (_case === 'a datapoint that is not Missing') {
        await t.request({
          method: 'PUT',
          url: `/api/vsme/reports/${report.documentId}/values/Turnover`,
          token: user.token,
          payload: { data: { status: 'entered', value: 1_000_000 } },
        });
      }
      const before = await storedRequestState(t);
      const response = await calls().create(user, report, data);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().error)).toContain(message);
      expect(await storedRequestState(t)).toEqual(before);
    },
  );

  it("another organization's report answers 404 like an unknown one, on every consultant route", async () => {
    const { request } = await createRequest(t, stranger, strangersReport, {
      datapointIds: ['NumberOfEmployees'],
    });
    const before = await storedRequestState(t);
    for (const response of [
      await calls().create(user, strangersReport, { datapointIds: ['NumberOfEmployees'] }),
      await calls().list(user, strangersReport.documentId),
      await calls().revoke(user, strangersReport.documentId, request.documentId),
      await calls().remind(user, strangersReport.documentId, request.documentId),
      await calls().create(user, 'no-such-report', { datapointIds: ['NumberOfEmployees'] }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('VSME report not found');
    }
    // Its request is not reachable through one's own report either.
    expect((await calls().revoke(user, report.documentId, request.documentId)).statusCode).toBe(404);
    expect(await storedRequestState(t)).toEqual(before);
  });
});

describe('GET …/requests, revoke and remind', () => {
  it('lists the newest first with progress; revoking stops the link', async () => {
    const first = await createRequest(t, user, report, { datapointIds: ['NumberOfEmployees'] });
    const second = await createRequest(t, user, report, { datapointIds: ['TotalEnergyConsumption'] });
    await calls().save(second.token, 'TotalEnergyConsumption', { value: 12 });
    const listed = (await calls().list(user, report.documentId)).json().data as VsmeDataRequest[];
    expect(listed[0]).toMatchObject({ documentId: second.request.documentId, progress: { drafted: 1 } });
    expect(listed[1]!.documentId).toBe(first.request.documentId);

    const revoked = await calls().revoke(user, report.documentId, first.request.documentId);
    expect(revoked.json().data).toMatchObject({ status: 'revoked' });
    expect((await calls().form(first.token)).statusCode).toBe(404);
  });

  it('needs a contact e-mail (409); mails the link again, once an hour (429); the outbox keeps no link', async () => {
    const silent = await createRequest(t, user, report, { datapointIds: ['NumberOfEmployees'] });
    const noMail = await calls().remind(user, report.documentId, silent.request.documentId);
    expect(noMail.statusCode).toBe(409);
    expect(noMail.json().error.message).toBe('This request has no contact e-mail address to remind');

    const email = 'contact@orchard.test';
    const { request, token } = await createRequest(t, user, report, {
      datapointIds: ['NumberOfEmployees'],
      contactEmail: email,
    });
    const reminded = await calls().remind(user, report.documentId, request.documentId);
    expect(reminded.statusCode).toBe(202);
    expect(reminded.json().data.lastRemindedAt).not.toBeNull();
    const mail = decodeQuotedPrintable(await outboxMailFile(t, email));
    expect(mail).toContain(`http://app.test/vsme-request/${token}`);
    const row = await settledOutboxRow(t, email);
    expect(row.textBody).not.toContain(token);
    expect(row.textBody).toContain('http://app.test/[link removed]');

    const again = await calls().remind(user, report.documentId, request.documentId);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toBe(
      'A reminder was sent less than an hour ago. Please try again later.',
    );
  });
});
