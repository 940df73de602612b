import { describe, expect, it } from 'vitest';
import { serverEnvironment, serverNodeOptions } from './server-process.mjs';

describe('how the built server is started', () => {
  it('caps V8’s young generation unless the operator set it in NODE_OPTIONS', () => {
    expect(serverNodeOptions({})).toEqual(['--max-semi-space-size=4']);
    expect(serverNodeOptions({ NODE_OPTIONS: '--max-semi-space-size=32' })).toEqual([]);
  });

  it('limits malloc arenas to two, keeping the operator’s own value and the rest of the environment', () => {
    expect(serverEnvironment({ PORT: '3000' })).toEqual({ MALLOC_ARENA_MAX: '2', PORT: '3000' });
    expect(serverEnvironment({ MALLOC_ARENA_MAX: '8' })).toEqual({ MALLOC_ARENA_MAX: '8' });
  });
});
