// Accessibility (axe-core in the real page): the home page of both brands at 375 and 1280 px, a product page with the
// sub-navigation, the open burger menu, and every other page type — listings, theme detail (with the card options),
// shop and editorial pages, the voucher page's cart form, wishlist, designer hand-off, a 404 — have no serious or
// critical violation.
import { createRequire } from 'node:module'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl, hostCookie } from './browser'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

let browser: Browser
// One context for every page, a page of its own each: axe checks one page's markup, and the shared cache spares each
// page fetching the same styles and chunks again.
let context: BrowserContext
const HOSTS = ['cards.de.localhost', 'cards.ch.localhost', 'poster.de.localhost', 'poster.ch.localhost', 'poster.com.localhost']
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

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

async function open(host: string, path: string, width: number): Promise<Page> {
  if (!HOSTS.includes(host)) throw new Error(`${host}: add it to HOSTS, so that its consent banner is answered`)
  const page = await context.newPage()
  await page.setViewportSize({ width, height: 900 })
  await page.goto(siteUrl(host, path))
  // Below the fold too: the footer's islands hydrate as they come into view, the carousel when reached for.
  await page.locator('footer').scrollIntoViewIfNeeded()
  await page.hover('.reviews__title')
  await page.locator('[data-island="carousel"][data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.evaluate(() => scrollTo(0, 0))
  return page
}

/** Serious and critical violations, as "rule: selector (summary)" lines a failing test prints. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe
    // The whole page, the calculator teaser included (its label colours come from the shop: migration 0009).
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? violation.help})`),
    )
}

describe('axe: no serious or critical violations', () => {
  it.each([
    ['cards.de.localhost', '/', 375],
    ['cards.de.localhost', '/', 1280],
    ['poster.de.localhost', '/', 375],
    ['poster.de.localhost', '/', 1280],
    ['cards.de.localhost', '/fotokalender/', 375],
    ['poster.de.localhost', '/leinwand', 1280],
  ])('%s%s at %i px', async (host, path, width) => {
    const page = await open(host, path, width)
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })

  // Every page type once (both brands where the type exists), at a phone's and a desktop's width.
  it.each([
    ['cards.de.localhost', '/karten-designen/', 1280],
    ['cards.de.localhost', '/karten-designen/?category=hochzeit&sort=created', 375],
    ['cards.de.localhost', '/alle-fotokalender/', 1280],
    ['cards.de.localhost', '/themes/winterzauber/', 1280],
    ['cards.ch.localhost', '/themes/ewige-liebe/', 375],
    ['cards.de.localhost', '/shop/', 1280],
    ['cards.ch.localhost', '/shop/produkte/?quantity=75&envelope=straight-white-114x162', 375],
    ['cards.de.localhost', '/designs/', 1280],
    ['cards.de.localhost', '/products/', 1280],
    ['cards.de.localhost', '/gift-voucher/', 375],
    ['cards.de.localhost', '/gift-voucher/?cartForm=voucher-order&cart=voucher-added', 1280],
    ['cards.de.localhost', '/inspiration/', 1280],
    ['cards.de.localhost', '/service/', 375],
    ['cards.de.localhost', '/journal/bilderwand/', 1280],
    ['cards.de.localhost', '/wunschliste/', 1280],
    ['cards.de.localhost', '/configurator-card/?themeId=winterzauber&quantity=45', 1280],
    ['cards.de.localhost', '/gibt-es-nicht/', 1280],
    ['poster.de.localhost', '/poster', 375],
    ['poster.de.localhost', '/shop', 1280],
    ['poster.ch.localhost', '/shop/produkte', 1280],
    ['poster.com.localhost', '/gift-voucher', 375],
  ])('%s%s at %i px', async (host, path, width) => {
    const page = await open(host, path, width)
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
