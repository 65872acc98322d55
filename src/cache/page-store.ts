// The HTML page cache (Cache API, per data centre, with a small copy in isolate memory): anonymous public pages,
// fresh for PAGE_CACHE_SECONDS (60 s in wrangler.toml), then still answered, stale, for PAGE_STALE_SECONDS while one
// request renders them anew (src/middleware/page-cache.ts); past both they are gone. The key is built from the request variant alone
// (src/domain/request-variant.ts, the same value the renderer reads): host, path, query, language, consent, dismissed
// bars, smart banner, crawler, the space's cache version, and the treatments of only those flags the page read while
// rendering (a manifest per page records them), so a page that reads no flag has one copy for everyone.
// What may be looked up and kept is the policy's (./page-policy.ts): never preview hosts, never a request carrying any
// other cookie, never a response built from stale content, or that failed or was cut off. The CSP nonce is never stored:
// the page is kept split at the nonce's places and each response's own nonce is streamed in between the parts, so
// nothing in the content can turn into a nonce.
// Why the Cache API and not KV: pages are hot locally and cheap to rebuild; KV would replicate them worldwide.
import { isCacheableRequest, isCompletePage, pageState, storedPageCacheControl, type PageRequest, type RenderMarks } from './page-policy'
import type { SpaceVersion } from './space-version'
import type { FlagReader } from '../domain/flags'
import { log } from '../log'
import { MemoryCache } from './memory-cache'
import { holdsIsolateMemory } from './isolate-memory'
import { pageBaseKey, pageKey, pageManifestKey } from './keys'

/** Where this request's page is looked up and stored: everything of the key but the treatments. */
export interface PageCacheSlot {
  /** Undefined on a cold start, when no cv is known yet: nothing to look up, but the page can still be stored. */
  base: string | undefined
  seconds: number
  staleSeconds: number
  /** The base once the cv is known; on a cold start the page's own CMS answers teach it while the page renders. */
  settle: () => Promise<string | undefined>
}

export interface StoredPage {
  /** The page's bytes, split where the nonce stood. */
  parts: readonly Uint8Array[]
  headers: Readonly<Record<string, string>>
  /** Until then the page is answered as it is; after it, stale, while it renders anew. */
  freshUntil: number
  /** The end of the stale window: the page is gone, from memory and, by its stored time, from the Cache API. */
  expiresAt: number
}

/** A kept page as this request finds it. */
export interface FoundPage {
  key: string
  page: StoredPage
  state: 'hit' | 'stale'
}

// Pages of about 90 KB, each held twice (parts and template): a few dozen hot pages per isolate, never more than 16 MB.
const pages = new MemoryCache<StoredPage>(64, 16 * 1024 * 1024)
const manifests = new MemoryCache<readonly string[]>(512)

if (__STAND_INS__)
  holdsIsolateMemory('pages', () => {
    pages.clear()
    manifests.clear()
  })

/**
 * A stored time of a Cache API entry; 0 when missing or unreadable, which makes the entry a miss. The entry's max-age
 * only lets the Cache API drop it: these times decide, under whatever clock the Worker runs.
 */
function storedTime(hit: Response, header: 'x-page-expires-at' | 'x-page-fresh-until'): number {
  return Number(hit.headers.get(header)) || 0
}

/** This request's slot, or undefined when its page must not come from or go into the cache. */
export async function pageCacheSlot(
  request: PageRequest & { build: string },
  space: () => SpaceVersion,
): Promise<PageCacheSlot | undefined> {
  if (!isCacheableRequest(request)) return undefined
  const { variant, seconds, staleSeconds, build } = request
  const version = space()
  const known = await version.current()
  if (!known) {
    const settle = async () => {
      const cv = await version.soon()
      return cv === undefined ? undefined : pageBaseKey(variant, cv, build)
    }
    return { base: undefined, seconds, staleSeconds, settle }
  }
  const base = pageBaseKey(variant, known.cv, build)
  return { base, seconds, staleSeconds, settle: () => Promise.resolve(base) }
}

async function readManifest(base: string, now: number): Promise<readonly string[] | undefined> {
  const held = manifests.get(base, now)
  if (held) return held
  const hit = await caches.default.match(pageManifestKey(base))
  const expiresAt = hit ? storedTime(hit, 'x-page-expires-at') : 0
  if (!hit || now >= expiresAt) return undefined
  const text = await hit.text()
  const names = text === '' ? [] : text.split(',')
  manifests.set(base, names, expiresAt)
  return names
}

async function readPage(key: string, now: number): Promise<StoredPage | undefined> {
  const held = pages.get(key, now)
  if (held) return held
  const hit = await caches.default.match(key)
  const expiresAt = hit ? storedTime(hit, 'x-page-expires-at') : 0
  if (!hit || now >= expiresAt) return undefined
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
    freshUntil: storedTime(hit, 'x-page-fresh-until'),
    expiresAt,
  }
  // Twice its bytes: its parts, and the template its answers are copied from.
  pages.set(key, page, page.expiresAt, 2 * bytes.byteLength)
  return page
}

