// Waiting on work that may ignore its abort signal (a fetcher, a response body): the caller stops waiting when the
// signal aborts, and the work is abandoned, not awaited.

/** `work`, or a rejection as soon as `signal` aborts: a fetcher that ignores the signal is abandoned, not awaited. */
export function beforeAbort<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    void work()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort))
  })
}
