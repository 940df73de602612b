import type { z } from 'zod';
import type { ConfiguredModel } from './model-provider.js';

export interface LlmProvenance {
  method: 'llm';
  provider: string;
  model: string;
}

export interface StructuredRequest<SCHEMA extends z.ZodType> {
  /**
   * What resolveModelProvider returned (or a test's mock model in the same shape); a research model
   * (Perplexity) may answer in structure too, so the provider is any name.
   */
  model: { provider: string; modelName: string; model: ConfiguredModel['model'] };
  /** Give every field a .describe(): the model reads the descriptions as instructions. */
  schema: SCHEMA;
  system?: string;
  prompt: string;
  abortSignal?: AbortSignal;
}

export interface StructuredResult<T> {
  object: T;
  provenance: LlmProvenance;
}

/** The model answered, but not with an object the schema accepts. */
export class StructuredOutputError extends Error {
  override readonly name = 'StructuredOutputError';

  constructor(
    message: string,
    /** What the model wrote, for the log: never shown to users as if it were a result. */
    readonly modelText: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Asks the model for an object of the schema's shape and validates it with zod. In ai 6 this is
 * generateText with Output.object (generateObject is deprecated there).
 */
export async function generateStructured<SCHEMA extends z.ZodType>(
  request: StructuredRequest<SCHEMA>,
): Promise<StructuredResult<z.infer<SCHEMA>>> {
  const { model } = request;
  // The AI SDK loads on the first model call, not at start (lazy-model.ts says why).
  const ai = await import('ai');
  try {
    const result = await ai.generateText({
      model: model.model,
      output: ai.Output.object({ schema: request.schema }),
      system: request.system,
      prompt: request.prompt,
      abortSignal: request.abortSignal,
    });
    return {
      object: result.output as z.infer<SCHEMA>,
      provenance: { method: 'llm', provider: model.provider, model: model.modelName },
    };
  } catch (error) {
    throw explainOutputError(ai, error, model);
  }
}

function explainOutputError(
  ai: typeof import('ai'),
  error: unknown,
  model: StructuredRequest<z.ZodType>['model'],
): unknown {
  const who = `The language model (${model.provider} ${model.modelName})`;
  if (ai.NoObjectGeneratedError.isInstance(error)) {
    const reason = ai.TypeValidationError.isInstance(error.cause)
      ? `did not match the expected shape: ${describeIssues(error.cause.cause)}`
      : 'was not valid JSON';
    return new StructuredOutputError(`${who} answered, but its answer ${reason}`, error.text, {
      cause: error,
    });
  }
  if (ai.NoOutputGeneratedError.isInstance(error)) {
    return new StructuredOutputError(`${who} gave no answer`, undefined, { cause: error });
  }
  return error;
}

/** Zod's issues as "path: message; ...", the part of the error a developer can act on. */
function describeIssues(cause: unknown): string {
  const issues = (cause as { issues?: { path?: PropertyKey[]; message: string }[] } | undefined)?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return 'the value was rejected';
  return issues
    .map((issue) => {
      const path = (issue.path ?? []).map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
