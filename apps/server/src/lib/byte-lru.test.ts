import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.js';

describe('ByteLru', () => {
  it('drops the least recently used entries once the budget is passed', () => {
    const cache = new ByteLru<string>(10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
    expect(cache.bytes).toBe(8);
  });

  it('counts bytes added to an entry later, and keeps nothing larger than the budget', () => {
    const cache = new ByteLru<string>(10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    cache.grow('b', 3);
    expect([cache.get('a'), cache.get('b'), cache.bytes]).toEqual([undefined, 'B', 7]);
    cache.set('huge', 'H', 11);
    expect([cache.get('huge'), cache.size]).toEqual([undefined, 1]);
  });
});
