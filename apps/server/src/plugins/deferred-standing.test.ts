import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { createTestDatabase } from '../../test/test-database.js';
import { authPlugin } from './auth.js';

/*
 * A route may leave its token's user to its handler's own statement (readsUserStanding); a handler
 * that then forgets to check it must not answer.
 */

let handle: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  handle = await createTestDatabase();
  app = Fastify();
  await app.register(authPlugin, {
    db: handle.db,
    secret: 'a-secret-long-enough-for-hs256-signing',
    expiresIn: '1h',
  });
  const config = { readsUserStanding: () => true };
  app.get('/forgets', { config, onRequest: (request) => app.authenticate(request) }, async () => ({
    ok: true,
  }));
  app.get('/checks', { config, onRequest: (request) => app.authenticate(request) }, async (request) => {
    await app.confirmStanding(request);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const get = (url: string, userId: number) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${app.signToken(userId)}` } });

describe('a token left to the handler', () => {
  it('is refused as our fault when the handler answers without checking it', async () => {
    expect((await get('/forgets', 999_999)).statusCode).toBe(500);
  });

  it("is checked by the check's own statement on the handler's other paths", async () => {
    const response = await get('/checks', 999_999);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('This account no longer exists or has been blocked');
  });
});
