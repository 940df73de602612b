import { describe, expect, it } from 'vitest';
import { applyRunEvent, decodeRunEvent, followedRunFrom, type FollowedRun } from './run-state';

const message = (event: string, data: unknown) => ({
  event,
  data: typeof data === 'string' ? data : JSON.stringify(data),
  lastEventId: '1',
});

const run: FollowedRun = {
  documentId: 'run-1',
  clientId: 5,
  clientName: 'Acme',
  status: 'running',
  steps: [
    { id: 'webContext', name: 'Web Context Analysis', status: 'in_progress' },
    { id: 'controversies', name: 'Controversies', status: 'pending' },
  ],
};

describe('decodeRunEvent', () => {
  it('reads step and run events', () => {
    expect(
      decodeRunEvent(message('step', { runId: 'run-1', stepId: 'webContext', status: 'completed', at: 'x' })),
    ).toEqual({ type: 'step', stepId: 'webContext', status: 'completed' });
    expect(decodeRunEvent(message('run', { runId: 'run-1', status: 'completed' }))).toEqual({
      type: 'run',
      status: 'completed',
    });
  });

  it('keeps an error message only on a step that failed (a retry note is not an error)', () => {
    expect(
      decodeRunEvent(
        message('step', { stepId: 'controversies', status: 'error', errorMessage: 'Timed out' }),
      ),
    ).toEqual({ type: 'step', stepId: 'controversies', status: 'error', errorMessage: 'Timed out' });
    expect(
      decodeRunEvent(
        message('step', { stepId: 'controversies', status: 'in_progress', errorMessage: 'retry 1' }),
      ),
    ).toEqual({ type: 'step', stepId: 'controversies', status: 'in_progress' });
  });

  it('ignores web-search status, unknown steps or statuses, and malformed data', () => {
    expect(decodeRunEvent(message('web-search-status', { status: 'done' }))).toBeNull();
    expect(decodeRunEvent(message('step', { stepId: 'nope', status: 'completed' }))).toBeNull();
    expect(decodeRunEvent(message('step', { stepId: 'webContext', status: 'finished' }))).toBeNull();
    expect(decodeRunEvent(message('run', { status: 'failed' }))).toBeNull();
    expect(decodeRunEvent(message('step', '{not json'))).toBeNull();
    expect(decodeRunEvent(message('step', '42'))).toBeNull();
  });
});

describe('applyRunEvent', () => {
  it('moves a step on, dropping an earlier error message when it is retried', () => {
    const failed = applyRunEvent(run, {
      type: 'step',
      stepId: 'controversies',
      status: 'error',
      errorMessage: 'Timed out',
    });
    expect(failed.steps[1]).toEqual({
      id: 'controversies',
      name: 'Controversies',
      status: 'error',
      errorMessage: 'Timed out',
    });
    const retried = applyRunEvent(failed, { type: 'step', stepId: 'controversies', status: 'in_progress' });
    expect(retried.steps[1]).toEqual({ id: 'controversies', name: 'Controversies', status: 'in_progress' });
    expect(run.steps[1]?.status).toBe('pending');
  });

  it('adds a step the run did not list, with its label, and records the end of the run', () => {
    const next = applyRunEvent(run, { type: 'step', stepId: 'reportedMetrics', status: 'in_progress' });
    expect(next.steps.at(-1)).toEqual({
      id: 'reportedMetrics',
      name: 'Reported Metrics',
      status: 'in_progress',
    });
    expect(applyRunEvent(run, { type: 'run', status: 'completed' }).status).toBe('completed');
  });
});

describe('followedRunFrom', () => {
  it('keeps the client and the steps, an error message only on failed steps', () => {
    expect(
      followedRunFrom(
        {
          id: 3,
          documentId: 'run-3',
          clientId: 9,
          trigger: 'recovery',
          status: 'running',
          steps: [
            { id: 'controversies', name: 'Controversies', status: 'error', errorMessage: 'Boom' },
            { id: 'webContext', name: '', status: 'pending', errorMessage: 'stale' },
          ],
        },
        'Acme',
      ),
    ).toEqual({
      documentId: 'run-3',
      clientId: 9,
      clientName: 'Acme',
      status: 'running',
      steps: [
        { id: 'controversies', name: 'Controversies', status: 'error', errorMessage: 'Boom' },
        { id: 'webContext', name: 'Web Context Analysis', status: 'pending' },
      ],
    });
  });
});
