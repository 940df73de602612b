import { paginationMeta, workspaceMemberListResponseSchema, type WorkspaceMember } from '@impact/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAllPages } from './pages';
import { answer, stubApi, type RecordedRequest } from './test-support/stub-api';

afterEach(() => vi.unstubAllGlobals());

const member = (userId: number): WorkspaceMember => ({
  userId,
  name: `Member ${userId}`,
  email: `member${userId}@example.com`,
  role: 'member',
  joinedAt: '2026-01-01T00:00:00.000Z',
  isMe: false,
});
const MEMBERS = Array.from({ length: 230 }, (_, index) => member(index + 1));

function members(request: RecordedRequest) {
  const query = new URL(request.url, 'http://app.test').searchParams;
  const page = Number(query.get('pagination[page]'));
  const window = { offset: (page - 1) * Number(query.get('pagination[pageSize]')), limit: 100 };
  return answer(workspaceMemberListResponseSchema, {
    data: MEMBERS.slice(window.offset, window.offset + window.limit),
    meta: { total: MEMBERS.length, pagination: paginationMeta(window, MEMBERS.length) },
  });
}

describe('fetchAllPages', () => {
  it('follows the pages, at the largest size, after the query the path already has', async () => {
    const api = stubApi({ 'GET /api/workspace/members': members });
    const all = await fetchAllPages(
      '/workspace/members?organization=abc',
      (c) => c.workspaceMemberListResponseSchema,
    );
    expect(all.map((row) => row.userId)).toEqual(MEMBERS.map((row) => row.userId));
    expect(api.requests.map((request) => request.url)).toEqual(
      [1, 2, 3].map(
        (page) => `/api/workspace/members?organization=abc&pagination[page]=${page}&pagination[pageSize]=100`,
      ),
    );
  });

  it('stops asking once it holds maxItems', async () => {
    const api = stubApi({ 'GET /api/workspace/members': members });
    const first = await fetchAllPages('/workspace/members', (c) => c.workspaceMemberListResponseSchema, {
      maxItems: 150,
    });
    expect(first).toHaveLength(150);
    expect(api.requests).toHaveLength(2);
  });
});
