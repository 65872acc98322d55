// The application error page in the browser (SPEC §8): a failed render (`/_dev/error`, development only) shows the shop
// around the CMS error story, for both brands at 375 and 1280 px, with no serious or critical axe violation; screenshots
// in test/e2e/artifacts/ with E2E_SCREENSHOTS=1.
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, SCREENSHOTS, siteUrl, hostCookie } from './browser'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const ARTIFACTS = 'test/e2e/artifacts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE })
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe
    return (await axe.run(document, { resultTypes: ['violations'] })).violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`))
}

describe('application error page', () => {
  it.each([
    ['cards', 'cards.de.localhost', 'Seite nicht gefunden'],
    ['poster', 'poster.de.localhost', 'Seite nicht gefunden'],
  ])('looks like the %s shop at 375 and 1280 px: layout, CMS error story, calm notice, axe clean', async (brand, host, storyHeadline) => {
    if (SCREENSHOTS) mkdirSync(ARTIFACTS, { recursive: true })
    for (const width of [375, 1280]) {
      const { page, problems } = await openPage(browser, { viewport: { width, height: 900 } })
      await page.context().addCookies([hostCookie(host, 'consent', 'declined')])
      const response = await page.goto(siteUrl(host, '/_dev/error'))
      expect(response?.status()).toBe(500)
      await expect.poll(() => page.locator('header.header .header__logo').isVisible()).toBe(true)
      expect(await page.locator('footer.footer').isVisible()).toBe(true)
      expect(await page.locator('.page__notice').textContent()).toContain('Da ist etwas schiefgelaufen')
      expect(await page.locator('h1').first().textContent()).toBe(storyHeadline)
      // Development: the details are shown (never on preview or production hosts).
      expect(await page.locator('pre.dev-error').textContent()).toContain('A view failed while rendering')
      expect(await seriousViolations(page)).toEqual([])
      if (SCREENSHOTS) await page.screenshot({ path: `${ARTIFACTS}/${brand}-error-page-${width}.png`, fullPage: true })
      // The browser reports the document's own status 500; nothing else may go wrong on the page.
      expect(problems.filter((line) => !/status of 500/.test(line))).toEqual([])
      await page.context().close()
    }
  })
})
