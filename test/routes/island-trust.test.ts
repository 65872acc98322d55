// Islands only where the server put them: every marker carries the response's nonce (also inside the stored shell and
// on a page-cache hit), and the head's nonce-bearing script names that nonce and the origins scripts may come from.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { shellRenderCount } from '../../src/respond/shell-cache'
import { fetchWorker, resetCaches } from './fetch-worker'

/** A base64 nonce holds `+` and `/`, which mean something in a pattern. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
const markers = (html: string) => [...html.matchAll(/<div class="island"([^>]*)>/g)].map((match) => match[1] ?? '')
const cached = { ...env, PAGE_CACHE_SECONDS: '60' } as Env
let unique = 0

beforeEach(() => resetCaches())

describe('island markers', () => {
  it('carry this response’s nonce, the shell’s islands included, and the head script trusts exactly that nonce', async () => {
    const response = await fetchWorker('/')
    const html = await response.text()
    const nonce = nonceOf(response)
    const found = markers(html)
    expect(found.length).toBeGreaterThan(4)
    for (const attributes of found) expect(attributes).toContain(` nonce="${nonce}"`)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(
      new RegExp(
        `<script nonce="${escapeRegExp(nonce)}">Object\\.defineProperty\\(self,"__islandTrust",\\{value:Object\\.freeze\\(\\{nonce:document\\.currentScript\\.nonce,scriptOrigins:Object\\.freeze\\(\\["http://tags\\.localhost","/demo/chat-widget\\.js"\\]\\)`,
      ),
    )
    // The nonce is never written as text: only in attributes the browser hides from the page.
    expect(html.split(nonce).length - 1).toBe(html.match(new RegExp(`nonce="${escapeRegExp(nonce)}"`, 'g'))?.length)
  })

  it('carry each page’s own nonce when the shell comes from the isolate’s store', async () => {
    const first = await fetchWorker('/')
    await first.text()
    const renders = shellRenderCount()
    const second = await fetchWorker('/fotokalender/')
    const html = await second.text()
    expect(shellRenderCount()).toBe(renders)
    const nonce = nonceOf(second)
    expect(nonce).not.toBe(nonceOf(first))
    expect(html).toContain('data-island="main-nav"')
    for (const attributes of markers(html)) expect(attributes).toContain(` nonce="${nonce}"`)
    expect(html).not.toMatch(/shell[0-9a-f]{32}/)
  })

  it('carry the new nonce on a page-cache hit', async () => {
    const url = `/?island-trust=${++unique}`
    const miss = await fetchWorker(url, { env: cached })
    await miss.text()
    const hit = await fetchWorker(url, { env: cached })
    expect(hit.headers.get('x-page-cache')).toBe('hit')
    const html = await hit.text()
    const nonce = nonceOf(hit)
    expect(html).not.toContain(nonceOf(miss))
    for (const attributes of markers(html)) expect(attributes).toContain(` nonce="${nonce}"`)
    expect(html).toContain(`<script nonce="${nonce}">Object.defineProperty(self,"__islandTrust"`)
  })

  it('name no tag origin when tracking is off for the visit', async () => {
    const html = await (await fetchWorker('/?tracking=0')).text()
    expect(html).toContain('scriptOrigins:Object.freeze(["/demo/chat-widget.js"])')
  })

  it('name the help chat provider’s origin from HELP_CHAT_SCRIPT_URL, and nothing for no chat', async () => {
    const provider = { ...env, HELP_CHAT_SCRIPT_URL: 'https://chat.provider.example/widget.js?key=k1' } as Env
    const html = await (await fetchWorker('/?tracking=0', { env: provider })).text()
    expect(html).toContain('scriptOrigins:Object.freeze(["https://chat.provider.example"])')
    expect(html).toContain('&quot;scriptUrl&quot;:&quot;https://chat.provider.example/widget.js?key=k1&quot;')
    // The stored shell holds the site's islands; a configuration is the isolate's for its life, so a new one starts afresh.
    await resetCaches()
    const none = await (await fetchWorker('/?tracking=0', { env: { ...env, HELP_CHAT_SCRIPT_URL: '' } as Env })).text()
    expect(none).toContain('scriptOrigins:Object.freeze([])')
    expect(none).not.toContain('data-island="help-chat"')
    expect(none).not.toContain('chat-widget')
  })
})
