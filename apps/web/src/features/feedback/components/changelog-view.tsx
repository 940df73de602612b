import { ArrowLeftIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useChangelog } from '../api/changelog';
import { ChangelogEntryView } from './changelog-entry';

/** The whole changelog, newest first, in place of the boards; 'Back' returns to them. */
export function ChangelogView({ onBack }: { onBack: () => void }) {
  const changelog = useChangelog(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button that led here is gone: keyboard and screen-reader users continue from the heading.
  useEffect(() => headingRef.current?.focus(), []);

  let body;
  if (changelog.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading the changelog…
      </p>
    );
  } else if (changelog.isError) {
    body = <FormError message={`Could not load the changelog: ${changelog.error.message}`} />;
  } else if (changelog.data.length === 0) {
    body = <p className="text-sm text-muted-foreground">No updates yet.</p>;
  } else {
    body = (
      <ol className="grid gap-6">
        {changelog.data.map((entry) => (
          <li key={entry.documentId} className="border-b pb-6 last:border-b-0 last:pb-0">
            <ChangelogEntryView entry={entry} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby="feedback-changelog" className="grid gap-5">
      <div className="flex items-center gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeftIcon aria-hidden />
          Back
        </Button>
        <h2 id="feedback-changelog" ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
          Changelog
        </h2>
      </div>
      {body}
    </section>
  );
}
