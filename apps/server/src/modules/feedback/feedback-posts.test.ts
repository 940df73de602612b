import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { users } from '../../db/schema.js';

let t: TestApp;
let ada: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ada = await createUser(t, { fullName: 'Ada Lovelace' });
});
afterAll(() => t.close());

const createPost = (board: string, payload: unknown, token?: string) =>
  t.request({
    method: 'POST',
    url: `/api/feedback/boards/${board}/posts`,
    payload: payload as object,
    token,
  });
const listPosts = (board: string, query = '', token?: string) =>
  t.request({ method: 'GET', url: `/api/feedback/boards/${board}/posts${query}`, token });
const postCount = async () => (await countRows(t, 'feedback_posts')).feedback_posts;

describe('GET /api/feedback/boards', () => {
  it('lists the five fixed boards in order with their post counts, to visitors too', async () => {
    await createPost('bugs', { title: 'Export button does nothing' }, ada.token);
    const response = await t.request({ method: 'GET', url: '/api/feedback/boards' });
    expect(response.statusCode).toBe(200);
    const boards = response.json().data as { id: string; name: string; postCount: number }[];
    expect(boards.map((board) => [board.id, board.name])).toEqual([
      ['feature-requests', 'Feature Requests'],
      ['ux-ui', 'UX/UI'],
      ['bugs', 'Bugs'],
      ['impact-engine', 'Impact Engine'],
      ['other-feedback', 'Other Feedback'],
    ]);
    const bugs = boards.find((board) => board.id === 'bugs')!;
    const posted = await listPosts('bugs');
    expect(bugs.postCount).toBe(posted.json().data.length);
    expect(bugs.postCount).toBeGreaterThan(0);
  });
});

describe('POST /api/feedback/boards/:board/posts', () => {
  it('stores a trimmed post by the signed-in user and answers it with 201', async () => {
    const response = await createPost(
      'feature-requests',
      { title: '  Dark mode for reports  ', body: '  Reading at night hurts.  ' },
      ada.token,
    );
    expect(response.statusCode).toBe(201);
    const post = response.json().data;
    expect(post).toMatchObject({
      board: 'feature-requests',
      title: 'Dark mode for reports',
      body: 'Reading at night hurts.',
      status: 'open',
      voteCount: 0,
      voted: false,
      mine: true,
      authorName: 'Ada Lovelace',
    });
    expect(post.documentId).toMatch(/^[a-z0-9]{24}$/);
    expect(Date.parse(post.createdAt)).not.toBeNaN();
  });

  it('names the author by username without a full name, and not at all once the account is gone', async () => {
    const nameless = await createUser(t, { username: 'quietconsultant' });
    const created = await createPost('ux-ui', { title: 'Bigger tap targets' }, nameless.token);
    expect(created.json().data).toMatchObject({ authorName: 'quietconsultant', body: '' });

    await t.db.delete(users).where(eq(users.id, nameless.id));
    const listed = (await listPosts('ux-ui')).json().data as { documentId: string; authorName: unknown }[];
    expect(listed.find((post) => post.documentId === created.json().data.documentId)).toMatchObject({
      authorName: null,
    });
  });

  it('accepts titles of 3 and 120 characters and a body of 5,000', async () => {
    for (const payload of [
      { title: 'abc' },
      { title: 'x'.repeat(120) },
      { title: 'Long description', body: 'y'.repeat(5000) },
    ]) {
      const response = await createPost('other-feedback', payload, ada.token);
      expect(response.statusCode).toBe(201);
    }
  });

  it.each([
    ['a 2-character title', { title: 'ab' }, 'Title must be at least 3 characters'],
    ['a blank title', { title: '     ' }, 'Title must be at least 3 characters'],
    ['a title short once trimmed', { title: ' a ' }, 'Title must be at least 3 characters'],
    ['a 121-character title', { title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
    ['no title', {}, 'Title is required'],
    ['a numeric title', { title: 42 }, 'Title is required'],
    [
      'a 5,001-character body',
      { title: 'Fine title', body: 'y'.repeat(5001) },
      'Description must be at most 5000 characters',
    ],
    ['a numeric body', { title: 'Fine title', body: 7 }, 'Description must be text'],
    ['a status', { title: 'Fine title', status: 'done' }, 'These fields cannot be set: status'],
  ])('refuses a post with %s (400) and stores nothing', async (_case, payload, message) => {
    const before = await postCount();
    const response = await createPost('bugs', payload, ada.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ status: 400, name: 'ValidationError', message });
    expect(await postCount()).toBe(before);
  });

  it('refuses an oversize request body with 413 and stores nothing', async () => {
    const before = await postCount();
    const response = await createPost('bugs', { title: 'Huge', body: 'z'.repeat(200_000) }, ada.token);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ status: 413, message: 'The request body is too large' });
    expect(await postCount()).toBe(before);
  });

  it("answers an unknown board with 404 'Board not found', whatever the body", async () => {
    const before = await postCount();
    for (const payload of [{ title: 'Valid title' }, { title: '' }]) {
      const response = await createPost('roadmap', payload, ada.token);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Board not found');
    }
    expect((await listPosts('roadmap')).json().error.message).toBe('Board not found');
    expect(await postCount()).toBe(before);
  });

  it('refuses a signed-out visitor with 401 and stores nothing', async () => {
    const before = await postCount();
    const response = await createPost('bugs', { title: 'Anonymous bug' });
    expect(response.statusCode).toBe(401);
    expect(await postCount()).toBe(before);
  });

  it('allows 10 posts an hour per user, then answers 429 with Retry-After and stores nothing', async () => {
    const prolific = await createUser(t);
    for (let index = 1; index <= 10; index++) {
      const response = await createPost(
        'feature-requests',
        { title: `Idea number ${index}` },
        prolific.token,
      );
      expect(response.statusCode).toBe(201);
    }
    const before = await postCount();
    const limited = await createPost('feature-requests', { title: 'Idea number 11' }, prolific.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(
      /^You have posted a lot of feedback in the last hour\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await postCount()).toBe(before);
    // Someone else is not affected.
    expect((await createPost('feature-requests', { title: 'Unrelated idea' }, ada.token)).statusCode).toBe(
      201,
    );
  });
});

describe('GET /api/feedback/boards/:board/posts', () => {
  it('refuses an unknown sort with 400', async () => {
    const response = await listPosts('bugs', '?sort=oldest');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('sort must be one of votes, newest');
  });
});
