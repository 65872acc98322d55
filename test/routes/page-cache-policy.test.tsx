// The page cache's policy on a tiny app with the real site, variant and page-cache middleware and the real renderer:
// only a rendered public page that completed is kept; a render that fails while it streams, or a response that is no
// rendered page, goes out as it is and is never stored. Past its freshness a page goes out stale while it renders anew,
// and a background render that fails leaves the stale copy in place.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { Suspense, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../../src/app-env'
import { routePath } from '../../src/domain/site'
import { featureFlags } from '../../src/middleware/feature-flags'
import { keepPage, pageCache, type Redispatch } from '../../src/middleware/page-cache'
import { pageScope } from '../../src/middleware/page-scope'
import { requestVariant } from '../../src/middleware/request-variant'
import { siteMiddleware } from '../../src/middleware/site'
import { renderPage } from '../../src/respond/render-page'
import { pinClock } from '../setup/clock'
import { expectErrorLog } from '../setup/quiet-console'
import { resetCaches } from './fetch-worker'

function Broken(): never {
  throw new Error('a deferred part failed while the page streamed')
}

const page = (body: ReactNode) => (
  <html lang="de">
    <body>{body}</body>
  </html>
)

/** The requests the page cache sent back through the app to render a stale page anew. */
const backgroundRequests: Request[] = []
const renderAgain: Redispatch = (request, workerEnv, ctx) => {
  backgroundRequests.push(request)
  return app.fetch(request, workerEnv, ctx)
}
/** Whether /flaky's render now fails while it streams. */
let flakyBreaks = false

const app = new Hono<AppEnv>({ getPath: (request) => routePath(request.url) })
  .use(pageCache(renderAgain))
  .use(siteMiddleware)
  .use(requestVariant)
  .use(pageScope)
  .use(featureFlags)
  .use(keepPage)
  .get('/whole', (c) => renderPage(c.var.scope, page(<p>whole</p>)))
  .get('/flaky', (c) =>
    renderPage(c.var.scope, page(<Suspense fallback={<p>later</p>}>{flakyBreaks ? <Broken /> : <p>flaky</p>}</Suspense>)),
  )
  .get('/broken', (c) =>
    renderPage(
      c.var.scope,
      page(
        <Suspense fallback={<p>later</p>}>
          <Broken />
        </Suspense>,
      ),
    ),
  )
  .get('/plain', (c) => c.text('no page', 200, { 'cache-control': 'private, no-cache' }))

const cached = { ...env, PAGE_CACHE_SECONDS: '60' } as Env
let run = 0

async function get(path: string, cookie?: string): Promise<Response> {
  const ctx = createExecutionContext()
  const headers = { host: 'cards.de.localhost', ...(cookie ? { cookie } : {}) }
  const response = await app.request(`http://cards.de.localhost${path}`, { headers }, cached, ctx)
  const body = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(body, response)
}

beforeEach(async () => {
  await resetCaches()
  run += 1
  flakyBreaks = false
  backgroundRequests.length = 0
})
afterEach(() => vi.restoreAllMocks())

/** A minute and a second after the test began: every page it stored is past its freshness (60 s). */
const pastFreshness = () => pinClock(Date.now() + 61_000)

describe('page cache policy', () => {
  it('keeps a rendered public page that completed', async () => {
    expect((await get(`/whole?run=${run}`)).headers.get('x-page-cache')).toBe('miss')
    expect((await get(`/whole?run=${run}`)).headers.get('x-page-cache')).toBe('hit')
  })

  it('never keeps a page whose render failed, though it went out on its way to the cache', async () => {
    expectErrorLog('hybrid-ssr-error')
    const first = await get(`/broken?run=${run}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(await first.text()).toMatch(/<\/html>$/)
    expect((await get(`/broken?run=${run}`)).headers.get('x-page-cache')).toBe('miss')
  })

  it('never keeps a response that is no rendered page', async () => {
    const first = await get(`/plain?run=${run}`)
    expect(await first.text()).toBe('no page')
    expect(first.headers.get('x-page-cache')).toBeNull()
    expect((await get(`/plain?run=${run}`)).headers.get('x-page-cache')).toBeNull()
  })

  it("renders a stale page anew with the same request, and a first visit's new split key as its cookie", async () => {
    // A first visit with consent granted: only such a visit is given a split key (EXPERIMENTS_NEED_CONSENT).
    const consented = '__Host-consent=granted'
    expect((await get(`/whole?run=${run}`, consented)).headers.get('x-page-cache')).toBe('miss')
    pastFreshness()
    const stale = await get(`/whole?run=${run}`, consented)
    expect(stale.headers.get('x-page-cache')).toBe('stale')
    const issued = stale.headers
      .getSetCookie()
      .map((cookie) => /^__Host-split_key=([0-9a-f-]{36});/.exec(cookie)?.[1])
      .find(Boolean)
    expect(issued).toBeDefined()
    expect(backgroundRequests.map((request) => [request.url, request.headers.get('cookie')])).toEqual([
      [`http://cards.de.localhost/whole?run=${run}`, `${consented}; __Host-split_key=${issued}`],
    ])
    expect((await get(`/whole?run=${run}`, `${consented}; __Host-split_key=${issued}`)).headers.get('x-page-cache')).toBe('hit')
  })

  it('keeps answering the stale copy when its background render fails, and logs the failure', async () => {
    expectErrorLog('hybrid-ssr-error')
    const cookie = '__Host-consent=granted; __Host-split_key=0d7f3b8e-1c2a-4e5f-8a9b-1234567890ab'
    expect((await get(`/flaky?run=${run}`, cookie)).headers.get('x-page-cache')).toBe('miss')
    flakyBreaks = true
    pastFreshness()
    const warn = vi.spyOn(console, 'warn')
    const stale = await get(`/flaky?run=${run}`, cookie)
    expect(stale.headers.get('x-page-cache')).toBe('stale')
    expect(await stale.text()).toContain('<p>flaky</p>')
    expect(warn.mock.calls.flat().join('\n')).toContain('"event":"page-cache-refresh-failed"')
    // Still the stale copy, and the next request tries again.
    expect((await get(`/flaky?run=${run}`, cookie)).headers.get('x-page-cache')).toBe('stale')
    expect(backgroundRequests).toHaveLength(2)
    flakyBreaks = false
    expect((await get(`/flaky?run=${run}`, cookie)).headers.get('x-page-cache')).toBe('stale')
    expect((await get(`/flaky?run=${run}`, cookie)).headers.get('x-page-cache')).toBe('hit')
  })
})
