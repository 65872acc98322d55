// The site-wide shell is rendered once per site and layout version, and every page still gets its own per-request
// parts (language links, active navigation tile, return paths) and its own CSP nonce on every script.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import worker from '../../src/index'
import { beforeEach, describe, expect, it } from 'vitest'
import { demoSpaceKey, resetDemoSpaces, type DemoSpaceDocument } from '../../src/content/demo/space'
import { shellRenderCount } from '../../src/respond/shell-cache'
import { collectParts } from '../../src/views/layout/shell-part'
import { createElement } from 'react'
import { renderStream } from '../../src/respond/render-stream'
import { siteFacts } from '../../src/respond/shell-cache'
import { headRenderCount } from '../../src/respond/head-cache'
import { islandRenderCount } from '../../src/respond/island-cache'
import { loadLayout } from '../../src/loaders/shell'
import { Layout } from '../../src/views/layout/layout'
import { NonceContext } from '../../src/views/nonce'
import { PageContextProvider } from '../../src/views/page-context'
import { testScope } from '../loaders/scope'
import { demoSpaceKv } from '../mocks/demo-space'
import { mockStoryblok, TOKENS } from '../mocks/storyblok'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'
import { editorQuery } from './editor-query'
import { fetchWorker, resetCaches } from './fetch-worker'

beforeEach(() => resetCaches())

const nonceIn = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1] ?? 'none'

async function page(host: string, path: string): Promise<{ html: string; nonce: string }> {
  const response = await fetchWorker(path, { host })
  expect(response.status, `${host}${path}`).toBe(200)
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  expect(nonce).toBeTruthy()
  return { html: await response.text(), nonce: nonce ?? '' }
}

async function sign(body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(env.STORYBLOK_WEBHOOK_SECRET),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body))
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

async function publish(fullSlug: string): Promise<void> {
  const body = JSON.stringify({ action: 'published', space_id: 1, story_id: 1, full_slug: fullSlug })
  const response = await fetchWorker('/_webhooks/storyblok', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': await sign(body) },
    body,
  })
  expect(response.status).toBe(200)
}

describe('the shared shell', () => {
  it('is rendered once for the pages of a site and once more for another site', async () => {
    const before = shellRenderCount()
    const home = await page('cards.de.localhost', '/')
    const product = await page('cards.de.localhost', '/fotokalender/')
    expect(shellRenderCount() - before).toBe(1)
    // Both pages still carry the whole shell: flyouts, burger, footer lists, sprite.
    for (const { html } of [home, product]) {
      expect(html).toContain('class="flyout flyout--')
      expect(html).toContain('<div id="burger-menu" class="burger" hidden=""><div class="burger__backdrop"')
      expect(html).toContain('<svg class="icon-sprite" width="0" height="0" aria-hidden="true" focusable="false"><symbol id="icon-')
      expect(html).toContain('class="footer__bottom"><p class="footer__copyright">')
      // The parts went out as bytes where their markers stood: no marker is left.
      expect(html).not.toContain('\u0001')
    }
    await page('poster.de.localhost', '/')
    await page('cards.de.localhost', '/d/')
    expect(shellRenderCount() - before).toBe(3)
  })

  it("is rendered as soon as a cold page's layout is in, while the page's own story is still being read", async () => {
    forgetIsolateMemory('page indexes', 'shells')
    const cms = mockStoryblok({ cv: 100, delayMs: 300 })
    try {
      const before = shellRenderCount()
      let rendersWhenStoryCame: number | undefined
      cms.onEvent = (event) => {
        if (event.startsWith('end cdn/stories/de-de/?')) rendersWhenStoryCame = shellRenderCount() - before
      }
      const response = await fetchWorker('/', { env: { ...env, ...TOKENS } as Env })
      expect(response.status).toBe(200)
      expect(rendersWhenStoryCame).toBe(1)
      // Rendered once: the page then spliced what the head start had stored.
      await response.text()
      expect(shellRenderCount() - before).toBe(1)
    } finally {
      cms.restore()
    }
  })

  it('is rendered anew after a publish, with the published layout', async () => {
    const original = await demoSpaceKv().get(demoSpaceKey('cards'), 'text')
    try {
      // An editor's unpublished change to the German navigation's first item.
      const space = JSON.parse(original ?? '{}') as DemoSpaceDocument
      const layout = space.stories.find((story) => story.full_slug === 'de-de/layout')
      const items = layout?.content?.mainNavigationItems as { text: string }[] | undefined
      expect(items?.[0]).toBeDefined()
      const changed = structuredClone(items ?? [])
      changed[0] = { ...changed[0], text: 'Frisch veröffentlicht' }
      if (layout) layout.draft = { ...layout.content, mainNavigationItems: changed }
      await demoSpaceKv().put(demoSpaceKey('cards'), JSON.stringify(space))
      resetDemoSpaces()

      const before = shellRenderCount()
      expect((await page('cards.de.localhost', '/')).html).not.toContain('Frisch veröffentlicht')
      await page('cards.de.localhost', '/')
      expect(shellRenderCount() - before).toBe(1)
      await publish('de-de/layout')
      expect((await page('cards.de.localhost', '/')).html).toContain('Frisch veröffentlicht')
      expect(shellRenderCount() - before).toBe(2)
    } finally {
      if (original) await demoSpaceKv().put(demoSpaceKey('cards'), original)
      resetDemoSpaces()
    }
  })

  it('is never used on preview hosts (drafts)', async () => {
    const before = shellRenderCount()
    const response = await fetchWorker(`/${await editorQuery()}`, { host: 'preview.cards.de.localhost' })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('class="flyout flyout--')
    expect(shellRenderCount()).toBe(before)
  })
})

