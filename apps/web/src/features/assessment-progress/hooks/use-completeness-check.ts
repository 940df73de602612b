import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuthStore } from '../../../lib/auth';
import { useClientByName } from '../../../lib/client/use-client';
import { fetchCompleteness, fetchLatestRun } from '../api/assessment-api';
import { clientToCheck, decideAfterCheck, scheduleCompletenessCheck } from '../completeness-check';
import { useProgressStore } from '../progress-store';
import { followedRunFrom } from '../run-state';

/**
 * Spec 02 §4, completeness check: 1.5 s after a client is selected on a /client/ path (signed in), ask
 * what is missing; offer the Incomplete Assessment dialog when something is, or follow the run that is
 * already filling it in. For a /client/:clientName page: the same query as the client layout's
 * (`useCurrentClient`), named from the path because this runs above the client routes.
 */
export function useCompletenessCheck(routeClientName: string): void {
  const { pathname } = useLocation();
  const isSignedIn = useAuthStore((state) => state.isAuthenticated);
  const { data: client } = useClientByName(routeClientName);
  const checkedClientId = useProgressStore((state) => state.checkedClientId);
  const target = clientToCheck({ pathname, isSignedIn, client, checkedClientId });
  const clientName = client?.Name ?? '';

  useEffect(() => {
    if (target === null) return;
    let cancelled = false;
    const cancelTimer = scheduleCompletenessCheck(() => {
      void Promise.all([fetchCompleteness(target), fetchLatestRun(target)])
        .then(([completeness, latestRun]) => {
          if (cancelled) return;
          const outcome = decideAfterCheck(completeness, latestRun);
          const store = useProgressStore.getState();
          if (outcome.kind === 'follow') store.follow(followedRunFrom(outcome.run, clientName));
          if (outcome.kind === 'offer-recovery') {
            store.offerRecovery({ clientId: target, clientName, missingSteps: outcome.missingSteps });
          }
        })
        // A failed check offers nothing; the pages report their own loading errors.
        .catch((error: unknown) => console.warn('Completeness check failed', error))
        .finally(() => {
          if (!cancelled) useProgressStore.getState().markChecked(target);
        });
    });
    return () => {
      cancelled = true;
      cancelTimer();
    };
  }, [target, clientName]);
}
