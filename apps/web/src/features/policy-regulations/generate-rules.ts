/**
 * Who may generate a missing regulations section: any signed-in member, for the organization's own
 * clients. Samples are read-only on the server, and signed-out visitors cannot call it.
 */
export function canGenerateRegulations(state: { signedIn: boolean; isSample: boolean }): boolean {
  return state.signedIn && !state.isSample;
}

/** The automatic call on load (spec 02 §2): only when nothing is there, once, and not during a call. */
export function shouldAutoGenerate(state: {
  hasRows: boolean;
  canGenerate: boolean;
  alreadyTried: boolean;
  isPending: boolean;
}): boolean {
  return !state.hasRows && state.canGenerate && !state.alreadyTried && !state.isPending;
}
