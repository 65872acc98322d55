// Hostile content in the action bar (the page's own `bar` field) stays inert in a real browser: no script runs, nothing
// is requested off-site, nothing navigates, the CSP never has to step in. And markup that got past the server anyway
// (simulated by rewriting the response) cannot become an island, nor can an island load a script from anywhere.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl, visitSite } from './browser'
import { PAYLOADS, payloadPath } from './hostile-content'

const HOST = 'cards.de.localhost'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

interface Watch {
  dialogs: string[]
  foreign: string[]
  /** Counts main-frame navigations from now on (call once the page has loaded). */
  start: () => void
  navigations: () => number
  violations: () => Promise<string[]>
}

/** Records dialogs (alert), requests anywhere but our own host (off-site, data:, javascript:) and CSP violations. */
async function watch(page: Page): Promise<Watch> {
  const dialogs: string[] = []
  const foreign: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.hostname !== HOST) foreign.push(request.url())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  let navigations = 0
  return {
    dialogs,
    foreign,
    start: () =>
      void page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations++
      }),
    navigations: () => navigations,
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  }
}

/** Waits for the page's own islands to be live, then a little for anything a payload might set off (refresh 0, onerror). */
async function settle(page: Page): Promise<void> {
  await page.locator('[data-island="action-bar"][data-hydrated="true"]').waitFor({ state: 'attached' })
  // Declined consent: the tracking island renders nothing, but it hydrates.
  await page.locator('[data-island="tracking"][data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForTimeout(1000)
}

describe('hostile action bar content', () => {
  it.each([...PAYLOADS.map((payload, index) => [payload, payloadPath(index)]), ['all five at once', payloadPath('all')]])(
    '%s: no execution, no off-site request, no navigation, no CSP violation',
    async (_, path) => {
      const { page, problems } = await openPage(browser)
      const seen = await watch(page)
      await visitSite(page, HOST, path)
      seen.start()
      await settle(page)
      expect(seen.dialogs).toEqual([])
      expect(seen.foreign).toEqual([])
      expect(seen.navigations()).toBe(0)
      expect(page.url()).toBe(siteUrl(HOST, path))
      expect(await seen.violations()).toEqual([])
      expect(problems).toEqual([])
      // The bar is there, as text and allowed inline markup only.
      const bar = page.locator('.action-bar')
      expect(await bar.count()).toBe(1)
      expect(await bar.locator('img, script, meta, iframe, [data-island], [onerror], [nonce], [href^="javascript" i]').count()).toBe(0)
      expect(await page.locator('[data-island="tracking"]').count()).toBe(1)
      await page.context().close()
    },
  )
})

describe('markup that reached the page anyway', () => {
  /** Serves the real page rewritten by `change`, headers (and CSP) unchanged. */
  async function rewritten(page: Page, path: string, change: (html: string) => string): Promise<void> {
    await page.route(siteUrl(HOST, path), async (route) => {
      // Node cannot resolve *.localhost: the same request through 127.0.0.1 with the site's Host header.
      const url = new URL(route.request().url())
      const response = await route.fetch({
        url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`,
        headers: { ...route.request().headers(), host: url.host },
      })
      await route.fulfill({ response, body: change(await response.text()) })
    })
  }

  it('is never hydrated as an island when it lacks this response’s nonce', async () => {
    const { page, problems } = await openPage(browser)
    const seen = await watch(page)
    await rewritten(page, '/', (html) =>
      html.replace(
        '<body>',
        `<body><div data-island=tracking data-props='{"consent":"granted","scriptUrl":"https://evil.example/x.js","dataLayer":{},"back":"/","labels":{"text":"","accept":"","decline":""}}'></div>` +
          `<div class="injected" data-island=help-chat nonce="guessed-nonce-of-24-chars" data-props='{"label":"Chat","loadingLabel":"…","scriptUrl":"https://evil.example/chat.js"}'></div>`,
      ),
    )
    await visitSite(page, HOST, '/')
    seen.start()
    await settle(page)
    expect(await page.locator('body > [data-island="tracking"]').getAttribute('data-hydrating')).toBeNull()
    expect(await page.locator('.injected').getAttribute('data-hydrating')).toBeNull()
    expect(seen.foreign).toEqual([])
    expect(seen.dialogs).toEqual([])
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('loads no script from an origin the server did not name, even as a server-placed island', async () => {
    const { page, problems } = await openPage(browser)
    const seen = await watch(page)
    // As if configuration had put a foreign script URL into the server's own islands (with granted consent): the
    // browser's allowlist (the origins and own paths the head script names, and our own /assets/) refuses it.
    await rewritten(page, '/', (html) =>
      html
        .replace('http://tags.localhost/gtm.js?id=GTM-DEMO123', 'https://evil.example/x.js')
        .replace('&quot;consent&quot;:&quot;declined&quot;', '&quot;consent&quot;:&quot;granted&quot;')
        .replace(
          '&quot;scriptUrl&quot;:&quot;/demo/chat-widget.js&quot;',
          '&quot;scriptUrl&quot;:&quot;https://evil.example/chat.js&quot;',
        ),
    )
    await visitSite(page, HOST, '/')
    seen.start()
    expect(await page.locator('[data-island="tracking"]').getAttribute('data-props')).toContain('evil.example')
    await page.locator('[data-island="tracking"][data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.locator('button.help-chat').click()
    await page.locator('[data-island="help-chat"][data-hydrated="true"]').waitFor({ state: 'attached' })
    // Refused before any request: the button is back to idle (a load that failed), not loading.
    await expect.poll(() => page.locator('button.help-chat').getAttribute('data-state')).toBe('idle')
    await page.waitForTimeout(500)
    expect(seen.foreign).toEqual([])
    expect(seen.dialogs).toEqual([])
    expect(problems).toEqual([])
    await page.context().close()
  })
})
