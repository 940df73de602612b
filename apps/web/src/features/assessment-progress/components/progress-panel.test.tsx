import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetAppState } from '../../../lib/app-reset';
import {
  cleanup,
  click,
  getByRole,
  hasText,
  queryAllByRole,
  render,
  waitFor,
} from '../../../lib/test-support/render';
import { runJustStarted, useProgressStore } from '../progress-store';
import { ASSESSMENT_STEP_IDS } from '../steps';
import { ProgressPanel } from './progress-panel';

const store = () => useProgressStore.getState();

beforeEach(resetAppState);
afterEach(cleanup);

/** A run that ended part-way (steps still missing): no live stream is opened for it. */
function followStoppedRun() {
  store().follow({ ...runJustStarted('run-1', { id: 4, Name: 'Acme' }), status: 'completed' });
  store().applyEvent('run-1', { type: 'step', stepId: 'webContext', status: 'completed' });
}

describe('ProgressPanel', () => {
  it("keeps 'Reset' apart from 'Hide', and asks before forgetting the run", async () => {
    followStoppedRun();
    render(<ProgressPanel />);
    const panel = getByRole('complementary', 'Assessment progress');
    const header = panel.querySelector('header')!;
    expect(queryAllByRole('button', 'Hide assessment progress', header)).toHaveLength(1);
    expect(queryAllByRole('button', 'Reset', header)).toHaveLength(0);
    click(getByRole('button', 'Reset', panel));
    const dialog = await waitFor(() => getByRole('alertdialog', 'Reset assessment progress?'));
    expect(store().run).not.toBeNull();
    click(getByRole('button', 'Reset', dialog));
    await waitFor(() => expect(store().run).toBeNull());
  });

  it('says the assessment is complete instead of vanishing, until dismissed', async () => {
    store().follow(runJustStarted('run-1', { id: 4, Name: 'Acme' }));
    for (const stepId of ASSESSMENT_STEP_IDS) {
      store().applyEvent('run-1', { type: 'step', stepId, status: 'completed' });
    }
    store().applyEvent('run-1', { type: 'run', status: 'completed' });
    render(<ProgressPanel />);
    expect(queryAllByRole('complementary', 'Assessment progress')).toHaveLength(0);
    expect(hasText('Assessment complete. All 14 steps are done for Acme.')).toBe(true);
    click(getByRole('button', 'Dismiss'));
    await waitFor(() => expect(queryAllByRole('complementary')).toHaveLength(0));
  });
});
