import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliCompressBody, brotliOptionsFor, BROTLI_STREAM_OPTIONS } from './brotli.js';

const windowBitsOf = (bytes: number) => Number(brotliOptionsFor(bytes).params![zlib.BROTLI_PARAM_LGWIN]);

/** A JSON body like a list page: repetitive enough that a short window would compress it worse. */
function jsonBody(clients: number): Buffer {
  const data = Array.from({ length: clients }, (_, i) => ({
    id: i,
    documentId: `doc${i.toString(36).padStart(8, '0')}`,
    Name: `Client ${i} Holding`,
    Headquarters: ['Ghent, Belgium', 'Lyon, France', 'Brno, Czechia'][i % 3],
    CompanyInfo: `Company ${i} makes ${['textiles', 'cheese', 'software'][i % 3]} and sells them in ${i % 7} countries.`,
  }));
  return Buffer.from(JSON.stringify({ data, meta: { pagination: { page: 1, pageSize: clients } } }));
}

describe('Brotli sized to the body', () => {
  it('gives the encoder a window that holds the whole body, and no larger than the default', () => {
    for (const bytes of [1, 1_024, 8_000, 65_520, 65_521, 500_000, 4_194_288, 50_000_000]) {
      const bits = windowBitsOf(bytes);
      expect((1 << bits) - 16, `${bytes} B`).toBeGreaterThanOrEqual(Math.min(bytes, (1 << 22) - 16));
      expect(bits).toBeLessThanOrEqual(zlib.BROTLI_DEFAULT_WINDOW);
      expect(bits).toBeGreaterThanOrEqual(zlib.BROTLI_MIN_WINDOW_BITS);
      // The smallest window that does: one bit less would not hold the body.
      if (bits > zlib.BROTLI_MIN_WINDOW_BITS && bits < zlib.BROTLI_DEFAULT_WINDOW)
        expect((1 << (bits - 1)) - 16).toBeLessThan(bytes);
    }
    expect(windowBitsOf(8_000)).toBe(13);
    expect(brotliOptionsFor(8_000).params![zlib.BROTLI_PARAM_SIZE_HINT]).toBe(8_000);
  });

  it.each([16, 400])(
    'decodes to the same bytes, no larger than with the default window (%i clients)',
    (clients) => {
      const body = jsonBody(clients);
      const sized = brotliCompressBody(body);
      expect(brotliDecompressSync(sized).equals(body)).toBe(true);
      expect(brotliCompressBody(body.toString())).toEqual(sized);
      const withDefaultWindow = brotliCompressSync(body, BROTLI_STREAM_OPTIONS);
      expect(sized.length).toBeLessThanOrEqual(withDefaultWindow.length);
    },
  );
});