/** The page stored for this shopper's variant, fresh or stale, if any is left. */
export async function cachedPage(slot: PageCacheSlot, flags: FlagReader, now: number): Promise<FoundPage | undefined> {
  const base = slot.base
  if (base === undefined) return undefined
  try {
    const manifest = await readManifest(base, now)
    if (!manifest) return undefined
    const key = pageKey(base, manifest, flags)
    const page = await readPage(key, now)
    return page ? { key, page, state: pageState(page, now) } : undefined
  } catch (error) {
    log.warn('page-cache-read-failed', { error })
    return undefined
  }
}

const encoder = new TextEncoder()

/** A CSP nonce's width: 16 random bytes in base64 (src/middleware/security-headers.ts). */
const NONCE_WIDTH = 24

/** A kept page laid out for its answers: its parts with a nonce-wide gap between each two, and where the gaps are. */
interface Template {
  bytes: Uint8Array<ArrayBuffer>
  gaps: readonly number[]
}

let templates = new WeakMap<StoredPage, Template>()
if (__STAND_INS__) holdsIsolateMemory('memos', () => (templates = new WeakMap()))

function templateOf(page: StoredPage): Template {
  let template = templates.get(page)
  if (template) return template
  const length = page.parts.reduce((sum, part) => sum + part.byteLength, NONCE_WIDTH * (page.parts.length - 1))
  const bytes = new Uint8Array(length)
  const gaps: number[] = []
  let offset = 0
  page.parts.forEach((part, index) => {
    if (index > 0) {
      gaps.push(offset)
      offset += NONCE_WIDTH
    }
    bytes.set(part, offset)
    offset += part.byteLength
  })
  template = { bytes, gaps }
  templates.set(page, template)
  return template
}

/**
 * The stored parts with this response's nonce between them, as one run of bytes: the runtime writes a body it knows
 * whole (with its length), where a stream of the parts would cost a JavaScript hop per part.
 * The bytes are the page's own template with this nonce written into its gaps, not a copy: valid until the next answer
 * of the page, so they go straight into a Response, whose constructor copies a byte body (the Fetch standard's "extract
 * a body": a copy of the bytes), as both callers do. A nonce of another width gets bytes of its own.
 */
export function pageBytes(page: StoredPage, nonce: string | undefined): Uint8Array<ArrayBuffer> {
  const between = encoder.encode(nonce ?? '')
  if (between.byteLength === NONCE_WIDTH) {
    const template = templateOf(page)
    for (const gap of template.gaps) template.bytes.set(between, gap)
    return template.bytes
  }
  const length = page.parts.reduce((sum, part) => sum + part.byteLength, between.byteLength * (page.parts.length - 1))
  const bytes = new Uint8Array(length)
  let offset = 0
  page.parts.forEach((part, index) => {
    if (index > 0) {
      bytes.set(between, offset)
      offset += between.byteLength
    }
    bytes.set(part, offset)
    offset += part.byteLength
  })
  return bytes
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

/**
 * Reads a rendered page (the second branch of the shopper's, or a background render's own) and stores it, unless the
 * policy finds it incomplete or unfit. Whether it was stored; never rejects.
 */
export async function storePage(
  body: ReadableStream<Uint8Array>,
  { slot, flags, headers, marks, nonce, now }: StoreRequest,
): Promise<boolean> {
  try {
    const html = await new Response(body).text()
    const base = await slot.settle()
    if (!isCompletePage(html, marks()) || base === undefined) return false
    const parts = (nonce ? html.split(nonce) : [html]).map((part) => encoder.encode(part))
    // Every flag the page read, together with those other renders of it read: a key must name every flag its page
    // depends on. Renders in other isolates may add names meanwhile; their pages sit under their own keys.
    const known = (await readManifest(base, now)) ?? []
    const manifest = [...new Set([...known, ...flags.read()])].sort()
    const freshUntil = now + slot.seconds * 1000
    const expiresAt = freshUntil + slot.staleSeconds * 1000
    const key = pageKey(base, manifest, flags)
    const bytes = parts.reduce((sum, part) => sum + part.byteLength, 0)
    const page: StoredPage = { parts, headers, freshUntil, expiresAt }
    manifests.set(base, manifest, expiresAt)
    pages.set(key, page, expiresAt, 2 * bytes)
    const common = {
      'cache-control': storedPageCacheControl(slot.seconds, slot.staleSeconds),
      'x-page-expires-at': String(expiresAt),
    }
    await caches.default.put(pageManifestKey(base), new Response(manifest.join(','), { headers: common }))
    await caches.default.put(
      key,
      new Response(new Blob(parts), {
        headers: {
          ...common,
          'content-type': headers['content-type'] ?? 'text/html; charset=utf-8',
          'x-page-parts': parts.map((part) => part.byteLength).join(','),
          'x-page-fresh-until': String(freshUntil),
        },
      }),
    )
    return true
  } catch (error) {
    log.warn('page-cache-write-failed', { error })
    return false
  }
}
