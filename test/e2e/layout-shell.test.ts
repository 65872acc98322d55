// The layout shell's additions in a real browser: the sub-navigation's scroll-into-view (and its hash
// exception), the reviews carousel (buttons, keyboard, mouse drag, touch swipe, a vertical drag that must not move
// it, reduced motion), the snow overlay, the page breadcrumb on desktop, the in-page anchor glide, the console
// greeting and the chunk-load reload guard. (Whole pages without a problem, and their screenshots, are the page-type
// sweep's: ./page-sweep.ts.)
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl, hostCookie } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function open(host: string, path: string, width: number, options: BrowserContextOptions = {}) {
  const { page, problems } = await openPage(browser, { viewport: { width, height: 900 }, ...options })
  await page.context().addCookies([hostCookie(host, 'consent', 'declined')])
  await page.goto(siteUrl(host, path))
  return { page, problems }
}

const live = (page: Page, island: string) =>
  page.locator(`[data-island="${island}"][data-hydrated="true"]`).first().waitFor({ state: 'attached' })

describe('sub-navigation', () => {
  it('scrolls the active tile into view inside the row, never the page', async () => {
    // A page under the poster item without its own story yet (a calm 404 page): its tile is the row's last.
    const { page } = await open('poster.de.localhost', '/motive/kunst', 375)
    await live(page, 'sub-nav')
    const state = await page.evaluate(() => {
      const track = document.querySelector<HTMLElement>('.subnav__track')!
      const tile = track.querySelector<HTMLElement>('[aria-current="page"]')!.getBoundingClientRect()
      const box = track.getBoundingClientRect()
      return { scrollLeft: track.scrollLeft, inside: tile.left >= box.left && tile.right <= box.right, pageY: scrollY }
    })
    expect(state.scrollLeft).toBeGreaterThan(300)
    expect(state.inside).toBe(true)
    expect(state.pageY).toBe(0)
    await page.context().close()
  })

  it('leaves the row alone when the URL has a hash', async () => {
    const { page } = await open('poster.de.localhost', '/motive/kunst#main', 375)
    await live(page, 'sub-nav')
    expect(await page.evaluate(() => document.querySelector<HTMLElement>('.subnav__track')!.scrollLeft)).toBe(0)
    await page.context().close()
  })

  it('shows below 1000 px for every item, from 1000 px only for an item that forces it', async () => {
    for (const [path, width, shown] of [
      ['/grusskarten/', 375, true],
      ['/grusskarten/', 1280, false],
      ['/fotokalender/', 1280, true],
    ] as const) {
      const { page } = await open('cards.de.localhost', path, width)
      expect(await page.locator('.subnav').isVisible(), `${path} at ${width}`).toBe(shown)
      await page.context().close()
    }
  })
})

describe('page breadcrumb', () => {
  it('is shown on desktop and hidden on phones', async () => {
    for (const [width, shown] of [
      [1280, true],
      [375, false],
    ] as const) {
      const { page } = await open('cards.de.localhost', '/fotokalender/', width)
      expect(await page.locator('.page-breadcrumb').isVisible()).toBe(shown)
      await page.context().close()
    }
  })
})

/** The indexes of the slides assistive technology can reach. */
const shownSlides = (page: Page) =>
  page.$$eval('.carousel__slide', (slides) =>
    slides.flatMap((slide, index) => (slide.getAttribute('aria-hidden') === 'true' ? [] : [index])),
  )

async function openReviews(width: number, options: BrowserContextOptions = {}) {
  const opened = await open('cards.de.localhost', '/', width, options)
  await opened.page.locator('.reviews').scrollIntoViewIfNeeded()
  // Nothing loads until the shopper reaches for the reviews.
  await opened.page.waitForTimeout(300)
  expect(await opened.page.locator('[data-island="carousel"][data-hydrating]').count()).toBe(0)
  await opened.page.hover('.reviews__title')
  await live(opened.page, 'carousel')
  return opened
}

/** Moves the carousel by pointer events of the given type from its middle by (dx, dy), in small steps. */
async function gesture(page: Page, pointerType: 'touch' | 'mouse', dx: number, dy: number) {
  await page.evaluate(
    async ({ pointerType, dx, dy }) => {
      const viewport = document.querySelector<HTMLElement>('.carousel__viewport')!
      const box = viewport.getBoundingClientRect()
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      const fire = (type: string, at: number) =>
        viewport.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            pointerId: 7,
            pointerType,
            isPrimary: true,
            button: 0,
            clientX: x + dx * at,
            clientY: y + dy * at,
          }),
        )
      fire('pointerdown', 0)
      for (let step = 1; step <= 8; step++) {
        fire('pointermove', step / 8)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      fire('pointerup', 1)
    },
    { pointerType, dx, dy },
  )
}

