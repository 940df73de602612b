/** Spec 02 §9: the regenerate success message hides after 3000 ms. */
export const REGENERATE_SUCCESS_MS = 3000;

export type RegeneratePhase = 'idle' | 'running' | 'success' | 'failure';
export interface RegenerateState {
  phase: RegeneratePhase;
  message: string | null;
}
export const REGENERATE_IDLE: RegenerateState = { phase: 'idle', message: null };

/** Spec 02 §8: 'Failed to regenerate: {reason}', the reason being the error's text or 'Unknown error'. */
export function regenerateFailureText(error: unknown): string {
  const reason = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return `Failed to regenerate: ${reason.trim() || 'Unknown error'}`;
}

interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/**
 * The regenerate control's states (spec 02 §4): idle, running, success (its message cleared after
 * 3 s) or failure (its message stays). A new attempt clears the earlier message and its timer. Without
 * both a report id and a section title it fails at once and makes no call (spec 02 §5).
 */
export function createRegenerateControl(options: {
  onChange: (state: RegenerateState) => void;
  timers?: Timers;
}) {
  const timers: Timers = options.timers ?? globalThis;
  let state = REGENERATE_IDLE;
  let timer: unknown;
  const set = (next: RegenerateState) => {
    state = next;
    options.onChange(next);
  };
  const clearTimer = () => {
    if (timer !== undefined) timers.clearTimeout(timer as never);
    timer = undefined;
  };

  return {
    getState: () => state,
    /** Resolves to whether the section was regenerated. */
    async run(
      reportId: string | number | null | undefined,
      sectionTitle: string | null | undefined,
      regenerate: () => Promise<unknown>,
    ): Promise<boolean> {
      if (state.phase === 'running') return false;
      clearTimer();
      if (!reportId || !sectionTitle) {
        set({ phase: 'failure', message: 'Missing report ID or section title' });
        return false;
      }
      set({ phase: 'running', message: null });
      try {
        await regenerate();
      } catch (error) {
        set({ phase: 'failure', message: regenerateFailureText(error) });
        return false;
      }
      set({ phase: 'success', message: 'Successfully regenerated!' });
      timer = timers.setTimeout(() => {
        timer = undefined;
        set(REGENERATE_IDLE);
      }, REGENERATE_SUCCESS_MS);
      return true;
    },
    /** On unmount: no message is cleared into a control that is gone. */
    dispose: clearTimer,
  };
}
export type RegenerateControl = ReturnType<typeof createRegenerateControl>;
