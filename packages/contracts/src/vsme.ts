import { z } from 'zod';
import { sourceSchema } from './sources.js';

/**
 * VSME reports: a client's report under EFRAG's Voluntary Sustainability Reporting Standard for SMEs.
 * The standard itself (disclosures B1–B11 and C1–C9, their datapoints, identifiers, units and 'if
 * applicable' conditions) lives in the knowledge base (`@impact/knowledge`, `vsme/`); this file is the
 * shape of a report and its values as the API answers them, shared by the server, the web app and the
 * exports.
 *
 * A value's status says where it stands:
 * - `found`: read from the client's evidence (a metric with its quote, a code, a company fact), with
 *   sources;
 * - `estimated`: computed (e.g. Scope 1 and 2 from stated energy use), with the method and factors; never
 *   exported as confirmed until someone accepts it;
 * - `client-provided`: answered by the client's contact through a data request;
 * - `entered`: typed by a consultant;
 * - `not-applicable`: the standard's condition does not hold, with the reason;
 * - `omitted`: classified or sensitive information the standard lets the report leave out, with the
 *   statement it requires;
 * - `missing`: nothing yet.
 */
export const VSME_VALUE_STATUSES = [
  'found',
  'estimated',
  'client-provided',
  'entered',
  'not-applicable',
  'omitted',
  'missing',
] as const;
export type VsmeValueStatus = (typeof VSME_VALUE_STATUSES)[number];

/** Basic only ('Option A'), or Basic with Comprehensive ('Option B'), as B1 of the standard names them. */
export const VSME_REPORT_MODULES = ['basic', 'basic-comprehensive'] as const;
export type VsmeReportModule = (typeof VSME_REPORT_MODULES)[number];

/** The texts of the standard a report can follow (the knowledge base's `VsmeVersionId`). */
export const VSME_VERSION_IDS = ['vsme-recommendation-2025', 'vsme-delegated-act'] as const;
export type VsmeReportVersionId = (typeof VSME_VERSION_IDS)[number];

/** A datapoint's id: the taxonomy element's local name (e.g. 'TotalEnergyConsumption'). */
export const vsmeDatapointIdSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,199}$/, 'Not a VSME datapoint id');

/** YYYY-MM-DD. */
export const vsmeDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'Not a calendar date');

/** The longest reporting period we accept: an extended first financial year may run up to 18 months. */
export const VSME_PERIOD_MAX_MONTHS = 18;

/** A single answer: a number, yes/no, text, a date (as text), or the chosen options of an enum. */
export const vsmeScalarSchema = z.union([
  z.number().finite(),
  z.boolean(),
  z.string().max(10_000),
  z.array(z.string().max(500)).max(100),
]);
export type VsmeScalar = z.infer<typeof vsmeScalarSchema>;

/** A table datapoint: one row per axis member or per entry added; cells keyed by column datapoint id. */
export const vsmeTableRowSchema = z.object({
  /** The axis member (e.g. 'Scope 1') or, for open tables, the entry's own label. */
  row: z.string().min(1).max(300),
  cells: z.record(vsmeDatapointIdSchema, vsmeScalarSchema.nullable()),
});
export type VsmeTableRow = z.infer<typeof vsmeTableRowSchema>;

export const vsmeValueContentSchema = z.union([vsmeScalarSchema, z.array(vsmeTableRowSchema).max(500)]);
export type VsmeValueContent = z.infer<typeof vsmeValueContentSchema>;

/** A dated, sourced factor an estimate used (an emission factor per country and year, an exchange rate). */
export const vsmeFactorSchema = z.object({
  name: z.string().max(200),
  value: z.number().finite(),
  unit: z.string().max(60),
  /** ISO 3166-1 alpha-2, when the factor is a country's. */
  country: z.string().length(2).nullable(),
  year: z.number().int().min(1990).max(2100),
  /** The dataset, named as its publisher names it. */
  dataset: z.string().max(300),
  url: z.url({ protocol: /^https?$/ }).nullable(),
});
export type VsmeFactor = z.infer<typeof vsmeFactorSchema>;

