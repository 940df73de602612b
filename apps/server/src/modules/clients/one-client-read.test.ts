import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientVia, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { craftJwt, nowSeconds, sessionJwt } from '../../../test/jwt.js';
import { GONE_OR_BLOCKED, PASSWORD_CHANGED, refusedTokens } from '../../../test/refused-users.js';
import { newDocumentId } from '../../db/ids.js';
import { clientSections, clients, organizationMembers } from '../../db/schema.js';

/*
 * One client's read (GET /api/clients?id=) asks the database once: the token's user, their membership,
 * the client and its sections' versions in one statement. Every refusal the separate checks gave stays
 * exactly as it was, in the same order (401 before 400 before 404).
 */

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let client: { id: number; documentId: string };
let sample: { id: number; documentId: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  outsider = await createUser(t);
  const organization = await createOrganization(t, { owner });
  await createOrganization(t, { owner: outsider });
  client = await createClientVia(t, owner, 'Larchmont Tanning');
  await t.db.insert(clientSections).values({
    clientId: client.id,
    sectionKey: 'FocusAreas',
    version: 1,
    data: { areas: [{ label: 'Tannery effluent', description: 'Chromium in waste water.' }] },
    provenance: { method: 'manual' },
  });
  const [row] = await t.db
    .insert(clients)
    .values({ documentId: newDocumentId(), name: 'Quillon Dairy', sampleCompiledOn: '2026-10-01' })
    .returning({ id: clients.id, documentId: clients.documentId });
  sample = row!;
  expect(organization.id).toBeGreaterThan(0);
});
afterAll(() => t.close());

/** Counts the statements the app sends to its database while `run` runs. */
async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
  // Both drivers send every statement through their client's (PGlite's or the pool's) query.
  type Queryable = { query: (...args: unknown[]) => Promise<unknown> };
  const driver = (t.db as unknown as { $client: Queryable }).$client;
  const query = driver.query;
  let count = 0;
  driver.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    driver.query = query;
  }
  return count;
}

const read = (ref: string | number, token?: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/clients?id=${ref}`, ...(token ? { token } : {}), headers });

async function expectRefusal(response: Awaited<ReturnType<typeof read>>, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json().error.message).toBe(message);
}

describe('one client read', () => {
  it('asks the database once for a member, once for a visitor reading a sample', async () => {
    // The first read makes the answer's pieces; the common case reads a kept answer.
    expect((await read(client.documentId, owner.token)).statusCode).toBe(200);
    let response: Awaited<ReturnType<typeof read>> | undefined;
    expect(await statementsDuring(async () => (response = await read(client.documentId, owner.token)))).toBe(
      1,
    );
    expect(response!.statusCode).toBe(200);
    expect(response!.json().data.FocusAreas.data.areas[0].label).toBe('Tannery effluent');

    expect(await statementsDuring(() => read(client.id, owner.token))).toBe(1);
    expect((await read(sample.documentId)).statusCode).toBe(200);
    expect(await statementsDuring(() => read(sample.documentId))).toBe(1);
    expect(await statementsDuring(() => read(sample.documentId, outsider.token))).toBe(1);
  });

  it('answers the same bytes and ETag as before, and 304 for the tag the reader holds', async () => {
    const first = await read(client.documentId, owner.token);
    const again = await read(client.id, owner.token);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const notModified = await read(client.documentId, owner.token, {
      'if-none-match': String(first.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it("refuses another organization's client as not found, and lets anyone read a public sample", async () => {
    await expectRefusal(await read(client.documentId, outsider.token), 404, 'Client not found');
    await expectRefusal(await read(client.documentId), 404, 'Client not found');
    expect((await read(sample.id, outsider.token)).json().data.Name).toBe('Quillon Dairy');
    expect((await read(sample.documentId)).json().data.Name).toBe('Quillon Dairy');
  });

  it('refuses a removed member on the very next request', async () => {
    const former = await createUser(t);
    const [membership] = await t.db
      .select({ organizationId: organizationMembers.organizationId })
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, owner.id));
    await t.db
      .insert(organizationMembers)
      .values({ organizationId: membership!.organizationId, userId: former.id, role: 'member' });
    expect((await read(client.documentId, former.token)).statusCode).toBe(200);
    await t.db
      .delete(organizationMembers)
      .where(
        and(
          eq(organizationMembers.userId, former.id),
          eq(organizationMembers.organizationId, membership!.organizationId),
        ),
      );
    await expectRefusal(await read(client.documentId, former.token), 404, 'Client not found');
    expect((await read(sample.documentId, former.token)).statusCode).toBe(200);
  });

  it('refuses a deleted or blocked user, or a token older than the password, before anything else', async () => {
    const { blocked, deleted, beforeChange, changedUserId } = await refusedTokens(t);

    for (const ref of [client.documentId, sample.documentId, client.id, 'no-such-client', '1.5']) {
      await expectRefusal(await read(ref, blocked), 401, GONE_OR_BLOCKED);
      await expectRefusal(await read(ref, deleted), 401, GONE_OR_BLOCKED);
      await expectRefusal(await read(ref, beforeChange), 401, PASSWORD_CHANGED);
    }
    // A bad query or a read by name is refused for who asks, too, not answered 400 or by name.
    for (const url of [
      '/api/clients',
      `/api/clients?id=${'x'.repeat(65)}`,
      '/api/clients?name=Quillon%20Dairy',
      // Refused by the rule on text before any handler runs: still the token's refusal first.
      '/api/clients?id=a%00b',
    ]) {
      const response = await t.request({ method: 'GET', url, token: blocked });
      await expectRefusal(response, 401, GONE_OR_BLOCKED);
    }
    const nul = await t.request({ method: 'GET', url: '/api/clients?id=a%00b', token: owner.token });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.message).toContain('The query parameter id');
    const afterChange = await read(client.documentId, sessionJwt(changedUserId, 30));
    await expectRefusal(afterChange, 404, 'Client not found');
  });

  it('refuses an expired, unsigned or malformed token without asking the database', async () => {
    const expired = craftJwt({ id: owner.id, iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 });
    expect(
      await statementsDuring(async () =>
        expectRefusal(
          await read(client.documentId, expired),
          401,
          'Your session has expired. Please sign in again.',
        ),
      ),
    ).toBe(0);
    const forged = craftJwt(
      { id: owner.id, iat: nowSeconds(), exp: nowSeconds() + 60 },
      { secret: 'x'.repeat(40) },
    );
    await expectRefusal(await read(client.documentId, forged), 401, 'Invalid token');
    const response = await t.request({
      method: 'GET',
      url: `/api/clients?id=${client.documentId}`,
      headers: { authorization: 'Token abc' },
    });
    await expectRefusal(response, 401, 'The Authorization header must be "Bearer <token>"');
  });
});
