// The editorial blocks in a real browser: the demo pages of both brands load every picture without console errors,
// the video facade loads its player only on click, a photo opens the magnify dialog (Escape closes it), a customer
// photo opens the customer-picture dialog, and the contact form sends with JavaScript and shows its answer in place.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl, visitSite } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const visit = visitSite

const dialogType = (page: Page) =>
  page
    .locator('dialog.dialog')
    .evaluate((dialog) => ((dialog as HTMLDialogElement).open ? ((dialog as HTMLElement).dataset.type ?? '') : null))

/** Scrolls through the page so lazy pictures load, then reports pictures that did not (naturalWidth 0). */
async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
  })
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => img.closest('main'))
      .every((img) => img.complete),
  )
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.closest('main') && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  )
}

describe('editorial demo pages', () => {
  it.each([
    ['cards.de.localhost', '/inspiration/'],
    ['cards.de.localhost', '/service/'],
    ['cards.gb.localhost', '/gift-voucher/'],
    ['poster.fr.localhost', '/inspiration'],
    ['poster.de.localhost', '/service'],
    ['poster.ch.localhost', '/gift-voucher'],
  ])('%s%s shows every picture and logs no console error', async (host, path) => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await visit(page, host, path)
    expect(await page.locator('main img').count()).toBeGreaterThan(1)
    expect(await brokenImages(page)).toEqual([])
    expect(await page.locator('main h1').count()).toBe(1)
    expect(problems).toEqual([])
    await page.context().close()
  })
})

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
/** The blocks' own markup only: the layout has its own checks. */
const BLOCKS = ['.page__teaser', '.page__body']

describe('accessibility', () => {
  it.each([
    ['cards.de.localhost', '/inspiration/', 1280],
    ['poster.it.localhost', '/service', 390],
    ['cards.nl.localhost', '/gift-voucher/', 768],
  ])('%s%s at %i px has no WCAG A/AA violations in its blocks (axe)', async (host, path, width) => {
    const { page } = await openPage(browser, { viewport: { width, height: 900 } })
    await visit(page, host, path)
    // Evaluated through the DevTools protocol, so the page's CSP (scripts by nonce only) does not apply to the checker.
    await page.evaluate(AXE)
    const { violations, passes } = await page.evaluate(async (include) => {
      type Result = { violations: { id: string; nodes: { target: string[] }[] }[]; passes: unknown[] }
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe
      const result = await axe.run(
        { include: include.map((selector) => [selector]) },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } },
      )
      return {
        violations: result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        passes: result.passes.length,
      }
    }, BLOCKS)
    expect(violations).toEqual([])
    // The checker really looked: image alts, link names, contrast, labels…
    expect(passes).toBeGreaterThan(10)
    await page.context().close()
  })
})

describe('interactions', () => {
  it('loads the video player only after the click on the poster', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    const frames: string[] = []
    page.on('request', (request) => {
      if (/youtube|vimeo/.test(request.url())) frames.push(request.url())
    })
    // The player itself is a third party the test machine cannot reach: answer it locally.
    await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    )
    await visit(page, 'cards.de.localhost', '/inspiration/')
    await page.locator('.video__play').scrollIntoViewIfNeeded()
    expect(await page.locator('iframe').count()).toBe(0)
    expect(frames).toEqual([])
    await page.click('.video__play')
    await expect.poll(() => page.locator('.video__frame iframe').count()).toBe(1)
    expect(await page.getAttribute('.video__frame iframe', 'src')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    )
    // Still on the page: the click was the island's, not the link's.
    expect(page.url()).toBe(siteUrl('cards.de.localhost', '/inspiration/'))
    await page.context().close()
  })

  it('opens a photo large in the image-magnify dialog and closes it with Escape', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await visit(page, 'poster.de.localhost', '/inspiration')
    await page.click('.photo-block__trigger')
    await expect.poll(() => dialogType(page)).toBe('image-magnify')
    const large = page.locator('dialog.dialog .picture-dialog__image')
    expect(await large.getAttribute('width')).toBe('1600')
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('dialog .picture-dialog__image')?.naturalWidth ?? 0) > 0)
    expect(await page.locator('dialog.dialog figcaption').textContent()).toMatch(/^Frisch aus der Maschine/)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialogType(page)).toBeNull()
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('opens a customer photo with its caption in the customer-picture dialog', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    await visit(page, 'cards.gb.localhost', '/inspiration/')
    await page.locator('.customer-pictures__trigger').nth(2).click()
    await expect.poll(() => dialogType(page)).toBe('customer-picture')
    expect(await page.locator('dialog.dialog figcaption').textContent()).toBe('Amir from Leeds: mountain panorama in the hallway')
    await page.click('dialog.dialog .dialog__close')
    await expect.poll(() => dialogType(page)).toBeNull()
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('checks the contact form in the browser, then sends it and shows the answer in place', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await visit(page, 'cards.de.localhost', '/service/')
    await page.fill('#contact-name', 'Julia Schmidt')
    await page.fill('#contact-email', 'julia@example')
    await page.selectOption('#contact-topic', 'delivery')
    await page.fill('#contact-message', 'Meine Bestellung ist noch nicht angekommen.')
    await page.click('.contact-form__form button[type="submit"]')
    await expect.poll(() => page.locator('#contact-email-error').textContent()).toBe('Bitte gib eine gültige E-Mail-Adresse ein.')
    expect(await page.getAttribute('#contact-email', 'aria-invalid')).toBe('true')
    await page.fill('#contact-email', 'julia@example.org')
    const posted = page.waitForResponse((response) => response.url().endsWith('/contact-form'))
    await page.click('.contact-form__form button[type="submit"]')
    expect((await posted).status()).toBe(200)
    await expect.poll(() => page.locator('.contact-form__status').textContent()).toMatch(/^Danke!/)
    expect(await page.inputValue('#contact-message')).toBe('')
    expect(page.url()).toBe(siteUrl('cards.de.localhost', '/service/'))
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('sends the contact form without JavaScript and shows the server-rendered answer', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false })
    await visit(page, 'poster.de.localhost', '/service')
    await page.fill('#contact-name', 'Tom Berger')
    await page.fill('#contact-email', 'tom@example.org')
    await page.selectOption('#contact-topic', 'order')
    await page.fill('#contact-message', 'Kann ich meine Bestellung noch ändern?')
    await Promise.all([page.waitForURL(/contact=sent#contact-sent$/), page.click('.contact-form__form button[type="submit"]')])
    expect(await page.locator('#contact-sent').isVisible()).toBe(true)
    expect(await page.locator('#contact-invalid').isVisible()).toBe(false)
    await page.context().close()
  })
})
