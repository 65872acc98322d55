// A shopper on two different sites: the page streams in, the action bar island hydrates, dismissing it sticks.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, recordCookieWrites, siteUrl } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe.each([
  ['cards.de.localhost', 'de-DE', 'Kartenfee'],
  ['poster.com.localhost', 'en-US', 'Posterhaus'],
])('home page of %s', (host, locale, brand) => {
  it('renders the page and dismisses the action bar for good', async () => {
    const { page, problems } = await openPage(browser)
    const cookiesWritten = await recordCookieWrites(page)
    const response = await page.goto(siteUrl(host))
    expect(response?.status()).toBe(200)
    expect(await page.getAttribute('html', 'lang')).toBe(locale)
    expect(await page.title()).toContain(brand)
    await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true)

    await page.locator('[data-island="action-bar"][data-hydrated="true"]').waitFor()
    await expect.poll(() => page.locator('.action-bar').isVisible()).toBe(true)

    // The island dismisses in place: no navigation, the bar is gone at once.
    let navigations = 0
    page.on('framenavigated', () => navigations++)
    await page.getByRole('button', { name: /close|schließen/i }).click()
    await expect.poll(() => page.locator('.action-bar').count()).toBe(0)
    expect(navigations).toBe(0)
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === '__Host-dismissed_bars')?.value).toMatch(/sale/)
    // SPEC §9: the longest cookie lifetime a timer can hold (2^31 - 1 ms), site-wide, Lax; bound to the host
    // (`__Host-`, so Secure, which Chromium keeps on http://*.localhost).
    expect((await cookiesWritten()).filter((cookie) => cookie.includes('dismissed_bars='))).toEqual([
      expect.stringMatching(/^__Host-dismissed_bars=[^;\s]*sale[^;\s]*; Path=\/; Max-Age=2147483; SameSite=Lax; Secure$/),
    ])

    await page.reload()
    await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true)
    expect(await page.locator('.action-bar').count()).toBe(0)
    expect(problems).toEqual([])
    await page.context().close()
  })
})

describe('without JavaScript', () => {
  it('still dismisses the bar through the form and returns to the same page', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false })
    await page.goto(siteUrl('cards.ch.localhost', '/fr/'))
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CH')
    await page.locator('.action-bar__close').click()
    await page.waitForURL(siteUrl('cards.ch.localhost', '/fr/'))
    expect(await page.locator('.action-bar').count()).toBe(0)
    await page.context().close()
  })
})
