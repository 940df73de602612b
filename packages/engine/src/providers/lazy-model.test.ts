import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockModelAnswering } from '../test-support/mock-model.js';
import { lazyLanguageModel } from './lazy-model.js';
import { resolveModelProvider } from './model-provider.js';

describe('a language model whose provider loads on its first call', () => {
  it('loads the provider once, on the first call, and answers through it', async () => {
    let loads = 0;
    const model = lazyLanguageModel('test', 'test-model', async () => {
      loads += 1;
      return mockModelAnswering('Scope 1 is direct emissions.');
    });
    expect(loads).toBe(0);
    expect(model).toMatchObject({ specificationVersion: 'v3', provider: 'test', modelId: 'test-model' });

    const first = await generateText({ model, prompt: 'What is Scope 1?' });
    const second = await generateText({ model, prompt: 'And again?' });
    expect([first.text, second.text]).toEqual([
      'Scope 1 is direct emissions.',
      'Scope 1 is direct emissions.',
    ]);
    expect(loads).toBe(1);
  });

  it('tries the import again on the next call after it failed', async () => {
    let loads = 0;
    const model = lazyLanguageModel('test', 'test-model', async () => {
      loads += 1;
      if (loads === 1) throw new Error('Cannot find package');
      return mockModelAnswering('Loaded.');
    });
    await expect(generateText({ model, prompt: 'Hello', maxRetries: 0 })).rejects.toThrow(
      'Cannot find package',
    );
    await expect(generateText({ model, prompt: 'Hello', maxRetries: 0 })).resolves.toMatchObject({
      text: 'Loaded.',
    });
    expect(loads).toBe(2);
  });
});

describe('a configured OpenAI-compatible server', () => {
  // A local server speaking the chat-completions protocol stands in for Ollama or vLLM.
  const requests: { url: string; model: unknown }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ url: request.url ?? '', model: (JSON.parse(body) as { model?: unknown }).model });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1_764_000_000,
          model: 'llama3.1',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: 'Hello from the local model.' },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 5, completion_tokens: 6, total_tokens: 11 },
        }),
      );
    });
  });
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is called through its provider package, imported on the first call', async () => {
    const resolved = resolveModelProvider({ OPENAI_BASE_URL: baseUrl, MODEL_NAME: 'llama3.1' });
    if (!resolved.configured) throw new Error(resolved.reason);
    const result = await generateText({ model: resolved.model, prompt: 'Say hello' });
    expect(result.text).toBe('Hello from the local model.');
    expect(requests).toEqual([{ url: '/v1/chat/completions', model: 'llama3.1' }]);
  });
});
