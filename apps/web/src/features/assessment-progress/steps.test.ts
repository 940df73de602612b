import { describe, expect, it } from 'vitest';
import {
  COMPLETENESS_STEPS,
  allStepsCompleted,
  completenessStepLabel,
  panelRows,
  panelSteps,
  pendingSteps,
  pipelineStepOf,
  progressCounts,
  recoveryStepRows,
  type RunStep,
} from './steps';

describe('panel steps', () => {
  it('lists the fourteen steps of a full run in order, all pending at first', () => {
    const steps = panelSteps(pendingSteps());
    expect(steps).toHaveLength(14);
    expect(steps[0]).toEqual({ id: 'webContext', name: 'Web Context Analysis', status: 'pending' });
    expect(steps.at(-1)?.id).toBe('controversies');
    expect(allStepsCompleted(steps)).toBe(false);
  });

  it("shows a recovery run's steps in place and the others, which have results, as completed", () => {
    const run: RunStep[] = [
      { id: 'controversies', name: 'Controversies', status: 'in_progress' },
      { id: 'webContext', name: 'Web Context Analysis', status: 'error', errorMessage: 'No provider' },
    ];
    const rows = panelRows(run);
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual({
      key: 'webContext',
      label: 'Web Context Analysis',
      status: 'error',
      errorMessage: 'No provider',
    });
    expect(rows[2]).toEqual({ key: 'locationPresence', label: 'Location Presence', status: 'completed' });
    expect(rows[13]?.status).toBe('in_progress');
    expect(progressCounts(rows)).toEqual({ total: 14, completed: 12, failed: 1, settled: false });
  });

  it('counts a run as settled when nothing is pending or in progress, and done only when all completed', () => {
    const failed = panelSteps([{ id: 'controversies', name: 'Controversies', status: 'error' }]);
    expect(progressCounts(failed)).toMatchObject({ settled: true, failed: 1 });
    expect(allStepsCompleted(failed)).toBe(false);
    expect(allStepsCompleted(panelSteps([]))).toBe(true);
    expect(allStepsCompleted([])).toBe(false);
  });
});

describe('completeness step names', () => {
  it('has a readable label and a pipeline step for every name the check answers', () => {
    for (const name of COMPLETENESS_STEPS) {
      expect(completenessStepLabel(name)).not.toBe(name);
      expect(pipelineStepOf(name)).toBeDefined();
    }
    expect(pipelineStepOf('stakeholders')).toBe('keyStakeholders');
    expect(pipelineStepOf('focusAreas')).toBe('impactStrategy');
    expect(completenessStepLabel('focusAreas')).toBe('Focus Areas & Impact Topics');
    expect(completenessStepLabel('somethingNew')).toBe('somethingNew');
  });

  it('shows the missing steps pending, then following the resumed run', () => {
    const missing = ['stakeholders', 'focusAreas', 'controversies'];
    expect(recoveryStepRows(missing, null).map((row) => row.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    const run: RunStep[] = [
      { id: 'keyStakeholders', name: 'Key Stakeholders', status: 'completed' },
      { id: 'impactStrategy', name: 'Impact Strategy', status: 'in_progress' },
      { id: 'controversies', name: 'Controversies', status: 'error', errorMessage: 'Timed out' },
    ];
    expect(recoveryStepRows(missing, run)).toEqual([
      { key: 'stakeholders', label: 'Key Stakeholders', status: 'completed' },
      { key: 'focusAreas', label: 'Focus Areas & Impact Topics', status: 'in_progress' },
      { key: 'controversies', label: 'Controversies', status: 'error', errorMessage: 'Timed out' },
    ]);
  });
});
