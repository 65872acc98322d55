// The cart journey in Chromium, with and without JavaScript, on a franc and a euro site: a voucher on the voucher page
// and 25 C6 envelopes on the shop page, the cart opened from the header, a quantity changed, a line removed, and the
// total checked at each step against SPEC §9's envelope prices (1.00 CHF in Switzerland, 0,95 € in Germany).
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

const badge = (page: Page) => page.locator('[data-cart-label] .header__badge').first().getAttribute('data-count')
const total = (page: Page) =>
  page
    .locator('.cart-page__total')
    .textContent()
    .then((text) => text?.replace(/\u00a0/g, ' '))
const lines = (page: Page) => page.locator('.cart-page__line')

interface Site {
  host: string
  voucher: string
  /** The totals: both lines, after 40 envelopes, after the voucher is removed. */
  totals: [string, string, string]
}

const SITES: Site[] = [
  { host: 'cards.ch.localhost', voucher: 'CHF 100', totals: ['CHF 125.00', 'CHF 140.00', 'CHF 40.00'] },
  { host: 'cards.de.localhost', voucher: '100 €', totals: ['123,75 €', '138,00 €', '38,00 €'] },
]

async function fillCart(page: Page, site: Site, javaScript: boolean): Promise<void> {
  await visitSite(page, site.host, '/gift-voucher/')
  const voucher = page.locator('#voucher-order')
  await voucher.getByText(site.voucher, { exact: true }).click()
  if (javaScript) {
    await page.locator('[data-island="cart-add"][data-hydrated="true"]').waitFor({ state: 'attached' })
    await voucher.locator('button[type="submit"]').click()
    await expect.poll(() => voucher.locator('.cart-add__result').textContent()).toContain('Geschenkgutschein')
  } else {
    await voucher.locator('button[type="submit"]').click()
    await page.waitForURL(/cart=voucher-added/)
  }
  await visitSite(page, site.host, '/shop/')
  const envelopes = page.locator('#accessory-umschlag-c6')
  await envelopes.scrollIntoViewIfNeeded()
  await envelopes.locator('input[name="quantity"]').fill('25')
  if (javaScript) {
    await envelopes.locator('button[type="submit"]').hover()
    await page.locator('[data-island="cart-add"][data-hydrated="true"]:has(#accessory-umschlag-c6)').waitFor({ state: 'attached' })
    await envelopes.locator('button[type="submit"]').click()
    await expect.poll(() => envelopes.locator('.cart-add__result').textContent()).toContain('25 ×')
  } else {
    await envelopes.locator('button[type="submit"]').click()
    await page.waitForURL(/cart=accessory-added/)
  }
  await expect.poll(() => badge(page)).toBe('2')
}

describe.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
])('the cart page %s', (_, javaScript) => {
  it.each(SITES)(
    '$host: open the cart from the header, change a quantity, remove a line, the total follows',
    { timeout: 90_000 },
    async (site) => {
      const { page, problems } = await openPage(browser, { javaScriptEnabled: javaScript, viewport: { width: 1280, height: 900 } })
      await fillCart(page, site, javaScript)

      await page.locator('.header__info-item--cart a').click()
      await page.waitForURL(/\/kundenkonto\/warenkorb\/$/)
      expect(await lines(page).count()).toBe(2)
      expect(await total(page)).toBe(site.totals[0])
      expect(await badge(page)).toBe('2')

      const envelopes = lines(page).nth(1)
      await envelopes.locator('input[name="quantity"]').fill('40')
      await envelopes.getByRole('button', { name: /Ändern/ }).click()
      await page.waitForURL(/cart=quantity-changed/)
      expect(await page.locator('.cart-page__message').textContent()).toBe('Die Menge wurde geändert.')
      expect(await lines(page).nth(1).locator('input[name="quantity"]').inputValue()).toBe('40')
      expect(await total(page)).toBe(site.totals[1])

      await lines(page).nth(0).locator('.cart-page__remove').click()
      await page.waitForURL(/cart=removed/)
      expect(await lines(page).count()).toBe(1)
      expect(await total(page)).toBe(site.totals[2])
      await expect.poll(() => badge(page)).toBe('1')

      await lines(page).nth(0).locator('.cart-page__remove').click()
      await page.waitForURL(/cart=removed/)
      expect(await page.locator('.cart-page__empty').textContent()).toContain('Dein Warenkorb ist leer.')
      await expect.poll(() => badge(page)).toBe('0')
      expect(problems).toEqual([])
      await page.context().close()
    },
  )
})

describe('checkout hand-off', () => {
  it('shows where the order application takes over and what it received', { timeout: 60_000 }, async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 375, height: 800 } })
    await fillCart(page, SITES[1]!, true)
    await visitSite(page, 'cards.de.localhost', '/kundenkonto/warenkorb/')
    await page.locator('.cart-page__checkout button').click()
    await page.waitForURL(/checkout=1/)
    expect((await page.locator('.cart-page__received').textContent())?.replace(/\u00a0/g, ' ')).toBe(
      'Warenkorb von einem Gast: 2 Positionen, Gesamtsumme 123,75 €',
    )
    // The cart page fits a phone: nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(problems).toEqual([])
    await page.context().close()
  })
})
