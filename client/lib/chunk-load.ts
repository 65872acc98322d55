// SPEC §4: a chunk that fails to load (usually a deploy replaced it) reloads the page once per path within 10 s, never
// in a loop. Every lazy import in the client goes through here: island hydration, dialogs, dialog host, customer menu.

const KEY = 'chunk-reload'
const GUARD_MS = 10_000

/** Whether the error is a failed module fetch (Chromium: "Failed to fetch dynamically imported module"). */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof TypeError && /import|module/i.test(error.message)
}

/**
 * Logs what failed and, when a chunk could not be loaded, reloads the page unless this path was reloaded for that in the
 * last 10 s (the last reload's path and time are kept in sessionStorage).
 */
export function chunkFailed(what: string, error: unknown): void {
  console.error(`${what} failed`, error)
  if (!isChunkLoadError(error)) return
  const [path, at] = (sessionStorage.getItem(KEY) ?? '').split(' ')
  if (path === location.pathname && Date.now() - Number(at) < GUARD_MS) return
  sessionStorage.setItem(KEY, `${location.pathname} ${Date.now()}`)
  location.reload()
}

/** A lazy import under the guard: a failure is reported (and may reload the page), then passed on to the caller. */
export function loadChunk<T>(what: string, load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    chunkFailed(what, error)
    throw error
  })
}
