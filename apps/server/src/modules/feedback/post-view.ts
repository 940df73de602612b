import type { FeedbackBoardId, FeedbackPost, FeedbackPostStatus, FeedbackSort } from '@impact/contracts';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countWhere, type PageWindow } from '../../http/pagination.js';
import { feedbackPosts, feedbackVotes, users } from '../../db/schema.js';

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
  options: { sort: FeedbackSort; limit: number; offset?: number },
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
    .limit(options.limit)
    .offset(options.offset ?? 0);
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

/** One page of a board's posts, by the chosen sort (ties by id), and how many the board holds. */
export function listBoardPosts(
  db: Database,
  viewerId: number | undefined,
  board: FeedbackBoardId,
  sort: FeedbackSort,
  window: PageWindow,
): Promise<[FeedbackPost[], number]> {
  const where = eq(feedbackPosts.board, board);
  return Promise.all([
    selectPosts(db, viewerId, where, { sort, ...window }),
    countWhere(db, feedbackPosts, where),
  ]);
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
