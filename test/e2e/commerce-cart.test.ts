// Card options and the cart in Chromium, with and without JavaScript: a card with 75 asked pieces (77, the next SPEC §9
// option; typed, or stepped with − and +) and C6 envelopes on the Swiss host in CHF with the designer link's query; a voucher and card accessories
// into the cart with the header's count going up at once; the same forms as plain GET and POST forms; a card theme's
// envelopes in the cart and its ribbon in the designer's URL once the shopper has gone on to the designer.
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

const total = (page: Page) =>
  page
    .locator('.card-options__amount')
    .textContent()
    .then((text) => text?.replace(/\u00a0/g, ' '))
const designerQuery = async (page: Page) => {
  const href = await page.locator('.card-options__cta').getAttribute('value')
  return new URL(href ?? '', 'http://x').searchParams
}
/** The cart's article count as the shop's own read call (customer-data) answers it for this browser (leaves the page). */
async function cartCount(page: Page): Promise<number> {
  await page.goto(new URL('/web-api/customer-data', page.url()).href)
  const body = JSON.parse(await page.locator('body').innerText()) as { payload: { order: { cartArticlesAmount: number } } }
  return body.payload.order.cartArticlesAmount
}
const badge = (page: Page) => page.locator('[data-cart-label] .header__badge').first()
const live = (page: Page) => page.locator('[data-island="card-options"][data-hydrated="true"]').waitFor({ state: 'attached' })

describe('card options with JavaScript', () => {
  it('cards brand, Swiss host: 75 asked pieces become 77, C6 envelopes update the CHF total and the designer link at once', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await visitSite(page, 'cards.ch.localhost', '/shop/produkte/?quantity=75')
    const form = page.locator('#card-options')
    await form.scrollIntoViewIfNeeded()
    // The island wakes on the first pointer or focus inside its form.
    await form.hover()
    await live(page)
    const quantity = form.locator('input[name="quantity"]')
    expect(await quantity.inputValue()).toBe('77')
    expect(await total(page)).toBe('CHF 119.35')
    const url = page.url()

    await form.locator('select[name="envelope"]').selectOption('straight-white-114x162')
    // 77 × (CHF 1.55 card + CHF 1.00 C6 envelope), computed in the page: no navigation.
    await expect.poll(() => total(page)).toBe('CHF 196.35')
    expect(page.url()).toBe(url)
    // The envelopes go into the cart on the way to the designer, not into its URL.
    const query = await designerQuery(page)
    expect(Object.fromEntries(query)).toEqual({ card: 'klappkarte', themeId: 'winterzauber', quantity: '77', locale: 'de-CH' })
    // A typed 100 is no SPEC §9 option: the total and the link take 101, the field shows it once left.
    await quantity.fill('100')
    await expect.poll(() => total(page)).toBe('CHF 257.55')
    expect((await designerQuery(page)).get('quantity')).toBe('101')
    await quantity.press('Enter')
    await quantity.blur()
    expect(await quantity.inputValue()).toBe('101')
    // + and − step through the options in the page: 105, then back to 101.
    await form.getByRole('link', { name: '105 Stück' }).click()
    await expect.poll(() => quantity.inputValue()).toBe('105')
    await expect.poll(() => total(page)).toBe('CHF 267.75')
    await form.getByRole('link', { name: '101 Stück' }).click()
    await expect.poll(() => total(page)).toBe('CHF 257.55')
    expect(page.url()).toBe(url)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('a quantity typed before the island is live counts once it is', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    // The island's code arrives late, as on a slow connection: the shopper types while it is on its way.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/build/chunks/card-options-*.js', async (route) => {
      await held
      await route.continue()
    })
    await visitSite(page, 'cards.ch.localhost', '/shop/produkte/?quantity=75')
    const form = page.locator('#card-options')
    const quantity = form.locator('input[name="quantity"]')
    await quantity.fill('100')
    expect(await page.locator('[data-island="card-options"]').getAttribute('data-hydrated')).toBeNull()
    release()
    await live(page)
    // 101, the SPEC §9 option above 100, × CHF 1.55 a card.
    await expect.poll(() => total(page)).toBe('CHF 156.55')
    expect((await designerQuery(page)).get('quantity')).toBe('101')
    expect(await quantity.inputValue()).toBe('100')
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('poster brand, Swiss host: the card detail totals in CHF too (no design chosen: no designer link)', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await visitSite(page, 'poster.ch.localhost', '/fr/shop/produkte')
    await page.locator('#card-options').scrollIntoViewIfNeeded()
    // A choice made before the island is live wakes it, and counts once it is.
    await page.locator('#card-options select[name="ribbon"]').selectOption('ribbon-satin-gold')
    await live(page)
    // 45 × (CHF 1.55 + CHF 0.85)
    await expect.poll(() => total(page)).toBe('108.00 CHF')
    expect(await page.locator('.card-options__cta').count()).toBe(0)
    expect(problems).toEqual([])
    await page.context().close()
  })
})