/** How a value was produced. */
export const VSME_METHOD_KINDS = [
  'evidence-metric',
  'company-fact',
  'code',
  'policy',
  'classification',
  'estimate',
  'previous-report',
  'consultant',
  'client',
  'standard-condition',
] as const;
export const vsmeMethodSchema = z.object({
  kind: z.enum(VSME_METHOD_KINDS),
  /** In a consultant's words: 'Scope 1 from 1,240 MWh of natural gas × 0.202 tCO2e/MWh'. */
  description: z.string().max(2000),
  factors: z.array(vsmeFactorSchema).max(20).optional(),
});
export type VsmeMethod = z.infer<typeof vsmeMethodSchema>;

/** Who changed a value: a member of the organization, or the client's contact through a data request. */
export const vsmeActorSchema = z.union([
  z.object({ kind: z.literal('user'), userId: z.number().int(), name: z.string().max(200) }),
  z.object({ kind: z.literal('data-request'), requestDocumentId: z.string().max(40) }),
  z.object({ kind: z.literal('system'), note: z.string().max(200) }),
]);
export type VsmeActor = z.infer<typeof vsmeActorSchema>;

/** Review of a value someone else produced (an estimate, a client's answer). */
export const VSME_REVIEW_STATES = ['pending', 'accepted', 'returned'] as const;
export type VsmeReviewState = (typeof VSME_REVIEW_STATES)[number];
export const vsmeReviewStateSchema = z.enum(VSME_REVIEW_STATES);

export const vsmeValueSchema = z.object({
  datapointId: vsmeDatapointIdSchema,
  status: z.enum(VSME_VALUE_STATUSES),
  /** Null for missing, not-applicable and omitted values. */
  value: vsmeValueContentSchema.nullable(),
  /** The unit the value is in: the datapoint's own unit (values given in another unit are converted). */
  unit: z.string().max(60).nullable(),
  /** The period the value belongs to; a value from another period is never 'found' for this one. */
  periodYear: z.number().int().nullable(),
  sources: z.array(sourceSchema).max(20),
  method: vsmeMethodSchema.nullable(),
  /** Not applicable: why (the standard's condition that does not hold). */
  notApplicableReason: z.string().max(2000).nullable(),
  /** Omitted: the statement the standard requires (which information, and that it is classified or sensitive). */
  omissionStatement: z.string().max(2000).nullable(),
  /** Estimated and client-provided values: whether someone accepted them. Null for other statuses. */
  review: z.enum(VSME_REVIEW_STATES).nullable(),
  /** A client's answer that waits for the consultant because it would replace the consultant's own entry. */
  pendingClientAnswer: z
    .object({
      value: vsmeValueContentSchema,
      unit: z.string().max(60).nullable(),
      requestDocumentId: z.string().max(40),
      submittedAt: z.string(),
    })
    .nullable(),
  /** The same datapoint in the report this one started from, when it was started from a previous one. */
  previous: z
    .object({
      value: vsmeValueContentSchema.nullable(),
      unit: z.string().max(60).nullable(),
      changed: z.boolean(),
    })
    .nullable(),
  note: z.string().max(2000).nullable(),
  updatedAt: z.string(),
  updatedBy: vsmeActorSchema.nullable(),
});
export type VsmeValue = z.infer<typeof vsmeValueSchema>;

/** Counts of applicable datapoints: those answered (any status but missing) out of all that apply. */
export const vsmeCompletenessCountSchema = z.object({
  applicable: z.number().int().min(0),
  answered: z.number().int().min(0),
  missing: z.number().int().min(0),
  /** Estimated or client-provided values not yet accepted. */
  awaitingReview: z.number().int().min(0),
});
export type VsmeCompletenessCount = z.infer<typeof vsmeCompletenessCountSchema>;

export const vsmeCompletenessSchema = z.object({
  overall: vsmeCompletenessCountSchema,
  modules: z.object({
    basic: vsmeCompletenessCountSchema,
    comprehensive: vsmeCompletenessCountSchema.nullable(),
  }),
  disclosures: z.array(vsmeCompletenessCountSchema.extend({ code: z.string().max(4) })),
});
export type VsmeCompleteness = z.infer<typeof vsmeCompletenessSchema>;

