import { createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { sampleProfileFixture } from '../../../test/sample-fixture.js';
import { loadSampleProfiles } from '../samples/load-samples.js';
import type { SampleProfile } from '../samples/profile-schema.js';

/** A consultant with their own organization. */
export async function consultant(t: TestApp, options: { admin?: boolean; organization?: string } = {}) {
  const user = await createUser(t, { admin: options.admin ?? false });
  const organization = await createOrganization(t, {
    owner: user,
    ...(options.organization ? { name: options.organization } : {}),
  });
  return { user, organization };
}

/** An organization client, created through the API as the web app does. */
export async function ownClient(t: TestApp, user: TestUser, data: Record<string, unknown>) {
  const response = await t.request({
    method: 'POST',
    url: '/api/clients',
    token: user.token,
    payload: { data },
  });
  if (response.statusCode !== 200) throw new Error(`client not created: ${response.body}`);
  return response.json().data as { id: number; documentId: string; Name: string };
}

/** Loads sample profiles and answers the stored client of each, by slug. */
export async function loadSamples(t: TestApp, profiles: SampleProfile[] = [sampleProfileFixture()]) {
  await loadSampleProfiles(t.db, profiles);
  const listed = (await t.request({ method: 'GET', url: '/api/clients/public' })).json().data as {
    id: number;
    documentId: string;
    Name: string;
  }[];
  return profiles.map((profile) => listed.find((client) => client.Name === profile.client.Name)!);
}

export function reportCalls(t: TestApp) {
  return {
    create: (token: string, data: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/reports', token, payload: { data } }),
    get: (token: string, id: string | number) =>
      t.request({ method: 'GET', url: `/api/reports/${id}?populate=Sections`, token }),
    list: (token: string, clientDocumentId: string) =>
      t.request({
        method: 'GET',
        url: `/api/reports?filters[Client][documentId][$eq]=${clientDocumentId}&populate=Sections`,
        token,
      }),
    section: (token: string, id: string | number, sectionType: string, extra: Record<string, unknown> = {}) =>
      t.request({
        method: 'POST',
        url: `/api/reports/${id}/sections`,
        token,
        payload: { data: { sectionType, ...extra } },
      }),
    regenerate: (token: string, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/reports/regenerate-section', token, payload }),
    agentConfig: (token: string, reportId: string | number, sectionId: string | number, payload: unknown) =>
      t.request({
        method: 'PUT',
        url: `/api/reports/${reportId}/sections/${sectionId}/agent-config`,
        token,
        payload: payload as object,
      }),
    prompt: (token: string, name: string) =>
      t.request({ method: 'GET', url: `/api/prompt/get/${name}`, token }),
    updateMain: (token: string, name: string, content: unknown) =>
      t.request({ method: 'POST', url: `/api/prompt/update-main/${name}`, token, payload: { content } }),
  };
}
