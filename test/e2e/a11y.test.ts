// Accessibility of the shell (axe-core in the real page): the home page of both brands at 375 and 1280 px, a product
// page with the sub-navigation, and the open burger menu have no serious or critical violation.
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl } from './browser'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

async function open(host: string, path: string, width: number): Promise<Page> {
  const { page } = await openPage(browser, { viewport: { width, height: 900 } })
  await page.context().addCookies([{ name: 'consent', value: 'declined', domain: host, path: '/' }])
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
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? violation.help})`))
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
    await page.context().close()
  })

  it.each([['cards.de.localhost'], ['poster.de.localhost']])('%s with the burger menu open (375 px)', async (host) => {
    const page = await open(host, '/', 375)
    await page.click('.header__burger')
    await page.locator('#burger-menu:not([hidden])').waitFor()
    await page.waitForTimeout(400)
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })
})
