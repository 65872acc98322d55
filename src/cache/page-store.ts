// The HTML page cache (Cache API, per data centre, with a small copy in isolate memory): anonymous public pages,
// kept PAGE_CACHE_SECONDS (60 s in wrangler.toml). The key is built from the request variant alone
// (src/domain/request-variant.ts, the same value the renderer reads): host, path, query, language, consent, dismissed
// bars, smart banner, crawler, the space's cache version, and the treatments of only those flags the page read while
// rendering (a manifest per page records them), so a page that reads no flag has one copy for everyone.
// What may be looked up and kept is the policy's (./page-policy.ts): never preview hosts, never a request carrying any
// other cookie, never a response built from stale content, or that failed or was cut off. The CSP nonce is never stored:
// the page is kept split at the nonce's places and each response's own nonce is streamed in between the parts, so
// nothing in the content can turn into a nonce.
// Why the Cache API and not KV: pages are hot locally and cheap to rebuild; KV would replicate them worldwide.
import { isCacheableRequest, isCompletePage, storedPageCacheControl, type PageRequest, type RenderMarks } from './page-policy'
import type { SpaceVersion } from './space-version'
import type { FlagReader } from '../domain/flags'
import { log } from '../log'
import { MemoryCache } from '../domain/memory-cache'
import { holdsIsolateMemory } from './isolate-memory'
import { pageBaseKey, pageKey, pageManifestKey } from './keys'

/** Where this request's page is looked up and stored: everything of the key but the treatments. */
export interface PageCacheSlot {
  /** Undefined on a cold start, when no cv is known yet: nothing to look up, but the page can still be stored. */
  base: string | undefined
  seconds: number
  /** The base once the cv is known; on a cold start the page's own CMS answers teach it while the page renders. */
  settle: () => Promise<string | undefined>
}

export interface StoredPage {
  /** The page's bytes, split where the nonce stood. */
  parts: readonly Uint8Array[]
  headers: Readonly<Record<string, string>>
  expiresAt: number
}

// Pages of about 90 KB: a few dozen hot pages per isolate, never more than 8 MB.
const pages = new MemoryCache<StoredPage>(64, 8 * 1024 * 1024)
const manifests = new MemoryCache<readonly string[]>(512)

holdsIsolateMemory('pages', () => {
  pages.clear()
  manifests.clear()
})

/** When a Cache API entry's memory copy must go: with the entry, not a full lifetime after it was read. */
function expiresAt(hit: Response): number {
  return Number(hit.headers.get('x-page-expires-at')) || 0
}

/** This request's slot, or undefined when its page must not come from or go into the cache. */
export async function pageCacheSlot(request: PageRequest, space: () => SpaceVersion): Promise<PageCacheSlot | undefined> {
  if (!isCacheableRequest(request)) return undefined
  const { variant, seconds } = request
  const version = space()
  const known = await version.current()
  if (!known) {
    const settle = async () => {
      const cv = await version.soon()
      return cv === undefined ? undefined : pageBaseKey(variant, cv)
    }
    return { base: undefined, seconds, settle }
  }
  const base = pageBaseKey(variant, known.cv)
  return { base, seconds, settle: () => Promise.resolve(base) }
}

async function readManifest(base: string, now: number): Promise<readonly string[] | undefined> {
  const held = manifests.get(base, now)
  if (held) return held
  const hit = await caches.default.match(pageManifestKey(base))
  if (!hit) return undefined
  const text = await hit.text()
  const names = text === '' ? [] : text.split(',')
  manifests.set(base, names, expiresAt(hit))
  return names
}

async function readPage(key: string, now: number): Promise<StoredPage | undefined> {
  const held = pages.get(key, now)
  if (held) return held
  const hit = await caches.default.match(key)
  if (!hit) return undefined
  const lengths = (hit.headers.get('x-page-parts') ?? '').split(',').map(Number)
  const bytes = new Uint8Array(await hit.arrayBuffer())
  if (lengths.some((length) => !Number.isInteger(length) || length < 0) || lengths.reduce((a, b) => a + b, 0) !== bytes.byteLength)
    return undefined
  const parts: Uint8Array[] = []
  let offset = 0
  for (const length of lengths) {
    parts.push(bytes.subarray(offset, offset + length))
    offset += length
  }
  const page: StoredPage = {
    parts,
    headers: { 'content-type': hit.headers.get('content-type') ?? 'text/html; charset=utf-8', vary: 'Cookie' },
    expiresAt: expiresAt(hit),
  }
  pages.set(key, page, page.expiresAt, bytes.byteLength)
  return page
}

/** The page stored for this shopper's variant, if any. */
export async function cachedPage(slot: PageCacheSlot, flags: FlagReader, now: number): Promise<StoredPage | undefined> {
  const base = slot.base
  if (base === undefined) return undefined
  try {
    const manifest = await readManifest(base, now)
    return manifest ? await readPage(pageKey(base, manifest, flags), now) : undefined
  } catch (error) {
    log.warn('page-cache-read-failed', { error })
    return undefined
  }
}

const encoder = new TextEncoder()

/** The stored parts with this response's nonce between them, as a stream: the page is never copied into one string. */
export function pageStream(page: StoredPage, nonce: string | undefined): ReadableStream<Uint8Array> {
  const between = encoder.encode(nonce ?? '')
  return new ReadableStream<Uint8Array>({
    start(controller) {
      page.parts.forEach((part, index) => {
        if (index > 0) controller.enqueue(between)
        controller.enqueue(part)
      })
      controller.close()
    },
  })
}

export interface StoreRequest {
  slot: PageCacheSlot
  flags: FlagReader
  headers: Readonly<Record<string, string>>
  /** What the render left on its request, read once the page has ended. */
  marks: () => RenderMarks
  nonce: string | undefined
  now: number
}

/** Reads the second branch of a rendered page and stores it, unless the policy finds it incomplete or unfit. */
export async function storePage(
  body: ReadableStream<Uint8Array>,
  { slot, flags, headers, marks, nonce, now }: StoreRequest,
): Promise<void> {
  try {
    const html = await new Response(body).text()
    const base = await slot.settle()
    if (!isCompletePage(html, marks()) || base === undefined) return
    const parts = (nonce ? html.split(nonce) : [html]).map((part) => encoder.encode(part))
    // Every flag the page read, together with those other renders of it read: a key must name every flag its page
    // depends on. Renders in other isolates may add names meanwhile; their pages sit under their own keys.
    const known = (await readManifest(base, now)) ?? []
    const manifest = [...new Set([...known, ...flags.read()])].sort()
    const expiresAt = now + slot.seconds * 1000
    const key = pageKey(base, manifest, flags)
    const bytes = parts.reduce((sum, part) => sum + part.byteLength, 0)
    const page: StoredPage = { parts, headers, expiresAt }
    manifests.set(base, manifest, expiresAt)
    pages.set(key, page, expiresAt, bytes)
    const common = { 'cache-control': storedPageCacheControl(slot.seconds), 'x-page-expires-at': String(expiresAt) }
    await caches.default.put(pageManifestKey(base), new Response(manifest.join(','), { headers: common }))
    await caches.default.put(
      key,
      new Response(new Blob(parts), {
        headers: {
          ...common,
          'content-type': headers['content-type'] ?? 'text/html; charset=utf-8',
          'x-page-parts': parts.map((part) => part.byteLength).join(','),
        },
      }),
    )
  } catch (error) {
    log.warn('page-cache-write-failed', { error })
  }
}