describe('per-request parts around the shared shell', () => {
  it('differ between two pages of one site: language links, active tile, return paths', async () => {
    const poster = await page('poster.ch.localhost', '/poster')
    const canvas = await page('poster.ch.localhost', '/leinwand')
    // Language links point at this page in the other languages.
    expect(poster.html).toContain('href="/fr/poster"')
    expect(canvas.html).toContain('href="/fr/leinwand"')
    expect(canvas.html).not.toContain('href="/fr/poster"')
    // The sub-navigation marks this page's tile.
    expect(poster.html).toMatch(/<a class="subnav__link" href="\/poster" aria-current="page"/)
    expect(canvas.html).toMatch(/<a class="subnav__link" href="\/leinwand" aria-current="page"/)
    expect(canvas.html).not.toMatch(/href="\/poster" aria-current="page"/)
    // The action bar's no-JavaScript form returns to this page.
    expect(poster.html).toContain('<input type="hidden" name="back" value="/poster"/>')
    expect(canvas.html).toContain('<input type="hidden" name="back" value="/leinwand"/>')
  })

  it('keeps each page its own bytes when several are rendered before any is read (one page buffer per isolate)', async () => {
    await page('cards.de.localhost', '/')
    // Another cookie than the variant's: each of these renders, none is answered from the page cache.
    const paths = ['/', '/fotokalender/', '/grusskarten/', '/']
    const contexts = paths.map(() => createExecutionContext())
    const responses = await Promise.all(
      paths.map(async (path, index) =>
        worker.fetch(new Request(`http://cards.de.localhost${path}`, { headers: { cookie: 'other=1' } }), env, contexts[index]!),
      ),
    )
    const pages = await Promise.all(responses.map((response) => response.text()))
    await Promise.all(contexts.map((context) => waitOnExecutionContext(context)))
    pages.forEach((html, index) => {
      expect(responses[index]?.headers.get('x-page-cache')).toBeNull()
      expect(html.trimEnd().endsWith('</html>')).toBe(true)
      expect(html).toContain(`<link rel="canonical" href="http://cards.de.localhost${paths[index]}"/>`)
    })
    const [first = '', , , again = ''] = pages
    expect(again.replaceAll(nonceIn(again), 'NONCE')).toBe(first.replaceAll(nonceIn(first), 'NONCE'))
  })

  it('gives every script the response’s own nonce, on the page that rendered the shell and on later ones', async () => {
    const pages = [
      await page('cards.de.localhost', '/'),
      await page('cards.de.localhost', '/'),
      await page('poster.de.localhost', '/poster'),
    ]
    expect(new Set(pages.map((p) => p.nonce)).size).toBe(3)
    for (const { html, nonce } of pages) {
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
      // The client entry that hydrates the islands inside the stored parts.
      expect(html).toContain(`<script type="module" src="/build/client.js" async="" nonce="${nonce}"></script>`)
      // The site-level islands are stored with the shell; their markers carry this response's nonce all the same.
      const markers = html.match(/<div class="island" nonce="[^"]*" data-island="[a-z-]+"/g) ?? []
      for (const name of ['back-to-top', 'help-chat', 'dialog-host']) {
        expect(markers).toContain(`<div class="island" nonce="${nonce}" data-island="${name}"`)
      }
      expect(markers.every((marker) => marker.includes(`nonce="${nonce}"`))).toBe(true)
    }
  })

  it("stores each page's head tags once and splices them into its later renders, byte for byte", async () => {
    forgetIsolateMemory('heads')
    const before = headRenderCount()
    const head = (html: string, nonce: string) => html.slice(0, html.indexOf('</head>')).replaceAll(nonce, 'NONCE')
    const first = await page('cards.de.localhost', '/fotokalender/')
    // Rendered in place on the first page, and once more on its own for the next.
    expect(headRenderCount() - before).toBe(1)
    const second = await page('cards.de.localhost', '/fotokalender/')
    const third = await page('cards.de.localhost', '/fotokalender/')
    expect(headRenderCount() - before).toBe(1)
    expect(head(second.html, second.nonce)).toBe(head(first.html, first.nonce))
    expect(head(third.html, third.nonce)).toBe(head(first.html, first.nonce))
    expect(second.html).toContain('<link rel="alternate" hrefLang="x-default"')
    expect(second.html).not.toContain('\u0001')
    // Another page, or the same page on another site, is its own entry.
    await page('cards.de.localhost', '/')
    await page('cards.at.localhost', '/fotokalender/')
    expect(headRenderCount() - before).toBe(3)
  })

  it("stores the page's site-level islands once per set of props and splices them into its later renders, byte for byte", async () => {
    forgetIsolateMemory('islands')
    const before = islandRenderCount()
    const same = (html: string, nonce: string) => html.replaceAll(nonce, 'NONCE')
    const first = await page('cards.de.localhost', '/fotokalender/')
    // The action bar, the account item, the newsletter form and the consent banner: rendered in place on the first page,
    // and each once more on its own for the next.
    expect(islandRenderCount() - before).toBe(4)
    const second = await page('cards.de.localhost', '/fotokalender/')
    const third = await page('cards.de.localhost', '/fotokalender/')
    expect(islandRenderCount() - before).toBe(4)
    expect(same(second.html, second.nonce)).toBe(same(first.html, first.nonce))
    expect(same(third.html, third.nonce)).toBe(same(first.html, first.nonce))
    for (const name of ['action-bar', 'customer-account', 'customer-newsletter', 'tracking']) {
      expect(second.html).toContain(`<div class="island" nonce="${second.nonce}" data-island="${name}"`)
    }
    expect(second.html).not.toContain('\u0001')
    // Another page has other return paths in its props: its own entries. Another site, its own words and links.
    await page('cards.de.localhost', '/')
    expect(islandRenderCount() - before).toBe(8)
    await page('cards.at.localhost', '/fotokalender/')
    expect(islandRenderCount() - before).toBeGreaterThan(8)
  })

  it('never stores an action bar whose countdown carries the clock: each page renders it anew', async () => {
    forgetIsolateMemory('islands')
    const before = islandRenderCount()
    await page('poster.de.localhost', '/')
    const second = await page('poster.de.localhost', '/')
    const third = await page('poster.de.localhost', '/')
    // The account item, the newsletter form and the consent banner; not the bar.
    expect(islandRenderCount() - before).toBe(3)
    for (const { html } of [second, third]) expect(html).toMatch(/<aside class="action-bar"[^]*?<span class="countdown"/)
  })

  it('stores the site-level islands with the shell: the floating buttons, the dialog host, the white-label bar', async () => {
    const { scope } = testScope({ host: 'cards.de.localhost', path: '/' })
    const view = await loadLayout(scope)
    const element = createElement(
      NonceContext.Provider,
      { value: 'stand-in' },
      createElement(
        PageContextProvider,
        { value: siteFacts(scope) },
        createElement(Layout, { layout: { ...view, shell: 'collect' }, children: null }),
      ),
    )
    const stream = await renderStream(element, { onError: (error) => expect.unreachable(String(error)) })
    await stream.allReady
    const parts = collectParts(await new Response(stream).text())
    for (const [part, island] of [
      ['site-islands', 'back-to-top'],
      ['site-islands', 'help-chat'],
      ['site-islands', 'dialog-host'],
      ['whitelabel-island', 'customer-whitelabel'],
    ] as const) {
      expect(parts.get(part)).toContain(`<div class="island" nonce="stand-in" data-island="${island}"`)
    }
  })

  it('never stores a script inside a shared part (its nonce would be another response’s)', () => {
    expect(() => collectParts('<shell-part data-name="x"><div><script nonce="a">1</script></div></shell-part>')).toThrow(/script/)
    expect(collectParts('<shell-part data-name="x"><nav class="nav"><a href="/">a</a></nav></shell-part>')).toEqual(
      new Map([['x', '<a href="/">a</a>']]),
    )
  })
})
