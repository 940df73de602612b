import { describe, expect, it } from 'vitest';
import { RobotsCache, robotsPolicyFromResponse, type RobotsPolicy } from './robots.js';

describe('robotsPolicyFromResponse', () => {
  it('allows everything when robots.txt is missing, and nothing when the server fails', () => {
    expect(robotsPolicyFromResponse('https://a.example/robots.txt', 404, '')).toEqual({ kind: 'allow-all' });
    expect(robotsPolicyFromResponse('https://a.example/robots.txt', 500, '')).toEqual({
      kind: 'unavailable',
      status: 500,
    });
  });
});

const allowAll = async (): Promise<RobotsPolicy> => ({ kind: 'allow-all' });

describe('RobotsCache', () => {
  it('asks again once the entry has expired', async () => {
    let clock = 1_000;
    const cache = new RobotsCache(20, 1000, () => clock);
    let loads = 0;
    const load = () => {
      loads += 1;
      return allowAll();
    };
    await cache.get('https://a.example', load);
    await cache.get('https://a.example', load);
    expect(loads).toBe(1);
    clock += 19;
    await cache.get('https://a.example', load);
    expect(loads).toBe(1);
    clock += 1;
    await cache.get('https://a.example', load);
    expect(loads).toBe(2);
  });

  it('forgets a failed read so the next fetch tries again', async () => {
    const cache = new RobotsCache();
    await expect(cache.get('https://a.example', () => Promise.reject(new Error('timeout')))).rejects.toThrow(
      'timeout',
    );
    await expect(cache.get('https://a.example', allowAll)).resolves.toEqual({ kind: 'allow-all' });
  });

  it('keeps at most the configured number of origins, dropping the oldest', async () => {
    const cache = new RobotsCache(60_000, 2);
    let loads = 0;
    const load = () => {
      loads += 1;
      return allowAll();
    };
    await cache.get('https://a.example', load);
    await cache.get('https://b.example', load);
    await cache.get('https://c.example', load);
    await cache.get('https://a.example', load);
    expect(loads).toBe(4);
  });
});
