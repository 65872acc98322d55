// SPEC §8's errors raised where they occur, through the whole Worker: a link with a disallowed protocol renders as plain
// text, a picture no image provider serves is left out, a form that would navigate off the site returns home; each is
// logged once, with its key, SPEC's message and the offending value cut to a safe length.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addDemoStories } from '../mocks/demo-space'
import { fetchWorker, resetCaches } from './fetch-worker'
import { log } from '../../src/log'
import { LOGGED_VALUE_CHARS } from '../../src/views/content-errors'

let warnings: { mock: { calls: unknown[][] } }
const logged = (event: string) =>
  warnings.mock.calls
    .map((args) => String(args[0]))
    .filter((line) => line.includes(`"event":"${event}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>)

beforeEach(async () => {
  await resetCaches()
  log.forgetOnce()
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

const LONG_SCRIPT = `javascript:alert(document.cookie)//${'x'.repeat(300)}`
const reco = (uid: string, headline: string, link: Record<string, unknown>, filename = '/demo/teaser.svg') => ({
  _uid: uid,
  component: 'RecoSubTeaser',
  headline,
  image: { filename, alt: 'Bild' },
  link,
})

describe('content the shop refuses', () => {
  beforeEach(async () => {
    await addDemoStories('cards', [
      {
        full_slug: 'de-de/fehlerhaft',
        name: 'Fehlerhaft',
        content: {
          component: 'page',
          title: 'Fehlerhaft',
          teaser: [],
          body: [
            reco('r1', 'Skript-Link', { linktype: 'url', url: LONG_SCRIPT, cached_url: LONG_SCRIPT }),
            reco('r2', 'Fremdes Bild', { linktype: 'url', url: '/fotokalender/', cached_url: '/fotokalender/' }, '/uploads/unbekannt.jpg'),
            {
              _uid: 't1',
              component: 'Text',
              text: {
                type: 'doc',
                content: [
                  {
                    type: 'paragraph',
                    content: [
                      {
                        type: 'text',
                        text: 'Datenlink',
                        marks: [{ type: 'link', attrs: { href: 'data:text/html,<b>x</b>', linktype: 'url' } }],
                      },
                    ],
                  },
                ],
              },
            },
          ],
        },
      },
    ])
  })

  it('renders a disallowed protocol as plain text and logs it once, the value cut to a safe length', async () => {
    const first = await (await fetchWorker('/fehlerhaft/')).text()
    await fetchWorker('/fehlerhaft/')
    expect(first).toMatch(/<span class="reco reco--wide">[\s\S]*?Skript-Link/)
    expect(first).not.toContain('javascript:')
    const lines = logged('disallowed-protocol').filter((line) => String(line.value).startsWith('javascript:'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'warn',
      message: 'Navigating to a URL with a disallowed protocol is not allowed',
      protocol: 'javascript',
    })
    expect(lines[0]?.value).toBe(`${LONG_SCRIPT.slice(0, LOGGED_VALUE_CHARS)}…`)
  })

  it('renders a rich-text link with a disallowed protocol as its text and logs it once', async () => {
    const html = await (await fetchWorker('/fehlerhaft/')).text()
    expect(html).toContain('<p>Datenlink</p>')
    expect(logged('disallowed-protocol').filter((line) => line.protocol === 'data')).toHaveLength(1)
  })

  it('leaves out a picture no image provider serves and logs it once', async () => {
    const html = await (await fetchWorker('/fehlerhaft/')).text()
    await fetchWorker('/fehlerhaft/')
    expect(html).toMatch(/<a href="\/fotokalender\/" class="reco reco--wide"><div class="reco__copy">/)
    expect(html).not.toContain('unbekannt.jpg')
    const lines = logged('unknown-image-provider')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ message: 'Unknown image provider or preset', value: '/uploads/unbekannt.jpg' })
  })
})

describe('navigation off the site', () => {
  const post = (path: string, body: string) =>
    fetchWorker(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://cards.de.localhost' },
      body,
    })

  it.each([
    ['/_consent', 'consent=declined&back='],
    ['/_action-bar/dismiss', 'id=cards-winter-sale-de&back='],
  ])('%s refuses an external back URL, returns home and logs SPEC’s message', async (path, body) => {
    const response = await post(path, body + encodeURIComponent('https://evil.example/phish'))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('http://cards.de.localhost/')
    const lines = logged('external-navigation-refused')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      message: 'Navigating to an external URL is not allowed by default',
      value: 'https://evil.example/phish',
    })
  })

  it('refuses a protocol-relative back URL and a script URL, each with its own error', async () => {
    await post('/_consent', `consent=granted&back=${encodeURIComponent('//evil.example/x')}`)
    await post('/_consent', `consent=granted&back=${encodeURIComponent(' JavaScript:alert(1)')}`)
    expect(logged('external-navigation-refused').map((line) => line.value)).toEqual(['//evil.example/x'])
    expect(logged('disallowed-protocol').map((line) => [line.value, line.protocol])).toEqual([[' JavaScript:alert(1)', 'javascript']])
  })

  it('logs nothing for a path on the site', async () => {
    const response = await post('/_consent', `consent=granted&back=${encodeURIComponent('/fotokalender/')}`)
    expect(response.headers.get('location')).toBe('http://cards.de.localhost/fotokalender/')
    expect(logged('external-navigation-refused')).toEqual([])
  })
})
