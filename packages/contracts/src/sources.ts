import { z } from 'zod';

/** Where a statement comes from: every generated or compiled datapoint carries at least one. */
export const sourceSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, message: 'A source must be an http(s) address' })
    .describe('The page read'),
  title: z.string().max(300).optional().describe("The page's title"),
  /** ISO date (YYYY-MM-DD) or date-time on which the page was read. */
  retrievedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'retrievedAt must be an ISO date')
    .describe('When it was read'),
});
export type Source = z.infer<typeof sourceSchema>;

/** How a section or field was produced (DESIGN.md: evidence first). */
export const PRODUCTION_METHODS = ['rule', 'extraction', 'llm', 'manual', 'compiled'] as const;
export type ProductionMethod = (typeof PRODUCTION_METHODS)[number];

export const provenanceSchema = z.object({
  method: z.enum(PRODUCTION_METHODS),
  /** e.g. 'openai', 'perplexity', 'website', 'knowledge-base', 'sample-profile' */
  provider: z.string().max(80).optional(),
  model: z.string().max(120).optional(),
  note: z.string().max(1000).optional(),
  /** The prompt the model path used (spec 02 §7 keys) and its version (0 = the default shipped in code). */
  promptKey: z.string().max(80).optional(),
  promptVersion: z.number().int().min(0).optional(),
  /**
   * Whether the step found something. An honest empty section ('nothing-found': checked, none there;
   * 'not-researched': a provider is missing) still counts as present for completeness.
   */
  outcome: z.enum(['found', 'nothing-found', 'not-researched']).optional(),
});
export type Provenance = z.infer<typeof provenanceSchema>;
