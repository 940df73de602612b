import { z } from 'zod';
import { recordOf } from './answers.js';
import { EMPLOYEE_COUNT_CODES, REVENUE_CODES } from './client-codes.js';
import { sectionBlockSchema, type SectionKey } from './client-sections.js';
import { initiativeSchema } from './initiatives.js';
import { pageOf } from './pagination.js';
import { documentSourceSchema, provenanceSchema, webSourceSchema } from './sources.js';

export const CLIENT_NAME_MAX_LENGTH = 160;

/** Where one profile field came from (an enrichment records it per field; nothing is guessed). */
export const fieldOriginSchema = z.object({
  method: provenanceSchema.shape.method,
  /** e.g. 'json-ld', 'open-graph', 'meta', 'about-page', 'model', 'user' */
  detail: z.string().max(120),
  /** The page, or the report the website links to, with the sentence or table row that states it. */
  source: z.union([webSourceSchema, documentSourceSchema]).optional(),
  /**
   * The value as the source states it, where the field keeps only a size bucket: '1,240 employees',
   * '€214 million turnover'. A report shows it beside the bucket.
   */
  stated: z.string().max(120).optional(),
});
export type FieldOrigin = z.infer<typeof fieldOriginSchema>;

export const CLIENT_PROFILE_FIELDS = [
  'Name',
  'Industry',
  'EmployeeCount',
  'Revenue',
  'Headquarters',
  'FoundedYear',
  'WebsiteUrl',
  'CompanyInfo',
] as const;
export type ClientProfileField = (typeof CLIENT_PROFILE_FIELDS)[number];

