import { lazy, Suspense, useState } from 'react';
import { usePlansDialog } from '../plans-dialog-store';

const PlansDialog = lazy(() => import('./plans-dialog'));

export function PlansDialogHost() {
  const open = usePlansDialog((state) => state.open);
  const setOpen = usePlansDialog((state) => state.setOpen);
  // Mounted from the first opening on, so it can animate closed and reopen without loading again.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PlansDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
