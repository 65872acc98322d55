// The shell in a real browser (SPEC §2, §4): flyouts by hover, keyboard and touch, the navigation's previous/next
// buttons, the burger menu (scroll lock, auto-close at 1000 px, second-level scroll memory), the footer's collapsing
// below 720 px and its "view more", back-to-top; plus screenshots of both brands at 375 and 1280 px.
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl, SCREENSHOTS, hostCookie } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function open(width: number, host = 'cards.de.localhost', options: { hasTouch?: boolean; height?: number } = {}) {
  const { page, problems } = await openPage(browser, {
    viewport: { width, height: options.height ?? 900 },
    hasTouch: options.hasTouch ?? false,
  })
  // A returning shopper: the consent banner (tracking issue) has been answered and stays out of the way.
  await page.context().addCookies([hostCookie(host, 'consent', 'declined')])
  const response = await page.goto(siteUrl(host))
  expect(response?.status()).toBe(200)
  return { page, problems }
}

const live = (page: Page, island: string) => page.locator(`[data-island="${island}"][data-hydrated="true"]`).waitFor({ state: 'attached' })
const visible = (page: Page, selector: string) => page.locator(selector).isVisible()

describe('main navigation and flyouts (1280 px)', () => {
  it('opens the hovered item’s flyout, switches on hover and closes when the pointer leaves', async () => {
    const { page, problems } = await open(1280)
    expect(await visible(page, '.flyout--calendar')).toBe(false)
    await page.hover('[data-flyout="calendar"] > .nav__link')
    await expect.poll(() => visible(page, '.flyout--calendar')).toBe(true)
    await live(page, 'main-nav')
    await page.hover('[data-flyout="card"] > .nav__link')
    await expect.poll(() => visible(page, '.flyout--card')).toBe(true)
    expect(await visible(page, '.flyout--calendar')).toBe(false)
    expect(await page.getAttribute('[data-flyout="card"] > .nav__link', 'aria-expanded')).toBe('true')
    // The card layout: hovering an occasion shows its extra links.
    await page.hover('.flyout--card .occasion:nth-child(2) > .occasion__link')
    await expect.poll(() => page.locator('.flyout--card .occasion:nth-child(2) .occasion__extra').isVisible()).toBe(true)
    expect(await page.locator('.flyout--card .occasion:nth-child(1) .occasion__extra').isVisible()).toBe(false)
    await page.mouse.move(640, 880)
    await expect.poll(() => visible(page, '.flyout--card')).toBe(false)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('works by keyboard: ArrowDown opens and enters, Escape closes and returns, Enter and Space open', async () => {
    const { page } = await open(1280)
    const link = page.locator('[data-flyout="photobook"] > .nav__link')
    await link.focus()
    await page.locator('nav.nav[data-js]').waitFor({ state: 'attached' })
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => visible(page, '.flyout--photobook')).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.closest('.flyout')?.classList.contains('flyout--photobook'))).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => visible(page, '.flyout--photobook')).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await link.textContent())
    const url = page.url()
    await page.keyboard.press('Enter')
    await expect.poll(() => visible(page, '.flyout--photobook')).toBe(true)
    expect(page.url()).toBe(url)
    await page.keyboard.press(' ')
    await expect.poll(() => visible(page, '.flyout--photobook')).toBe(false)
    await page.keyboard.press(' ')
    await expect.poll(() => visible(page, '.flyout--photobook')).toBe(true)
    // Tabbing out of the item closes its flyout.
    await page.keyboard.press('Escape')
    await page.keyboard.press('Tab')
    expect(await visible(page, '.flyout--photobook')).toBe(false)
    await page.context().close()
  })

  it('opens on the first tap and follows the link on the second (touch)', async () => {
    const { page } = await open(1280, 'cards.de.localhost', { hasTouch: true })
    const url = page.url()
    await page.tap('[data-flyout="collage"] > .nav__link')
    await expect.poll(() => visible(page, '.flyout--collage')).toBe(true)
    // The first tap also loads the island, which replays it; a shopper's second tap comes after that.
    await live(page, 'main-nav')
    await expect.poll(() => page.getAttribute('[data-flyout="collage"] > .nav__link', 'aria-expanded')).toBe('true')
    expect(page.url()).toBe(url)
    await page.tap('[data-flyout="collage"] > .nav__link')
    await page.waitForURL(/\/collage\/$/)
    await page.context().close()
  })
})

