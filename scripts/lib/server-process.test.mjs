import { describe, expect, it } from 'vitest';
import { serverEnvironment, serverNodeOptions } from './server-process.mjs';

describe('how the built server is started', () => {
  it('caps V8’s young generation unless the operator set it in NODE_OPTIONS', () => {
    expect(serverNodeOptions({})).toEqual(['--max-semi-space-size=4']);
    expect(serverNodeOptions({ NODE_OPTIONS: '--max-semi-space-size=32' })).toEqual([]);
  });

  it('limits malloc arenas to two and fixes the mmap and trim thresholds, keeping the operator’s own values and the rest of the environment', () => {
    const fixed = {
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '16384',
      MALLOC_TRIM_THRESHOLD_: '131072',
    };
    expect(serverEnvironment({ PORT: '3000' })).toEqual({ ...fixed, PORT: '3000' });
    expect(serverEnvironment({ MALLOC_ARENA_MAX: '8', MALLOC_TRIM_THRESHOLD_: '0' })).toEqual({
      ...fixed,
      MALLOC_ARENA_MAX: '8',
      MALLOC_TRIM_THRESHOLD_: '0',
    });
  });
});
