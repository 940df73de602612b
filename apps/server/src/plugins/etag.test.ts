import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { etagOf, matchesIfNoneMatch } from './etag.js';

let t: TestApp;
let member: TestUser;
let outsider: TestUser;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t);
  outsider = await createUser(t);
  await createOrganization(t, { owner: member });
  await createOrganization(t, { owner: outsider });
  clientId = (
    await t.request({
      method: 'POST',
      url: '/api/clients',
      token: member.token,
      payload: { data: { Name: 'Brackwater Tiles', Headquarters: 'Delft, Netherlands' } },
    })
  ).json().data.id;
});
afterAll(() => t.close());

const read = (token: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/clients?id=${clientId}`, token, headers });

describe('ETags on a client read', () => {
  it('tags the answer, kept private, and answers 304 without a body while it is current', async () => {
    const first = await read(member.token);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBe(etagOf(first.body));
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await read(member.token, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The tag is of the JSON, so a compressed read of the same client is current too.
    expect((await read(member.token, { 'if-none-match': etag, 'accept-encoding': 'br' })).statusCode).toBe(
      304,
    );
  });

  it('answers a changed client in full, with a new tag', async () => {
    const etag = (await read(member.token)).headers.etag as string;
    // Answering an applicability question re-decides the regulations: the client's sections change.
    const updated = await t.request({
      method: 'PUT',
      url: `/api/clients/${clientId}/applicability-facts`,
      token: member.token,
      payload: { facts: { employeesInGermany: 1500 } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = await read(member.token, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('authorizes first: another organization holding the tag still gets 404, never 304', async () => {
    const etag = (await read(member.token)).headers.etag as string;
    const other = await read(outsider.token, { 'if-none-match': etag });
    expect(other.statusCode).toBe(404);
    expect(other.headers.etag).toBeUndefined();
  });

  it('reads If-None-Match lists, weak tags and *', () => {
    expect(matchesIfNoneMatch('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"x"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });
});
