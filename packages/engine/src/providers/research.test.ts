import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { mockModelAnswer } from '../test-support/mock-model.js';
import { research } from './research.js';

describe('research', () => {
  it('returns the answer with each cited page once, titled where Perplexity gave a title', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: mockModelAnswer(
        [
          { type: 'text', text: 'Acme NV reports under CSRD from 2025 [1][2].' },
          { type: 'source', sourceType: 'url', id: 's1', url: 'https://acme.example/sustainability' },
          {
            type: 'source',
            sourceType: 'url',
            id: 's2',
            url: 'https://news.example/acme',
            title: 'Acme news',
          },
          { type: 'source', sourceType: 'url', id: 's3', url: 'https://acme.example/sustainability' },
          { type: 'source', sourceType: 'url', id: 's4', url: 'ftp://files.example/report.pdf' },
          { type: 'source', sourceType: 'document', id: 's5', mediaType: 'application/pdf', title: 'Upload' },
        ],
        {
          search_results: [
            {
              url: 'https://acme.example/sustainability',
              title: 'Sustainability at Acme',
              date: '2025-03-01',
            },
          ],
        },
      ),
    });
    const before = Date.now();
    const result = await research({ provider: { model }, query: 'Does CSRD apply to Acme NV?' });

    expect(result.text).toBe('Acme NV reports under CSRD from 2025 [1][2].');
    expect(result.sources).toEqual([
      {
        url: 'https://acme.example/sustainability',
        title: 'Sustainability at Acme',
        retrievedAt: expect.any(String),
      },
      { url: 'https://news.example/acme', title: 'Acme news', retrievedAt: expect.any(String) },
    ]);
    const retrievedAt = Date.parse(result.sources[0]?.retrievedAt ?? '');
    expect(retrievedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(model.doGenerateCalls[0]?.prompt).toContainEqual({
      role: 'user',
      content: [{ type: 'text', text: 'Does CSRD apply to Acme NV?' }],
    });
  });

  it('returns no sources when the answer cites none', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: mockModelAnswer([{ type: 'text', text: 'No public information found.' }]),
    });
    const result = await research({ provider: { model }, query: 'Obscure BV controversies' });
    expect(result).toEqual({ text: 'No public information found.', sources: [] });
  });
});
