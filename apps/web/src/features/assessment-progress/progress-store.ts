import { create } from 'zustand';
import { onAppReset } from '../../lib/app-reset';
import { onAssessmentRunAnnounced } from '../../lib/assessment-events';
import { applyRunEvent, followedRunFrom, type FollowedRun, type RunEvent } from './run-state';
import { allStepsCompleted, panelSteps, pendingSteps } from './steps';

/** The Incomplete Assessment dialog's state (spec 02 §2). */
export interface RecoveryOffer {
  clientId: number;
  clientName: string;
  missingSteps: string[];
  /** The run 'Resume Assessment' started (or joined): its steps drive the dialog's icons. */
  runDocumentId: string | null;
  isResuming: boolean;
  error: string | null;
}

interface ProgressData {
  run: FollowedRun | null;
  isHidden: boolean;
  /** Why live progress stopped before the run ended, if it did. */
  streamError: string | null;
  /** The client last checked for completeness during this page visit. */
  checkedClientId: number | null;
  recovery: RecoveryOffer | null;
}

interface ProgressActions {
  follow: (run: FollowedRun) => void;
  applyEvent: (documentId: string, event: RunEvent) => void;
  setStreamError: (documentId: string, message: string) => void;
  hide: () => void;
  show: () => void;
  reset: () => void;
  markChecked: (clientId: number) => void;
  offerRecovery: (offer: Pick<RecoveryOffer, 'clientId' | 'clientName' | 'missingSteps'>) => void;
  startResuming: () => void;
  resumed: (runDocumentId: string) => void;
  resumeFailed: (message: string) => void;
  closeRecovery: () => void;
}

export type ProgressState = ProgressData & ProgressActions;

const initialData: ProgressData = {
  run: null,
  isHidden: false,
  streamError: null,
  checkedClientId: null,
  recovery: null,
};

export const useProgressStore = create<ProgressState>()((set) => ({
  ...initialData,

  // A new run shows the panel again; the run already followed keeps the steps its stream has brought.
  follow: (run) =>
    set((state) => {
      if (state.run?.documentId !== run.documentId) return { run, isHidden: false, streamError: null };
      const merged = {
        ...state.run,
        clientId: state.run.clientId ?? run.clientId,
        clientName: state.run.clientName ?? run.clientName,
      };
      return { run: merged, isHidden: false };
    }),

  applyEvent: (documentId, event) =>
    set((state) => {
      if (state.run?.documentId !== documentId) return {};
      const run = applyRunEvent(state.run, event);
      // Spec 02 §2: the dialog closes when the run it resumed completes.
      const finished = run.status === 'completed' && state.recovery?.runDocumentId === documentId;
      return finished ? { run, recovery: null } : { run };
    }),

  setStreamError: (documentId, message) =>
    set((state) => (state.run?.documentId === documentId ? { streamError: message } : {})),

  hide: () => set({ isHidden: true }),
  show: () => set({ isHidden: false }),
  reset: () => set({ run: null, isHidden: false, streamError: null }),

  markChecked: (clientId) => set({ checkedClientId: clientId }),

  offerRecovery: (offer) =>
    set({ recovery: { ...offer, runDocumentId: null, isResuming: false, error: null } }),
  startResuming: () =>
    set((state) =>
      state.recovery ? { recovery: { ...state.recovery, isResuming: true, error: null } } : {},
    ),
  // 'Resuming...' stays while the run works; the dialog closes when it completes.
  resumed: (runDocumentId) =>
    set((state) => (state.recovery ? { recovery: { ...state.recovery, runDocumentId } } : {})),
  resumeFailed: (message) =>
    set((state) =>
      state.recovery ? { recovery: { ...state.recovery, isResuming: false, error: message } } : {},
    ),
  closeRecovery: () => set({ recovery: null }),
}));

export type PanelView = 'none' | 'pill' | 'panel' | 'complete';

/**
 * Spec 02 §2: shown while a run is followed, hidden by hand (a pill) or by itself once all 14 complete.
 * Then a short completion notice takes its place until dismissed, so the panel does not just vanish.
 */
export function panelView(state: Pick<ProgressData, 'run' | 'isHidden'>): PanelView {
  if (!state.run) return 'none';
  if (allStepsCompleted(panelSteps(state.run.steps))) return 'complete';
  return state.isHidden ? 'pill' : 'panel';
}

/** A full run just announced by whoever started it (creating a client starts one). */
export function runJustStarted(documentId: string, client?: { id?: number; Name?: string }): FollowedRun {
  return {
    documentId,
    clientId: client?.id ?? null,
    clientName: client?.Name ?? null,
    status: 'running',
    steps: pendingSteps(),
  };
}

onAssessmentRunAnnounced(({ documentId, client, run }) =>
  useProgressStore
    .getState()
    .follow(run ? followedRunFrom(run, client?.Name ?? null) : runJustStarted(documentId, client)),
);

// Sign-out forgets the run, the dialog and which clients were checked.
onAppReset(() => useProgressStore.setState(initialData));
