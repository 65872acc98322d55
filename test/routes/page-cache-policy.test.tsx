// The page cache's policy on a tiny app with the real site, variant and page-cache middleware and the real renderer:
// only a rendered public page that completed is kept; a render that fails while it streams, or a response that is no
// rendered page, goes out as it is and is never stored.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { Suspense, type ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/app-env'
import { routePath } from '../../src/domain/site'
import { pageCache } from '../../src/middleware/page-cache'
import { pageScope } from '../../src/middleware/page-scope'
import { requestVariant } from '../../src/middleware/request-variant'
import { siteMiddleware } from '../../src/middleware/site'
import { renderPage } from '../../src/respond/render-page'
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

const app = new Hono<AppEnv>({ getPath: (request) => routePath(request.url) })
  .use(siteMiddleware)
  .use(requestVariant)
  .use(pageScope)
  .use(pageCache)
  .get('/whole', (c) => renderPage(c.var.scope, page(<p>whole</p>)))
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

async function get(path: string): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await app.request(`http://cards.de.localhost${path}`, { headers: { host: 'cards.de.localhost' } }, cached, ctx)
  const body = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(body, response)
}

beforeEach(async () => {
  await resetCaches()
  run += 1
})

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
})
