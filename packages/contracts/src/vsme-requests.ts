import { z } from 'zod';
import { vsmeDatapointIdSchema, vsmeReviewStateSchema, vsmeValueContentSchema } from './vsme.js';

/**
 * VSME data requests: the consultant asks the client's contact for the datapoints a report is missing.
 * The contact opens an unguessable link without an account, sees only the questions asked, saves drafts
 * and submits; each submitted answer becomes the datapoint's value as 'client-provided', pending the
 * consultant's review (accept, or return with a comment, after which the contact may change it).
 *
 * Consultant routes (signed in, the report's organization only):
 * - `POST /api/vsme/reports/:documentId/requests` `{ data: CreateVsmeDataRequest }` → 201
 *   `{ data: VsmeDataRequest, meta: { link } }`: the link is shown this once and never stored or logged;
 * - `GET  /api/vsme/reports/:documentId/requests` → `{ data: VsmeDataRequest[] }`, newest first;
 * - `POST /api/vsme/reports/:documentId/requests/:requestId/revoke` → `{ data: VsmeDataRequest }`;
 * - `POST /api/vsme/reports/:documentId/requests/:requestId/remind` → 202 `{ data: VsmeDataRequest }`:
 *   e-mails the contact the link again.
 * Link routes (no account; the token is the only key, and it opens only its own request):
 * - `GET  /api/vsme/requests/:token` → `{ data: VsmeRequestForm }`;
 * - `PUT  /api/vsme/requests/:token/answers/:datapointId` `{ data: SaveVsmeAnswer }` → `{ data: VsmeRequestQuestion }` (a draft);
 * - `POST /api/vsme/requests/:token/answers/:datapointId/evidence` (multipart, one file) → `{ data: VsmeRequestQuestion }`;
 * - `DELETE /api/vsme/requests/:token/answers/:datapointId/evidence/:fileId` → `{ data: VsmeRequestQuestion }`;
 * - `POST /api/vsme/requests/:token/submit` → `{ data: VsmeRequestForm }`: every draft answer is submitted.
 * An expired, revoked, unknown or tampered link answers 404 with `VSME_REQUEST_LINK_INVALID` and nothing
 * else; the web page at `/vsme-request/:token` shows that sentence alone.
 */
export const VSME_REQUEST_LINK_INVALID =
  'This link is no longer valid. Ask the consultant who sent it for a new one.';

export const VSME_REQUEST_STATUSES = ['open', 'submitted', 'expired', 'revoked'] as const;
export type VsmeRequestStatus = (typeof VSME_REQUEST_STATUSES)[number];

/** Days a link stays valid when the consultant does not say. */
export const VSME_REQUEST_DEFAULT_DAYS = 14;
export const VSME_REQUEST_MAX_DAYS = 90;
/** The largest evidence file a contact may attach, and the kinds accepted (checked by content, not name). */
export const VSME_EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
export const VSME_EVIDENCE_KINDS = ['pdf', 'docx', 'xlsx', 'png', 'jpeg'] as const;

export const createVsmeDataRequestSchema = z.strictObject({
  datapointIds: z
    .array(vsmeDatapointIdSchema)
    .min(1, 'Choose at least one datapoint to ask for')
    .max(200, 'Ask for at most 200 datapoints in one request'),
  contactName: z.string().trim().min(1).max(200).optional(),
  contactEmail: z.email('Enter a valid e-mail address').max(254).optional(),
  /** A note shown to the contact above the questions. */
  message: z.string().max(2000).optional(),
  expiresInDays: z
    .number({ error: 'expiresInDays must be a whole number of days' })
    .int('expiresInDays must be a whole number of days')
    .min(1, 'A link must stay valid for at least 1 day')
    .max(VSME_REQUEST_MAX_DAYS, `A link may stay valid for at most ${VSME_REQUEST_MAX_DAYS} days`)
    .optional(),
});
export type CreateVsmeDataRequest = z.infer<typeof createVsmeDataRequestSchema>;

export const vsmeDataRequestSchema = z.object({
  documentId: z.string(),
  reportDocumentId: z.string(),
  status: z.enum(VSME_REQUEST_STATUSES),
  datapointIds: z.array(vsmeDatapointIdSchema),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  message: z.string().nullable(),
  /** Progress: questions with a saved draft, submitted, accepted and returned answers. */
  progress: z.object({
    asked: z.number().int(),
    drafted: z.number().int(),
    submitted: z.number().int(),
    accepted: z.number().int(),
    returned: z.number().int(),
  }),
  expiresAt: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastRemindedAt: z.string().nullable(),
});
export type VsmeDataRequest = z.infer<typeof vsmeDataRequestSchema>;

/** The `meta` of the create answer: the link, shown to the consultant this once and never again. */
export const vsmeDataRequestCreatedMetaSchema = z.object({ link: z.string() });

/** A file the contact attached as evidence for an answer. */
export const vsmeEvidenceFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  kind: z.enum(VSME_EVIDENCE_KINDS),
  bytes: z.number().int(),
  uploadedAt: z.string(),
});
export type VsmeEvidenceFile = z.infer<typeof vsmeEvidenceFileSchema>;

/** The contact's answer to one question, as they saved or submitted it. */
export const vsmeRequestAnswerSchema = z.object({
  value: vsmeValueContentSchema.nullable(),
  unit: z.string().nullable(),
  /** For yes/no questions the standard asks to explain, and any remark. */
  explanation: z.string().nullable(),
  state: z.enum(['draft', 'submitted']),
  /** The consultant's review once submitted (returned answers may be changed and submitted again). */
  review: vsmeReviewStateSchema.nullable(),
  reviewComment: z.string().nullable(),
  files: z.array(vsmeEvidenceFileSchema),
  savedAt: z.string(),
});
export type VsmeRequestAnswer = z.infer<typeof vsmeRequestAnswerSchema>;

/** One question as the contact sees it: only what is needed to answer, nothing else of the report. */
export const vsmeRequestQuestionSchema = z.object({
  datapointId: vsmeDatapointIdSchema,
  disclosure: z.string(),
  disclosureTitle: z.string(),
  label: z.string(),
  kind: z.enum(['number', 'percentage', 'boolean', 'text', 'enum', 'table', 'date']),
  unit: z.string().nullable(),
  options: z.array(z.string()).nullable(),
  multiple: z.boolean(),
  guidance: z.string().nullable(),
  /** Yes/no questions whose answer the standard asks to explain. */
  asksExplanation: z.boolean(),
  answer: vsmeRequestAnswerSchema.nullable(),
  /** False once the answer is submitted and not returned: the contact can no longer change it. */
  editable: z.boolean(),
});
export type VsmeRequestQuestion = z.infer<typeof vsmeRequestQuestionSchema>;

export const vsmeRequestFormSchema = z.object({
  clientName: z.string(),
  organizationName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  message: z.string().nullable(),
  status: z.enum(['open', 'submitted']),
  expiresAt: z.string(),
  questions: z.array(vsmeRequestQuestionSchema),
});
export type VsmeRequestForm = z.infer<typeof vsmeRequestFormSchema>;

export const saveVsmeAnswerSchema = z.strictObject({
  value: vsmeValueContentSchema.nullable(),
  unit: z.string().max(60).nullable().optional(),
  explanation: z.string().max(5000).nullable().optional(),
});
export type SaveVsmeAnswer = z.infer<typeof saveVsmeAnswerSchema>;
