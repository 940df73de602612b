import { MockLanguageModelV3 } from 'ai/test';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  format?: string;
};

/**
 * The smallest object a JSON schema accepts: empty lists (a list of choices: its first seven),
 * enum's first value, minimum numbers. A step
 * given such an answer has nothing cited to keep, so it stores what its deterministic core found: the
 * model path runs end to end without a test having to script every step's answer.
 */
export function minimalValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return minimalValue(options.find((option) => option.type !== 'null') ?? options[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? Object.keys(schema.properties ?? {})).map((key) => [
          key,
          minimalValue(schema.properties?.[key]),
        ]),
      );
    case 'array':
      // A list of choices (the website reader's page selection) takes the first few choices offered.
      if (schema.items?.enum) return schema.items.enum.slice(0, 7);
      return Array.from({ length: schema.minItems ?? 0 }, () => minimalValue(schema.items));
    case 'string':
      if (schema.format === 'uri' || schema.format === 'url') return 'https://unrelated.example/';
      return 'Not stated in the sources read.'.padEnd(schema.minLength ?? 0, '.');
    case 'integer':
    case 'number': {
      const floor =
        schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
      return Math.max(floor, type === 'integer' ? Math.ceil(floor) : floor);
    }
    case 'boolean':
      return false;
    default:
      return null;
  }
}

export interface SchemaMockModel {
  model: MockLanguageModelV3;
  /** How many calls the model has answered. */
  calls(): number;
}

/** A mock model that answers every structured call with the minimal valid object, after `latencyMs`. */
export function schemaMockModel(options: { latencyMs?: number } = {}): SchemaMockModel {
  let calls = 0;
  const model = new MockLanguageModelV3({
    doGenerate: async (call) => {
      calls += 1;
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      const format = call.responseFormat;
      const answer = format?.type === 'json' ? minimalValue(format.schema as JsonSchema) : 'A plain answer.';
      return modelAnswer(answer);
    },
  });
  return { model, calls: () => calls };
}

/** A mock model's result carrying `answer` (a structured answer as its JSON). */
export function modelAnswer(answer: unknown) {
  return {
    content: [{ type: 'text' as const, text: typeof answer === 'string' ? answer : JSON.stringify(answer) }],
    finishReason: { unified: 'stop' as const, raw: 'stop' },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 20, text: 20, reasoning: 0 },
    },
    warnings: [],
  };
}

/**
 * A research service stand-in: each question answered with one sentence citing one page, after
 * `latencyMs`. The answer names the question so each entry is distinguishable.
 */
export function researchMockModel(options: { latencyMs?: number } = {}): SchemaMockModel {
  let calls = 0;
  const model = new MockLanguageModelV3({
    doGenerate: async (call) => {
      calls += 1;
      const n = calls;
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      const question = JSON.stringify(call.prompt)
        .slice(0, 80)
        .replace(/[^\w ]+/g, ' ');
      return {
        content: [
          { type: 'text', text: `Independent coverage on ${question.trim()} was found [1].` },
          {
            type: 'source',
            sourceType: 'url',
            id: `s${n}`,
            url: `https://news.example/article-${n}`,
            title: `Article ${n}`,
          },
        ],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 20, text: 20, reasoning: 0 },
        },
        warnings: [],
      };
    },
  });
  return { model, calls: () => calls };
}
