// The application error page in the browser (SPEC §8): a failed render (`/_dev/error`, development only) shows the shop
// around the CMS error story, for both brands at 375 and 1280 px, with no serious or critical axe violation; screenshots
// in test/e2e/artifacts/ with E2E_SCREENSHOTS=1.
import { mkdirSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, SCREENSHOTS, siteUrl, hostCookie } from './browser'
import { seriousViolations } from './page-sweep'

const ARTIFACTS = 'test/e2e/artifacts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('application error page', () => {
  it.each([
    ['cards', 'cards.de.localhost', 'Seite nicht gefunden'],
    ['poster', 'poster.de.localhost', 'Seite nicht gefunden'],
  ])('looks like the %s shop at 375 and 1280 px: layout, CMS error story, calm notice, axe clean', async (brand, host, storyHeadline) => {
    if (SCREENSHOTS) mkdirSync(ARTIFACTS, { recursive: true })
    // One load, looked at as a phone and as a desktop shows it.
    const { page, problems } = await openPage(browser, { viewport: { width: 375, height: 900 } })
    await page.context().addCookies([hostCookie(host, 'consent', 'declined')])
    const response = await page.goto(siteUrl(host, '/_dev/error'))
    expect(response?.status()).toBe(500)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expect.poll(() => page.locator('header.header .header__logo').isVisible()).toBe(true)
      expect(await page.locator('footer.footer').isVisible()).toBe(true)
      expect(await page.locator('.page__notice').textContent()).toContain('Da ist etwas schiefgelaufen')
      expect(await page.locator('h1').first().textContent()).toBe(storyHeadline)
      // Development: the details are shown (never on preview or production hosts).
      expect(await page.locator('pre.dev-error').textContent()).toContain('A view failed while rendering')
      expect(await seriousViolations(page), `${width} px`).toEqual([])
      if (SCREENSHOTS) await page.screenshot({ path: `${ARTIFACTS}/${brand}-error-page-${width}.png`, fullPage: true })
    }
    // The browser reports the document's own status 500; nothing else may go wrong on the page.
    expect(problems.filter((line) => !/status of 500/.test(line))).toEqual([])
    await page.context().close()
  })
})
