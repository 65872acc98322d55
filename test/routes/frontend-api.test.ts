// The backend-for-frontend content path and the visual editor's transform call.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { editorQuery } from './editor-query'
import { fetchWorker, resetCaches } from './fetch-worker'

const PREVIEW = 'preview.cards.de.localhost'
beforeEach(() => resetCaches())

async function editorCookie(): Promise<string> {
  const response = await fetchWorker(`/${await editorQuery()}`, { host: PREVIEW })
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

const event = (headline: string) =>
  JSON.stringify({
    action: 'input',
    story: { id: 1, content: { component: 'page', title: 't', teaser: [{ _uid: 't1', component: 'Teaser', headline }], body: [] } },
  })

describe('/frontend-api/{locale}/{slug}', () => {
  it('answers the published story as JSON', async () => {
    const response = await fetchWorker('/frontend-api/fr-ch/fotokalender', { host: 'cards.ch.localhost' })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { story: { full_slug: string; content: { component: string } } }
    expect(body.story.full_slug).toBe('fr-fr/fotokalender')
    expect(body.story.content.component).toBe('page')
  })

  it('never answers a draft on a public host', async () => {
    const response = await fetchWorker('/frontend-api/de-de/neuheiten?version=draft')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('ENTWURF')
  })

  it('logs an unknown five-character locale code it is asked for (SPEC §5), once, and not a code of another length', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect((await fetchWorker('/frontend-api/pt-br/home')).status).toBe(400)
    expect((await fetchWorker('/frontend-api/pt-br/home')).status).toBe(400)
    expect((await fetchWorker('/frontend-api/deutsch/home')).status).toBe(400)
    const logged = warn.mock.calls
      .map(([line]) => JSON.parse(String(line)) as { event: string; code?: string })
      .filter((line) => line.event === 'translator-unknown-locale')
    expect(logged).toEqual([expect.objectContaining({ code: 'pt-br' })])
    warn.mockRestore()
  })

  it('refuses unknown locales and implausible slugs with 400', async () => {
    expect((await fetchWorker('/frontend-api/xx-yy/home')).status).toBe(400)
    expect((await fetchWorker('/frontend-api/de-de/..%2Fetc')).status).toBe(400)
  })

  it('answers the breadcrumb of a page', async () => {
    const response = await fetchWorker('/frontend-api/breadcrumb?locale=de-de&path=/themes/winterzauber/')
    expect(await response.json()).toEqual({
      items: [
        { text: 'Startseite', url: '/' },
        { text: 'themes', url: '/themes/' },
        { text: 'Winterzauber', url: '/themes/winterzauber/' },
      ],
    })
  })
})

