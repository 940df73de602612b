import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { feedbackPosts } from '../../db/schema.js';

let t: TestApp;
let author: TestUser;
let voter: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  voter = await createUser(t);
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

interface Post {
  documentId: string;
  title: string;
  voteCount: number;
  voted: boolean;
  mine: boolean;
  status: string;
}

const currentBoard = 'feature-requests';
// Each test has an author of its own, who stays under the posting limit.
beforeEach(async () => {
  author = await createUser(t);
});

async function newPost(title: string, user = author): Promise<Post> {
  const response = await t.request({
    method: 'POST',
    url: `/api/feedback/boards/${currentBoard}/posts`,
    payload: { title },
    token: user.token,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}
const vote = (post: Post, token?: string) =>
  t.request({ method: 'POST', url: `/api/feedback/posts/${post.documentId}/vote`, token });
const unvote = (post: Post, token?: string) =>
  t.request({ method: 'DELETE', url: `/api/feedback/posts/${post.documentId}/vote`, token });
/** The board as `token`'s user sees it, narrowed to the given posts (other tests post there too). */
const list = async (sort: string, posts: Post[], token?: string) => {
  const ids = new Set(posts.map((post) => post.documentId));
  const response = await t.request({
    method: 'GET',
    url: `/api/feedback/boards/${currentBoard}${sort}`,
    token,
  });
  return (response.json().data as Post[]).filter((post) => ids.has(post.documentId));
};
const storedStatus = async (post: Post) =>
  (await t.db.select().from(feedbackPosts).where(eq(feedbackPosts.documentId, post.documentId)))[0]?.status;

describe('voting', () => {
  it('counts a second vote of the same user once, and shows each caller their own vote', async () => {
    const post = await newPost('Vote on me');
    const first = await vote(post, voter.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ voteCount: 1, voted: true, mine: false });
    const second = await vote(post, voter.token);
    expect(second.json().data).toMatchObject({ voteCount: 1, voted: true });

    const [asAuthor] = await list('/posts?sort=votes', [post], author.token);
    expect(asAuthor).toMatchObject({ documentId: post.documentId, voteCount: 1, voted: false, mine: true });
    const [asVisitor] = await list('/posts?sort=votes', [post]);
    expect(asVisitor).toMatchObject({ voteCount: 1, voted: false, mine: false });
  });

  it('takes a vote back, and taking it back again changes nothing', async () => {
    const post = await newPost('Unvote me');
    await vote(post, voter.token);
    await vote(post, author.token);
    const first = await unvote(post, voter.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ voteCount: 1, voted: false });
    const again = await unvote(post, voter.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ voteCount: 1, voted: false });
  });

  it('sorts by votes, then newest; or newest first', async () => {
    const older = await newPost('Older, two votes');
    const middle = await newPost('Middle, no votes');
    const newer = await newPost('Newer, two votes');
    for (const post of [older, newer]) {
      await vote(post, voter.token);
      await vote(post, admin.token);
    }
    const posts = [older, middle, newer];
    expect((await list('/posts?sort=votes', posts)).map((post) => post.title)).toEqual([
      newer.title,
      older.title,
      middle.title,
    ]);
    expect((await list('/posts?sort=newest', posts)).map((post) => post.title)).toEqual([
      newer.title,
      middle.title,
      older.title,
    ]);
    // Without a sort, the most voted come first.
    const bare = await list('/posts', posts);
    expect(bare.map((post) => post.title)).toEqual([newer.title, older.title, middle.title]);
  });

  it("answers an unknown post with 404 'Post not found' and stores no vote", async () => {
    const before = await countRows(t, 'feedback_votes');
    const ghost = { documentId: 'nosuchpost' } as Post;
    for (const response of [await vote(ghost, voter.token), await unvote(ghost, voter.token)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Post not found');
    }
    expect(await countRows(t, 'feedback_votes')).toEqual(before);
  });

  it('refuses signed-out votes with 401 and stores none', async () => {
    const post = await newPost('Visitors cannot vote');
    const before = await countRows(t, 'feedback_votes');
    expect((await vote(post)).statusCode).toBe(401);
    expect((await unvote(post)).statusCode).toBe(401);
    expect(await countRows(t, 'feedback_votes')).toEqual(before);
  });

  it('allows 60 votes per 10 minutes per user, then answers 429', async () => {
    const post = await newPost('Much voted');
    const eager = await createUser(t);
    for (let index = 0; index < 60; index++) {
      expect((await (index % 2 ? unvote : vote)(post, eager.token)).statusCode).toBe(200);
    }
    // Taking votes back is not limited; 30 of the 60 requests above were votes.
    for (let index = 0; index < 30; index++) expect((await vote(post, eager.token)).statusCode).toBe(200);
    const limited = await vote(post, eager.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/^Too many votes in a short time\. Please try again in /);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await vote(post, voter.token)).statusCode).toBe(200);
  });
});

describe('moderation', () => {
  const patch = (post: Post, payload: unknown, token?: string) =>
    t.request({
      method: 'PATCH',
      url: `/api/feedback/posts/${post.documentId}`,
      payload: payload as object,
      token,
    });
  const remove = (post: Post, token?: string) =>
    t.request({ method: 'DELETE', url: `/api/feedback/posts/${post.documentId}`, token });

  it("lets an Admin set a post's status", async () => {
    const post = await newPost('Please plan this');
    const response = await patch(post, { status: 'planned' }, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ documentId: post.documentId, status: 'planned' });
    expect(await storedStatus(post)).toBe('planned');
  });

  it('refuses a status change by a non-Admin (403), even the author, and a signed-out one (401)', async () => {
    const post = await newPost('Mark mine done');
    const byAuthor = await patch(post, { status: 'done' }, author.token);
    expect(byAuthor.statusCode).toBe(403);
    expect(byAuthor.json().error.message).toBe('Only an Admin can moderate feedback');
    expect((await patch(post, { status: 'done' })).statusCode).toBe(401);
    expect(await storedStatus(post)).toBe('open');
  });

  it('refuses an unknown status or extra fields with 400', async () => {
    const post = await newPost('Strange status');
    const unknown = await patch(post, { status: 'shipped' }, admin.token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      'Status must be one of open, planned, in-progress, done, declined',
    );
    const extra = await patch(post, { status: 'done', title: 'Renamed' }, admin.token);
    expect(extra.statusCode).toBe(400);
    expect(await storedStatus(post)).toBe('open');
    expect(
      (await patch({ documentId: 'nosuchpost' } as Post, { status: 'done' }, admin.token)).statusCode,
    ).toBe(404);
  });

  it('lets an Admin delete a post with its votes; anyone else is refused', async () => {
    const post = await newPost('Buy cheap watches');
    await vote(post, voter.token);
    expect((await remove(post, author.token)).statusCode).toBe(403);
    expect((await remove(post)).statusCode).toBe(401);
    expect(await storedStatus(post)).toBe('open');

    const votesBefore = (await countRows(t, 'feedback_votes')).feedback_votes!;
    const response = await remove(post, admin.token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedStatus(post)).toBeUndefined();
    expect((await countRows(t, 'feedback_votes')).feedback_votes).toBe(votesBefore - 1);
    expect((await remove(post, admin.token)).statusCode).toBe(404);
  });
});
