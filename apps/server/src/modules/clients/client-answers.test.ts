import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { clientResponseSchema, organizationClientListResponseSchema } from '@impact/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientVia, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { clientSections, clients, organizationMembers } from '../../db/schema.js';
import { ClientAnswers } from './client-answers.js';

let t: TestApp;
let alice: TestUser;
let carol: TestUser;
let bob: TestUser;
let aliceOrg: { id: number };
let client: { id: number; documentId: string };
beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t);
  carol = await createUser(t);
  bob = await createUser(t);
  aliceOrg = await createOrganization(t, { owner: alice });
  await t.db
    .insert(organizationMembers)
    .values({ organizationId: aliceOrg.id, userId: carol.id, role: 'member' });
  await createOrganization(t, { owner: bob });
  client = await createClientVia(t, alice, 'Kestrel Mills');
  await createClientVia(t, bob, 'Heron Works');
  await addFocusAreas(1, 'first');
});
afterAll(() => t.close());

/** A section version written as any writer would: a new row (or, below, the same row rewritten). */
async function addFocusAreas(version: number, label: string) {
  await t.db.insert(clientSections).values({
    clientId: client.id,
    sectionKey: 'FocusAreas',
    version,
    // Long enough that the answers go compressed (above 1 KiB).
    data: { areas: [{ label, description: 'Water use in milling. '.repeat(60) }] },
    // Stored keys out of the contract's order, and one the contract does not know: the answer
    // orders them as the schema does and leaves the unknown one out.
    provenance: { note: 'written by the test', unknownKey: true, method: 'manual' },
  });
}

const readOne = (token: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/clients?id=${client.documentId}`, token, headers });
const readList = (token: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: '/api/org/clients?populate=Sections', token, headers });
const focusLabel = (body: { FocusAreas: { data: { areas: { label: string }[] } } | null }) =>
  body.FocusAreas?.data.areas[0]?.label;

describe('client answers kept per row version', () => {
  it('answers exactly what the response schema serialises, provenance in its order without unknown keys', async () => {
    const one = await readOne(alice.token);
    expect(one.statusCode).toBe(200);
    expect(one.body).toBe(JSON.stringify(clientResponseSchema.encode(one.json())));
    expect(one.json().data.FocusAreas.provenance).toEqual({ method: 'manual', note: 'written by the test' });
    expect(Object.keys(one.json().data).slice(-2)).toEqual(['OnboardingScopes', 'PreferredFrameworks']);

    const list = await readList(alice.token);
    expect(list.statusCode).toBe(200);
    expect(list.body).toBe(JSON.stringify(organizationClientListResponseSchema.encode(list.json())));
    expect(list.json().data[0]).not.toHaveProperty('OnboardingScopes');
  });

  it('reuses a kept answer, its tag and its compressed forms while no row of it changed', async () => {
    const answers = new ClientAnswers(t.db);
    const first = await answers.organizationPage(alice.id, { offset: 0, limit: 25 });
    const again = await answers.organizationPage(alice.id, { offset: 0, limit: 25 });
    expect(again.answer).toBe(first.answer);
    expect((await answers.one(alice.id, client.id))?.answer).toBe(
      (await answers.one(alice.id, client.id))?.answer,
    );

    const plain = await readOne(alice.token);
    const br = await readOne(alice.token, { 'accept-encoding': 'br' });
    const brAgain = await readOne(alice.token, { 'accept-encoding': 'br' });
    const gzip = await readOne(alice.token, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const current = await readOne(alice.token, {
      'if-none-match': plain.headers.etag as string,
      'accept-encoding': 'br',
    });
    expect(current.statusCode).toBe(304);
    expect(current.rawPayload.length).toBe(0);
  });

  it('answers a new section version at once, in one read and in the list', async () => {
    expect(focusLabel((await readOne(alice.token)).json().data)).toBe('first');
    // Kept in both forms before the change: plain and Brotli.
    expect(focusLabel((await readList(alice.token)).json().data[0])).toBe('first');
    await readList(alice.token, { 'accept-encoding': 'br' });
    await addFocusAreas(2, 'second');
    expect(focusLabel((await readOne(alice.token)).json().data)).toBe('second');
    const list = await readList(alice.token, { 'accept-encoding': 'br' });
    expect(focusLabel(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).data[0])).toBe('second');
  });

  it('answers a section or client row rewritten in place (same id, version and timestamps) at once', async () => {
    await readOne(alice.token);
    await readList(alice.token);
    await t.db
      .update(clientSections)
      .set({ data: { areas: [{ label: 'rewritten' }] } })
      .where(and(eq(clientSections.clientId, client.id), eq(clientSections.version, 2)));
    await t.db.update(clients).set({ industry: 'Milling' }).where(eq(clients.id, client.id));
    const one = (await readOne(alice.token)).json().data;
    expect([focusLabel(one), one.Industry]).toEqual(['rewritten', 'Milling']);
    const listed = (await readList(alice.token)).json().data[0];
    expect([focusLabel(listed), listed.Industry]).toEqual(['rewritten', 'Milling']);
  });

  it("never gives another organization's user a kept answer", async () => {
    expect((await readOne(alice.token)).statusCode).toBe(200);
    const outsider = await readOne(bob.token);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error.message).toBe('Client not found');
    const theirs = (await readList(bob.token)).json();
    expect(theirs.data.map((c: { Name: string }) => c.Name)).toEqual(['Heron Works']);
  });

  it('stops answering a member removed from the organization, at once', async () => {
    expect((await readOne(carol.token)).statusCode).toBe(200);
    expect((await readList(carol.token)).json().meta.total).toBe(1);
    await t.db
      .delete(organizationMembers)
      .where(
        and(eq(organizationMembers.userId, carol.id), eq(organizationMembers.organizationId, aliceOrg.id)),
      );
    expect((await readOne(carol.token)).statusCode).toBe(404);
    const list = (await readList(carol.token)).json();
    expect([list.data, list.meta.total]).toEqual([[], 0]);
    // The kept answer is still there for those who may read it.
    expect((await readOne(alice.token)).statusCode).toBe(200);
  });
});
