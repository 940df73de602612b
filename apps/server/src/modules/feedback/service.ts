import {
  FEEDBACK_BOARDS,
  type CreateFeedbackPost,
  type FeedbackBoard,
  type FeedbackBoardId,
  type FeedbackPost,
  type FeedbackPostStatus,
} from '@impact/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newDocumentId } from '../../db/ids.js';
import { feedbackPosts, feedbackVotes } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.js';
import { findPostView } from './post-view.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';

export const POST_NOT_FOUND = 'Post not found';

/** Per user: enough for real feedback, too few for a script flooding the boards. */
export const FEEDBACK_RATE_LIMITS = {
  post: {
    name: 'feedback-post',
    limit: 10,
    windowSeconds: 60 * 60,
    message: 'You have posted a lot of feedback in the last hour.',
  },
  vote: {
    name: 'feedback-vote',
    limit: 60,
    windowSeconds: 10 * 60,
    message: 'Too many votes in a short time.',
  },
} satisfies Record<string, RateLimitRule>;

/** The five fixed boards, in their fixed order, with how many posts each holds. */
export async function listBoards(db: Database): Promise<FeedbackBoard[]> {
  const rows = await db
    .select({ board: feedbackPosts.board, posts: count() })
    .from(feedbackPosts)
    .groupBy(feedbackPosts.board);
  const counts = new Map(rows.map((row) => [row.board, Number(row.posts)]));
  return FEEDBACK_BOARDS.map((board) => ({ ...board, postCount: counts.get(board.id) ?? 0 }));
}

export async function createPost(
  db: Database,
  authorId: number,
  board: FeedbackBoardId,
  fields: CreateFeedbackPost,
): Promise<FeedbackPost> {
  await consumeRateLimit(db, FEEDBACK_RATE_LIMITS.post, String(authorId));
  const [row] = await db
    .insert(feedbackPosts)
    .values({ documentId: newDocumentId(), board, title: fields.title, body: fields.body ?? '', authorId })
    .returning({ id: feedbackPosts.id });
  return (await findPostView(db, authorId, row!.id))!;
}

async function postIdOf(db: Database, documentId: string): Promise<number> {
  const [row] = await db
    .select({ id: feedbackPosts.id })
    .from(feedbackPosts)
    .where(eq(feedbackPosts.documentId, documentId));
  if (!row) throw notFound(POST_NOT_FOUND);
  return row.id;
}

async function viewOrNotFound(db: Database, viewerId: number, postId: number): Promise<FeedbackPost> {
  const view = await findPostView(db, viewerId, postId);
  // Deleted (as spam) between our two statements.
  if (!view) throw notFound(POST_NOT_FOUND);
  return view;
}

/** Idempotent: the (post, user) primary key turns a second vote into a no-op. */
export async function vote(db: Database, userId: number, documentId: string): Promise<FeedbackPost> {
  await consumeRateLimit(db, FEEDBACK_RATE_LIMITS.vote, String(userId));
  const postId = await postIdOf(db, documentId);
  try {
    await db.insert(feedbackVotes).values({ postId, userId }).onConflictDoNothing();
  } catch (error) {
    // Deleted (as spam) between the lookup and the vote.
    if (isForeignKeyViolation(error)) throw notFound(POST_NOT_FOUND);
    throw error;
  }
  return viewOrNotFound(db, userId, postId);
}

/** Idempotent: removing a vote that is not there changes nothing. */
export async function unvote(db: Database, userId: number, documentId: string): Promise<FeedbackPost> {
  const postId = await postIdOf(db, documentId);
  await db
    .delete(feedbackVotes)
    .where(and(eq(feedbackVotes.postId, postId), eq(feedbackVotes.userId, userId)));
  return viewOrNotFound(db, userId, postId);
}

export async function setPostStatus(
  db: Database,
  adminId: number,
  documentId: string,
  status: FeedbackPostStatus,
): Promise<FeedbackPost> {
  const [row] = await db
    .update(feedbackPosts)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(feedbackPosts.documentId, documentId))
    .returning({ id: feedbackPosts.id });
  if (!row) throw notFound(POST_NOT_FOUND);
  return viewOrNotFound(db, adminId, row.id);
}

/** Removes a post (spam) with its votes. */
export async function deletePost(db: Database, documentId: string): Promise<void> {
  const deleted = await db
    .delete(feedbackPosts)
    .where(eq(feedbackPosts.documentId, documentId))
    .returning({ id: feedbackPosts.id });
  if (deleted.length === 0) throw notFound(POST_NOT_FOUND);
}
