import { CircleAlertIcon, CircleCheckIcon, RefreshCwIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/utils';
import { useRegenerateControl } from '../hooks/use-regenerate-control';

/**
 * Spec 02 §2, §4: 'Regenerate' ('Regenerating...' while it runs, disabled), a tooltip naming the
 * section, then 'Successfully regenerated!' for 3 s or 'Failed to regenerate: {reason}'.
 */
export function RegenerateControl(props: {
  reportId: string;
  sectionTitle: string;
  sectionName: string;
  /** Another change to the report is under way (a section being generated). */
  disabled: boolean;
  regenerate: (sectionTitle: string) => Promise<unknown>;
}) {
  const { state, run } = useRegenerateControl(props.reportId, props.sectionTitle);
  const running = state.phase === 'running';
  const failed = state.phase === 'failure';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Tooltip content={`Regenerate the ${props.sectionName} section with the latest prompt`}>
        <Button
          variant="outline"
          size="sm"
          disabled={running || props.disabled}
          onClick={() =>
            void run(props.reportId, props.sectionTitle, () => props.regenerate(props.sectionTitle))
          }
        >
          <RefreshCwIcon aria-hidden className={cn(running && 'animate-spin')} />
          {running ? 'Regenerating...' : 'Regenerate'}
          <span className="sr-only"> {props.sectionName}</span>
        </Button>
      </Tooltip>
      {/* Always present, so screen readers announce the message when it appears. */}
      <p
        role="status"
        className={cn(
          'flex items-center gap-1.5 text-xs empty:hidden',
          failed ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-400',
        )}
      >
        {state.message && (
          <>
            {failed ? (
              <CircleAlertIcon aria-hidden className="size-3.5 shrink-0" />
            ) : (
              <CircleCheckIcon aria-hidden className="size-3.5 shrink-0" />
            )}
            {state.message}
          </>
        )}
      </p>
    </div>
  );
}
