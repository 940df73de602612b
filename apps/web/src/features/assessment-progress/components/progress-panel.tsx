import { ListChecksIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useRunEvents } from '../hooks/use-run-events';
import { panelView, useProgressStore } from '../progress-store';
import { panelRows, progressCounts } from '../steps';
import { CompletionNotice } from './completion-notice';
import { StepList } from './step-list';

/**
 * Spec 02 §2, assessment progress panel: a card at the bottom right on wide screens, a bottom sheet on
 * phones. Hidden by hand it leaves a 'Show assessment progress' pill; it hides itself once all fourteen
 * steps are completed.
 */
export function ProgressPanel() {
  const run = useProgressStore((state) => state.run);
  const isHidden = useProgressStore((state) => state.isHidden);
  const streamError = useProgressStore((state) => state.streamError);
  const hide = useProgressStore((state) => state.hide);
  const show = useProgressStore((state) => state.show);
  const reset = useProgressStore((state) => state.reset);
  const view = panelView({ run, isHidden });
  useRunEvents(run?.documentId, run?.status === 'running');

  // Hiding or showing removes the button just pressed: keep the keyboard focus on what replaces it.
  const moveFocus = useRef(false);
  const pillRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (view === 'pill') pillRef.current?.focus();
    if (view === 'panel') panelRef.current?.focus();
  }, [view]);

  if (!run || view === 'none') return null;
  if (view === 'complete') return <CompletionNotice clientName={run.clientName} onDismiss={reset} />;

  if (view === 'pill') {
    return (
      <aside aria-label="Assessment progress" className="fixed right-4 bottom-4 z-40">
        <Button
          ref={pillRef}
          variant="outline"
          size="sm"
          className="rounded-full shadow-lg"
          onClick={() => {
            moveFocus.current = true;
            show();
          }}
        >
          <ListChecksIcon aria-hidden />
          Show assessment progress
        </Button>
      </aside>
    );
  }

  const rows = panelRows(run.steps);
  const counts = progressCounts(rows);
  const isRunning = run.status === 'running';
  return (
    <aside
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby="assessment-progress-title"
      className="fixed inset-x-0 bottom-0 z-40 flex max-h-[40dvh] flex-col rounded-t-xl border bg-card text-card-foreground shadow-lg outline-none md:inset-x-auto md:right-4 md:bottom-4 md:max-h-[min(34rem,calc(100dvh-6rem))] md:w-96 md:rounded-xl"
    >
      <header className="flex items-start gap-2 border-b px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 id="assessment-progress-title" className="flex items-center gap-2 font-semibold">
            {isRunning && <Spinner className="text-primary" />}
            Assessment progress
          </h2>
          {run.clientName && <p className="truncate text-sm text-muted-foreground">{run.clientName}</p>}
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Hide assessment progress"
          onClick={() => {
            moveFocus.current = true;
            hide();
          }}
        >
          Hide
        </Button>
      </header>
      <div className="grid gap-2 px-4 pt-3">
        <p role="status" className="text-sm text-muted-foreground">
          {counts.completed} / {counts.total} steps completed
          {counts.failed > 0 && `, ${counts.failed} failed`}
          {!isRunning && ' · Finished'}
        </p>
        <div
          role="progressbar"
          aria-label="Steps completed"
          aria-valuemin={0}
          aria-valuemax={counts.total}
          aria-valuenow={counts.completed}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${(counts.completed / counts.total) * 100}%` }}
          />
        </div>
        <FormError message={streamError && `Live progress stopped: ${streamError}`} />
      </div>
      <StepList steps={rows} className="min-h-0 overflow-y-auto px-4 pt-3 pb-2" />
      {/* Apart from 'Hide' and confirmed: it forgets the run, and the panel cannot come back. */}
      <footer className="flex justify-end border-t px-4 py-2">
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="text-muted-foreground">
              Reset
            </Button>
          }
          title="Reset assessment progress?"
          description="The assessment keeps running, but this panel stops following it and cannot be shown again."
          confirmLabel="Reset"
          pendingLabel="Resetting…"
          onConfirm={async () => reset()}
        />
      </footer>
    </aside>
  );
}
