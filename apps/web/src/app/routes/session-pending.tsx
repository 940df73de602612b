import { Spinner } from '../../components/ui/spinner';

/**
 * Shown while the stored token is being checked, so no route decides on a half-known session, and while
 * a page's code arrives. It fills the screen below the header: the footer waits below the fold instead
 * of being pushed down (a layout shift) when the page arrives.
 */
export function SessionPending() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="flex min-h-[calc(100dvh-4rem)] flex-1 items-center justify-center py-24"
    >
      <Spinner className="size-6 text-primary" />
    </div>
  );
}
