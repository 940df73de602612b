import {
  FEEDBACK_POST_STATUSES,
  FEEDBACK_STATUS_LABELS,
  type FeedbackPost,
  type FeedbackPostStatus,
} from '@impact/contracts';
import { Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDeletePost, useSetPostStatus } from '../api/post-mutations';

const isStatus = (value: string): value is FeedbackPostStatus =>
  (FEEDBACK_POST_STATUSES as readonly string[]).includes(value);

/** Admins move a post through its statuses, and delete spam. */
export function PostAdminControls({ post }: { post: FeedbackPost }) {
  const id = useId();
  const setStatus = useSetPostStatus();
  const remove = useDeletePost();
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Status of “{post.title}”
      </label>
      <NativeSelect
        id={id}
        value={post.status}
        disabled={setStatus.isPending}
        className="h-8 w-auto"
        onChange={(event) => {
          if (isStatus(event.target.value)) setStatus.mutate({ post, status: event.target.value });
        }}
      >
        {FEEDBACK_POST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {FEEDBACK_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
            <Trash2Icon aria-hidden />
            Delete
          </Button>
        }
        title="Delete this post?"
        description={`“${post.title}” and its votes will be removed for everyone. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={() => remove.mutateAsync(post)}
      />
    </div>
  );
}
