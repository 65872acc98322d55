// Deferred data (Hydrogen's critical/deferred split): a promise a loader starts and a view renders inside <Suspense>.
// It never rejects (a failure becomes the fallback value, so a late part never breaks a streamed page), and it carries
// React's thenable status once settled, so `use()` reads data that is already in without suspending: it then renders
// in place in the first bytes (also without JavaScript) instead of streaming in behind a placeholder.
export type Deferred<T> = Promise<T>

interface TrackedThenable<T> extends Promise<T> {
  status?: 'pending' | 'fulfilled'
  value?: T
}

export function defer<T>(promise: Promise<T>, fallback: T): Deferred<T> {
  const tracked: TrackedThenable<T> = promise.catch(() => fallback)
  tracked.status = 'pending'
  void tracked.then((value) => {
    tracked.status = 'fulfilled'
    tracked.value = value
  })
  return tracked
}
