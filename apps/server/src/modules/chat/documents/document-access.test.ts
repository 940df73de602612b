import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMembers } from '../../../db/schema.js';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../../test/harness.js';
import { chat, pdfWith, submit, uploadDocuments } from '../chat-test-support.js';
import { signDocumentLink } from './document-links.js';

let t: TestApp;
let ann: TestUser; // uploads the document during her onboarding
let carl: TestUser; // her colleague, in the same organization
let bea: TestUser; // another organization
let pdf: Buffer;
let documentId: string;
let onboardingId: number;
beforeAll(async () => {
  t = await createTestApp();
  ann = await createUser(t);
  const organization = await createOrganization(t, { owner: ann });
  carl = await createUser(t);
  await t.db
    .insert(organizationMembers)
    .values({ organizationId: organization.id, userId: carl.id, role: 'member' });
  bea = await createUser(t);
  await createOrganization(t, { owner: bea });

  onboardingId = (await chat(t, { message: 'Hi' }, ann.token)).json().onboardingId;
  pdf = await pdfWith(['Our plant in Ghent runs on solar power since 2023.']);
  const uploaded = await uploadDocuments(
    t,
    onboardingId,
    [{ name: 'Energy plan.pdf', data: pdf }],
    ann.token,
  );
  documentId = uploaded.json().data[0].documentId;
});
afterAll(() => t.close());

const readDocument = (token?: string, id = documentId) =>
  t.request({ method: 'GET', url: `/api/onboarding/documents/${id}`, ...(token ? { token } : {}) });
const readFile = (url: string, token?: string) =>
  t.request({ method: 'GET', url, ...(token ? { token } : {}) });
const fileOf = (id = documentId) => `/api/onboarding/documents/${id}/file`;

async function completeOnboarding(): Promise<string> {
  const steps: [string, unknown][] = [
    ['step-0', { website: 'unreachable.invalid' }],
    ['step-1', { selected: ['materiality'] }],
    ['step-2', { Name: 'Ghent Solar Bakery' }],
    ['step-3', { selected: ['E1'] }],
    ['step-4', { files: [{ name: 'Energy plan.pdf', size: pdf.length, uploadId: documentId }] }],
    ['step-5', { selected: ['esrs'] }],
    ['step-6', { confirm: true }],
  ];
  for (const [stepId, data] of steps) {
    const response = await chat(t, { message: submit(stepId, data), onboardingId }, ann.token);
    expect(response.statusCode, stepId).toBe(200);
  }
  const clients = await t.request({ method: 'GET', url: '/api/org/clients', token: ann.token });
  return clients.json().data[0].documentId;
}

describe('an uploaded document is private', () => {
  it('is readable by its uploader only while the onboarding runs', async () => {
    expect((await readDocument(ann.token)).statusCode).toBe(200);
    expect((await readFile(fileOf(), ann.token)).statusCode).toBe(200);
    expect((await readDocument(carl.token)).statusCode).toBe(404);
    expect((await readFile(fileOf(), carl.token)).statusCode).toBe(404);
  });

  it("belongs to the client's organization once the onboarding created the client", async () => {
    const clientId = await completeOnboarding();
    const file = await readFile(fileOf(), carl.token);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await readDocument(carl.token)).json().data).toMatchObject({
      documentId,
      name: 'Energy plan.pdf',
    });

    // The client's context cites it by name and id: no address of it is stored or shown.
    const client = await t.request({ method: 'GET', url: `/api/clients?id=${clientId}`, token: carl.token });
    expect(client.json().data.WebsiteContext.data.pages[0]).toMatchObject({
      kind: 'uploaded-document',
      documentId,
      url: null,
      title: 'Energy plan.pdf',
    });
    expect(client.body).not.toContain('/api/onboarding/documents/');
  });

  it('is not found for another organization, exactly as a document that does not exist', async () => {
    const unknown = 'q'.repeat(24);
    for (const [mine, none] of [
      [await readDocument(bea.token), await readDocument(bea.token, unknown)],
      [await readFile(fileOf(), bea.token), await readFile(fileOf(unknown), bea.token)],
    ]) {
      expect(mine!.statusCode).toBe(404);
      expect(mine!.json()).toEqual(none!.json());
    }
  });

  it('asks a signed-out request to sign in', async () => {
    for (const response of [await readDocument(), await readFile(fileOf())]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        data: null,
        error: { status: 401, name: 'UnauthorizedError' },
      });
    }
  });
});

describe('the signed address of a document', () => {
  it('opens the file without a token, privately and without scripts, for five minutes', async () => {
    const { fileUrl, fileUrlExpiresAt } = (await readDocument(carl.token)).json().data;
    expect(fileUrl).toMatch(
      new RegExp(`^/api/onboarding/documents/${documentId}/file\\?expires=\\d+&signature=`),
    );
    const minutes = (Date.parse(fileUrlExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
    const file = await readFile(fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['content-disposition']).toBe("inline; filename*=UTF-8''Energy%20plan.pdf");
  });

  it('is refused once expired, when altered, or for another document', async () => {
    const expired = signDocumentLink(TEST_JWT_SECRET, documentId, Date.now() - 6 * 60_000).url;
    const { fileUrl } = (await readDocument(ann.token)).json().data as { fileUrl: string };
    const signature = new URL(fileUrl, 'http://app.test').searchParams.get('signature')!;
    const altered = fileUrl.replace(
      signature,
      `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
    );
    const otherId = 'q'.repeat(24);
    const cases: [string, string][] = [
      [expired, 'This document link has expired.'],
      [altered, 'This document link is not valid.'],
      [fileUrl.replace(documentId, otherId), 'This document link is not valid.'],
      [fileUrl.replace(/&signature=.*/, ''), 'This document link is not valid.'],
    ];
    for (const [url, message] of cases) {
      const response = await readFile(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.message).toBe(
        `${message} Open the document again from the client's Library.`,
      );
    }
  });

  it('refuses a signature that is not one with 400', async () => {
    const response = await readFile(`${fileOf()}?expires=1&signature=not-a-signature`);
    expect(response.statusCode).toBe(400);
  });
});
