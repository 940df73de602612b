import { z } from 'zod';
import { recordOf, successOf } from './answers.js';
import { pageOf } from './pagination.js';
import { SECTION_DATA_SCHEMAS, SECTION_KEYS, type SectionKey } from './client-sections.js';

/**
 * What the per-section endpoints answer (spec 02 §7): the generation calls, the Library's research and
 * scrape, and the section prompts an Admin edits.
 */

/**
 * POST /clients/location-presence, …/sustainability-regulations and the other one-section calls: the
 * section's data as stored.
 */
export const SECTION_ANSWER_SCHEMAS = Object.fromEntries(
  SECTION_KEYS.map((key) => [key, successOf(SECTION_DATA_SCHEMAS[key])]),
) as {
  [K in SectionKey]: z.ZodObject<{ success: z.ZodLiteral<true>; data: (typeof SECTION_DATA_SCHEMAS)[K] }>;
};

/** POST /clients/generate-impact-strategy writes two sections at once. */
export const impactStrategyAnswerSchema = successOf(
  z.object({
    FocusAreas: SECTION_DATA_SCHEMAS.FocusAreas,
    ImpactTopics: SECTION_DATA_SCHEMAS.ImpactTopics,
  }),
);

/** POST /agent/strategic-web-search/:id: the new Web Context. */
export const webResearchResponseSchema = SECTION_ANSWER_SCHEMAS.WebContext;
/** POST /agent/website-scrape/:id: the new Website Context. */
export const websiteScrapeResponseSchema = SECTION_ANSWER_SCHEMAS.WebsiteContext;

export const WEB_SEARCH_STATUSES = ['idle', 'in-progress', 'done'] as const;
/** GET /agent/strategic-web-search/:id/status */
export const webSearchStatusSchema = z.object({
  status: z.enum(WEB_SEARCH_STATUSES),
  documentId: z.string().describe("The client's documentId"),
  error: z.string().nullable().describe('Why the last run failed, while the status is idle'),
  updatedAt: z.string().nullable(),
});
export type WebSearchStatus = z.infer<typeof webSearchStatusSchema>;

/** A section prompt (spec 02 §7 keys): the spec's Prompt entity is {name, content}; name is the key. */
export const sectionPromptSchema = z.object({
  key: z.string(),
  name: z.string(),
  content: z.string(),
  version: z.number().int().describe('0 for the default shipped in code'),
  isDefault: z.boolean().describe('True while no Admin has saved a version'),
  updatedAt: z.string().nullable(),
});
export type SectionPrompt = z.infer<typeof sectionPromptSchema>;

export const sectionPromptVersionSchema = z.object({
  version: z.number().int(),
  content: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string().nullable(),
  createdBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});

/** GET and PUT /prompts/:key */
export const sectionPromptResponseSchema = recordOf(sectionPromptSchema);
/** GET /prompts */
export const sectionPromptListResponseSchema = recordOf(z.array(sectionPromptSchema));
/** GET /prompts/:key/versions: a page of the history, newest first, ending with the shipped default. */
export const sectionPromptVersionsResponseSchema = pageOf(sectionPromptVersionSchema);
