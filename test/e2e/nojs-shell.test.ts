// The shell with JavaScript DISABLED (SPEC §2 burger navigation, wishlist page): the burger opens its menu and second
// levels as the URL's target and closes again, and the wishlist page says what it needs instead of loading forever.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostCookie, launchBrowser, openPage, siteUrl } from './browser'

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  ;({ page } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 375, height: 700 } }))
  await page.context().addCookies(['cards.de.localhost', 'poster.de.localhost'].map((host) => hostCookie(host, 'consent', 'declined')))
})
afterAll(async () => {
  await browser?.close()
})

describe('without JavaScript', () => {
  it.each([['cards.de.localhost'], ['poster.de.localhost']])('%s: the burger opens its menu and a second level', async (host) => {
    await page.goto(siteUrl(host, '/'))
    const menu = page.locator('#burger-menu')
    const root = menu.locator('[data-burger-root]')
    const level = page.locator('#burger-level-1')
    expect(await menu.isVisible()).toBe(false)
    await page.click('.header__burger')
    expect(await menu.isVisible()).toBe(true)
    expect(await root.isVisible()).toBe(true)
    await page.click('[data-burger="burger-level-1"]')
    expect(await level.isVisible()).toBe(true)
    expect(await root.isVisible()).toBe(false)
    await page.click('#burger-level-1 [data-burger="back"]')
    expect(await root.isVisible()).toBe(true)
    expect(await level.isVisible()).toBe(false)
    await page.click('.burger__close')
    expect(await menu.isVisible()).toBe(false)
  })

  it('the wishlist page says it needs JavaScript and offers the log-in, never "loading"', async () => {
    await page.goto(siteUrl('cards.de.localhost', '/wunschliste/'))
    const notes = page.locator('.wishlist__note')
    const shown = await notes.evaluateAll((all) => all.filter((note) => note.checkVisibility()).map((note) => note.textContent ?? ''))
    expect(shown).toEqual([expect.stringContaining('JavaScript')])
    expect(await page.getByText('wird geladen').isVisible()).toBe(false)
    expect(await page.locator('.wishlist').getByRole('link', { name: 'Anmelden' }).isVisible()).toBe(true)
  })
})