describe('/frontend-api/breadcrumb with the CMS behind it', () => {
  const withTokens = { ...env, ...TOKENS } as Env
  let cms: StoryblokMock
  beforeEach(() => {
    cms = mockStoryblok()
  })
  afterEach(() => cms.restore())
  const trail = (path: string, ip: string) =>
    fetchWorker(`/frontend-api/breadcrumb?locale=de-at&path=${encodeURIComponent(path)}`, {
      env: withTokens,
      headers: { 'cf-connecting-ip': ip },
    })

  it('answers a made-up deep path with 404 after at most the page listing, loading no story', async () => {
    const response = await trail('/a/b/c/d/e/f/g/h/', '198.51.100.1')
    expect(response.status).toBe(404)
    // The cache version and the page index (its listing pages), nothing per segment or per fallback locale.
    const calls = cms.calls.map((call) => call.split('?')[0])
    expect(calls[0]).toBe('cdn/spaces/me')
    expect(calls.slice(1).filter((call) => call !== 'cdn/stories')).toEqual([])
  })

  it('refuses a path deeper than 8 segments before any CMS call', async () => {
    const response = await trail(`/${'x/'.repeat(9)}`, '198.51.100.2')
    expect(response.status).toBe(400)
    expect(cms.calls).toEqual([])
  })

  it('loads only the stories of a real page and its indexed parents', async () => {
    const response = await trail('/themes/winterzauber/', '198.51.100.3')
    expect(response.status).toBe(200)
    // The page index, then the page in de-at and its fallback de-de; the parent `themes` is no page of the index and
    // is not loaded.
    const stories = cms.calls.map((call) => call.split('?')[0]).filter((call) => call !== 'cdn/spaces/me' && call !== 'cdn/stories')
    expect(stories).toEqual(['cdn/stories/de-at/themes/winterzauber', 'cdn/stories/de-de/themes/winterzauber'])
  })

  it('limits one address to 30 calls a minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await trail('/service/', '198.51.100.4')).status)
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('/frontend-api/transform', () => {
  it('renders an editor event for a verified editor', async () => {
    const cookie = await editorCookie()
    const response = await fetchWorker('/frontend-api/transform?locale=de-de&path=/&platform=web&slug=home', {
      method: 'POST',
      host: PREVIEW,
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: event('Live <b>bearbeitet</b>'),
    })
    expect(response.status).toBe(200)
    const { html } = (await response.json()) as { html: string }
    expect(html).toContain('<h1 class="teaser__headline">Live &lt;b&gt;bearbeitet&lt;/b&gt;</h1>')
  })

  it('names the edited story in the warning for a block it leaves out, and shows the editor why', async () => {
    const cookie = await editorCookie()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const body = JSON.stringify({
      action: 'input',
      story: {
        id: 7,
        full_slug: 'de-de/live-seite',
        content: {
          component: 'page',
          title: 't',
          teaser: [],
          body: [{ _uid: 'feed-live', component: 'Feed', headline: 'Neu', folder: '', stories: [], limit: 'viele', linkText: '' }],
        },
      },
    })
    const response = await fetchWorker('/frontend-api/transform?locale=de-de&path=/live-seite&platform=web&slug=live-seite', {
      method: 'POST',
      host: PREVIEW,
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body,
    })
    expect(response.status).toBe(200)
    const { html } = (await response.json()) as { html: string }
    expect(html).toContain('data-content-invalid="feed-live"')
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
    expect(lines.filter((line) => line.event === 'content-invalid')).toEqual([
      expect.objectContaining({ story: 'de-de/live-seite', uid: 'feed-live', component: 'Feed', path: 'limit' }),
    ])
  })

  it('refuses a caller that is not a verified editor', async () => {
    const response = await fetchWorker('/frontend-api/transform', {
      method: 'POST',
      host: PREVIEW,
      headers: { 'sec-fetch-site': 'same-origin' },
      body: event('x'),
    })
    expect(response.status).toBe(401)
  })

  it('refuses a cross-site call even with the editor cookie', async () => {
    const cookie = await editorCookie()
    const response = await fetchWorker('/frontend-api/transform', {
      method: 'POST',
      host: PREVIEW,
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      body: event('x'),
    })
    expect(response.status).toBe(403)
  })

  it('answers 400 to an event without a page story', async () => {
    const cookie = await editorCookie()
    const response = await fetchWorker('/frontend-api/transform', {
      method: 'POST',
      host: PREVIEW,
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      body: '{"action":"input"}',
    })
    expect(response.status).toBe(400)
  })

  it('does not exist on public hosts', async () => {
    const response = await fetchWorker('/frontend-api/transform', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
      body: event('x'),
    })
    expect(response.status).toBe(404)
  })
})

describe('preview pages', () => {
  it('load the live bridge inside the editor and warn outside it', async () => {
    const cookie = await editorCookie()
    const inEditor = await (await fetchWorker('/?_storyblok=1', { host: PREVIEW, headers: { cookie } })).text()
    expect(inEditor).toContain('data-island="preview-bridge"')
    expect(inEditor).toContain('/frontend-api/transform?locale=de-de')
    const outside = await (await fetchWorker('/', { host: PREVIEW, headers: { cookie } })).text()
    expect(outside).not.toContain('data-island="preview-bridge"')
    expect(outside).toContain('Entwurfsmodus nicht aktiv')
  })

  it('never ship editor code to public visitors', async () => {
    const html = await (await fetchWorker('/?_storyblok=1')).text()
    expect(html).not.toContain('preview-bridge')
    expect(html).not.toContain('storyblok-v2')
  })
})
