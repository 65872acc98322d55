// No request reaches the tracking host before consent or after declining; accepting loads the tag manager at once.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, recordCookieWrites, siteUrl, hostCookie } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function countTagRequests(page: Page): Promise<{ count: () => number }> {
  let count = 0
  await page.context().route('http://tags.localhost/**', (route) => {
    count++
    return route.fulfill({ contentType: 'application/javascript', body: 'window.__tagsLoaded = true' })
  })
  return { count: () => count }
}

describe('consent', () => {
  it('loads no tags before consent and after declining, even after a reload', async () => {
    const { page } = await openPage(browser)
    const tags = await countTagRequests(page)
    const cookiesWritten = await recordCookieWrites(page)
    await page.goto(siteUrl('poster.de.localhost', '/'))
    expect(await page.locator('.consent').isVisible()).toBe(true)
    await page.waitForTimeout(500)
    expect(tags.count()).toBe(0)
    // Before a choice the banner is server HTML: its code loads only when the shopper reaches for it.
    expect(await page.locator('[data-island="tracking"][data-hydrated="true"]').count()).toBe(0)
    await page.locator('.consent button[value="declined"]').click()
    await expect.poll(() => page.locator('.consent').count()).toBe(0)
    // SPEC §9: the longest cookie lifetime a timer can hold (2^31 - 1 ms), site-wide, Lax; bound to the host
    // (`__Host-`, so Secure, which Chromium keeps on http://*.localhost).
    expect((await cookiesWritten()).filter((cookie) => cookie.includes('consent='))).toEqual([
      '__Host-consent=declined; Path=/; Max-Age=2147483; SameSite=Lax; Secure',
    ])
    await page.reload()
    await page.locator('h1').first().waitFor()
    await page.waitForTimeout(500)
    expect(tags.count()).toBe(0)
    expect((await page.context().cookies()).find((c) => c.name === '__Host-consent')?.value).toBe('declined')
    await page.context().close()
  })

  it('loads the tag manager with the page payload once the shopper accepts', async () => {
    const { page } = await openPage(browser)
    const tags = await countTagRequests(page)
    await page.goto(siteUrl('poster.de.localhost', '/'))
    await page.locator('.consent button[value="granted"]').click()
    await expect.poll(() => tags.count()).toBe(1)
    const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)
    expect(dataLayer).toContainEqual(expect.objectContaining({ event: 'init', channel: 'poster', locale: 'de-DE', currency: 'eur' }))
    await page.context().close()
  })

  it('loads no tags while the page is prerendered, and loads them once the shopper sees it', async () => {
    const { page } = await openPage(browser)
    const tags = await countTagRequests(page)
    await page.context().addCookies([hostCookie('poster.de.localhost', 'consent', 'granted')])
    // The page as the speculation rules' prerender runs it: `document.prerendering` until it is activated.
    await page.addInitScript(() => {
      const state = window as unknown as { shown?: boolean }
      Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => !state.shown })
    })
    await page.goto(siteUrl('poster.de.localhost', '/'))
    await page.locator('[data-island="tracking"][data-hydrated="true"]').first().waitFor({ state: 'attached' })
    await page.waitForTimeout(500)
    expect(tags.count()).toBe(0)
    await page.evaluate(() => {
      ;(window as unknown as { shown?: boolean }).shown = true
      document.dispatchEvent(new Event('prerenderingchange'))
    })
    await expect.poll(() => tags.count()).toBe(1)
    await page.context().close()
  })

  it('reopens the consent banner from the footer cookie-settings link and takes a new choice', async () => {
    const { page } = await openPage(browser)
    const tags = await countTagRequests(page)
    await page.context().addCookies([hostCookie('poster.de.localhost', 'consent', 'declined')])
    await page.goto(siteUrl('poster.de.localhost', '/'))
    await page.locator('[data-island="tracking"][data-hydrated="true"]').waitFor({ state: 'attached' })
    expect(await page.locator('.consent').count()).toBe(0)
    await page.locator('.footer__cookies').click()
    await page.locator('.consent button[value="granted"]').click()
    await expect.poll(() => tags.count()).toBe(1)
    await page.context().close()
  })

  it('loads nothing with tracking=0 even with consent', async () => {
    const { page } = await openPage(browser)
    const tags = await countTagRequests(page)
    await page.context().addCookies([hostCookie('poster.de.localhost', 'consent', 'granted')])
    await page.goto(siteUrl('poster.de.localhost', '/?tracking=0'))
    // With consent given the island renders nothing visible: wait for it to be hydrated, not shown.
    await page.locator('[data-island="tracking"][data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.waitForTimeout(500)
    expect(tags.count()).toBe(0)
    await page.context().close()
  })
})
