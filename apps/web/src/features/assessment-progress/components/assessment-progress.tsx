import { useMatch } from 'react-router';
import { useCompletenessCheck } from '../hooks/use-completeness-check';
import { ProgressPanel } from './progress-panel';
import { RecoveryDialog } from './recovery-dialog';

function CompletenessCheck({ clientName }: { clientName: string }) {
  useCompletenessCheck(clientName);
  return null;
}

/**
 * Mounted once in the root layout, so a run stays followed across pages: the progress panel, the
 * Incomplete Assessment dialog, and the completeness check on client pages (spec 02 §2, §4).
 */
export function AssessmentProgress() {
  const clientName = useMatch('/client/:clientName/*')?.params.clientName;
  return (
    <>
      {clientName && <CompletenessCheck clientName={clientName} />}
      <ProgressPanel />
      <RecoveryDialog />
    </>
  );
}