describe('into the cart with JavaScript', () => {
  it.each([
    ['cards.de.localhost', '/gift-voucher/', '100 €'],
    ['poster.ch.localhost', '/gift-voucher', 'CHF 100'],
  ])('%s: a voucher, then an accessory, each raising the header count at once', async (host, path, amount) => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await visitSite(page, host, path)
    await expect.poll(() => badge(page).getAttribute('data-count')).toBe('0')
    const voucher = page.locator('#voucher-order')
    await voucher.getByText(amount, { exact: true }).click()
    await page.locator('[data-island="cart-add"][data-hydrated="true"]').waitFor({ state: 'attached' })
    await voucher.locator('button[type="submit"]').click()
    await expect.poll(() => voucher.locator('.cart-add__result').textContent()).toContain('Im Warenkorb: Geschenkgutschein')
    expect(await badge(page).getAttribute('data-count')).toBe('1')
    expect(new URL(page.url()).pathname).toBe(path)

    await page.goto(page.url().replace(/\/gift-voucher\/?.*$/, host.startsWith('cards') ? '/shop/' : '/shop'))
    const accessory = page.locator('#accessory-schleife-satin')
    await accessory.scrollIntoViewIfNeeded()
    await accessory.locator('input[name="quantity"]').fill('20')
    // The island wakes on the first pointer or focus inside its block; a shopper's pointer then moves to the button.
    await accessory.locator('button[type="submit"]').hover()
    await page.locator('[data-island="cart-add"][data-hydrated="true"]:has(#accessory-schleife-satin)').waitFor({ state: 'attached' })
    await accessory.locator('button[type="submit"]').click()
    await expect.poll(() => accessory.locator('.cart-add__result').textContent()).toContain('20 ×')
    // The page's own customer-data call (cart cookie) agrees with the answer's count.
    await expect.poll(() => badge(page).getAttribute('data-count')).toBe('2')
    await page.reload()
    await expect.poll(() => badge(page).getAttribute('data-count')).toBe('2')
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('adds a voucher whose answer was lost on the way once: the island asks again with the same key', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await visitSite(page, 'cards.de.localhost', '/gift-voucher/')
    await expect.poll(() => badge(page).getAttribute('data-count')).toBe('0')
    const keys: string[] = []
    // The first add reaches the shop and is done there; its answer never reaches the page (a dropped connection).
    await page.route('**/web-api/voucher', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '')
      if (keys.length > 1) return route.continue()
      // Node resolves no *.localhost: the same request to 127.0.0.1 with the site's Host header and the page's cookies.
      const url = new URL(route.request().url())
      const headers = { ...(await route.request().allHeaders()), host: url.host }
      url.hostname = '127.0.0.1'
      await route.fetch({ url: url.href, headers })
      await route.abort('connectionreset')
    })
    const voucher = page.locator('#voucher-order')
    await voucher.getByText('100 €', { exact: true }).click()
    await page.locator('[data-island="cart-add"][data-hydrated="true"]').waitFor({ state: 'attached' })
    await voucher.locator('button[type="submit"]').click()
    await expect.poll(() => voucher.locator('.cart-add__result').textContent()).toContain('Im Warenkorb: Geschenkgutschein')
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
    await page.reload()
    await expect.poll(() => badge(page).getAttribute('data-count')).toBe('1')
    // The dropped connection, and nothing else.
    expect(problems.filter((problem) => !problem.includes('/web-api/voucher'))).toEqual([])
    await page.context().close()
  })
})

