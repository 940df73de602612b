import { feedbackPostResponseSchema, type FeedbackPost } from '@impact/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, stubApi } from './stub-api';

const POST: FeedbackPost = {
  documentId: 'post-1',
  board: 'bugs',
  title: 'Export fails',
  body: '',
  status: 'open',
  voteCount: 0,
  voted: false,
  mine: false,
  authorName: null,
  createdAt: '2026-03-02T09:30:00.000Z',
  updatedAt: '2026-03-02T09:30:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('stubbed answers', () => {
  it('refuse a body that has drifted from the contract, naming the field', () => {
    const { voteCount: _left, ...withoutCount } = POST;
    // The cast stands for a stub written against an older contract; the parse catches what types may not.
    expect(() => answer(feedbackPostResponseSchema, { data: withoutCount as FeedbackPost })).toThrow(
      /"voteCount"[\s\S]*expected number, received undefined/,
    );
    expect(() =>
      answer(feedbackPostResponseSchema, { data: { ...POST, status: 'wontfix' as FeedbackPost['status'] } }),
    ).toThrow(/"status"/);
  });

  it('send what the contract keeps, as the server does, and errors in the API error shape', async () => {
    const api = stubApi({
      'GET /api/feedback/posts/post-1': answer(feedbackPostResponseSchema, {
        data: { ...POST, internalNote: 'not for the browser' } as FeedbackPost,
      }),
    });
    const sent = await (await fetch('/api/feedback/posts/post-1')).json();
    expect(sent).toEqual({ data: POST });
    expect(await apiError(404, 'Post not found').json()).toEqual({
      data: null,
      error: { status: 404, name: 'Error', message: 'Post not found' },
    });
    expect((await fetch('/api/elsewhere')).status).toBe(501);
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/feedback/posts/post-1',
      '/api/elsewhere',
    ]);
  });
});
