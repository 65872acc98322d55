// The head's page-level tags rendered once per set of values (src/views/head-meta.tsx), kept in isolate memory: a page's
// title, alternates and social cards are the same on every request for it, and a render then splices their bytes
// instead of having React build some forty tags again. Keyed by the values themselves, so a publish, another origin or
// another page is another entry, and nothing can be served for the wrong page. Public hosts only (the renderer provides
// the lookup beside the shell's splicing); the tags carry no nonce.
import { RenderCache } from '../cache/render-cache'
import type { HeadLookup } from '../views/head-meta'
import { renderHtml } from './render-html'

// A head is 3 to 6 KB of HTML (twice that as UTF-16) and its key about half that: about a thousand of an isolate's
// most visited pages fit in 12 MB, beside the shells (8 MB) and the page cache's memory tier (16 MB) of its 128 MB.
// Each head is held as the one-piece list the splice takes, so the splice encodes it once, not on every page.
const heads = new RenderCache<readonly [string]>({
  memory: 'heads',
  maxEntries: 2048,
  maxBytes: 12 * 1024 * 1024,
  failed: 'head-render-failed',
})

/** How many times this isolate rendered a head apart from its page (tests: a page's second render splices it). */
export function headRenderCount(): number {
  return heads.renders
}

/**
 * The lookup a page's renderer hands its document: the held tags, or undefined, and then they are rendered beside the
 * page for the next request. A page whose tags are not held renders them in place, which gives the same bytes, so no
 * render is held up and no render suspends in the head.
 */
export function headLookup(now: number, waitUntil: (promise: Promise<unknown>) => void): HeadLookup {
  return (key, element) => heads.lookup(key, now, () => renderHtml(element).then((html) => [html] as const), waitUntil)
}
