// The head's page-level tags rendered once per set of values (src/views/head-meta.tsx), kept in isolate memory: a page's
// title, alternates and social cards are the same on every request for it, and a render then splices their bytes
// instead of having React build some forty tags again. Keyed by the values themselves, so a publish, another origin or
// another page is another entry, and nothing can be served for the wrong page. Public hosts only (the renderer provides
// the lookup beside the shell's splicing); the tags carry no nonce.
import type { ReactElement } from 'react'
import { holdsIsolateMemory } from '../cache/isolate-memory'
import { MemoryCache } from '../cache/memory-cache'
import { SingleFlight } from '../cache/single-flight'
import { log } from '../log'
import type { HeadLookup } from '../views/head-meta'
import { afterThisTask } from '../cache/after-this-task'
import { renderStream } from './render-stream'

// A head is 3 to 6 KB of HTML (twice that as UTF-16) and its key about half that: about a thousand of an isolate's
// most visited pages fit in 12 MB, beside the shells (8 MB) and the page cache's memory tier (16 MB) of its 128 MB.
// Each head is held as the one-piece list the splice takes, so the splice encodes it once, not on every page.
const heads = new MemoryCache<readonly [string]>(2048, 12 * 1024 * 1024)
const inFlight = new SingleFlight<readonly [string] | undefined>()

if (__STAND_INS__)
  holdsIsolateMemory('heads', () => {
    heads.clear()
    inFlight.clear()
  })

let renders = 0

/** How many times this isolate rendered a head apart from its page (tests: a page's second render splices it). */
export function headRenderCount(): number {
  return renders
}

async function renderHead(element: ReactElement): Promise<string> {
  renders += 1
  const failed: unknown[] = []
  const stream = await renderStream(element, { onError: (error: unknown) => void failed.push(error) })
  await stream.allReady
  const html = await new Response(stream).text()
  if (failed.length > 0) throw failed[0]
  return html
}

/**
 * The lookup a page's renderer hands its document: the held tags, or undefined, and then they are rendered beside the
 * page (kept alive by `waitUntil`) for the next request. Never waits: a page whose tags are not held renders them in
 * place, which gives the same bytes, so no render is held up and no render suspends in the head.
 */
export function headLookup(now: number, waitUntil: (promise: Promise<unknown>) => void): HeadLookup {
  return (key, element) => {
    const held = heads.get(key, now)
    if (held !== undefined) return held
    if (!inFlight.has(key))
      waitUntil(
        inFlight.run(key, () =>
          afterThisTask()
            .then(() => renderHead(element))
            .then((html) => {
              const pieces = [html] as const
              heads.set(key, pieces, Number.POSITIVE_INFINITY, (key.length + html.length) * 2)
              return pieces
            })
            .catch((error: unknown) => {
              log.warn('head-render-failed', { error })
              return undefined
            }),
        ),
      )
    return undefined
  }
}
