import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMPLETENESS_CHECK_DELAY_MS,
  clientToCheck,
  decideAfterCheck,
  isClientPath,
  scheduleCompletenessCheck,
  type CheckContext,
} from './completeness-check';
import type { AssessmentRun } from './run-state';

const ownClient = { id: 7, Sample: null };
const context = (overrides: Partial<CheckContext> = {}): CheckContext => ({
  pathname: '/client/Acme',
  isSignedIn: true,
  client: ownClient,
  checkedClientId: null,
  ...overrides,
});

const run = (status: AssessmentRun['status']): AssessmentRun => ({
  id: 1,
  documentId: 'run-1',
  clientId: 7,
  trigger: 'manual',
  status,
  steps: [],
});

afterEach(() => {
  vi.useRealTimers();
});

describe('completeness-driven dialog timing', () => {
  it('waits 1.5 s after a client is selected before checking', () => {
    vi.useFakeTimers();
    const check = vi.fn();
    scheduleCompletenessCheck(check);
    vi.advanceTimersByTime(COMPLETENESS_CHECK_DELAY_MS - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledOnce();
    expect(COMPLETENESS_CHECK_DELAY_MS).toBe(1500);
  });

  it('does not check a client the user left within the delay', () => {
    vi.useFakeTimers();
    const check = vi.fn();
    const cancel = scheduleCompletenessCheck(check);
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(check).not.toHaveBeenCalled();
  });

  it('checks a signed-in user’s own client on any /client/ path', () => {
    expect(clientToCheck(context())).toBe(7);
    expect(clientToCheck(context({ pathname: '/client/Acme/regulations' }))).toBe(7);
    expect(isClientPath('/client/Acme')).toBe(true);
    expect(isClientPath('/dashboard')).toBe(false);
    expect(isClientPath('/clients')).toBe(false);
  });

  it('does not check signed out, off client paths, before the client loads, or for samples', () => {
    expect(clientToCheck(context({ isSignedIn: false }))).toBeNull();
    expect(clientToCheck(context({ pathname: '/dashboard' }))).toBeNull();
    expect(clientToCheck(context({ client: undefined }))).toBeNull();
    expect(
      clientToCheck(context({ client: { id: 3, Sample: { compiledOn: '2026-01-01', note: 'x' } } })),
    ).toBeNull();
  });

  it('checks once per client per visit: not again after Cancel, again when the client changes', () => {
    expect(clientToCheck(context({ checkedClientId: 7 }))).toBeNull();
    expect(clientToCheck(context({ checkedClientId: 7, client: { id: 8, Sample: null } }))).toBe(8);
  });
});

describe('decideAfterCheck', () => {
  it('offers recovery when steps are missing and nothing runs', () => {
    expect(
      decideAfterCheck({ isComplete: false, missingSteps: ['controversies'] }, run('completed')),
    ).toEqual({
      kind: 'offer-recovery',
      missingSteps: ['controversies'],
    });
    expect(decideAfterCheck({ isComplete: false, missingSteps: ['webContext'] }, null)).toMatchObject({
      kind: 'offer-recovery',
    });
  });

  it('follows a running run instead of offering to resume it', () => {
    expect(decideAfterCheck({ isComplete: false, missingSteps: ['webContext'] }, run('running'))).toEqual({
      kind: 'follow',
      run: run('running'),
    });
  });

  it('offers nothing for a complete client or an empty list of missing steps', () => {
    expect(decideAfterCheck({ isComplete: true, missingSteps: [] }, null)).toEqual({ kind: 'nothing' });
    expect(decideAfterCheck({ isComplete: false, missingSteps: [] }, null)).toEqual({ kind: 'nothing' });
  });
});
