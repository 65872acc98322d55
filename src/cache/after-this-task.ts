// Background work a response does not wait for (a stored part's first rendering), started once the current task has
// run: the page's own render, which React runs in microtasks, goes out first, and on a cold isolate the page's first
// byte does not wait for the parts it will store for the next request.
export function afterThisTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
