import { z } from 'zod';
import { blockLocatorSchema } from './structured-document.js';

const retrievedAt = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'retrievedAt must be an ISO date')
  .describe('When it was read');

/**
 * Where a statement comes from: every generated or compiled datapoint carries at least one. A source
 * is a page on the web, a document fetched from the web (a PDF or Word report) or a document the
 * consultant uploaded; each says which by its `kind`, so one source record can later take in other
 * kinds (a client-provided file, the knowledge base) as well.
 *
 * `quote` is the exact sentence or table row the statement rests on; `locator` is where it stands in
 * the structured document (heading path, PDF page, table and row). Both are optional, so sources
 * stored before them stay valid. An uploaded document's older sources carry a text locator ('part 2
 * of 3'); new ones carry the structured locator.
 */
export const SOURCE_KINDS = ['web-page', 'document', 'uploaded-document'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** The exact sentence or table row a statement rests on, as the source words it. */
export const sourceQuoteSchema = z.string().max(1000);
/** Where in the page or document: the structured reader's locator. */
export const sourceLocatorSchema = blockLocatorSchema;

/** A page on the web. `kind` is implied when absent (sources stored before kinds existed). */
export const webSourceSchema = z.object({
  kind: z.literal('web-page').optional(),
  url: z
    .url({ protocol: /^https?$/, message: 'A source must be an http(s) address' })
    .describe('The page read'),
  title: z.string().max(300).optional().describe("The page's title"),
  /** ISO date (YYYY-MM-DD) or date-time on which the page was read. */
  retrievedAt,
  locator: sourceLocatorSchema.optional(),
  quote: sourceQuoteSchema.optional(),
});
export type WebSource = z.infer<typeof webSourceSchema>;

/** A document fetched from the web (a PDF or Word report the company's site links to). */
export const documentSourceSchema = z.object({
  kind: z.literal('document'),
  url: z
    .url({ protocol: /^https?$/, message: 'A source must be an http(s) address' })
    .describe('Where the document was fetched'),
  title: z.string().min(1).max(300).describe("The document's title (never a quoted sentence)"),
  retrievedAt,
  locator: sourceLocatorSchema.optional(),
  quote: sourceQuoteSchema.optional(),
});
export type DocumentSource = z.infer<typeof documentSourceSchema>;

/** The id of a document uploaded during onboarding (its documentId). */
export const uploadedDocumentIdSchema = z.string().regex(/^[a-z0-9]{24}$/, 'Not a document id');

/**
 * A document the consultant uploaded (onboarding, PDF or Word): cited by its file name and id, never
 * by an address. Members of the client's organization open it through the document's own endpoint.
 */
export const uploadedDocumentSourceSchema = z.object({
  kind: z.literal('uploaded-document'),
  documentId: uploadedDocumentIdSchema,
  url: z.null().describe('An uploaded document has no public address'),
  title: z.string().min(1).max(300).describe("The document's file name"),
  retrievedAt: retrievedAt.describe('When it was uploaded or read'),
  /** Where in the document: the structured locator; older sources: 'part 2 of 3' of a long document. */
  locator: z.union([sourceLocatorSchema, z.string().max(120)]).optional(),
  /** The sentence the statement rests on, as the document words it. */
  quote: sourceQuoteSchema.optional(),
});
export type UploadedDocumentSource = z.infer<typeof uploadedDocumentSourceSchema>;

export const sourceSchema = z.union([webSourceSchema, documentSourceSchema, uploadedDocumentSourceSchema]);
export type Source = z.infer<typeof sourceSchema>;

export const isUploadedDocumentSource = (source: {
  kind?: string | undefined;
}): source is UploadedDocumentSource => source.kind === 'uploaded-document';

export const isDocumentSource = (source: { kind?: string | undefined }): source is DocumentSource =>
  source.kind === 'document';

/** What a source is called when it is named: its title, else its address. */
export const sourceLabel = (source: Source): string =>
  source.title?.trim() || (isUploadedDocumentSource(source) ? 'Uploaded document' : source.url);

/**
 * Where a quote stands, in words: 'page 14 · Suppliers · Our supply chain' (a PDF's page, then the
 * headings above it), or an older uploaded document's own locator ('part 2 of 3'); undefined when the
 * locator says nothing a reader could use.
 */
export function sourceLocatorLabel(
  locator: z.infer<typeof sourceLocatorSchema> | string | undefined,
): string | undefined {
  if (typeof locator === 'string') return locator.trim() || undefined;
  if (!locator) return undefined;
  const parts = [locator.page ? `page ${locator.page}` : '', ...locator.headingPath.map((h) => h.trim())];
  const label = parts.filter(Boolean).join(' · ');
  return label || undefined;
}

/** How a section or field was produced (DESIGN.md: evidence first). */
export const PRODUCTION_METHODS = ['rule', 'extraction', 'llm', 'manual', 'compiled'] as const;
export type ProductionMethod = (typeof PRODUCTION_METHODS)[number];

/** Why a step answered without the model although one is configured. */
export const MODEL_FALLBACK_REASONS = [
  'timeout',
  'rate-limited',
  'server-error',
  'unreachable',
  'malformed-answer',
] as const;
export type ModelFallbackReason = (typeof MODEL_FALLBACK_REASONS)[number];

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
  /**
   * The model path was taken but the provider failed after its retries (timeouts, rate limits, server
   * errors, answers that never fit the expected form): the section is the deterministic path's result.
   */
  fallback: z
    .object({
      reason: z.enum(MODEL_FALLBACK_REASONS),
      /** The provider's own words, for the operator: 'Failed after 3 attempts. Last error: …'. */
      detail: z.string().max(300).optional(),
    })
    .optional(),
  /** Figures the model returned that the passage they cite does not state, left out of the section. */
  droppedNumbers: z.number().int().min(0).optional(),
});
export type Provenance = z.infer<typeof provenanceSchema>;
