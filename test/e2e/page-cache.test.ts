// A first visit (no cookies at all) is answered from the page cache, keeps its new split key, still asks for consent,
// and its islands hydrate over the cached HTML without a mismatch.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('page cache for first visits', () => {
  it('serves a first visit from the cache without a split key, with the consent banner and hydrated islands', async () => {
    // A path of its own, so this test's first request is the one that fills the cache. A page a busy machine renders
    // degraded (a shop call past its time-out) is rightly never kept: then the next path of its own is tried.
    let url = ''
    await expect
      .poll(
        async () => {
          url = siteUrl('poster.de.localhost', `/?first-visit=${crypto.randomUUID()}`)
          const first = await openPage(browser, { viewport: { width: 1280, height: 900 } })
          const filled = await first.page.goto(url)
          await first.page.context().close()
          return filled?.headers()['x-page-cache']
        },
        { timeout: 30_000 },
      )
      .toBe('miss')

    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    const response = await page.goto(url)
    expect(response?.headers()['x-page-cache']).toBe('hit')
    // No experiment key before consent: the one shared copy, every flag control.
    expect((await page.context().cookies()).some((cookie) => cookie.name.includes('split_key'))).toBe(false)
    // Nobody has chosen yet on this visit: the cached copy is the "consent unknown" one.
    expect(await page.locator('.consent').isVisible()).toBe(true)
    // Islands of the cached page hydrate; React reports a mismatch as a console error, which `problems` collects.
    await page.locator('[data-island="action-bar"][data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.locator('footer').scrollIntoViewIfNeeded()
    await page.locator('[data-island="footer"][data-hydrated="true"]').waitFor({ state: 'attached' })
    expect(problems).toEqual([])

    // Consent brings the key with the next page, and the page after keeps it: the experiments are not drawn again.
    await page.context().route('http://tags.localhost/**', (route) => route.fulfill({ contentType: 'application/javascript', body: '' }))
    await page.locator('.consent button[value="granted"]').click()
    await expect.poll(() => page.locator('.consent').count()).toBe(0)
    await page.goto(siteUrl('poster.de.localhost', '/leinwand'))
    const splitKey = (await page.context().cookies()).find((cookie) => cookie.name === '__Host-split_key')
    expect(splitKey?.value).toMatch(/^[0-9a-f-]{36}$/)
    await page.goto(siteUrl('poster.de.localhost', '/'))
    expect((await page.context().cookies()).find((cookie) => cookie.name === '__Host-split_key')?.value).toBe(splitKey?.value)
    await page.context().close()
  })
})
