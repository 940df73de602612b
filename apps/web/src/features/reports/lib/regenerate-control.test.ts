import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REGENERATE_SUCCESS_MS,
  createRegenerateControl,
  regenerateFailureText,
  type RegenerateState,
} from './regenerate-control';

describe('the regenerate control', () => {
  let states: RegenerateState[];
  let control: ReturnType<typeof createRegenerateControl>;

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    control = createRegenerateControl({ onChange: (state) => states.push(state) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs, then shows the success message for exactly 3000 ms', async () => {
    const done = control.run('r1', 'company_snapshot', () => Promise.resolve());
    expect(control.getState()).toEqual({ phase: 'running', message: null });
    expect(await done).toBe(true);
    expect(control.getState()).toEqual({ phase: 'success', message: 'Successfully regenerated!' });

    vi.advanceTimersByTime(REGENERATE_SUCCESS_MS - 1);
    expect(control.getState().message).toBe('Successfully regenerated!');
    vi.advanceTimersByTime(1);
    expect(control.getState()).toEqual({ phase: 'idle', message: null });
    expect(REGENERATE_SUCCESS_MS).toBe(3000);
  });

  it('keeps a failure message with its reason', async () => {
    expect(
      await control.run('r1', 'company_snapshot', () => Promise.reject(new Error('Model offline'))),
    ).toBe(false);
    expect(control.getState()).toEqual({ phase: 'failure', message: 'Failed to regenerate: Model offline' });
    vi.advanceTimersByTime(10_000);
    expect(control.getState().message).toBe('Failed to regenerate: Model offline');
  });

  it('clears the earlier message when a new attempt starts, and its timer with it', async () => {
    await control.run('r1', 'company_snapshot', () => Promise.resolve());
    vi.advanceTimersByTime(2000);
    let finish!: () => void;
    const second = control.run(
      'r1',
      'company_snapshot',
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    expect(control.getState()).toEqual({ phase: 'running', message: null });
    // The first success's timer must not end the second attempt's message early.
    finish();
    await second;
    vi.advanceTimersByTime(REGENERATE_SUCCESS_MS - 1);
    expect(control.getState().message).toBe('Successfully regenerated!');
  });

  it('clears a failure message when retried', async () => {
    await control.run('r1', 'company_snapshot', () => Promise.reject(new Error('x')));
    const retry = control.run('r1', 'company_snapshot', () => Promise.resolve());
    expect(control.getState().message).toBeNull();
    await retry;
  });

  it('makes no call without a report id or a section title', async () => {
    const regenerate = vi.fn(() => Promise.resolve());
    expect(await control.run('', 'company_snapshot', regenerate)).toBe(false);
    expect(control.getState()).toEqual({ phase: 'failure', message: 'Missing report ID or section title' });
    await control.run('r1', undefined, regenerate);
    expect(control.getState().message).toBe('Missing report ID or section title');
    expect(regenerate).not.toHaveBeenCalled();
  });

  it('ignores a second click while running', async () => {
    const regenerate = vi.fn(() => new Promise<void>(() => {}));
    void control.run('r1', 'a', regenerate);
    expect(await control.run('r1', 'a', regenerate)).toBe(false);
    expect(regenerate).toHaveBeenCalledTimes(1);
  });

  it('clears nothing after it is disposed', async () => {
    await control.run('r1', 'a', () => Promise.resolve());
    const count = states.length;
    control.dispose();
    vi.advanceTimersByTime(REGENERATE_SUCCESS_MS);
    expect(states).toHaveLength(count);
  });
});

describe('regenerateFailureText', () => {
  it("names the reason, else 'Unknown error'", () => {
    expect(regenerateFailureText(new Error('Timed out'))).toBe('Failed to regenerate: Timed out');
    expect(regenerateFailureText(new Error(''))).toBe('Failed to regenerate: Unknown error');
    expect(regenerateFailureText(undefined)).toBe('Failed to regenerate: Unknown error');
  });
});
