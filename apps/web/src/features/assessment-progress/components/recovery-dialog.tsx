import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { recoverAssessment } from '../api/assessment-api';
import { useProgressStore } from '../progress-store';
import { followedRunFrom } from '../run-state';
import { recoveryStepRows } from '../steps';
import { StepList } from './step-list';

/** Resume: run the missing steps; the dialog's icons and the progress panel then follow that run. */
async function resumeAssessment() {
  const store = useProgressStore.getState();
  const offer = store.recovery;
  if (!offer || offer.isResuming) return;
  store.startResuming();
  try {
    const answer = await recoverAssessment(offer.clientId);
    if (!answer.recovered || !answer.run) {
      // E.g. 'No missing steps to recover': another tab or a refresh filled the gaps meanwhile.
      store.closeRecovery();
      toast.info(answer.message);
      return;
    }
    store.follow(followedRunFrom(answer.run, offer.clientName));
    store.resumed(answer.run.documentId);
    if (answer.run.status === 'completed') store.closeRecovery();
  } catch (error) {
    store.resumeFailed(error instanceof Error && error.message ? error.message : 'Failed to resume');
  }
}

/** Spec 02 §2: the Incomplete Assessment dialog, opened by the completeness check. */
export function RecoveryDialog() {
  const recovery = useProgressStore((state) => state.recovery);
  const run = useProgressStore((state) => state.run);
  const streamError = useProgressStore((state) => state.streamError);
  const closeRecovery = useProgressStore((state) => state.closeRecovery);
  if (!recovery) return null;

  const followed = recovery.runDocumentId !== null && run?.documentId === recovery.runDocumentId;
  const rows = recoveryStepRows(recovery.missingSteps, followed ? run.steps : null);
  return (
    <Dialog open onOpenChange={(open) => !open && closeRecovery()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Incomplete Assessment Detected</DialogTitle>
          <DialogDescription>
            Some steps of the assessment for {recovery.clientName} have no results yet. Would you like to
            resume the assessment for {recovery.clientName}?
          </DialogDescription>
        </DialogHeader>
        <section aria-labelledby="missing-steps-heading" className="grid gap-2">
          <h3 id="missing-steps-heading" className="text-sm font-medium">
            Missing steps
          </h3>
          <StepList steps={rows} className="rounded-lg border bg-muted/40 p-3" />
        </section>
        <FormError message={recovery.error ?? (followed ? streamError : null)} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={closeRecovery}>
            Cancel
          </Button>
          <Button onClick={() => void resumeAssessment()} disabled={recovery.isResuming}>
            {recovery.isResuming && <Spinner />}
            {recovery.isResuming ? 'Resuming...' : 'Resume Assessment'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
