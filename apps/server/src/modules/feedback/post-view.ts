import type { FeedbackBoardId, FeedbackPost, FeedbackPostStatus, FeedbackSort } from '@impact/contracts';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { feedbackPosts, feedbackVotes, users } from '../../db/schema.js';

/**
 * The boards can grow without end; the dialog shows the first this many of a board (by the chosen
 * sort), which covers every board we expect while keeping one answer small.
 */
export const FEEDBACK_POSTS_SHOWN = 200;

const voteCount = sql<number>`(SELECT count(*)::int FROM ${feedbackVotes} WHERE ${feedbackVotes.postId} = ${feedbackPosts.id})`;

/** Whether `viewerId` has voted on the row's post; always false for a signed-out visitor. */
function votedBy(viewerId: number | undefined): SQL<boolean> {
  if (viewerId === undefined) return sql<boolean>`false`;
  return sql<boolean>`EXISTS (SELECT 1 FROM ${feedbackVotes} WHERE ${feedbackVotes.postId} = ${feedbackPosts.id} AND ${feedbackVotes.userId} = ${viewerId})`;
}

// The author's full name, else their username; null once the account is deleted (author_id is set null).
const authorName = sql<string | null>`coalesce(nullif(trim(${users.fullName}), ''), ${users.username})`;

const ORDER: Record<FeedbackSort, SQL[]> = {
  votes: [desc(voteCount), desc(feedbackPosts.createdAt), desc(feedbackPosts.id)],
  newest: [desc(feedbackPosts.createdAt), desc(feedbackPosts.id)],
};

async function selectPosts(
  db: Database,
  viewerId: number | undefined,
  where: SQL,
  options: { sort: FeedbackSort; limit: number },
): Promise<FeedbackPost[]> {
  const rows = await db
    .select({
      post: feedbackPosts,
      voteCount,
      voted: votedBy(viewerId),
      authorName,
    })
    .from(feedbackPosts)
    .leftJoin(users, eq(users.id, feedbackPosts.authorId))
    .where(where)
    .orderBy(...ORDER[options.sort])
    .limit(options.limit);
  return rows.map(({ post, ...computed }) => ({
    documentId: post.documentId,
    board: post.board as FeedbackBoardId,
    title: post.title,
    body: post.body,
    status: post.status as FeedbackPostStatus,
    voteCount: Number(computed.voteCount),
    voted: Boolean(computed.voted),
    mine: viewerId !== undefined && post.authorId === viewerId,
    authorName: computed.authorName ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  }));
}

export function listBoardPosts(
  db: Database,
  viewerId: number | undefined,
  board: FeedbackBoardId,
  sort: FeedbackSort,
): Promise<FeedbackPost[]> {
  return selectPosts(db, viewerId, eq(feedbackPosts.board, board), { sort, limit: FEEDBACK_POSTS_SHOWN });
}

/** One post as `viewerId` sees it; undefined when there is no such post. */
export async function findPostView(
  db: Database,
  viewerId: number | undefined,
  postId: number,
): Promise<FeedbackPost | undefined> {
  const [post] = await selectPosts(db, viewerId, eq(feedbackPosts.id, postId), {
    sort: 'newest',
    limit: 1,
  });
  return post;
}
