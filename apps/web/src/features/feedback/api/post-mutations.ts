import type {
  CreateFeedbackPost,
  FeedbackBoardId,
  FeedbackPost,
  FeedbackPostStatus,
  feedbackPostResponseSchema,
} from '@impact/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient, apiRequest, type PickSchema } from '../../../lib/api-client';
import { boardPostsKey } from './posts';

const postAnswer: PickSchema<typeof feedbackPostResponseSchema> = (c) => c.feedbackPostResponseSchema;

/** Puts the server's copy of a post into every cached list of its board. */
function replacePost(queryClient: QueryClient, post: FeedbackPost) {
  queryClient.setQueriesData<FeedbackPost[]>({ queryKey: boardPostsKey(post.board) }, (posts) =>
    posts?.map((candidate) => (candidate.documentId === post.documentId ? post : candidate)),
  );
}

export function useCreatePost(board: FeedbackBoardId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CreateFeedbackPost) =>
      apiClient.post(`/feedback/boards/${board}/posts`, postAnswer, fields).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardPostsKey(board) }),
  });
}

/** The post as it looks once the caller's vote is added or taken back. */
export const toggledVote = (post: FeedbackPost): FeedbackPost => ({
  ...post,
  voted: !post.voted,
  voteCount: Math.max(0, post.voteCount + (post.voted ? -1 : 1)),
});

/**
 * Vote or unvote, shown at once and rolled back if the server refuses (e.g. rate limited). The server's
 * answer then replaces the guess, so the count is the true one.
 */
export function useToggleVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: FeedbackPost) => {
      const path = `/feedback/posts/${encodeURIComponent(post.documentId)}/vote`;
      const request = post.voted ? apiClient.delete(path, postAnswer) : apiClient.post(path, postAnswer);
      return request.then((answer) => answer.data);
    },
    onMutate: async (post) => {
      const key = boardPostsKey(post.board);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<FeedbackPost[]>({ queryKey: key });
      replacePost(queryClient, toggledVote(post));
      return { previous };
    },
    onError: (error, post, context) => {
      for (const [key, posts] of context?.previous ?? []) queryClient.setQueryData(key, posts);
      toast.error(post.voted ? 'Your vote was not removed' : 'Your vote was not counted', {
        description: error.message,
      });
    },
    onSuccess: (post) => replacePost(queryClient, post),
  });
}

export function useSetPostStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ post, status }: { post: FeedbackPost; status: FeedbackPostStatus }) =>
      apiRequest(`/feedback/posts/${encodeURIComponent(post.documentId)}`, postAnswer, {
        method: 'PATCH',
        body: { status },
      }).then((answer) => answer.data),
    onSuccess: (post) => replacePost(queryClient, post),
    onError: (error) => toast.error('Status not changed', { description: error.message }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: FeedbackPost) =>
      apiClient
        .delete(`/feedback/posts/${encodeURIComponent(post.documentId)}`, (c) => c.noContentSchema)
        .then(() => post),
    onSuccess: (post) => {
      queryClient.setQueriesData<FeedbackPost[]>({ queryKey: boardPostsKey(post.board) }, (posts) =>
        posts?.filter((candidate) => candidate.documentId !== post.documentId),
      );
      toast.success('Post deleted');
    },
  });
}
