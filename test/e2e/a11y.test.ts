// Accessibility (axe-core in the real page) beyond the page-type sweep (./page-sweep.ts, every page type at 375 and
// 1280 px): the open burger menu of both brands and the voucher page's cart form after an add have no serious or
// critical violation.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl, hostCookie } from './browser'
import { hydrateFooter, seriousViolations } from './page-sweep'

let browser: Browser
// One context for every page, a page of its own each: axe checks one page's markup, and the shared cache spares each
// page fetching the same styles and chunks again.
let context: BrowserContext
const HOSTS = ['cards.de.localhost', 'poster.de.localhost']
beforeAll(async () => {
  browser = await launchBrowser()
  const { page } = await openPage(browser)
  context = page.context()
  await page.close()
  await context.addCookies(HOSTS.map((host) => hostCookie(host, 'consent', 'declined')))
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

async function open(host: string, path: string, width: number): Promise<Page> {
  if (!HOSTS.includes(host)) throw new Error(`${host}: add it to HOSTS, so that its consent banner is answered`)
  const page = await context.newPage()
  await page.setViewportSize({ width, height: 900 })
  await page.goto(siteUrl(host, path))
  await hydrateFooter(page)
  return page
}

describe('axe: no serious or critical violations', () => {
  it('cards.de.localhost/gift-voucher/ with the cart form after an add (1280 px)', async () => {
    const page = await open('cards.de.localhost', '/gift-voucher/?cartForm=voucher-order&cart=voucher-added', 1280)
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })

  it.each([['cards.de.localhost'], ['poster.de.localhost']])('%s with the burger menu open (375 px)', async (host) => {
    const page = await open(host, '/', 375)
    await page.click('.header__burger')
    await page.locator('#burger-menu:not([hidden])').waitFor()
    // Checked once the panel's slide-in and the backdrop's fade have run, however long that takes on a busy machine
    // (a spinner's endless animation is not waited for).
    await page.locator('#burger-menu').evaluate((menu) =>
      Promise.all(
        menu
          .getAnimations({ subtree: true })
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    )
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })
})
