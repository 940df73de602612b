import { LightbulbIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useFeedbackDialog } from '../feedback-dialog-store';

const FeedbackDialog = lazy(() => import('./feedback-dialog'));

/**
 * The round lightbulb at the bottom right. It sits above the corner where the assessment progress
 * pill appears, and under dialogs and the progress sheet (z-30), so it never hides their controls.
 */
export function FeedbackLauncher() {
  const open = useFeedbackDialog((state) => state.open);
  const setOpen = useFeedbackDialog((state) => state.setOpen);
  // Mounted from the first opening on, so closing keeps its code and cache warm.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);

  return (
    <>
      <button
        type="button"
        aria-label="Feedback"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="fixed right-4 bottom-16 z-30 flex size-12 cursor-pointer items-center justify-center rounded-full border bg-background text-primary shadow-lg transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <LightbulbIcon aria-hidden className="size-5" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
