import { z } from 'zod';
import { PROMPT_KEYS, PROMPT_MAX_LENGTH } from './prompt-keys.js';

/** Request shapes of the prompt endpoints; their answers are in packages/contracts (the web app reads them). */
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
