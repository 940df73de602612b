import { z } from 'zod';
import { recordOf } from './answers.js';
import { pageOf } from './pagination.js';
import {
  provenanceSchema,
  sourceLocatorSchema,
  sourceQuoteSchema,
  uploadedDocumentSourceSchema,
} from './sources.js';

/**
 * Reports (spec 02 §3 'Report', 'Report section', 'Prompt'; §4 'Report generation'): a report is an
 * organization's artefact about one client, made of six sections generated one at a time.
 */
export const REPORT_SECTION_TYPES = [
  'company_snapshot',
  'sustainability_posture',
  'strategic_positioning',
  'regulatory_landscape',
  'public_perception',
  'source_list',
] as const;
export type ReportSectionType = (typeof REPORT_SECTION_TYPES)[number];

export const isReportSectionType = (value: string): value is ReportSectionType =>
  (REPORT_SECTION_TYPES as readonly string[]).includes(value);

export const REPORT_SECTION_STATUSES = ['pending', 'success', 'error'] as const;
export type ReportSectionStatus = (typeof REPORT_SECTION_STATUSES)[number];

/** The longest prompt a user may save (custom or main): well above any useful instruction. */
export const REPORT_PROMPT_MAX_LENGTH = 20_000;

/** The server's own answer when regenerate lacks either parameter (spec 02 §5). */
export const MISSING_REGENERATE_PARAMETERS = 'Missing report ID or section title';

/**
 * A source of the report: numbered once per report, the [n] every section's citations refer to. A
 * page or document cited for a quoted sentence or table row gets one number per quote, so [n] leads
 * to the exact words a statement rests on (`quote`) and where they stand (`locator`); reports written
 * before quotes were kept have neither.
 */
export const reportSourceSchema = z.union([
  z.object({
    n: z.number().int().positive(),
    /** A page, or a report the company's site links to (a PDF or Word document). */
    kind: z.enum(['web-page', 'document']).optional(),
    url: z.string(),
    title: z.string().optional(),
    retrievedAt: z.string(),
    locator: sourceLocatorSchema.optional(),
    quote: sourceQuoteSchema.optional(),
  }),
  uploadedDocumentSourceSchema.extend({ n: z.number().int().positive() }),
]);
export type ReportSource = z.infer<typeof reportSourceSchema>;

/** Which prompt wrote a section: the section's own, the organization's main, or the default. */
export const PROMPT_ORIGINS = ['custom', 'organization', 'default', 'shipped'] as const;
export type PromptOrigin = (typeof PROMPT_ORIGINS)[number];

export const reportSectionSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  /** The section type, snake_case (the page shows it title-cased). */
  Title: z.enum(REPORT_SECTION_TYPES),
  sectionType: z.enum(REPORT_SECTION_TYPES),
  /** Markdown with headings, tables and [n] citations; empty while pending or after an error. */
  Content: z.string(),
  status: z.enum(REPORT_SECTION_STATUSES),
  error: z.string().nullable(),
  /** When the section last finished (success or error); null while its first generation runs. */
  LastUpdated: z.string().nullable(),
  AgentConfig: z.object({ customPrompt: z.string().optional() }),
  /** The report source numbers the Content cites. */
  CitedSources: z.array(z.number().int().positive()),
  /** How the Content was produced (model or deterministic writer) and with which prompt. */
  Provenance: provenanceSchema.extend({ promptOrigin: z.enum(PROMPT_ORIGINS).optional() }).nullable(),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;

