import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sampleProfileFixture } from '../../test/sample-fixture.js';
import { loadSampleProfiles } from '../modules/samples/load-samples.js';
import { brotliCompressBody } from '../http/brotli.js';
import { COMPRESSION_THRESHOLD_BYTES, isCompressible } from './compression.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadSampleProfiles(t.db, [sampleProfileFixture()]);
});
afterAll(() => t.close());

const samples = (acceptEncoding?: string) =>
  t.request({
    method: 'GET',
    url: '/api/clients/public?populate=Initiatives',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('answer compression', () => {
  it('sends a JSON answer above the threshold in brotli or gzip, as asked, decoding to the same JSON', async () => {
    const plain = await samples();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await samples('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    // Compressed in one call with a window sized to the body (see http/brotli.ts), not the default 4 MiB.
    expect(br.rawPayload.equals(brotliCompressBody(plain.rawPayload))).toBe(true);

    const gzip = await samples('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const health = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('never inflates a compressed request body', async () => {
    const body = gzipSync(JSON.stringify({ identifier: 'a@example.com', password: 'x'.repeat(12) }));
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/local',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each([
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/html', true],
    ['text/javascript', true],
    ['text/event-stream', false],
    ['text/event-stream; charset=utf-8', false],
    ['image/png', false],
    ['application/pdf', false],
  ])('%s compressible: %s', (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});
