// The site-level islands' markup rendered once per set of props (the islands marked `stored`, src/views/island.tsx),
// kept in isolate memory: an island's HTML is its view rendered from its props alone (the browser hydrates it from the
// same props), so equal props give equal bytes, and a render then splices them instead of having React build the action
// bar, the account item, the newsletter form and the consent banner again. Keyed by name, hydration and the props'
// JSON, so another page's return path, another bar or another language is another entry. Public hosts only (the
// renderer provides the lookup beside the shell's splicing).
import type { ReactElement } from 'react'
import { createElement } from 'react'
import { holdsIsolateMemory } from '../cache/isolate-memory'
import { MemoryCache } from '../cache/memory-cache'
import { SingleFlight } from '../cache/single-flight'
import { log } from '../log'
import type { IslandLookup } from '../views/island'
import { NonceContext } from '../views/nonce'
import { afterThisTask } from '../cache/after-this-task'
import { renderStream } from './render-stream'

// An island is 0.5 to 2 KB of HTML and its key about as much again: a few thousand pages' islands in 4 MB (UTF-16),
// beside the heads (12 MB), shells (8 MB) and pages (16 MB) of an isolate's 128 MB.
// `false`: the island's render put something beside its marker, so it is rendered in place, and not tried again.
const islands = new MemoryCache<readonly string[] | false>(4096, 4 * 1024 * 1024)
const inFlight = new SingleFlight<readonly string[] | undefined>()

if (__STAND_INS__)
  holdsIsolateMemory('islands', () => {
    islands.clear()
    inFlight.clear()
  })

let renders = 0

/** How many times this isolate rendered an island apart from its page (tests: a page's second render splices it). */
export function islandRenderCount(): number {
  return renders
}

/**
 * The island's markup alone, split where the nonce stands (its marker carries the response's nonce): rendered with a
 * random stand-in that never leaves this isolate, so each page joins the pieces with its own. Undefined when the render
 * put anything beside the marker (a resource React hoists, such as an image's preload): that island renders in place.
 */
async function renderIsland(element: ReactElement): Promise<readonly string[] | undefined> {
  renders += 1
  const failed: unknown[] = []
  const standIn = `island${crypto.randomUUID().replaceAll('-', '')}`
  const stream = await renderStream(createElement(NonceContext.Provider, { value: standIn }, element), {
    onError: (error: unknown) => void failed.push(error),
  })
  await stream.allReady
  const html = await new Response(stream).text()
  if (failed.length > 0) throw failed[0]
  if (!html.startsWith('<div class="island"') || !html.endsWith('</div>')) return undefined
  return html.split(standIn)
}

/**
 * The lookup a page's renderer hands its islands: the held markup, or undefined, and then it is rendered beside the
 * page (kept alive by `waitUntil`) for the next request. Never waits, so no render is held up and none suspends.
 */
export function islandLookup(now: number, waitUntil: (promise: Promise<unknown>) => void): IslandLookup {
  return (key, element) => {
    const held = islands.get(key, now)
    if (held !== undefined) return held || undefined
    if (!inFlight.has(key))
      waitUntil(
        inFlight.run(key, () =>
          afterThisTask()
            .then(() => renderIsland(element()))
            .then((pieces) => {
              const bytes = (key.length + (pieces ? pieces.join('').length : 0)) * 2
              islands.set(key, pieces ?? false, Number.POSITIVE_INFINITY, bytes)
              return pieces
            })
            .catch((error: unknown) => {
              log.warn('island-render-failed', { error })
              return undefined
            }),
        ),
      )
    return undefined
  }
}