describe('main navigation on a narrow screen (375 px)', () => {
  it('scrolls with the previous and next buttons', async () => {
    const { page } = await open(375)
    await page.hover('.nav__list')
    await live(page, 'main-nav')
    await expect.poll(() => visible(page, '.nav__arrow--next')).toBe(true)
    expect(await visible(page, '.nav__arrow--previous')).toBe(false)
    await page.click('.nav__arrow--next')
    await expect.poll(() => page.locator('.nav__list').evaluate((list) => list.scrollLeft)).toBeGreaterThan(100)
    await expect.poll(() => visible(page, '.nav__arrow--previous')).toBe(true)
    // No flyouts below 1000 px: the burger menu has the second level.
    await page.hover('[data-flyout="calendar"] > .nav__link')
    expect(await visible(page, '.flyout--calendar')).toBe(false)
    await page.context().close()
  })
})

describe('burger menu (375 px)', () => {
  it('opens with the scroll locked, remembers a second level’s scroll position, and closes itself at 1000 px', async () => {
    const { page, problems } = await open(375, 'cards.de.localhost', { height: 560 })
    // The very first tap loads the island; the tap is replayed once it is live.
    await page.click('.header__burger')
    await expect.poll(() => visible(page, '#burger-menu')).toBe(true)
    expect(await page.getAttribute('.header__burger', 'aria-expanded')).toBe('true')
    expect(await page.getAttribute('html', 'data-scroll-lock')).toBe('')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-burger'))).toBe('close')
    // Burger-only items are here.
    expect(await page.locator('#burger-menu').getByText('Gutscheine').isVisible()).toBe(true)

    const level = page.locator('#burger-level-1')
    await page.click('[data-burger="burger-level-1"]')
    await expect.poll(() => level.isVisible()).toBe(true)
    expect(await visible(page, '[data-burger-root]')).toBe(false)
    await level.evaluate((element) => element.scrollTo(0, 160))
    await expect.poll(() => level.evaluate((element) => element.scrollTop)).toBe(160)
    await page.click('#burger-level-1 [data-burger="back"]')
    await expect.poll(() => visible(page, '[data-burger-root]')).toBe(true)
    expect(await level.isVisible()).toBe(false)
    await page.click('[data-burger="burger-level-1"]')
    await expect.poll(() => level.evaluate((element) => element.scrollTop)).toBe(160)

    await page.keyboard.press('Escape')
    await expect.poll(() => visible(page, '#burger-menu')).toBe(false)
    expect(await page.getAttribute('html', 'data-scroll-lock')).toBeNull()
    await page.click('.header__burger')
    await expect.poll(() => visible(page, '#burger-menu')).toBe(true)

    await page.setViewportSize({ width: 1000, height: 700 })
    await expect.poll(() => page.locator('#burger-menu').evaluate((menu) => (menu as HTMLElement).hidden)).toBe(true)
    expect(await page.getAttribute('html', 'data-scroll-lock')).toBeNull()
    expect(await page.getAttribute('.header__burger', 'aria-expanded')).toBe('false')
    expect(problems).toEqual([])
    await page.context().close()
  })
})

