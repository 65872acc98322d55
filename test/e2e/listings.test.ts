// The shop's listings and product dialogs in a real browser: a shopper filters and pages the card listing with plain
// links (each click a new URL carrying the state, the scroll position kept), and opens and closes a product's
// description and 3D view.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, visitSite } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const visit = visitSite

const tiles = (page: Page) => page.locator('.theme-tile').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.themeId))
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url())
  return decodeURIComponent(url.pathname + url.search)
}
const dialogType = (page: Page) =>
  page
    .locator('dialog.dialog')
    .evaluate((dialog) => ((dialog as HTMLDialogElement).open ? ((dialog as HTMLElement).dataset.type ?? '') : null))

describe('card design listing', () => {
  it('filters, sorts and pages by following links, each state its own URL', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await visit(page, 'cards.de.localhost', '/karten-designen/')
    expect(await tiles(page)).toHaveLength(12)
    expect(await page.locator('.listing__count').textContent()).toBe('18 Designs')

    await page.click('.pager a[rel="next"]')
    await page.waitForURL(/page=2/)
    expect(pathAndQuery(page)).toBe('/karten-designen/?page=2')
    expect(await tiles(page)).toHaveLength(6)

    // A filter starts over at page 1 and keeps nothing else to undo.
    await page.click('.listing-filter a:has-text("Hochzeit")')
    await page.waitForURL(/category=hochzeit/)
    expect(pathAndQuery(page)).toBe('/karten-designen/?category=hochzeit')
    expect(await tiles(page)).toEqual(['ewige-liebe', 'boho-blueten', 'eukalyptus'])

    await page.click('.link-choice--sort a:has-text("Neueste")')
    await page.waitForURL(/sort=created/)
    expect(pathAndQuery(page)).toBe('/karten-designen/?category=hochzeit&sort=created')
    expect(await tiles(page)).toEqual(['boho-blueten', 'ewige-liebe', 'eukalyptus'])

    // The selected value links back to the state without it.
    await page.click('.listing-filter a[aria-current="true"]')
    await page.waitForURL((url) => !url.search.includes('category'))
    expect(pathAndQuery(page)).toBe('/karten-designen/?sort=created')
    expect(await tiles(page)).toHaveLength(12)

    await page.click('.link-choice--page-size a:has-text("48")')
    await page.waitForURL(/pageSize=48/)
    expect(await tiles(page)).toHaveLength(18)
    expect(await page.locator('.pager').count()).toBe(0)
    // Following a link cancels the previous page's lazy image loads; those are not problems, errors are.
    expect(problems.filter((problem) => !problem.startsWith('requestfailed'))).toEqual([])
    await page.context().close()
  })
})

describe('a change of query only (SPEC §2)', () => {
  it('keeps the scroll position with JavaScript, and opens at the listing without', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 700 } })
    await visit(page, 'cards.de.localhost', '/karten-designen/')
    // The page extras (loaded when the main thread is idle) remember the position.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/page-extras-')))
    await page.evaluate(() => scrollTo(0, 420))
    const before = await page.evaluate(() => scrollY)
    expect(before).toBe(420)
    // Clicked where the page stands (Playwright's click would scroll the link into view first).
    await page.locator('.link-choice--sort a:has-text("Neueste")').evaluate((link: HTMLElement) => link.click())
    await page.waitForURL(/sort=created/)
    expect(new URL(page.url()).hash).toBe('')
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(before)
    // Another path opens at its top.
    await page.goto(page.url().replace('/karten-designen/', '/alle-fotokalender/'))
    expect(await page.evaluate(() => scrollY)).toBe(0)
    expect(problems.filter((problem) => !problem.startsWith('requestfailed'))).toEqual([])
    await page.context().close()

    const plain = await openPage(browser, { viewport: { width: 1280, height: 700 }, javaScriptEnabled: false })
    await visit(plain.page, 'cards.de.localhost', '/karten-designen/')
    await plain.page.click('.link-choice--sort a:has-text("Neueste")')
    await plain.page.waitForURL(/sort=created/)
    expect(new URL(plain.page.url()).hash).toBe('#listing')
    expect(await plain.page.evaluate(() => scrollY)).toBeGreaterThan(0)
    await plain.page.context().close()
  })
})

describe('product dialogs', () => {
  it('opens the product description and the 3D view, and closes each with Escape', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await visit(page, 'cards.de.localhost', '/shop/produkte/')
    const calendar = page.locator('.product-detail--calendar')
    await calendar.locator('[data-product-dialog="product-description"]').click()
    await expect.poll(() => dialogType(page)).toBe('product-description')
    expect(await page.locator('dialog.dialog h2').textContent()).toBe('Wandkalender')
    expect(await page.locator('dialog.dialog').textContent()).toContain('Startmonat, Format und Bindung')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialogType(page)).toBeNull()

    await calendar.locator('[data-product-dialog="3d-preview"]').click()
    await expect.poll(() => dialogType(page)).toBe('3d-preview')
    expect(await page.locator('.preview-3d__face--front').getAttribute('src')).toBe('/demo/shop/calendar-wall.svg')
    await page.locator('.preview-3d__control input').focus()
    await page.keyboard.press('End')
    await expect.poll(() => page.locator('.preview-3d__object').getAttribute('style')).toContain('rotateY(180deg)')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialogType(page)).toBeNull()
    expect(problems).toEqual([])
    await page.context().close()
  })
})
