import type { FeedbackBoardId, FeedbackSort } from '@impact/contracts';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useBoardPosts } from '../api/posts';
import { PostCard } from './post-card';

export function PostList({
  board,
  boardName,
  sort,
}: {
  board: FeedbackBoardId;
  boardName: string;
  sort: FeedbackSort;
}) {
  const posts = useBoardPosts(board, sort);

  if (posts.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading posts…
      </p>
    );
  }
  if (posts.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <FormError message={`Could not load the posts: ${posts.error.message}`} className="w-full" />
        <Button variant="outline" size="sm" onClick={() => void posts.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (posts.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        No posts yet — be the first to share an idea.
      </p>
    );
  }
  return (
    <ul aria-label={`${boardName} posts`} className="grid gap-3">
      {posts.data.map((post) => (
        <li key={post.documentId}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
