import { beforeEach, describe, expect, it } from 'vitest';
import { resetAppState } from '../../lib/app-reset';
import { announceAssessmentRun } from '../../lib/assessment-events';
import { panelView, runJustStarted, useProgressStore } from './progress-store';
import { ASSESSMENT_STEP_IDS } from './steps';

const store = () => useProgressStore.getState();

beforeEach(() => {
  resetAppState();
});

describe('progress store', () => {
  it('follows a run the dashboard announces, with all fourteen steps pending', () => {
    announceAssessmentRun({ documentId: 'run-1' }, { id: 4, Name: 'Acme' });
    expect(store().run).toMatchObject({ documentId: 'run-1', clientId: 4, clientName: 'Acme' });
    expect(store().run?.steps).toHaveLength(14);
    expect(panelView(store())).toBe('panel');
    announceAssessmentRun(undefined);
    expect(store().run?.documentId).toBe('run-1');
  });

  it('hides to a pill, shows again, and forgets the run on reset', () => {
    store().follow(runJustStarted('run-1'));
    store().hide();
    expect(panelView(store())).toBe('pill');
    store().show();
    expect(panelView(store())).toBe('panel');
    store().reset();
    expect(panelView(store())).toBe('none');
  });

  it('hides itself once all fourteen steps are completed, not when one failed', () => {
    store().follow(runJustStarted('run-1'));
    const others = ASSESSMENT_STEP_IDS.slice(0, -1);
    const last = 'controversies';
    for (const stepId of others) store().applyEvent('run-1', { type: 'step', stepId, status: 'completed' });
    store().applyEvent('run-1', { type: 'step', stepId: last, status: 'error', errorMessage: 'Boom' });
    expect(panelView(store())).toBe('panel');
    store().hide();
    expect(panelView(store())).toBe('pill');
    store().applyEvent('run-1', { type: 'step', stepId: last, status: 'completed' });
    // The panel gives way to a completion notice, which goes when dismissed.
    expect(panelView(store())).toBe('complete');
    store().reset();
    expect(panelView(store())).toBe('none');
  });

  it('ignores events of a run it no longer follows, and keeps the newer steps when re-following', () => {
    store().follow(runJustStarted('run-1'));
    store().applyEvent('run-1', { type: 'step', stepId: 'webContext', status: 'completed' });
    store().hide();
    store().follow({ ...runJustStarted('run-1', { id: 4, Name: 'Acme' }) });
    expect(store().run?.steps[0]?.status).toBe('completed');
    expect(store().run).toMatchObject({ clientId: 4, clientName: 'Acme' });
    expect(store().isHidden).toBe(false);
    store().follow(runJustStarted('run-2'));
    store().applyEvent('run-1', { type: 'step', stepId: 'controversies', status: 'completed' });
    expect(store().run?.steps.every((step) => step.status === 'pending')).toBe(true);
  });

  it('keeps the dialog resuming until its run completes, then closes it', () => {
    store().offerRecovery({ clientId: 4, clientName: 'Acme', missingSteps: ['controversies'] });
    store().startResuming();
    expect(store().recovery).toMatchObject({ isResuming: true, error: null });
    store().follow({ ...runJustStarted('run-9'), steps: [] });
    store().resumed('run-9');
    store().applyEvent('run-9', { type: 'step', stepId: 'controversies', status: 'completed' });
    expect(store().recovery).toMatchObject({ isResuming: true, runDocumentId: 'run-9' });
    store().applyEvent('run-9', { type: 'run', status: 'completed' });
    expect(store().recovery).toBeNull();
  });

  it('shows a failed resume in the dialog and lets the user try again', () => {
    store().offerRecovery({ clientId: 4, clientName: 'Acme', missingSteps: ['controversies'] });
    store().startResuming();
    store().resumeFailed('Too many assessments started.');
    expect(store().recovery).toMatchObject({ isResuming: false, error: 'Too many assessments started.' });
    store().startResuming();
    expect(store().recovery?.error).toBeNull();
  });

  it('forgets everything on sign-out', () => {
    store().follow(runJustStarted('run-1'));
    store().markChecked(4);
    store().offerRecovery({ clientId: 4, clientName: 'Acme', missingSteps: ['webContext'] });
    resetAppState();
    expect(store()).toMatchObject({ run: null, checkedClientId: null, recovery: null, isHidden: false });
  });
});
