import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useLatestChangelogEntry } from '../api/changelog';
import { ChangelogEntryView } from './changelog-entry';

/** The newest changelog entry, and the way to the whole changelog. */
export function RecentUpdates({ onViewChangelog }: { onViewChangelog: () => void }) {
  const latest = useLatestChangelogEntry();
  let body;
  if (latest.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading updates…
      </p>
    );
  } else if (latest.isError) {
    body = <FormError message={`Could not load the updates: ${latest.error.message}`} />;
  } else if (latest.data === null) {
    body = <p className="text-sm text-muted-foreground">No updates yet.</p>;
  } else {
    body = <ChangelogEntryView entry={latest.data} />;
  }
  return (
    <section aria-labelledby="feedback-recent-updates" className="grid gap-4 border-t pt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="feedback-recent-updates" className="font-semibold">
          Recent Updates
        </h2>
        <Button variant="outline" size="sm" onClick={onViewChangelog}>
          View Changelog
        </Button>
      </div>
      {body}
    </section>
  );
}
