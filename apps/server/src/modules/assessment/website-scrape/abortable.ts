/**
 * `work`, or the signal's reason as soon as it aborts. For calls that take no signal of their own (the
 * safe fetcher): the request in flight ends by its own timeout, but nothing waits for it, and the
 * caller stops at once.
 */
export function abortable<T>(work: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work();
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work().then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
