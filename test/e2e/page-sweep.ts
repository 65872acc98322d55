// The page-type sweep: every page type of both brands (scripts/page-types.mjs) is loaded once, and on that one load
// (1) no horizontal overflow at 320, 375 and 768 px, a failure naming what sticks out; (2) no serious or critical axe
// violation at a phone's and a desktop's width, the footer's islands (the reviews carousel among them) hydrated; (3) no
// problem: no console error or warning (a Content-Security-Policy violation among them), no page error, no failed
// request. Loading each page once for all three is what keeps the sweep to a page load per page type. With
// E2E_SCREENSHOTS=1 it saves each page at both widths to the git-ignored test/e2e/artifacts/ for people to look at.
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_TYPES } from '../../scripts/page-types.mjs'
import { hostCookie, launchBrowser, openPage, recordProblems, SCREENSHOTS, siteUrl } from './browser'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

export const OVERFLOW_WIDTHS = [320, 375, 768]
export const AXE_WIDTHS = [375, 1280]

const ARTIFACTS = 'test/e2e/artifacts'

/** One context for every page of a sweep, consent answered on its hosts, CSP violations reported to the console. */
export async function sweepContext(browser: Browser, hosts: readonly string[]): Promise<BrowserContext> {
  const { page } = await openPage(browser, { viewport: { width: OVERFLOW_WIDTHS[0]!, height: 800 } })
  const context = page.context()
  await page.close()
  await context.addCookies([...new Set(hosts)].map((host) => hostCookie(host, 'consent', 'declined')))
  await context.addInitScript(() => {
    addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return context
}

/**
 * The page's horizontal overflow at the current width: the document's scroll width over the viewport, and what reaches
 * beyond the right edge without a scrolling or clipping box around it (elements and text, e.g. an unbreakable word).
 */
function overflow(page: Page): Promise<{ scrollWidth: number; viewport: number; offenders: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth
    const contained = (element: Element | null): boolean => {
      for (let box = element; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box)
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true
      }
      return false
    }
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${Array.from(element.classList)
        .map((c) => `.${c}`)
        .join('')}`
    const offenders: string[] = []
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const right = element.getBoundingClientRect().right
      if (right > viewport + 0.5 && !contained(element.parentElement) && !contained(element))
        offenders.push(`${describe(element)} (right edge ${Math.round(right)})`)
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (texts.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(texts.currentNode)
      const right = range.getBoundingClientRect().right
      const parent = texts.currentNode.parentElement
      if (parent && right > viewport + 0.5 && !contained(parent))
        offenders.push(
          `text "${(texts.currentNode.textContent ?? '').trim().slice(0, 30)}" in ${describe(parent)} (right edge ${Math.round(right)})`,
        )
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport, offenders: offenders.slice(0, 10) }
  })
}

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

/** Serious and critical violations of the whole page, as "rule: selector (summary)" lines a failing test prints. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE })
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

/** Below the fold too: the footer's islands hydrate as they come into view, the reviews carousel when reached for. */
export async function hydrateFooter(page: Page): Promise<void> {
  await page.locator('footer').scrollIntoViewIfNeeded()
  await page.hover('.reviews__title')
  await page.locator('[data-island="carousel"][data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.evaluate(() => scrollTo(0, 0))
}

/** Loads one page type in the sweep's context and checks it; what it found, per check, for one `toEqual`. */
export async function sweepPage(
  context: BrowserContext,
  host: string,
  path: string,
): Promise<{ overflow: string[]; axe: string[]; problems: string[] }> {
  const page = await context.newPage()
  const problems = recordProblems(page)
  await page.setViewportSize({ width: OVERFLOW_WIDTHS[0]!, height: 800 })
  // Network idle: streamed shop blocks and hydrated islands are in place before anything is measured.
  const url = siteUrl(host, path)
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  expect(response?.status(), `${host}${path}`).toBeLessThan(500)
  const found = { overflow: [] as string[], axe: [] as string[], problems }
  for (const width of OVERFLOW_WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const { scrollWidth, viewport, offenders } = await overflow(page)
    if (scrollWidth > viewport) found.overflow.push(`${width} px: ${scrollWidth} px wide; ${offenders.join(', ')}`)
  }
  await hydrateFooter(page)
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    found.axe.push(...(await seriousViolations(page)).map((line) => `${width} px: ${line}`))
    if (SCREENSHOTS) {
      mkdirSync(ARTIFACTS, { recursive: true })
      const name = `${host.split('.').slice(0, 2).join('-')}${path.replace(/[^a-z0-9]+/gi, '-')}`.replace(/-$/, '')
      await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}.png`, fullPage: true })
    }
  }
  await page.close()
  // A page that is a 404 says so in the console, as every browser does for its own document: that is its status.
  if (response?.status() === 404)
    found.problems = problems.filter((problem) => !problem.includes(`status of 404`) || !problem.endsWith(`(${url})`))
  return found
}

/**
 * The sweep of one brand's page types, as a test file's suite: one file per brand, so the two run side by side. Every
 * page type is a test of its own, and a failure names what it found per check.
 */
export function sweepBrand(brand: 'cards' | 'poster'): void {
  const pages = PAGE_TYPES.filter(([host]) => host.startsWith(`${brand}.`))
  let browser: Browser
  let context: BrowserContext
  beforeAll(async () => {
    browser = await launchBrowser()
    context = await sweepContext(
      browser,
      pages.map(([host]) => host),
    )
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
  })

  describe(`every page type of the ${brand} brand`, () => {
    it.each(pages)('%s%s: no overflow, no serious axe violation, no problem', async (host, path) => {
      expect(await sweepPage(context, host, path)).toEqual({ overflow: [], axe: [], problems: [] })
    })
  })
}
