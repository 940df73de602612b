import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { first } from '../../../../test/pause-gate.js';
import { organizationMembers } from '../../../db/schema.js';
import { MAX_STREAMS_PER_USER, TOO_MANY_STREAMS, boundedWriter } from './event-stream.js';
import { createAssessableClient } from './test-support.js';

const nothing = () => undefined;

/** An open event stream read as it arrives; `until` waits for text the server has sent. */
async function openStream(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let wake: () => void = nothing;
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      wake();
    }
    wake();
  })();
  let isEnded = false;
  void ended.then(() => (isEnded = true));
  return {
    text: () => text,
    ended,
    async until(predicate: (text: string) => boolean) {
      while (!predicate(text)) {
        if (isEnded) throw new Error(`The stream ended without it; it said:\n${text}`);
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
type Stream = Awaited<ReturnType<typeof openStream>>;

/** A reader that takes nothing: whatever is written stays buffered. */
const stalled = () => new Writable({ highWaterMark: 1024, write: () => undefined });

const statusesIn = (text: string) =>
  [...text.matchAll(/event: web-search-status\ndata: (.*)\n/g)].map(
    (match) => (JSON.parse(match[1]!) as { status: string }).status,
  );

describe('open progress streams per user', () => {
  let t: TestApp;
  let url: string;
  let user: TestUser;
  let teammate: TestUser;
  let client: { id: number; documentId: string };
  const streams: Stream[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    user = await createUser(t);
    const organization = await createOrganization(t, { owner: user });
    teammate = await createUser(t);
    await t.db.insert(organizationMembers).values({ organizationId: organization.id, userId: teammate.id });
    client = await createAssessableClient(t, user);
  });
  afterAll(async () => {
    for (const stream of streams) await stream.cancel();
    await t.close();
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER}: one more closes the oldest, saying why`, async () => {
    const events = `${url}/api/clients/${client.id}/events`;
    const theirs = await openStream(events, teammate.token);
    streams.push(theirs);
    // Each answers once it listens (the retry hint comes first).
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
      const stream = await openStream(events, user.token);
      await stream.until((text) => text.includes('retry: 2000'));
      streams.push(stream);
    }
    const [, oldest, ...others] = streams;
    const newest = await openStream(events, user.token);
    streams.push(newest);
    await newest.until((text) => text.includes('retry: 2000'));

    // The client's web research starts and finishes: every open stream hears it.
    const research = await t.request({
      method: 'POST',
      url: `/api/agent/strategic-web-search/${client.documentId}`,
      token: user.token,
    });
    expect(research.statusCode).toBe(200);
    const heard = (stream: Stream) => stream.until((text) => statusesIn(text).includes('done'));
    expect(await first({ closed: oldest!.ended, 'still open': heard(oldest!) })).toBe('closed');
    expect(oldest!.text()).toContain(
      `event: closed\ndata: ${JSON.stringify({ reason: TOO_MANY_STREAMS })}\n\n`,
    );
    expect(statusesIn(oldest!.text())).toEqual([]);
    for (const stream of [theirs, ...others, newest]) {
      await heard(stream);
      expect(statusesIn(stream.text())).toEqual(['in-progress', 'done']);
    }
  }, 60_000);
});

describe('a stream whose client does not read', () => {
  it('is closed once what waits for it would pass the bound, never buffering beyond it', () => {
    const raw = stalled();
    let overflowed = 0;
    const writer = boundedWriter(raw, 64 * 1024, () => overflowed++);
    const event = `data: ${'x'.repeat(1000)}\n\n`;
    let written = 0;
    while (written < 1000 && writer.write(event)) written++;
    expect(written).toBe(Math.floor((64 * 1024) / Buffer.byteLength(event)));
    expect(raw.writableLength).toBeLessThanOrEqual(64 * 1024);
    expect(overflowed).toBe(1);
    expect(raw.destroyed).toBe(true);
    expect(writer.write(event)).toBe(false);
  });

  it('lets a slow reader catch up: drained() waits until it has taken what was written', async () => {
    const pending: (() => void)[] = [];
    const raw = new Writable({ highWaterMark: 1024, write: (_chunk, _encoding, done) => pending.push(done) });
    const writer = boundedWriter(raw, 64 * 1024, () => undefined);
    writer.write(`data: ${'x'.repeat(2000)}\n\n`);
    let drained = false;
    const draining = writer.drained().then(() => (drained = true));
    expect(drained).toBe(false);
    pending.shift()!();
    await draining;
    expect(drained).toBe(true);
    expect(raw.destroyed).toBe(false);
  });
});
