// How a rendered page leaves: a render with nothing left to wait for goes out whole, as bytes, which spares the runtime
// pumping a stream; a render still waiting for data sends its shell at once and streams the rest.
import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { Suspense, use } from 'react'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/app-env'
import { routePath } from '../../src/domain/site'
import type { PageReply } from '../../src/loaders/scope'
import { pageScope } from '../../src/middleware/page-scope'
import { requestVariant } from '../../src/middleware/request-variant'
import { siteMiddleware } from '../../src/middleware/site'
import { renderPage } from '../../src/respond/render-page'
import { createExecutionContext } from 'cloudflare:test'

/** What each render handed its reply: whole bytes or a stream. */
const sent: string[] = []
let releaseSlow: () => void = () => {}
let slow = new Promise<void>((resolve) => (releaseSlow = resolve))

function Slow() {
  use(slow)
  return <p>slow part</p>
}

const app = new Hono<AppEnv>({ getPath: (request) => routePath(request.url) })
  .use(siteMiddleware)
  .use(requestVariant)
  .use(pageScope)
  .get('/:kind', (c) => {
    const scope = c.var.scope
    const reply: PageReply = {
      ...scope.reply,
      send: (body, status, headers) => {
        sent.push(body instanceof Uint8Array ? 'bytes' : 'stream')
        return scope.reply.send(body, status, headers)
      },
    }
    const page =
      c.req.param('kind') === 'slow' ? (
        <Suspense fallback={<p>waiting</p>}>
          <Slow />
        </Suspense>
      ) : (
        <p>ready part</p>
      )
    return renderPage(
      Object.assign(Object.create(scope) as typeof scope, { reply }),
      <html lang="de">
        <body>{page}</body>
      </html>,
    )
  })

const get = (path: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`http://cards.de.localhost${path}`, { headers }), env, createExecutionContext())

describe('a rendered page', () => {
  it('goes out whole when its render has nothing left to wait for', async () => {
    sent.length = 0
    const response = await get('/ready')
    expect(await response.text()).toContain('<p>ready part</p>')
    expect(sent).toEqual(['bytes'])
  })

  it('streams its shell at once while a part still waits, then the part', async () => {
    sent.length = 0
    slow = new Promise<void>((resolve) => (releaseSlow = resolve))
    const response = await get('/slow')
    expect(sent).toEqual(['stream'])
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let html = ''
    // React holds back `</body></html>` until the last part: the shell ends with the fallback.
    while (!html.includes('waiting')) html += (await reader.read()).value ?? ''
    expect(html).not.toContain('slow part')
    releaseSlow()
    for (let read = await reader.read(); !read.done; read = await reader.read()) html += read.value
    expect(html).toContain('slow part')
  })

  it('goes out whole to a crawler even while a part waits', async () => {
    sent.length = 0
    slow = new Promise<void>((resolve) => (releaseSlow = resolve))
    const response = get('/slow', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    setTimeout(() => releaseSlow(), 20)
    const html = await (await response).text()
    expect(sent).toEqual(['bytes'])
    expect(html).toContain('slow part')
  })
})