export const reportSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  /** The client's name when the report was created (spec: used as the company name). */
  Title: z.string(),
  Client: z.object({ id: z.number().int(), documentId: z.string(), Name: z.string() }).nullable(),
  /** The onboarding session the report came from, as it was sent; null when none. */
  Onboarding: z.union([z.object({ id: z.number().int() }), z.object({ documentId: z.string() })]).nullable(),
  /** Projects do not exist yet: always null. */
  Project: z.null(),
  Organization: z.object({ id: z.number().int(), documentId: z.string(), Name: z.string() }),
  /** In the fixed order of REPORT_SECTION_TYPES, only those created so far. */
  Sections: z.array(reportSectionSchema),
  /** The sources the finished sections cite, by their report number (the [n] in the Content). */
  Sources: z.array(reportSourceSchema),
  SectionsCompleted: z.number().int(),
  SectionsTotal: z.number().int(),
  /**
   * The sections proposed for the client, in the order to write them: the company snapshot, then the
   * sections of the scopes chosen at onboarding (first chosen first), then the source list. Every type
   * when the client has no scopes.
   */
  ProposedSections: z.array(z.enum(REPORT_SECTION_TYPES)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

const idOrDocumentId = z.union([
  z.number().int().positive(),
  z.string().trim().min(1, 'The id cannot be blank').max(64, 'The id is too long'),
]);

export const createReportBodySchema = z.object({
  data: z.object({
    Client: idOrDocumentId.describe("The client's id or documentId"),
    Onboarding: idOrDocumentId.nullable().optional(),
    /** Accepted and ignored until projects exist. */
    Project: z.unknown().optional(),
  }),
});
export type CreateReportBody = z.infer<typeof createReportBodySchema>;

/** POST /reports/{id}/sections: the type plus any extra parameters (accepted, not used yet). */
export const createReportSectionBodySchema = z.object({
  data: z.looseObject({
    sectionType: z.enum(REPORT_SECTION_TYPES, {
      error: `sectionType must be one of ${REPORT_SECTION_TYPES.join(', ')}`,
    }),
  }),
});

/** Both fields are optional here so a missing one gets the spec's own message, not zod's. */
export const regenerateSectionBodySchema = z.object({
  reportId: z.union([z.number(), z.string()]).nullable().optional(),
  sectionTitle: z.string().nullable().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});

/** The page sends the section's AgentConfig with customPrompt replaced; a blank or null one clears it. */
export const agentConfigBodySchema = z.object({
  AgentConfig: z.looseObject({
    customPrompt: z
      .string()
      .max(REPORT_PROMPT_MAX_LENGTH, 'AgentConfig.customPrompt cannot be longer than 20,000 characters')
      .nullable()
      .optional(),
  }),
});

export const reportPromptSchema = z.object({
  /** The section type the prompt writes. */
  name: z.enum(REPORT_SECTION_TYPES),
  content: z.string(),
  /** organization: your organization's main prompt; default: an Admin's default; shipped: in the code. */
  origin: z.enum(['organization', 'default', 'shipped']),
  /** The version of that origin's prompt; 0 for the one shipped in code. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type ReportPrompt = z.infer<typeof reportPromptSchema>;

export const savePromptContentBodySchema = z.object({
  content: z
    .string({ error: 'content: the prompt text is required' })
    .trim()
    .min(1, 'content: The prompt cannot be blank')
    .max(REPORT_PROMPT_MAX_LENGTH, 'content: The prompt cannot be longer than 20,000 characters'),
});

// ---- Answers ----

/** A report as GET /reports lists it: without its Sections and Sources unless populate=Sections. */
export const reportListItemSchema = reportSchema.extend({
  Sections: reportSchema.shape.Sections.optional(),
  Sources: reportSchema.shape.Sources.optional(),
});
/** GET /reports */
export const reportListResponseSchema = pageOf(reportListItemSchema);
/** GET /reports/:id, POST /reports and POST /reports/regenerate-section */
export const reportResponseSchema = recordOf(reportSchema);
/** POST /reports/:id/sections and PUT /reports/:reportId/sections/:sectionId/agent-config */
export const reportSectionResponseSchema = recordOf(reportSectionSchema);
/** GET /prompt/get/:sectionName, POST /prompt/update-main/:sectionName, PUT /prompt/default/:sectionName */
export const reportPromptResponseSchema = recordOf(reportPromptSchema);