describe('reviews carousel', () => {
  it('steps by three with the buttons, round the end to the start and back (1280 px)', async () => {
    const { page, problems } = await openReviews(1280)
    expect(await page.getAttribute('.carousel', 'aria-roledescription')).toBe('carousel')
    await expect.poll(() => shownSlides(page)).toEqual([0, 1, 2])
    // SPEC §9: from 720 px the reviews stand 45 px apart.
    expect(await page.$eval('.carousel__track', (track) => getComputedStyle(track).columnGap)).toBe('45px')
    const next = page.locator('.carousel__button--next')
    const previous = page.locator('.carousel__button--previous')
    expect(await next.getAttribute('aria-label')).toBe('Weitere Bewertungen')
    expect(await previous.getAttribute('aria-label')).toBe('Vorherige Bewertungen')
    await next.click()
    await expect.poll(() => shownSlides(page)).toEqual([3, 4, 5])
    await next.click()
    await expect.poll(() => shownSlides(page)).toEqual([5, 6, 7])
    await next.click()
    await expect.poll(() => shownSlides(page)).toEqual([0, 1, 2])
    await previous.click()
    await expect.poll(() => shownSlides(page)).toEqual([5, 6, 7])
    // Off-screen slides are out of the tab order too.
    expect(await page.$$eval('.carousel__slide[inert]', (slides) => slides.length)).toBe(5)
    // The slide really moved: once its slide has run, the first shown slide sits at the viewport's left edge.
    const offset = () =>
      page.evaluate(() => {
        const viewport = document.querySelector('.carousel__viewport')!.getBoundingClientRect()
        return Math.abs(Math.round(document.querySelectorAll('.carousel__slide')[5]!.getBoundingClientRect().left - viewport.left))
      })
    await expect.poll(offset).toBeLessThanOrEqual(1)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('works from the keyboard, loading on the first focus inside', async () => {
    const { page } = await open('cards.de.localhost', '/', 1280)
    // Focus, then Enter before the island is live: the held click is replayed once it is.
    await page.locator('.carousel__button--next').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => shownSlides(page)).toEqual([3, 4, 5])
    await page.keyboard.press('Space')
    await expect.poll(() => shownSlides(page)).toEqual([5, 6, 7])
    await page.context().close()
  })

  it('moves on a mouse drag that is three times more sideways than vertical, and not on a vertical one', async () => {
    const { page } = await openReviews(1280)
    await expect.poll(() => shownSlides(page)).toEqual([0, 1, 2])
    const box = (await page.locator('.carousel__viewport').boundingBox())!
    const drag = async (dx: number, dy: number) => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 8 })
      await page.mouse.up()
    }
    // Mostly vertical: stays.
    await drag(-60, 40)
    await page.waitForTimeout(400)
    expect(await shownSlides(page)).toEqual([0, 1, 2])
    // Sideways, to the left: next.
    await drag(-150, 20)
    await expect.poll(() => shownSlides(page)).toEqual([3, 4, 5])
    // To the right: previous.
    await drag(150, 10)
    await expect.poll(() => shownSlides(page)).toEqual([0, 1, 2])
    await page.context().close()
  })

  it('moves a group of three reviews on a touch swipe over 50 px below 720 px, 20 px apart (SPEC §9), not on a short one', async () => {
    const { page } = await openReviews(375, { hasTouch: true, isMobile: true })
    await expect.poll(() => shownSlides(page)).toEqual([0, 1, 2])
    expect(await page.$eval('.carousel__track', (track) => getComputedStyle(track).columnGap)).toBe('20px')
    await gesture(page, 'touch', -40, 0)
    await page.waitForTimeout(400)
    expect(await shownSlides(page)).toEqual([0, 1, 2])
    await gesture(page, 'touch', -80, 5)
    await expect.poll(() => shownSlides(page)).toEqual([3, 4, 5])
    await gesture(page, 'touch', 80, 0)
    await expect.poll(() => shownSlides(page)).toEqual([0, 1, 2])
    // Back from the first wraps to the last.
    await gesture(page, 'touch', 80, 0)
    await expect.poll(() => shownSlides(page)).toEqual([5, 6, 7])
    // A vertical swipe scrolls the page, not the carousel.
    await gesture(page, 'touch', -60, -140)
    await page.waitForTimeout(400)
    expect(await shownSlides(page)).toEqual([5, 6, 7])
    await page.context().close()
  })

  it('slides in 300 ms, and not at all with reduced motion', async () => {
    const duration = async (options: BrowserContextOptions) => {
      const { page } = await openReviews(1280, options)
      const value = await page.$eval('.carousel__track', (track) => getComputedStyle(track).transitionDuration)
      await page.context().close()
      return value
    }
    expect(await duration({})).toBe('0.3s')
    expect(await duration({ reducedMotion: 'reduce' })).toBe('0s')
  })
})

