// The head's page-level tags rendered once per set of values (src/views/head-meta.tsx), kept in isolate memory: a page's
// title, alternates and social cards are the same on every request for it, and a render then splices their bytes
// instead of having React build some forty tags again. Keyed by the values themselves, so a publish, another origin or
// another page is another entry, and nothing can be served for the wrong page. Public hosts only (the renderer provides
// the lookup beside the shell's splicing); the tags carry no nonce.
import { holdsIsolateMemory } from '../cache/isolate-memory'
import { RenderCache } from '../cache/render-cache'
import type { DocumentMeta } from '../views/document'
import type { HeadLookup, HeadMetaProps } from '../views/head-meta'
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
  return heads.renders ?? 0
}

/**
 * A page's alternates as key text, per list: the loaders hand out one list per page and published index
 * (src/loaders/view/page-meta.ts), so its seventeen links are written out once, not on every request. Each head's
 * values as key text, per head: a page's loader hands out the same head for as long as its content holds. Both rely on
 * the rule of isolate memory (src/cache/isolate-memory.ts): what a cache hands out is never changed.
 */
let alternatesText = new WeakMap<object, string>()
let keys = new WeakMap<DocumentMeta, string>()

if (__STAND_INS__)
  holdsIsolateMemory('memos', () => {
    alternatesText = new WeakMap()
    keys = new WeakMap()
  })

function textOfAlternates(alternates: DocumentMeta['alternates']): string {
  if (!alternates) return ''
  let text = alternatesText.get(alternates)
  if (text === undefined) {
    text = JSON.stringify(alternates)
    alternatesText.set(alternates, text)
  }
  return text
}

/** What the tags are rendered from: equal keys render equal bytes. */
function headKey({ site, meta }: HeadMetaProps): string {
  const { title, description, robots, canonical, alternates, social, pageLinks } = meta
  let key = keys.get(meta)
  if (key === undefined) {
    key = JSON.stringify([title, description, robots, canonical, textOfAlternates(alternates), social, pageLinks])
    keys.set(meta, key)
  }
  return `${site.brand} ${site.preview} ${key}`
}

/**
 * The lookup a page's renderer hands its document: the held tags, or undefined, and then they are rendered beside the
 * page for the next request. A page whose tags are not held renders them in place, which gives the same bytes, so no
 * render is held up and no render suspends in the head.
 */
export function headLookup(now: number, waitUntil: (promise: Promise<unknown>) => void): HeadLookup {
  return (props, element) => heads.lookup(headKey(props), now, () => renderHtml(element).then((html) => [html] as const), waitUntil)
}