export const vsmeReportSummarySchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  client: z.object({ documentId: z.string(), Name: z.string() }),
  versionId: z.enum(VSME_VERSION_IDS),
  module: z.enum(VSME_REPORT_MODULES),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The report this one started from (the previous period's), if any. */
  previousReportDocumentId: z.string().nullable(),
  completeness: vsmeCompletenessCountSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VsmeReportSummary = z.infer<typeof vsmeReportSummarySchema>;

export const vsmeReportSchema = vsmeReportSummarySchema.extend({
  completeness: vsmeCompletenessSchema,
  /** Every datapoint of the report's disclosures, in the standard's order. */
  values: z.array(vsmeValueSchema),
});
export type VsmeReport = z.infer<typeof vsmeReportSchema>;

/** POST /api/vsme/reports `{ data }`. */
export const createVsmeReportSchema = z.strictObject({
  clientId: z.string().min(1, 'Choose a client').max(40),
  module: z.enum(VSME_REPORT_MODULES, { error: "module must be 'basic' or 'basic-comprehensive'" }),
  periodStart: vsmeDaySchema,
  periodEnd: vsmeDaySchema,
  /** Defaults to the Commission Recommendation's text, the one whose content we model. */
  versionId: z.enum(VSME_VERSION_IDS).optional(),
  /** Start from this earlier report's values (same client); by default the latest earlier one, if any. */
  previousReportId: z.string().max(40).nullable().optional(),
});
export type CreateVsmeReport = z.infer<typeof createVsmeReportSchema>;

/**
 * PUT /api/vsme/reports/:documentId/values/:datapointId `{ data }`: a consultant's edit. The value is
 * checked against the datapoint's kind and unit (a number for a number, no negative headcount, the
 * datapoint's unit or one convertible to it).
 */
export const updateVsmeValueSchema = z.strictObject({
  status: z.enum(['entered', 'not-applicable', 'omitted', 'missing'], {
    error: "status must be 'entered', 'not-applicable', 'omitted' or 'missing'",
  }),
  value: vsmeValueContentSchema.nullable().optional(),
  unit: z.string().max(60).nullable().optional(),
  notApplicableReason: z.string().max(2000).optional(),
  omissionStatement: z.string().max(2000).optional(),
  note: z.string().max(2000).nullable().optional(),
});
export type UpdateVsmeValue = z.infer<typeof updateVsmeValueSchema>;

/** POST …/values/:datapointId/review `{ data }`: accept an estimate or a client's answer, or return it. */
export const reviewVsmeValueSchema = z.strictObject({
  decision: z.enum(['accept', 'return'], { error: "decision must be 'accept' or 'return'" }),
  comment: z.string().max(2000).optional(),
});
export type ReviewVsmeValue = z.infer<typeof reviewVsmeValueSchema>;

/** One change to a value, newest first in GET …/values/:datapointId/history. */
export const vsmeValueChangeSchema = z.object({
  at: z.string(),
  by: vsmeActorSchema,
  from: z
    .object({
      status: z.enum(VSME_VALUE_STATUSES),
      value: vsmeValueContentSchema.nullable(),
      unit: z.string().nullable(),
    })
    .nullable(),
  to: z.object({
    status: z.enum(VSME_VALUE_STATUSES),
    value: vsmeValueContentSchema.nullable(),
    unit: z.string().nullable(),
  }),
  /** What happened: 'prefilled', 'edited', 'accepted', 'returned', 'client answered', 'carried over'. */
  action: z.string().max(60),
  comment: z.string().max(2000).nullable(),
});
export type VsmeValueChange = z.infer<typeof vsmeValueChangeSchema>;

/** The export formats of GET /api/vsme/reports/:documentId/export?format=… */
export const VSME_EXPORT_FORMATS = ['docx', 'json', 'csv'] as const;
export type VsmeExportFormat = (typeof VSME_EXPORT_FORMATS)[number];