describe('snow overlay', () => {
  it('falls where the layout switches it on: 199 flakes, decorative, never in the way', async () => {
    const { page, problems } = await open('cards.com.localhost', '/', 1280)
    const snow = page.locator('.snow')
    expect(await snow.getAttribute('aria-hidden')).toBe('true')
    expect(await page.locator('.snow i').count()).toBe(199)
    const style = await page.$eval('.snow i', (flake) => ({
      animation: getComputedStyle(flake).animationName,
      events: getComputedStyle(flake.parentElement!).pointerEvents,
    }))
    expect(style).toEqual({ animation: 'snow-fall', events: 'none' })
    // Clicks go through to the page.
    const hit = await page.evaluate(() => {
      const logo = document.querySelector('.header__logo')!.getBoundingClientRect()
      return document.elementFromPoint(logo.left + 5, logo.top + 5)?.closest('.header__logo') !== null
    })
    expect(hit).toBe(true)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('rests without motion under prefers-reduced-motion', async () => {
    const { page } = await open('cards.com.localhost', '/', 1280, { reducedMotion: 'reduce' })
    expect(await page.$eval('.snow i', (flake) => getComputedStyle(flake).animationName)).toBe('none')
    await page.context().close()
  })

  // Off by default is markup alone: test/routes/layout-shell.test.ts checks it for both brands in workerd.
})

/** The page extras' chunk (the glide, the greeting). */
const EXTRAS_CHUNK = /\/build\/chunks\/page-extras-[^/]+\.js$/

/**
 * Once the page extras at `url` have run. A chunk is fetched before it has run (a click then would be the browser's own
 * jump): importing it again from the page settles only once it has run, since the page's module map already holds it.
 */
async function extrasHaveRun(page: Page, url: string): Promise<void> {
  // As text: vitest would rewrite an import() in a function passed to the page.
  await page.evaluate(`import(${JSON.stringify(url)}).then(() => true)`)
}

describe('in-page links', () => {
  it('glide to the target in about 500 ms and stop below the header', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await page.context().addCookies([hostCookie('cards.de.localhost', 'consent', 'declined')])
    await page.goto(siteUrl('cards.de.localhost', '/'))
    // The glide loads when the main thread is idle.
    let extras = ''
    await expect
      .poll(
        async () =>
          (extras = await page.evaluate(
            () => performance.getEntriesByType('resource').find((entry) => entry.name.includes('/page-extras-'))?.name ?? '',
          )),
      )
      .not.toBe('')
    await extrasHaveRun(page, extras)
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '#seo-text'
      link.id = 'test-anchor'
      link.textContent = 'to the SEO text'
      document.querySelector('main')!.prepend(link)
    })
    const target = await page.evaluate(() => {
      const element = document.getElementById('seo-text')!
      const top = element.getBoundingClientRect().top + scrollY - Number.parseFloat(getComputedStyle(element).scrollMarginTop)
      return Math.round(Math.min(top, document.documentElement.scrollHeight - innerHeight))
    })
    expect(target).toBeGreaterThan(1000)
    // Playwright's clock from here on (installed once the glide has loaded on idle, which the clock would hold back): the
    // glide's frames come when the test runs them, so "midway after 200 ms" holds on a busy machine too.
    await page.clock.install()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    await page.click('#test-anchor')
    await page.clock.runFor(200)
    const midway = await page.evaluate(() => scrollY)
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(target - 5)
    await page.clock.runFor(400)
    expect(await page.evaluate(() => Math.round(scrollY))).toBe(target)
    expect(new URL(page.url()).hash).toBe('#seo-text')
    await page.context().close()
  })
})