describe('footer', () => {
  const openStates = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((list) => list.map((d) => (d as HTMLDetailsElement).open))

  it('collapses lists, tiles and boxes below 720 px only, each starting as SPEC §4 says', async () => {
    const { page } = await open(375)
    await page.locator('footer').scrollIntoViewIfNeeded()
    await live(page, 'footer')
    expect(await openStates(page, '.tile')).toEqual([true, false, false])
    expect(await openStates(page, '.link-box__list')).toEqual([true, false])
    expect(await openStates(page, '.footer-box')).toEqual([true, false, true, false, true])
    await page.click('.tile:nth-child(2) > summary')
    await page.click('.tile:nth-child(1) > summary')
    expect(await openStates(page, '.tile')).toEqual([false, true, false])

    await page.setViewportSize({ width: 1280, height: 900 })
    await expect.poll(() => openStates(page, 'footer details')).toEqual(Array(10).fill(true))
    await page.locator('.link-box__list:nth-child(1) > summary').dispatchEvent('click')
    expect(await openStates(page, '.link-box__list')).toEqual([true, true])

    await page.setViewportSize({ width: 375, height: 900 })
    await expect.poll(() => openStates(page, '.tile')).toEqual([true, false, false])
    await page.context().close()
  })

  it('shows "view more" only while the SEO text is clipped', async () => {
    const { page } = await open(375)
    await page.locator('.seo').scrollIntoViewIfNeeded()
    await live(page, 'footer')
    await expect.poll(() => visible(page, '.seo__more')).toBe(true)
    const clamped = await page.locator('.seo__text').evaluate((text) => text.clientHeight)
    await page.click('.seo__more')
    await expect.poll(() => page.locator('.seo__text').evaluate((text) => text.clientHeight)).toBeGreaterThan(clamped)
    expect(await page.textContent('.seo__more')).toBe('Weniger anzeigen')
    await page.context().close()
  })
})

describe('back to top', () => {
  it('appears after scrolling up beyond half the window height (500 ms debounce) and scrolls to the top', async () => {
    const { page } = await open(1280, 'cards.de.localhost', { height: 700 })
    // The island wakes at the page's first scroll: nothing of it loads for a shopper who never scrolls.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('back-to-top')))).toBe(
      false,
    )
    await page.evaluate(() => scrollBy(0, 1))
    await live(page, 'back-to-top')
    // Playwright's clock from here on: the debounce and the 500 ms scroll run when the test runs them, so "not before
    // 500 ms" holds on a busy machine too. A scroll is awaited until its event has reached the island.
    await page.clock.install()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    const scroll = (to: 'bottom' | number, by = false) =>
      page.evaluate(
        ([to, by]) =>
          new Promise<void>((scrolled) => {
            addEventListener('scroll', () => scrolled(), { once: true })
            const y = to === 'bottom' ? document.documentElement.scrollHeight : to
            if (by) scrollBy(0, y)
            else scrollTo(0, y)
          }),
        [to, by] as const,
      )
    const shown = () => page.locator('.back-to-top').evaluate((button) => button.hasAttribute('data-shown'))
    await scroll('bottom')
    await page.clock.runFor(700)
    expect(await shown()).toBe(false)
    await scroll(-300, true)
    // Not before the debounce has passed.
    await page.clock.runFor(200)
    expect(await shown()).toBe(false)
    await page.clock.runFor(400)
    await expect.poll(shown).toBe(true)
    await page.click('.back-to-top')
    await page.clock.runFor(700)
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
    await page.clock.runFor(700)
    expect(await shown()).toBe(false)
    // Scrolling up near the top (less than half a window down) does not show it.
    await scroll(600)
    await page.clock.runFor(700)
    await scroll(200)
    await page.clock.runFor(700)
    expect(await shown()).toBe(false)
    await page.context().close()
  })
})

describe('home pages (screenshots in test-results/ with E2E_SCREENSHOTS=1)', () => {
  it.each([
    ['cards', 'cards.de.localhost'],
    ['poster', 'poster.de.localhost'],
  ])('opens the %s home page’s flyout at 1280 px and burger at 375 px with no problem', async (brand, host) => {
    if (SCREENSHOTS) mkdirSync('test-results', { recursive: true })
    for (const width of [375, 1280]) {
      const { page, problems } = await open(width, host)
      if (SCREENSHOTS) {
        await page.waitForTimeout(1900)
        await page.screenshot({ path: `test-results/layout-${brand}-${width}.png`, fullPage: true })
      }
      if (width === 1280) {
        await page.hover('.nav__item[data-flyout] > .nav__link')
        await page.locator('.nav__item[data-open]').waitFor()
        if (SCREENSHOTS) await page.screenshot({ path: `test-results/layout-${brand}-${width}-flyout.png` })
      } else {
        await page.click('.header__burger')
        await page.locator('#burger-menu:not([hidden])').waitFor()
        if (SCREENSHOTS) {
          // After the panel's slide-in.
          await page.waitForTimeout(400)
          await page.screenshot({ path: `test-results/layout-${brand}-${width}-burger.png` })
        }
      }
      expect(problems).toEqual([])
      await page.context().close()
    }
  })
})
