// The site-level islands' markup rendered once per set of props (the islands marked `stored`, src/views/island.tsx),
// kept in isolate memory: an island's HTML is its view rendered from its props alone (the browser hydrates it from the
// same props), so equal props give equal bytes, and a render then splices them instead of having React build the action
// bar, the account item, the newsletter form and the consent banner again. Keyed by name, hydration and the props'
// JSON, so another page's return path, another bar or another language is another entry. Public hosts only (the
// renderer provides the lookup beside the shell's splicing).
import type { ReactElement } from 'react'
import { RenderCache } from '../cache/render-cache'
import type { IslandLookup } from '../views/island'
import { renderNonceFree } from './render-html'

// An island is 0.5 to 2 KB of HTML and its key about as much again: a few thousand pages' islands in 4 MB (UTF-16),
// beside the heads (12 MB), shells (8 MB) and pages (16 MB) of an isolate's 128 MB.
// `false`: the island's render put something beside its marker, so it is rendered in place, and not tried again.
const islands = new RenderCache<readonly string[] | false>({
  memory: 'islands',
  maxEntries: 4096,
  maxBytes: 4 * 1024 * 1024,
  failed: 'island-render-failed',
})

/** How many times this isolate rendered an island apart from its page (tests: a page's second render splices it). */
export function islandRenderCount(): number {
  return islands.renders ?? 0
}

/**
 * The island's markup alone, split where the nonce stands (its marker carries the response's nonce). False when the
 * render put anything beside the marker (a resource React hoists, such as an image's preload): that island renders in
 * place.
 */
async function renderIsland(element: ReactElement): Promise<readonly string[] | false> {
  const { html, split } = await renderNonceFree(element)
  return html.startsWith('<div class="island"') && html.endsWith('</div>') && split(html)
}

/**
 * The lookup a page's renderer hands its islands: the held markup (false: render in place), or undefined, and then it
 * is rendered beside the page for the next request. Never waits, so no render is held up and none suspends.
 */
export function islandLookup(now: number, waitUntil: (promise: Promise<unknown>) => void): IslandLookup {
  return (key, element) => islands.lookup(key, now, () => renderIsland(element()), waitUntil)
}
