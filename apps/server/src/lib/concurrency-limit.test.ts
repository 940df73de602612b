import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.js';

describe('concurrencyLimit', () => {
  it('runs at most the given number of tasks at once, the rest in order, and frees a slot on failure', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, () => {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    });
    const tasks = gates.map((gate, index) =>
      limit.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(index);
        await gate.promise;
        running -= 1;
        if (index === 0) throw new Error('first fails');
        return index;
      }),
    );
    for (const gate of gates) gate.resolve();
    const settled = await Promise.allSettled(tasks);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(settled.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
