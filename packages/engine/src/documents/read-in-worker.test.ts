import { describe, expect, it } from 'vitest';
import { reportPdf } from '../test-support/pdf-fixtures.js';
import { readDocumentInWorker } from './read-in-worker.js';
import { ReaderPool } from './reader-pool.js';

/**
 * Each test starts a real worker thread (the first one after the reader is bundled with esbuild):
 * that takes seconds on a busy machine, so the tests' own time limit is raised. Nothing is timed.
 */
const WORKER_TEST = { timeout: 120_000 };

const html = (body: string) =>
  new TextEncoder().encode(`<!doctype html><html><body><main>${body}</main></body></html>`);

describe('readDocumentInWorker', () => {
  it('reads a PDF in a worker thread: same structure, page numbers and table', WORKER_TEST, async () => {
    const bytes = await reportPdf();
    const document = await readDocumentInWorker(bytes, { url: 'https://acme.example/report.pdf' });
    expect(document).toMatchObject({
      kind: 'pdf',
      url: 'https://acme.example/report.pdf',
      pageCount: 2,
      notes: [],
    });
    expect(document.blocks.find((block) => block.type === 'table')?.locator).toEqual({
      headingPath: ['Sustainability Report 2024', 'Key figures'],
      page: 2,
      table: 0,
    });
    // The caller's bytes are copied for the worker, not taken from it.
    expect(bytes.byteLength).toBeGreaterThan(0);
  });

  it(
    'notes a page that needs more heap than the limit, where a small page reads within it',
    WORKER_TEST,
    async () => {
      const small = await readDocumentInWorker(html('<h1>Small</h1><p>Fits easily.</p>'), {
        memoryLimitMb: 64,
      });
      expect(small.blocks).toHaveLength(2);
      // Two hundred thousand elements take a few hundred bytes of heap each once parsed.
      const large = html('<p>x</p>'.repeat(200_000));
      const document = await readDocumentInWorker(large, {
        memoryLimitMb: 64,
        url: 'https://acme.example/huge',
      });
      expect(document).toEqual({
        kind: 'html',
        url: 'https://acme.example/huge',
        documentId: null,
        title: null,
        language: null,
        pageCount: null,
        blocks: [],
        notes: ['Not read: the document needed more than 64 MB to parse'],
        truncated: false,
      });
    },
  );

  it('notes a document that takes longer than the time limit', WORKER_TEST, async () => {
    // Parsing markup nested this deep takes minutes (the HTML parser checks every open element).
    const depth = 100_000;
    const nested = html(`${'<div>'.repeat(depth)}deep${'</div>'.repeat(depth)}`);
    const document = await readDocumentInWorker(nested, { timeLimitMs: 1_000 });
    expect(document.blocks).toEqual([]);
    expect(document.notes).toEqual(['Not read: the document took longer than 1 s to parse']);
  });

  it(
    'reuses its threads: twelve pages at once are read by two, and a thread lost to its heap is replaced',
    WORKER_TEST,
    async () => {
      const pool = new ReaderPool(64, 2);
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          pool.read(
            html(`<h1>Page ${index}</h1><p>Text.</p>`),
            { url: `https://acme.example/${index}` },
            60_000,
          ),
        ),
      );
      expect(outcomes.map((outcome) => outcome.kind)).toEqual(Array(12).fill('answered'));
      expect(pool.started).toBe(2);
      // One thread: the document that exhausts its heap takes it down, and the next read starts another.
      const single = new ReaderPool(64, 1);
      expect((await single.read(html('<h1>Before</h1>'), {}, 60_000)).kind).toBe('answered');
      const lost = await single.read(html('<p>x</p>'.repeat(200_000)), {}, 60_000);
      expect(lost).toMatchObject({ kind: 'failed', outOfMemory: true });
      expect((await single.read(html('<h1>After</h1>'), {}, 60_000)).kind).toBe('answered');
      expect(single.started).toBe(2);
    },
  );
});
