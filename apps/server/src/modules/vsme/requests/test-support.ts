import type { VsmeDataRequest, VsmeReport } from '@impact/contracts';
import { sql } from 'drizzle-orm';
import {
  createClientVia,
  createOrganization,
  createUser,
  selectRows,
  type TestUser,
} from '../../../../test/factories.js';
import type { TestApp } from '../../../../test/harness.js';
import { multipartBody } from '../../uploads/upload-test-helpers.js';
import { createYearReport } from '../test-support.js';

/** A consultant with a report of 2025 on a client with no evidence: every datapoint starts Missing. */
export async function consultantWithReport(t: TestApp, name = 'Orchard Mills') {
  const user = await createUser(t);
  await createOrganization(t, { owner: user });
  const client = await createClientVia(t, user, name);
  const report = await createYearReport(t, user, client.documentId, 2025);
  return { user, client, report };
}

export function requestCalls(t: TestApp) {
  return {
    create: (user: TestUser, report: VsmeReport | string, data: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: `/api/vsme/reports/${typeof report === 'string' ? report : report.documentId}/requests`,
        token: user.token,
        payload: { data },
      }),
    list: (user: TestUser, reportId: string) =>
      t.request({ method: 'GET', url: `/api/vsme/reports/${reportId}/requests`, token: user.token }),
    revoke: (user: TestUser, reportId: string, requestId: string) =>
      t.request({
        method: 'POST',
        url: `/api/vsme/reports/${reportId}/requests/${requestId}/revoke`,
        token: user.token,
      }),
    remind: (user: TestUser, reportId: string, requestId: string) =>
      t.request({
        method: 'POST',
        url: `/api/vsme/reports/${reportId}/requests/${requestId}/remind`,
        token: user.token,
      }),
    form: (token: string) => t.request({ method: 'GET', url: `/api/vsme/requests/${token}` }),
    save: (token: string, datapointId: string, data: unknown) =>
      t.request({
        method: 'PUT',
        url: `/api/vsme/requests/${token}/answers/${datapointId}`,
        payload: { data } as object,
      }),
    submit: (token: string) => t.request({ method: 'POST', url: `/api/vsme/requests/${token}/submit` }),
    upload: async (token: string, datapointId: string, name: string, data: Buffer) => {
      const body = await multipartBody({}, [{ name, data }], 'file');
      return t.request({
        method: 'POST',
        url: `/api/vsme/requests/${token}/answers/${datapointId}/evidence`,
        ...body,
      });
    },
    removeFile: (token: string, datapointId: string, fileId: string) =>
      t.request({
        method: 'DELETE',
        url: `/api/vsme/requests/${token}/answers/${datapointId}/evidence/${fileId}`,
      }),
  };
}

/** Creates a request through the API; answers it with the link's token. */
export async function createRequest(
  t: TestApp,
  user: TestUser,
  report: VsmeReport,
  data: Record<string, unknown>,
): Promise<{ request: VsmeDataRequest; link: string; token: string }> {
  const response = await requestCalls(t).create(user, report, data);
  if (response.statusCode !== 201) throw new Error(`Data request not created: ${response.body}`);
  const { data: request, meta } = response.json() as { data: VsmeDataRequest; meta: { link: string } };
  return { request, link: meta.link, token: meta.link.split('/vsme-request/')[1]! };
}

/** Everything stored about requests and values, to show a refused call changed nothing. */
export const storedRequestState = (t: TestApp) =>
  selectRows(
    t.db,
    sql`SELECT (SELECT json_agg(a ORDER BY a.id) FROM vsme_request_answers a) AS answers,
               (SELECT json_agg(f ORDER BY f.id) FROM vsme_request_files f) AS files,
               (SELECT json_agg(r ORDER BY r.id) FROM vsme_data_requests r) AS requests,
               (SELECT json_agg(v ORDER BY v.id) FROM vsme_values v) AS values,
               (SELECT count(*)::int FROM vsme_value_changes) AS changes`,
  );

/** The smallest files of each kind, and a program dressed as a PDF. */
export const FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  png: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  exe: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]),
};
