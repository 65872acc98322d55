// The application error page (SPEC §8) through the whole Worker: an unexpected render failure is logged once with the
// request id and answered with the CMS `error` story inside the full layout, status 500, details only in development;
// a layout that fails as well falls back to the minimal branded page; the CMS outage's calm 503 keeps Retry-After and
// wears the layout when the layout is cached.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addDemoStories } from '../mocks/demo-space'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { expectCmsOutageLogs, expectErrorLog } from '../setup/quiet-console'
import { fetchWorker, resetCaches } from './fetch-worker'
import { log } from '../../src/log'
import { blockDefinition } from '../../src/blocks/registry'
import { ICONS } from '../../src/views/icons/icons'

// The failures the error page exists for, provoked through objects the Worker shares: a block view that throws (through
// the block registry), the layout's icon sprite that throws, a not-found handler that throws before it renders.
type HeadlineView = (props: { block: { text?: string } }) => unknown
let restoreHeadline = () => {}
function breakHeadline(): void {
  const definition = blockDefinition('Headline') as unknown as { View: HeadlineView } | undefined
  if (!definition) throw new Error('no Headline block')
  const real = definition.View
  definition.View = (props) => {
    if (props.block.text === 'BOOM') throw new Error('headline exploded: secret-detail')
    return real(props)
  }
  restoreHeadline = () => void (definition.View = real)
}
const realPhone = ICONS.phone
function breakLayout(): void {
  Object.defineProperty(ICONS, 'phone', {
    configurable: true,
    get() {
      throw new Error('layout exploded')
    },
  })
}

const production = { ...env, ENVIRONMENT: 'production' } as Env
const development = { ...env, ENVIRONMENT: 'development' } as Env
const errorLines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((args) => String(args[0]))

beforeEach(async () => {
  await resetCaches()
  breakHeadline()
  await addDemoStories('cards', [
    {
      full_slug: 'de-de/kaputt',
      name: 'Kaputt',
      content: { component: 'page', title: 'Kaputt', teaser: [], body: [{ _uid: 'h', component: 'Headline', text: 'BOOM' }] },
    },
  ])
})
afterEach(() => {
  vi.restoreAllMocks()
  restoreHeadline()
  Object.defineProperty(ICONS, 'phone', { configurable: true, writable: true, value: realPhone })
})

describe('application error page', () => {
  it('answers a render failure with the CMS error story inside the full layout, status 500, no details in production', async () => {
    expectErrorLog('hybrid-ssr-error')
    const spy = vi.spyOn(console, 'error')
    const response = await fetchWorker('/kaputt/', { env: production })
    expect(response.status).toBe(500)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    // The layout: header, navigation, footer.
    expect(html).toContain('<header class="header">')
    expect(html).toContain('class="nav"')
    expect(html).toContain('<footer class="footer">')
    // The CMS error story and the calm notice above it.
    expect(html).toContain('Hoppla – diese Seite haben wir leider nicht gefunden')
    expect(html).toContain('<p class="page__notice">Da ist etwas schiefgelaufen. Diese Seite konnte gerade nicht angezeigt werden.')
    expect(html).not.toContain('dev-error')
    expect(html).not.toContain('secret-detail')
    // Logged once, with the request id the response names.
    const lines = errorLines(spy).filter((line) => line.includes('headline exploded'))
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 'error',
      requestId: response.headers.get('x-request-id'),
      host: 'cards.de.localhost',
    })
  })

  it('shows the error details in development only', async () => {
    expectErrorLog('hybrid-ssr-error')
    const response = await fetchWorker('/kaputt/', { env: development })
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toMatch(/<pre class="dev-error" tabindex="0">Error: headline exploded: secret-detail\n/)
    expect(html).toContain('<footer class="footer">')
  })

  it('falls back to the minimal branded page when the layout fails too, never a stack trace', async () => {
    expectErrorLog('hybrid-ssr-error')
    breakLayout()
    const spy = vi.spyOn(console, 'error')
    const response = await fetchWorker('/kaputt/', { env: production })
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('<html lang="de-DE" data-brand="cards"')
    expect(html).toContain('<a class="header__brand" href="/">Kartenfee</a>')
    expect(html).toContain('<h1>Da ist etwas schiefgelaufen</h1>')
    expect(html).not.toMatch(/exploded|at .*\.(ts|tsx|js):\d+/)
    // The first failure at error level once; the error page's own failure is a warning.
    expect(errorLines(spy).filter((line) => line.includes('exploded'))).toHaveLength(1)
  })

  it('logs a failure outside rendering once, as unhandled-error, and still shows the error story in the layout', async () => {
    expectErrorLog('unhandled-error')
    const info = log.info
    vi.spyOn(log, 'info').mockImplementation((event, fields) => {
      if (event === 'page-not-found') throw new Error('trail exploded')
      info(event, fields)
    })
    const spy = vi.spyOn(console, 'error')
    const response = await fetchWorker('/gibt-es-nicht/', { env: production })
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('<footer class="footer">')
    expect(html).toContain('Hoppla – diese Seite haben wir leider nicht gefunden')
    const lines = errorLines(spy)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      event: 'unhandled-error',
      requestId: response.headers.get('x-request-id'),
      error: { message: 'trail exploded' },
    })
  })
})

describe('CMS outage', () => {
  const withTokens = { ...env, ...TOKENS, CMS_TIMEOUT_MS: '200', ENVIRONMENT: 'production' } as Env
  let cms: StoryblokMock
  beforeEach(() => {
    cms = mockStoryblok({ cv: 300 })
  })
  afterEach(() => cms.restore())

  it('shows the calm 503 with Retry-After inside the cached layout', async () => {
    expectCmsOutageLogs()
    // The layout is cached by an earlier page; the CMS then fails for a page never seen.
    expect((await fetchWorker('/', { env: withTokens })).status).toBe(200)
    cms.failWith = 502
    cms.calls.length = 0
    const response = await fetchWorker('/grusskarten/', { env: withTokens })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    const html = await response.text()
    expect(html).toContain('<h1>Gleich wieder da</h1>')
    expect(html).toContain('<header class="header">')
    expect(html).toContain('<footer class="footer">')
    // Exactly one main landmark: the message sits inside the layout's.
    expect(html.match(/<main/g)).toHaveLength(1)
  })

  it('keeps the calm page without layout when nothing is cached', async () => {
    expectCmsOutageLogs()
    cms.failWith = 502
    const response = await fetchWorker('/grusskarten/', { env: withTokens })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    const html = await response.text()
    expect(html).toContain('<h1>Gleich wieder da</h1>')
    expect(html).toContain('<a class="header__brand" href="/">Kartenfee</a>')
    expect(html).not.toContain('<footer class="footer">')
  })
})
