import { Spinner } from '../../components/ui/spinner';

/** Shown while the stored token is being checked, so no route decides on a half-known session. */
export function SessionPending() {
  return (
    <div role="status" aria-label="Loading" className="flex flex-1 items-center justify-center py-24">
      <Spinner className="size-6 text-primary" />
    </div>
  );
}
