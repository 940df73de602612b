import { InfoIcon } from 'lucide-react';
import { useLatestAssessment } from '../api/latest-assessment';

/** Above the list while the client's assessment has not finished: fewer values can be found yet. */
export function AssessmentNotice({ clientId }: { clientId: number }) {
  const run = useLatestAssessment(clientId, true);
  if (run.isPending || run.isError || run.data?.status === 'completed') return null;
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg border border-amber-600/25 bg-amber-500/10 px-4 py-3 text-sm text-amber-900 dark:text-amber-200"
    >
      <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {run.data === null
          ? "This client's assessment has not run yet. "
          : "This client's assessment has not finished. "}
        Values are prefilled from the assessment; run it to completion for more to be found.
      </span>
    </p>
  );
}