describe('console greeting', () => {
  /**
   * The home page under Playwright's clock, paused before the page starts: the page's timers (the idle callback that
   * loads the page extras, the greeting's own) run only when the test moves the clock on, so "5 s after the page
   * started" is read in the page's own time, never from a busy machine's wall clock. Returns once the extras have run,
   * with how far the page's clock has moved since its start.
   */
  async function pausedHome(options: Parameters<typeof openPage>[1]): Promise<{ page: Page; greetings: string[]; at: number }> {
    const { page } = await openPage(browser, options)
    const greetings: string[] = []
    page.on('console', (message) => message.type() === 'info' && message.text().includes('Kartenfee') && greetings.push(message.text()))
    await page.clock.install()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    let extras = ''
    page.on('response', (response) => void (EXTRAS_CHUNK.test(response.url()) && (extras = response.url())))
    await page.goto(siteUrl('cards.de.localhost', '/'), { waitUntil: 'domcontentloaded' })
    // The extras load when the page is idle: the clock moves on in small steps until they are fetched. (The clock's
    // `performance` lists no resources.)
    await expect
      .poll(async () => {
        await page.clock.runFor(50)
        return extras
      })
      .not.toBe('')
    await extrasHaveRun(page, extras)
    const at = await page.evaluate(() => performance.now())
    expect(at).toBeLessThan(4_000)
    return { page, greetings, at }
  }

  it('greets in the console 5 s after the page started, not before', async () => {
    const { page, greetings, at } = await pausedHome({ viewport: { width: 1280, height: 900 } })
    await page.clock.runFor(4_900 - at)
    expect(greetings).toEqual([])
    await page.clock.runFor(200)
    await expect.poll(() => greetings.length).toBe(1)
    await page.clock.runFor(10_000)
    expect(greetings).toHaveLength(1)
    await page.context().close()
  })

  it('does not greet crawlers', async () => {
    const { page, greetings } = await pausedHome({
      viewport: { width: 1280, height: 900 },
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
    await page.clock.runFor(10_000)
    expect(greetings).toEqual([])
    await page.context().close()
  })
})

describe('chunk-load failure (SPEC §4)', () => {
  it('reloads the page once when an island chunk fails, and the island then works', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    let failures = 0
    await page.route(/\/build\/chunks\/action-bar-[^/]+\.js$/, async (route) => {
      if (failures++ === 0) return route.fulfill({ status: 500, body: 'deploy in progress' })
      return route.continue()
    })
    let loads = 0
    page.on('load', () => loads++)
    await page.goto(siteUrl('cards.de.localhost', '/'))
    await expect.poll(() => loads, { timeout: 8000 }).toBe(2)
    await live(page, 'action-bar')
    expect(failures).toBeGreaterThanOrEqual(2)
    await page.context().close()
  })

  it('never reloads in a loop: a chunk that keeps failing reloads once per path within 10 s', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await page.route(/\/build\/chunks\/action-bar-[^/]+\.js$/, (route) => route.fulfill({ status: 500, body: 'gone' }))
    let loads = 0
    page.on('load', () => loads++)
    await page.goto(siteUrl('cards.de.localhost', '/'))
    await expect.poll(() => loads, { timeout: 8000 }).toBe(2)
    await page.waitForTimeout(2500)
    expect(loads).toBe(2)
    await page.context().close()
  })

  // Not only islands: every lazy import (client/lib/chunk-load.ts). A dialog's chunk that fails once reloads the page,
  // and after the reload the same click opens the dialog.
  it.each([
    ['the calculator dialogs', 'poster.de.localhost', '/poster', /\/build\/chunks\/calculator-dialogs-[^/]+\.js$/, 'Eigenes Format'],
    ['the dialogs of a [data-dialog] link', 'cards.de.localhost', '/', /\/build\/chunks\/dialogs-[^/]+\.js$/, 'Mein Konto'],
  ])('reloads once when %s fail to load, and the dialog then opens', async (_what, host, path, chunk, link) => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await page.context().addCookies([hostCookie(host, 'consent', 'declined')])
    let failures = 0
    await page.route(chunk, async (route) => {
      if (failures++ === 0) return route.fulfill({ status: 500, body: 'deploy in progress' })
      return route.continue()
    })
    let loads = 0
    page.on('load', () => loads++)
    await page.goto(siteUrl(host, path))
    await page.getByRole('link', { name: link }).first().click()
    await expect.poll(() => loads, { timeout: 8000 }).toBe(2)
    await page.getByRole('link', { name: link }).first().click()
    await page.locator('dialog[open]').waitFor()
    expect(failures).toBe(2)
    await page.context().close()
  })
})
