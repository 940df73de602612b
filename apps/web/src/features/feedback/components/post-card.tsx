import type { FeedbackPost } from '@impact/contracts';
import { useId } from 'react';
import { formatDay } from '../../../lib/format-date';
import { useIsAdmin } from '../../../lib/client/use-is-admin';
import { PostAdminControls } from './post-admin-controls';
import { StatusChip } from './status-chip';
import { VoteButton } from './vote-button';

export function PostCard({ post }: { post: FeedbackPost }) {
  const titleId = useId();
  const isAdmin = useIsAdmin();
  const date = formatDay(post.createdAt);
  return (
    <article
      aria-labelledby={titleId}
      className="flex gap-3 rounded-lg border bg-card p-3 text-card-foreground sm:p-4"
    >
      <VoteButton post={post} />
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <h3 id={titleId} className="font-medium break-words">
          {post.title}
        </h3>
        {post.body && (
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{post.body}</p>
        )}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <StatusChip status={post.status} />
          {date && <time dateTime={post.createdAt}>{date}</time>}
          {post.authorName && <span>by {post.mine ? 'you' : post.authorName}</span>}
        </div>
        {isAdmin && <PostAdminControls post={post} />}
      </div>
    </article>
  );
}
