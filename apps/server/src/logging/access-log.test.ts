import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
});

const linesOf = (requestId: string) =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === requestId);

describe('access log', () => {
  it('writes one line per request, with the request, its status and its time', async () => {
    const response = await t.request({ method: 'GET', url: '/api/clients/search?q=acme' });
    expect(response.statusCode).toBe(401);
    const requestId = (JSON.parse(lines.at(-1)!) as { reqId: string }).reqId;
    const logged = linesOf(requestId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/clients/search?q=acme' },
      res: { statusCode: 401 },
    });
    expect(typeof logged[0]!.responseTime).toBe('number');
  });

  it('keeps secrets out of the logged address', async () => {
    await t.request({ method: 'GET', url: '/api/invitations/planted-invitation-token-0b1c' });
    expect(lines.join('')).not.toContain('planted-invitation-token-0b1c');
    expect(lines.at(-1)).toContain('request completed');
  });
});
