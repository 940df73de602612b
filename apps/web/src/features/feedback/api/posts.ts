import type { FeedbackBoardId, FeedbackSort } from '@impact/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/pages';
import { useAuthStore } from '../../../lib/auth';

/** Every list of one board, whatever its sort or viewer: what a change to that board invalidates. */
export const boardPostsKey = (board: FeedbackBoardId) => ['feedback', 'posts', board] as const;

/** The dialog shows the first this many posts of a board, by the chosen sort. */
export const FEEDBACK_POSTS_SHOWN = 200;

/**
 * GET /feedback/boards/:board/posts?sort=, a page at a time up to FEEDBACK_POSTS_SHOWN. The viewer is part of the key: `voted` and `mine` are the
 * signed-in caller's, so a sign-in or sign-out must not reuse the other viewer's list.
 */
export function useBoardPosts(board: FeedbackBoardId, sort: FeedbackSort) {
  const viewer = useAuthStore((state) => state.user?.id ?? 'visitor');
  return useQuery({
    queryKey: [...boardPostsKey(board), sort, viewer],
    queryFn: () =>
      fetchAllPages(
        `/feedback/boards/${board}/posts?${new URLSearchParams({ sort })}`,
        (c) => c.feedbackPostListResponseSchema,
        {
          maxItems: FEEDBACK_POSTS_SHOWN,
        },
      ),
  });
}