const nullableText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} is too long`).nullable().optional();

/** The fields a consultant confirms or corrects before a client is created (spec 01 §2, dashboard). */
export const clientFieldsSchema = z.strictObject({
  Name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, { message: 'Name is required', abort: true })
    .max(CLIENT_NAME_MAX_LENGTH, 'Name is too long'),
  Industry: nullableText(160, 'Industry'),
  EmployeeCount: z
    .enum(EMPLOYEE_COUNT_CODES, {
      message: `EmployeeCount must be one of ${EMPLOYEE_COUNT_CODES.join(', ')}`,
    })
    .nullable()
    .optional(),
  Revenue: z
    .enum(REVENUE_CODES, { message: `Revenue must be one of ${REVENUE_CODES.join(', ')}` })
    .nullable()
    .optional(),
  Headquarters: nullableText(200, 'Headquarters'),
  FoundedYear: z
    .number({ message: 'FoundedYear must be a year such as 1998' })
    .int('FoundedYear must be a year such as 1998')
    .min(1000, 'FoundedYear must be a year such as 1998')
    .max(2100, 'FoundedYear must be a year such as 1998')
    .nullable()
    .optional(),
  WebsiteUrl: z
    .url({ protocol: /^https?$/, message: 'WebsiteUrl must be an http(s) address' })
    .max(2048, 'WebsiteUrl is too long')
    .nullable()
    .optional(),
  CompanyInfo: nullableText(5000, 'CompanyInfo'),
  /** Where each field came from, as the enrichment reported it; fields the user changed say 'user'. */
  FieldOrigins: z.partialRecord(z.enum(CLIENT_PROFILE_FIELDS), fieldOriginSchema).optional(),
  /** Spec 01 §7: the creation call attaches the organization; only one the user belongs to is accepted. */
  Organizations: z
    .array(z.union([z.number().int().positive(), z.string().min(1).max(64)]))
    .max(1)
    .optional(),
});
export type ClientFields = z.infer<typeof clientFieldsSchema>;
export const createClientBodySchema = z.strictObject({ data: clientFieldsSchema });

/** A client as lists and searches show it: the profile without its generated sections. */
export const clientSummarySchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  Name: z.string(),
  Industry: z.string().nullable(),
  EmployeeCount: z.enum(EMPLOYEE_COUNT_CODES).nullable(),
  Revenue: z.enum(REVENUE_CODES).nullable(),
  Headquarters: z.string().nullable(),
  FoundedYear: z.number().int().nullable(),
  WebsiteUrl: z.string().nullable(),
  Domain: z.string().nullable(),
  CompanyInfo: z.string().nullable(),
  /**
   * The logo found on the client's website, at its content-addressed, cacheable address
   * (/api/logos/files/<sha256>.<ext>, no token needed), or null: the UI then shows the first letter and
   * asks for nothing.
   */
  LogoUrl: z.string().nullable(),
  Organizations: z.array(z.number().int()),
  /** Public sample profiles compiled from public sources; null for an organization's own clients. */
  Sample: z.object({ compiledOn: z.string(), note: z.string() }).nullable(),
  FieldOrigins: z.record(z.string(), fieldOriginSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** A client with its generated sections, each the latest stored version (absent when never generated). */
export const clientSchema = clientSummarySchema
  .extend(
    Object.fromEntries(
      (
        [
          'WebContext',
          'WebsiteContext',
          'FocusAreas',
          'ImpactTopics',
          'SustainabilityRegulations',
          'UpcomingPolicies',
          'VoluntaryCodesAdopted',
          'ReportedMetrics',
          'ReportingFrameworks',
          'PublicPerception',
          'Controversies',
          'LocationPresence',
          'BusinessModelOverview',
          'Stakeholders',
        ] satisfies SectionKey[]
      ).map((key) => [key, sectionBlockSchema.nullable()]),
    ) as Record<SectionKey, z.ZodNullable<typeof sectionBlockSchema>>,
  )
  .extend({
    /** The onboarding scopes chosen for the client (ONBOARDING_SCOPES ids), first chosen first. */
    OnboardingScopes: z.array(z.string()),
    /** Knowledge-base framework ids the consultant prefers for the client (FRAMEWORKS ids). */
    PreferredFrameworks: z.array(z.string()),
  });
export type Client = z.infer<typeof clientSchema>;

// ---- Answers ----

/** GET /clients/search. */
export const clientSummaryListResponseSchema = pageOf(clientSummarySchema);

/** What a dashboard tile shows of a client (and what selecting it needs): the light row of a list. */
export const CLIENT_TILE_FIELDS = {
  id: true,
  documentId: true,
  Name: true,
  Industry: true,
  Domain: true,
  LogoUrl: true,
  Organizations: true,
  Sample: true,
  createdAt: true,
  updatedAt: true,
} as const;
export const clientTileSchema = clientSummarySchema.pick(CLIENT_TILE_FIELDS);
export type ClientTile = z.infer<typeof clientTileSchema>;

/**
 * A client as GET /org/clients lists it: the tile's fields; the rest of the profile (CompanyInfo, up
 * to 5,000 characters, among them) with populate=CompanyInfo; the profile and its latest sections, as
 * one client's read answers them, with populate=Sections; everything with populate=*.
 */
export const organizationClientSchema = clientSchema.partial().required(CLIENT_TILE_FIELDS);
/** GET /org/clients */
export const organizationClientListResponseSchema = pageOf(organizationClientSchema);

/** A public sample as the dashboard lists it for visitors: with its initiatives when populate=Initiatives. */
export const publicClientSchema = clientSummarySchema.extend({
  Initiatives: z.array(initiativeSchema).optional(),
});
export type PublicClient = z.infer<typeof publicClientSchema>;
/** GET /clients/public */
export const publicClientListResponseSchema = pageOf(publicClientSchema);

/** POST /clients: the new client, and the assessment started for it (absent when none was started). */
export const createdClientResponseSchema = z.object({
  data: clientSummarySchema,
  // The assessment started for the new client (absent when ASSESS_NEW_CLIENTS is off).
  meta: z.object({
    assessment: z.object({ id: z.number(), documentId: z.string() }).optional(),
    // Why it was not started (the user's run budget is spent); the client is created anyway.
    assessmentNotStarted: z.string().optional(),
  }),
});

/** GET /clients?id= or ?name= */
export const clientResponseSchema = recordOf(clientSchema);
