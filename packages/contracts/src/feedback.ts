import { z } from 'zod';
import { dataOf } from './answers.js';
import { pageOf } from './pagination.js';

/**
 * Our own feedback boards and changelog (spec 01 §2 'Feedback dialog', §9 'five fixed boards').
 *
 * API (all under /api):
 *   GET    /feedback/boards                         → { data: FeedbackBoard[] }            (public)
 *   GET    /feedback/boards/:board/posts?sort=votes|newest
 *                                                   → { data: FeedbackPost[] }             (public; `voted` set when signed in)
 *   POST   /feedback/boards/:board/posts  {title, body?} → { data: FeedbackPost }  201    (signed in; rate limited)
 *   POST   /feedback/posts/:documentId/vote         → { data: FeedbackPost }               (signed in; idempotent; rate limited)
 *   DELETE /feedback/posts/:documentId/vote         → { data: FeedbackPost }               (signed in; idempotent)
 *   PATCH  /feedback/posts/:documentId  {status}    → { data: FeedbackPost }               (Admin only)
 *   DELETE /feedback/posts/:documentId              → 204                                  (Admin only)
 *   GET    /changelog?limit=                        → { data: ChangelogEntry[] } newest first (public)
 *   POST   /changelog {title, body, publishedAt?}   → { data: ChangelogEntry } 201         (Admin only)
 *   PUT    /changelog/:documentId {title?, body?, publishedAt?} → { data: ChangelogEntry }   (Admin only; changelogUpdateSchema)
 *   DELETE /changelog/:documentId                   → 204                                  (Admin only)
 */

export const FEEDBACK_BOARDS = [
  { id: 'feature-requests', name: 'Feature Requests' },
  { id: 'ux-ui', name: 'UX/UI' },
  { id: 'bugs', name: 'Bugs' },
  { id: 'impact-engine', name: 'Impact Engine' },
  { id: 'other-feedback', name: 'Other Feedback' },
] as const;
export const FEEDBACK_BOARD_IDS = FEEDBACK_BOARDS.map((board) => board.id) as [
  (typeof FEEDBACK_BOARDS)[number]['id'],
  ...(typeof FEEDBACK_BOARDS)[number]['id'][],
];
export type FeedbackBoardId = (typeof FEEDBACK_BOARDS)[number]['id'];
/** The board the dialog opens on. */
export const DEFAULT_FEEDBACK_BOARD: FeedbackBoardId = 'feature-requests';

export const FEEDBACK_POST_STATUSES = ['open', 'planned', 'in-progress', 'done', 'declined'] as const;
export type FeedbackPostStatus = (typeof FEEDBACK_POST_STATUSES)[number];
export const FEEDBACK_STATUS_LABELS: Record<FeedbackPostStatus, string> = {
  open: 'Open',
  planned: 'Planned',
  'in-progress': 'In progress',
  done: 'Done',
  declined: 'Declined',
};

export const FEEDBACK_SORTS = ['votes', 'newest'] as const;
export type FeedbackSort = (typeof FEEDBACK_SORTS)[number];

export const FEEDBACK_TITLE_MIN_LENGTH = 3;
export const FEEDBACK_TITLE_MAX_LENGTH = 120;
export const FEEDBACK_BODY_MAX_LENGTH = 5000;
export const CHANGELOG_TITLE_MAX_LENGTH = 200;
export const CHANGELOG_BODY_MAX_LENGTH = 20_000;

export const feedbackBoardSchema = z.object({
  id: z.enum(FEEDBACK_BOARD_IDS),
  name: z.string(),
  postCount: z.number().int(),
});
export type FeedbackBoard = z.infer<typeof feedbackBoardSchema>;

export const feedbackPostSchema = z.object({
  documentId: z.string(),
  board: z.enum(FEEDBACK_BOARD_IDS),
  title: z.string(),
  body: z.string(),
  status: z.enum(FEEDBACK_POST_STATUSES),
  voteCount: z.number().int(),
  /** Whether the signed-in caller has voted; false when signed out. */
  voted: z.boolean(),
  /** Whether the signed-in caller wrote it. */
  mine: z.boolean(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedbackPost = z.infer<typeof feedbackPostSchema>;

export const createFeedbackPostSchema = z.strictObject({
  title: z
    .string('Title is required')
    .trim()
    .min(FEEDBACK_TITLE_MIN_LENGTH, `Title must be at least ${FEEDBACK_TITLE_MIN_LENGTH} characters`)
    .max(FEEDBACK_TITLE_MAX_LENGTH, `Title must be at most ${FEEDBACK_TITLE_MAX_LENGTH} characters`),
  body: z
    .string('Description must be text')
    .trim()
    .max(FEEDBACK_BODY_MAX_LENGTH, `Description must be at most ${FEEDBACK_BODY_MAX_LENGTH} characters`)
    .optional(),
});
export type CreateFeedbackPost = z.infer<typeof createFeedbackPostSchema>;

export const updateFeedbackPostSchema = z.strictObject({
  status: z.enum(FEEDBACK_POST_STATUSES, `Status must be one of ${FEEDBACK_POST_STATUSES.join(', ')}`),
});

export const changelogEntrySchema = z.object({
  documentId: z.string(),
  title: z.string(),
  /** Markdown. */
  body: z.string(),
  publishedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChangelogEntry = z.infer<typeof changelogEntrySchema>;

export const changelogFieldsSchema = z.strictObject({
  title: z
    .string('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(CHANGELOG_TITLE_MAX_LENGTH, `Title must be at most ${CHANGELOG_TITLE_MAX_LENGTH} characters`),
  body: z
    .string('Body is required')
    .trim()
    .min(1, 'Body is required')
    .max(CHANGELOG_BODY_MAX_LENGTH, `Body must be at most ${CHANGELOG_BODY_MAX_LENGTH} characters`),
  publishedAt: z.iso.datetime({ offset: true, message: 'publishedAt must be an ISO date-time' }).optional(),
});

/** PUT /changelog/:documentId: any of the fields, at least one. */
export const changelogUpdateSchema = changelogFieldsSchema
  .partial()
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
    message: 'Send at least one of title, body, publishedAt',
  });

// ---- Answers (the paths above) ----

export const feedbackBoardListResponseSchema = dataOf(z.array(feedbackBoardSchema));
export const feedbackPostListResponseSchema = pageOf(feedbackPostSchema);
export const feedbackPostResponseSchema = dataOf(feedbackPostSchema);
export const changelogListResponseSchema = dataOf(z.array(changelogEntrySchema));
export const changelogEntryResponseSchema = dataOf(changelogEntrySchema);
