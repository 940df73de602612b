import type { AssessmentRun } from './run-state';

/** Spec 02 §4 and §9: the completeness check runs 1.5 s after a client is selected. */
export const COMPLETENESS_CHECK_DELAY_MS = 1500;

export interface CompletenessResult {
  isComplete: boolean;
  missingSteps: string[];
}

/** Spec 02 §2: the recovery check runs on any path starting with /client/. */
export const isClientPath = (pathname: string): boolean => pathname.startsWith('/client/');

export interface CheckContext {
  pathname: string;
  isSignedIn: boolean;
  /** The client the page shows, once loaded. */
  client: { id: number; Sample: unknown } | null | undefined;
  /** The client last checked during this page visit. */
  checkedClientId: number | null;
}

/**
 * The client whose completeness should be checked now, or null. Once per client per page visit: after
 * Cancel the dialog stays closed until another client is selected. Samples are read-only, so there is
 * nothing to resume for them.
 */
export function clientToCheck({
  pathname,
  isSignedIn,
  client,
  checkedClientId,
}: CheckContext): number | null {
  if (!isSignedIn || !isClientPath(pathname) || !client) return null;
  if (client.Sample != null) return null;
  return client.id === checkedClientId ? null : client.id;
}

/** Runs the check after the delay unless cancelled first (the user moved on to another client). */
export function scheduleCompletenessCheck(
  check: () => void,
  delayMs: number = COMPLETENESS_CHECK_DELAY_MS,
): () => void {
  const timer = setTimeout(check, delayMs);
  return () => clearTimeout(timer);
}

export type CheckOutcome =
  | { kind: 'nothing' }
  /** A run is under way (e.g. the one creating the client started): follow it, offer nothing. */
  | { kind: 'follow'; run: AssessmentRun }
  | { kind: 'offer-recovery'; missingSteps: string[] };

/** What the completeness answer and the client's latest run call for. */
export function decideAfterCheck(
  completeness: CompletenessResult,
  latestRun: AssessmentRun | null,
): CheckOutcome {
  if (latestRun?.status === 'running') return { kind: 'follow', run: latestRun };
  if (!completeness.isComplete && completeness.missingSteps.length > 0) {
    return { kind: 'offer-recovery', missingSteps: completeness.missingSteps };
  }
  return { kind: 'nothing' };
}
