import { useCallback, useSyncExternalStore } from 'react';
import {
  REGENERATE_IDLE,
  createRegenerateControl,
  type RegenerateControl,
  type RegenerateState,
} from '../lib/regenerate-control';

interface SharedControl {
  control: RegenerateControl;
  state: RegenerateState;
  listeners: Set<() => void>;
}

/**
 * One control per report section, kept outside the card: when the card is mounted again while its
 * section regenerates (the report re-renders around it), the new card shows the same 'Regenerating...'
 * and then the outcome, instead of starting idle and never saying how the regeneration ended.
 */
const controls = new Map<string, SharedControl>();

function sharedControl(key: string): SharedControl {
  const existing = controls.get(key);
  if (existing) return existing;
  const shared: SharedControl = {
    state: REGENERATE_IDLE,
    listeners: new Set(),
    control: createRegenerateControl({
      onChange: (next) => {
        shared.state = next;
        for (const listener of shared.listeners) listener();
        forgetWhenUnused(key, shared);
      },
    }),
  };
  controls.set(key, shared);
  return shared;
}

/** Nothing shown and nobody watching: the next card starts a fresh control. */
function forgetWhenUnused(key: string, shared: SharedControl) {
  if (shared.listeners.size === 0 && shared.state.phase === 'idle' && controls.get(key) === shared)
    controls.delete(key);
}

/** One section's regenerate control: its state, and `run` (see createRegenerateControl). */
export function useRegenerateControl(reportId: string, sectionTitle: string) {
  const key = `${reportId}\u0000${sectionTitle}`;
  const current = sharedControl(key);
  const subscribe = useCallback(
    (listener: () => void) => {
      current.listeners.add(listener);
      return () => {
        current.listeners.delete(listener);
        forgetWhenUnused(key, current);
      };
    },
    [key, current],
  );
  const state = useSyncExternalStore(subscribe, () => current.state);
  return { state, run: current.control.run };
}
