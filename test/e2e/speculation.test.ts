// The next page is already there: hovering a page link on the home page fetches it ahead under the speculation rules,
// and the click is answered from that prefetch (or its prerender); side-effect links are never fetched ahead.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, visitSite } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('speculation rules', () => {
  it('serves a hovered page link from its prefetch when it is clicked', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    const ahead: string[] = []
    page.context().on('request', (request) => {
      if (/prefetch|prerender/.test(request.headers()['sec-purpose'] ?? '')) ahead.push(new URL(request.url()).pathname)
    })
    await visitSite(page, 'cards.de.localhost', '/')
    const link = page.locator('main a[href^="/"]:not([href*="?"]):not([href*="configurator-"])').first()
    const target = (await link.getAttribute('href')) ?? ''
    await link.hover()
    await expect.poll(() => ahead.includes(target), { timeout: 10_000 }).toBe(true)
    await Promise.all([page.waitForURL((url) => url.pathname === target), link.click()])
    const navigation = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }
      return { deliveryType: entry.deliveryType ?? '', activationStart: (entry as { activationStart?: number }).activationStart ?? 0 }
    })
    expect(navigation.deliveryType === 'navigational-prefetch' || navigation.activationStart > 0, JSON.stringify(navigation)).toBe(true)
    // Nothing with side effects or personal data was fetched ahead.
    expect(ahead.filter((path) => /configurator-|kundenkonto|magazin|wunschliste|web-api|\?/.test(path))).toEqual([])
    expect(problems).toEqual([])
  })
})