describe('the same forms without JavaScript', () => {
  it('card options: a plain GET form the Swiss page answers with the CHF total and the designer query', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    await visitSite(page, 'cards.ch.localhost', '/shop/produkte/')
    // A typed 75 rounds up to the next SPEC §9 option, 77, on the page the form asks for.
    await page.locator('#card-options input[name="quantity"]').fill('75')
    await page.locator('#card-options select[name="envelope"]').selectOption('straight-white-114x162')
    await page.locator('#card-options .card-options__update').click()
    await page.waitForURL(/quantity=75/)
    expect(new URL(page.url()).search).toBe('?quantity=75&envelope=straight-white-114x162&inlay=&ribbon=')
    expect(await page.locator('#card-options input[name="quantity"]').inputValue()).toBe('77')
    expect(await total(page)).toBe('CHF 196.35')
    expect((await designerQuery(page)).get('quantity')).toBe('77')
    // + is a link to the page with the next option and the same envelope: 81 × (1.55 + 1.00).
    await page.locator('#card-options').getByRole('link', { name: '81 Stück' }).click()
    await page.waitForURL(/quantity=81/)
    expect(new URL(page.url()).search).toBe('?quantity=81&envelope=straight-white-114x162')
    expect(await total(page)).toBe('CHF 206.55')
    expect((await designerQuery(page)).get('quantity')).toBe('81')
    await page.context().close()
  })

  it('voucher and accessory: plain posts come back to their form with the message', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    await visitSite(page, 'cards.de.localhost', '/gift-voucher/')
    await page.locator('#voucher-order').getByText('50 €', { exact: true }).click()
    await page.locator('#voucher-order button[type="submit"]').click()
    await page.waitForURL(/cart=voucher-added/)
    expect(new URL(page.url()).hash).toBe('#voucher-order')
    expect(await page.locator('#voucher-order .cart-add__result').textContent()).toContain('Im Warenkorb')

    await visitSite(page, 'cards.de.localhost', '/shop/')
    await page.locator('#accessory-umschlag-c6 input[name="quantity"]').fill('0')
    await page.locator('#accessory-umschlag-c6 button[type="submit"]').click()
    // The browser's own check (min 1) keeps the form; a valid number goes through.
    expect(new URL(page.url()).searchParams.get('cart')).toBe(null)
    await page.locator('#accessory-umschlag-c6 input[name="quantity"]').fill('25')
    await page.locator('#accessory-umschlag-c6 button[type="submit"]').click()
    await page.waitForURL(/cart=accessory-added/)
    expect(await page.locator('#accessory-umschlag-c6 .cart-add__result').textContent()).toContain('Im Warenkorb')
    await page.context().close()
  })
})

describe('a card theme\u2019s envelopes end up in the cart and its ribbon in the designer when the shopper goes on', () => {
  it.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ])('%s', async (_name, javaScriptEnabled) => {
    const { page, problems } = await openPage(browser, { javaScriptEnabled, viewport: { width: 1280, height: 900 } })
    await visitSite(page, 'cards.de.localhost', '/themes/winterzauber/')
    const form = page.locator('#card-options')
    await form.scrollIntoViewIfNeeded()
    if (javaScriptEnabled) {
      await form.hover()
      await live(page)
      await expect.poll(() => badge(page).getAttribute('data-count')).toBe('0')
    }
    await form.locator('select[name="envelope"]').selectOption('straight-white-114x162')
    await form.locator('select[name="inlay"]').selectOption('inlay-148x105-natural')
    await form.locator('select[name="ribbon"]').selectOption('ribbon-satin-gold')
    await form.locator('.card-options__cta').click()
    await page.waitForURL(/\/configurator-card\/\?/)
    const query = new URL(page.url()).searchParams
    // SPEC §3: the designer makes (and prices) the card with its ribbon, named by the sku's type and colour.
    expect(Object.fromEntries(query)).toEqual({
      themeId: 'winterzauber',
      card: 'klappkarte',
      quantity: '45',
      ribbon: 'satin',
      ribbonColor: 'gold',
      locale: 'de-DE',
    })
    // Two lines: the envelopes and the inlays, 45 each, as the page priced them; the ribbon is no cart line.
    if (javaScriptEnabled) await expect.poll(() => badge(page).getAttribute('data-count')).toBe('2')
    expect(await cartCount(page)).toBe(2)
    // The cart page names each line's design, and the envelopes' size.
    await page.goto(new URL('/kundenkonto/warenkorb/', page.url()).href)
    expect(await page.locator('.cart-page__label').allTextContents()).toEqual([
      expect.stringMatching(/^45 × Umschläge: .+, 114 × 162 mm zur Karte „Winterzauber“$/),
      expect.stringMatching(/^45 × Einleger: .+ zur Karte „Winterzauber“$/),
    ])
    expect(problems).toEqual([])
    await page.context().close()
  })
})
