/**
 * A pause point a test controls: every arrival that `matches` is recorded and, while the gate is
 * shut, held until `open()`. `arrived(n)` resolves once n arrivals have come, so a test waits on what
 * the code did, never on time. A gate made open only records (an observation point).
 */
export interface Gate<T> {
  /** Install this as the pause point. */
  readonly hold: (detail: T) => Promise<void>;
  readonly arrivals: T[];
  arrived(count?: number): Promise<T[]>;
  /** The first arrival (past or to come) that `predicate` accepts. */
  when(predicate: (detail: T) => boolean): Promise<T>;
  /** Lets every held arrival through, and every later one. */
  open(): void;
}

export function gate<T>(
  matches: (detail: T) => boolean = () => true,
  options: { open?: boolean } = {},
): Gate<T> {
  const arrivals: T[] = [];
  const waiters: { count: number; resolve: (arrivals: T[]) => void }[] = [];
  const watchers: { predicate: (detail: T) => boolean; resolve: (detail: T) => void }[] = [];
  let isOpen = options.open ?? false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    arrivals,
    hold: async (detail) => {
      if (!matches(detail)) return;
      arrivals.push(detail);
      for (const waiter of waiters.filter(({ count }) => arrivals.length >= count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve([...arrivals]);
      }
      for (const watcher of watchers.filter(({ predicate }) => predicate(detail))) {
        watchers.splice(watchers.indexOf(watcher), 1);
        watcher.resolve(detail);
      }
      if (!isOpen) await released;
    },
    arrived: (count = 1) =>
      arrivals.length >= count
        ? Promise.resolve([...arrivals])
        : new Promise((resolve) => waiters.push({ count, resolve })),
    when: (predicate) => {
      const seen = arrivals.find(predicate);
      return seen !== undefined
        ? Promise.resolve(seen)
        : new Promise((resolve) => watchers.push({ predicate, resolve }));
    },
    open: () => {
      isOpen = true;
      release();
    },
  };
}

/** Which of several things happened first, by name. */
export async function first(outcomes: Record<string, Promise<unknown>>): Promise<string> {
  return Promise.race(Object.entries(outcomes).map(([name, promise]) => promise.then(() => name)));
}
