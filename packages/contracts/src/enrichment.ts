import { z } from 'zod';
import { dataOf } from './answers.js';
import { EMPLOYEE_COUNT_CODES, REVENUE_CODES } from './client-codes.js';
import { CLIENT_PROFILE_FIELDS, fieldOriginSchema } from './clients.js';

export const enrichmentBodySchema = z.object({
  domain: z
    .string({ message: 'domain is required' })
    .trim()
    .min(1, { message: 'domain is required', abort: true })
    .max(2048, 'domain is too long'),
});

/**
 * What the company's own website (and a model, when configured) says about it. Fields nothing supports
 * stay null; FieldOrigins says where each filled field came from; notes say what could not be done.
 */
export const enrichmentProfileSchema = z.object({
  Name: z.string().nullable(),
  Industry: z.string().nullable(),
  EmployeeCount: z.enum(EMPLOYEE_COUNT_CODES).nullable(),
  Revenue: z.enum(REVENUE_CODES).nullable(),
  Headquarters: z.string().nullable(),
  FoundedYear: z.number().int().nullable(),
  WebsiteUrl: z.string(),
  Domain: z.string(),
  CompanyInfo: z.string().nullable(),
  /** The logo the home page shows, at its content address (as a client's LogoUrl), or null. */
  LogoUrl: z.string().nullable(),
  /** Spec 01 §3: the raw values as found, under these keys (lowercase variants are accepted by the UI). */
  rawData: z.object({
    headquarters: z.string().nullable(),
    company_size: z.string().nullable(),
    industry: z.string().nullable(),
    revenue: z.string().nullable(),
    year_founded: z.string().nullable(),
    company_description: z.string().nullable(),
  }),
  FieldOrigins: z.partialRecord(z.enum(CLIENT_PROFILE_FIELDS), fieldOriginSchema),
  notes: z.array(z.string()),
});
export type EnrichmentProfile = z.infer<typeof enrichmentProfileSchema>;

/** A company found on the web (spec 01 §7, perplexity-search), before enrichment. */
export const webSearchResultSchema = z.object({
  Name: z.string(),
  Domain: z.string().nullable(),
  WebsiteUrl: z.string().nullable(),
  Industry: z.string().nullable(),
  EmployeeCount: z.enum(EMPLOYEE_COUNT_CODES).nullable(),
  Headquarters: z.string().nullable(),
  CompanyInfo: z.null(),
  LogoUrl: z.string().nullable(),
});
export type WebSearchResult = z.infer<typeof webSearchResultSchema>;

/** POST /agent/company-enrichment */
export const enrichmentResponseSchema = dataOf(enrichmentProfileSchema);
/** GET /clients/perplexity-search: the companies found, and who found them ('website' or the provider). */
export const webSearchResponseSchema = z.object({
  data: z.array(webSearchResultSchema),
  meta: z.object({ provider: z.string() }),
});
