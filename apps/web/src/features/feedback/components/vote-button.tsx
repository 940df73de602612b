import type { FeedbackPost } from '@impact/contracts';
import { ChevronUpIcon } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { useToggleVote } from '../api/post-mutations';
import { useSignInGate } from '../use-sign-in-gate';

/** A toggle: pressed while the caller's vote counts. Visitors are sent to sign in instead. */
export function VoteButton({ post }: { post: FeedbackPost }) {
  const toggle = useToggleVote();
  const requireSignIn = useSignInGate();
  const votes = `${post.voteCount} ${post.voteCount === 1 ? 'vote' : 'votes'}`;
  return (
    <button
      type="button"
      aria-pressed={post.voted}
      aria-label={`Vote for “${post.title}” (${votes})`}
      // One toggle at a time: a second click before the answer would race the first.
      disabled={toggle.isPending}
      onClick={() => requireSignIn(() => toggle.mutate(post))}
      className={cn(
        'flex h-14 w-12 shrink-0 cursor-pointer flex-col items-center justify-center rounded-md border text-sm font-semibold tabular-nums transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-wait',
        post.voted
          ? 'border-primary/40 bg-primary/10 text-primary'
          : 'hover:bg-accent hover:text-accent-foreground',
      )}
    >
      <ChevronUpIcon aria-hidden className="size-4" />
      {post.voteCount}
    </button>
  );
}
