import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mockModelAnswering } from '../test-support/mock-model.js';
import { generateStructured, StructuredOutputError } from './generate-structured.js';

const companySchema = z.object({
  name: z.string().describe("The company's legal name"),
  employees: z.number().int().describe('Headcount at the last reported date'),
});

const asConfigured = (model: MockLanguageModelV3) => ({
  provider: 'openai' as const,
  modelName: 'mock-model',
  model,
});

async function failure(promise: Promise<unknown>): Promise<StructuredOutputError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(StructuredOutputError);
  return error as StructuredOutputError;
}

describe('generateStructured', () => {
  it('returns the validated object with its provenance', async () => {
    const model = mockModelAnswering('{"name":"Acme NV","employees":420}');
    const result = await generateStructured({
      model: asConfigured(model),
      schema: companySchema,
      system: 'You extract company facts.',
      prompt: 'Acme NV employs 420 people.',
    });
    expect(result).toEqual({
      object: { name: 'Acme NV', employees: 420 },
      provenance: { method: 'llm', provider: 'openai', model: 'mock-model' },
    });
  });

  it('sends the schema as a JSON response format, with the field descriptions', async () => {
    const model = mockModelAnswering('{"name":"Acme NV","employees":420}');
    await generateStructured({ model: asConfigured(model), schema: companySchema, prompt: 'Acme' });
    const call = model.doGenerateCalls[0];
    expect(call?.responseFormat).toMatchObject({
      type: 'json',
      schema: { properties: { name: { description: "The company's legal name" } } },
    });
  });

  it('rejects an answer that does not match the schema, naming the fields', async () => {
    const model = mockModelAnswering('{"name":"Acme NV","employees":"many"}');
    const error = await failure(
      generateStructured({ model: asConfigured(model), schema: companySchema, prompt: 'Acme' }),
    );
    expect(error.message).toBe(
      'The language model (openai mock-model) answered, but its answer did not match the expected shape: employees: Invalid input: expected number, received string',
    );
    expect(error.modelText).toBe('{"name":"Acme NV","employees":"many"}');
  });

  it('rejects an answer that is not JSON', async () => {
    const model = mockModelAnswering('Acme has about 420 employees.');
    const error = await failure(
      generateStructured({ model: asConfigured(model), schema: companySchema, prompt: 'Acme' }),
    );
    expect(error.message).toBe(
      'The language model (openai mock-model) answered, but its answer was not valid JSON',
    );
  });

  it('passes a provider failure through unchanged, for the job to retry', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error('429 Too Many Requests');
      },
    });
    await expect(
      generateStructured({ model: asConfigured(model), schema: companySchema, prompt: 'Acme' }),
    ).rejects.toThrow('429 Too Many Requests');
  });
});
