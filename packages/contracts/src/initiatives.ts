import { z } from 'zod';
import { recordOf, successOf } from './answers.js';
import { pageOf } from './pagination.js';
import { provenanceSchema, sourceSchema } from './sources.js';

export const INITIATIVE_STATUSES = ['active', 'planned', 'completed'] as const;
export type InitiativeStatus = (typeof INITIATIVE_STATUSES)[number];
export const INITIATIVE_CATEGORIES = [
  'Sustainability',
  'Circular Economy',
  'Transparency',
  'Community',
  'Innovation',
  'Production',
] as const;
export type InitiativeCategory = (typeof INITIATIVE_CATEGORIES)[number];

/** Spec 02 §4: anything but the three known statuses is shown as active. */
export function normalizeInitiativeStatus(status: unknown): InitiativeStatus {
  return INITIATIVE_STATUSES.includes(status as InitiativeStatus) ? (status as InitiativeStatus) : 'active';
}

/** A reference link as the initiative form shows it: the address and its host without www. */
export const initiativeReferenceSchema = z.object({ url: z.string(), domain: z.string() });
export type InitiativeReference = z.infer<typeof initiativeReferenceSchema>;

/** An uploaded image (POST /upload answers a list of these; an initiative's Images too). */
export const uploadedImageSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  /** The name the file was uploaded under, for display only. */
  name: z.string(),
  /** Served from our origin: /api/uploads/{file}. */
  url: z.string(),
  mime: z.string(),
  /** Bytes of the stored (re-encoded) image. */
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  formats: z.object({
    thumbnail: z.object({
      url: z.string(),
      mime: z.string(),
      width: z.number().int(),
      height: z.number().int(),
    }),
  }),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const initiativeSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  Title: z.string(),
  Description: z.string(),
  Status: z.enum(INITIATIVE_STATUSES),
  Category: z.enum(INITIATIVE_CATEGORIES),
  Tags: z.array(z.string()),
  Source: z.string().nullable(),
  StockImageKeywords: z.array(z.string()),
  Images: z.array(uploadedImageSchema),
  ImageUrl: z.string().nullable(),
  /**
   * The form's reference links. Initiatives whose references were never set (generated and sample
   * ones) answer their Sources' addresses here.
   */
  References: z.array(initiativeReferenceSchema),
  /** The pages the initiative is documented on. */
  Sources: z.array(sourceSchema),
  /** Spec 02 §3 sourceMetadata: how a generated initiative was found (null for manual and sample ones). */
  sourceMetadata: z
    .object({
      type: z.string(),
      retrievedDate: z.string(),
      query: z.string().optional(),
      source: z.string(),
    })
    .nullable(),
  Provenance: provenanceSchema,
  Clients: z.array(z.object({ id: z.number().int(), documentId: z.string(), Name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Initiative = z.infer<typeof initiativeSchema>;

// ---- Requests: POST /initiatives and PUT /initiatives/:id (spec 02 §5 'Initiative form') ----

export const INITIATIVE_LIMITS = {
  title: 200,
  description: 5000,
  source: 500,
  keywords: 30,
  keyword: 60,
  references: 20,
  url: 2048,
  images: 50,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`);

const httpUrl = (message: string) =>
  z
    .url({ protocol: /^https?$/, message })
    .max(INITIATIVE_LIMITS.url, `${message} of at most 2048 characters`);

/** Spec 02 §5: keywords are trimmed; blanks are dropped and repeats (in any case) kept once. */
const keywordList = (label: string) =>
  z
    .array(
      z
        .string({ message: `${label} must be a list of words` })
        .trim()
        .max(
          INITIATIVE_LIMITS.keyword,
          `Each of ${label} must be at most ${INITIATIVE_LIMITS.keyword} characters`,
        ),
      { message: `${label} must be a list of words` },
    )
    .transform((words) => {
      const seen = new Set<string>();
      return words.filter((word) => {
        const key = word.toLowerCase();
        if (!word || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .pipe(z.array(z.string()).max(INITIATIVE_LIMITS.keywords, `${label}: at most 30 different words`));

/** The host a reference button shows: 'https://www.example.org/x' → 'example.org'. */
export function referenceDomain(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/**
 * References as addresses or {url, domain?} (the form's rows); blank rows are dropped (spec 02 §5), the
 * rest must be http(s). The domain is always worked out from the address.
 */
const referenceList = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? value
          .map((item: unknown) => {
            const url = typeof item === 'object' && item !== null ? (item as { url?: unknown }).url : item;
            return typeof url === 'string' ? url.trim() : url;
          })
          .filter((url) => url !== '' && url !== undefined && url !== null)
      : value,
  z
    .array(httpUrl('Each reference must be an http(s) address'), {
      message: 'References must be a list of addresses',
    })
    .max(INITIATIVE_LIMITS.references, `At most ${INITIATIVE_LIMITS.references} references`)
    .transform((urls) =>
      [...new Set(urls)].map((url): InitiativeReference => ({ url, domain: referenceDomain(url) })),
    ),
);

const statusField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(INITIATIVE_STATUSES, {
    error: (issue) =>
      issue.input === undefined
        ? 'Status is required'
        : `Status must be one of ${INITIATIVE_STATUSES.join(', ')}`,
  }),
);

/** The six categories, matched regardless of case ('circular economy' is 'Circular Economy'). */
const categoryField = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? (INITIATIVE_CATEGORIES.find((c) => c.toLowerCase() === value.trim().toLowerCase()) ?? value)
      : value,
  z.enum(INITIATIVE_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined
        ? 'Category is required'
        : `Category must be one of ${INITIATIVE_CATEGORIES.join(', ')}`,
  }),
);

const imageUrlField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  httpUrl('ImageUrl must be an http(s) address').nullable(),
);

/** Strapi's relation shape; an initiative belongs to exactly one client. */
const clientsConnect = z.strictObject(
  {
    connect: z
      .array(z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]), {
        message: 'Clients.connect must list the client id',
      })
      .length(1, 'Clients.connect must name exactly one client'),
  },
  { message: 'Clients must be { connect: [clientId] }' },
);

const initiativeFields = {
  Title: requiredText('Title', INITIATIVE_LIMITS.title),
  Description: requiredText('Description', INITIATIVE_LIMITS.description),
  Category: categoryField,
  Status: statusField,
  Source: requiredText('Source', INITIATIVE_LIMITS.source),
  /** Defaults to StockImageKeywords (the form stores its keywords as both). */
  Tags: keywordList('Tags').optional(),
  StockImageKeywords: keywordList('StockImageKeywords').optional(),
  References: referenceList.optional(),
  ImageUrl: imageUrlField.optional(),
};

export const createInitiativeFieldsSchema = z.strictObject({
  ...initiativeFields,
  Clients: clientsConnect,
});
export type CreateInitiativeFields = z.infer<typeof createInitiativeFieldsSchema>;
export const createInitiativeBodySchema = z.strictObject({ data: createInitiativeFieldsSchema });

/** A partial update: only the fields sent change; a field sent must be valid. */
export const updateInitiativeFieldsSchema = z.strictObject({
  Title: initiativeFields.Title.optional(),
  Description: initiativeFields.Description.optional(),
  Category: categoryField.optional(),
  Status: statusField.optional(),
  Source: initiativeFields.Source.optional(),
  Tags: initiativeFields.Tags,
  StockImageKeywords: initiativeFields.StockImageKeywords,
  References: initiativeFields.References,
  ImageUrl: initiativeFields.ImageUrl,
  /** Accepted when it names the initiative's own client: an initiative does not move. */
  Clients: clientsConnect.optional(),
  /** The uploaded images to keep (ids or the answered objects); the others are deleted, files included. */
  Images: z
    .array(z.union([z.number().int().positive(), z.looseObject({ id: z.number().int().positive() })]), {
      message: 'Images must be a list of image ids',
    })
    .max(INITIATIVE_LIMITS.images, `At most ${INITIATIVE_LIMITS.images} images`)
    .transform((items) => items.map((item) => (typeof item === 'number' ? item : item.id)))
    .optional(),
});
export type UpdateInitiativeFields = z.infer<typeof updateInitiativeFieldsSchema>;
export const updateInitiativeBodySchema = z.strictObject({ data: updateInitiativeFieldsSchema });

/** POST /upload's form fields besides `files`. */
export const UPLOAD_REFS = ['api::initiative.initiative', 'initiative'] as const;
export const UPLOAD_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

// ---- Answers ----

/** GET /initiatives?filters[Clients][id][$eq]= */
export const initiativeListResponseSchema = pageOf(initiativeSchema);
/** POST /initiatives and PUT /initiatives/:id */
export const initiativeResponseSchema = recordOf(initiativeSchema);
/** DELETE /initiatives/:id */
export const deletedInitiativeResponseSchema = recordOf(z.object({ id: z.number(), documentId: z.string() }));
/** POST /upload: the stored files (Strapi answers a bare list). */
export const uploadResponseSchema = z.array(uploadedImageSchema);
/** POST /initiatives/generate/:id: how many were found, and how many of those were new. */
export const initiativeGenerationResponseSchema = successOf(
  z.object({ found: z.number(), added: z.number() }),
);
