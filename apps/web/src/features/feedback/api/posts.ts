import type { FeedbackBoardId, FeedbackSort } from '@impact/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';

/** Every list of one board, whatever its sort or viewer: what a change to that board invalidates. */
export const boardPostsKey = (board: FeedbackBoardId) => ['feedback', 'posts', board] as const;

/**
 * GET /feedback/boards/:board/posts?sort=. The viewer is part of the key: `voted` and `mine` are the
 * signed-in caller's, so a sign-in or sign-out must not reuse the other viewer's list.
 */
export function useBoardPosts(board: FeedbackBoardId, sort: FeedbackSort) {
  const viewer = useAuthStore((state) => state.user?.id ?? 'visitor');
  return useQuery({
    queryKey: [...boardPostsKey(board), sort, viewer],
    queryFn: () =>
      apiClient
        .get(
          `/feedback/boards/${board}/posts?${new URLSearchParams({ sort })}`,
          (c) => c.feedbackPostListResponseSchema,
        )
        .then((answer) => answer.data),
  });
}
