import { z } from 'zod';
import { PROMPT_KEYS, PROMPT_MAX_LENGTH } from './prompt-keys.js';

/**
 * Request and answer shapes of the prompt endpoints. They live here rather than in packages/contracts
 * because that package is outside this part's folder; they can move there unchanged.
 */
export const promptKeyParamsSchema = z.object({
  key: z.string().describe(`A section prompt key: ${PROMPT_KEYS.join(', ')}`),
});

export const savePromptBodySchema = z.strictObject({
  content: z
    .string({ error: 'content: the prompt text is required' })
    .trim()
    .min(1, 'content: The prompt cannot be blank')
    .max(PROMPT_MAX_LENGTH, 'content: The prompt cannot be longer than 20,000 characters')
    .describe('The new prompt text; it becomes the default for everyone'),
});

const promptSchema = z.object({
  key: z.string(),
  /** The spec's Prompt entity is {name, content}; name is the key. */
  name: z.string(),
  content: z.string(),
  version: z.number().int().describe('0 for the default shipped in code'),
  isDefault: z.boolean().describe('True while no Admin has saved a version'),
  updatedAt: z.string().nullable(),
});

const promptVersionSchema = z.object({
  version: z.number().int(),
  content: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string().nullable(),
  createdBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});

export const promptResponseSchema = z.object({ data: promptSchema, meta: z.object({}) });
export const promptListResponseSchema = z.object({ data: z.array(promptSchema), meta: z.object({}) });
export const promptVersionsResponseSchema = z.object({
  data: z.array(promptVersionSchema),
  meta: z.object({}),
});
