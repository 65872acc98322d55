// Customers with JavaScript DISABLED (SPEC §1, §5, §7): every form is a plain POST answered with 303 back to the page,
// and the page renders the result from the query code alone (the HTML is cached, so never from a session): sign-up
// with a guest cart (the account has it) and confirmation by the mailed link, a wrong password and a log-in through the account item's link, and the newsletter.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl, hostCookie } from './browser'
import { mailTo } from './customers-outbox'

const HOST = 'cards.de.localhost'
const EMAIL = `nojs.${crypto.randomUUID().slice(0, 8)}@example.com`
const PASSWORD = 'no script needed here'

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  ;({ page } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } }))
  await page.context().addCookies([hostCookie(HOST, 'consent', 'declined')])
})
afterAll(async () => {
  await browser?.close()
})

const banner = () => page.textContent('.result-banner')
const local = (link: string) => link.replace(/^https?:\/\/[^/]+/, siteUrl(HOST, '').replace(/\/$/, ''))

describe('customers without JavaScript', () => {
  it(
    'keeps the cart filled before signing up: the sign-up logs in, the account has the cart; the mailed link confirms',
    { timeout: 60_000 },
    async () => {
      await page.goto(siteUrl(HOST, '/gift-voucher/'))
      const voucher = page.locator('#voucher-order')
      await voucher.getByText('100 €', { exact: true }).click()
      await voucher.locator('button[type="submit"]').click()
      await page.waitForURL(/cart=voucher-added/)

      await page.goto(siteUrl(HOST, '/?customer=signup'))
      await page.fill('.customer-panel__form input[name="firstName"]', 'Nora')
      await page.fill('.customer-panel__form input[name="lastName"]', 'Skript')
      await page.fill('.customer-panel__form input[name="email"]', EMAIL)
      await page.fill('.customer-panel__form input[name="password"]', PASSWORD)
      await page.click('.customer-panel__form button[type="submit"]')
      expect(new URL(page.url()).searchParams.get('customer')).toBe('signup-sent')
      expect(await banner()).toContain('Du bist angemeldet')
      // Logged in (SPEC §4): the header names the shopper, and the cart page lists the guest's voucher as the account's.
      expect(await page.textContent('.header__shopper-toggle')).toBe('Nora Skript')
      await page.goto(siteUrl(HOST, '/kundenkonto/warenkorb/'))
      expect(await page.locator('.cart-page__line').count()).toBe(1)
      expect(await page.textContent('.cart-page__line')).toContain('Geschenkgutschein')
      await page.context().clearCookies({ name: '__Host-cart' })
      await page.reload()
      expect(await page.locator('.cart-page__line').count()).toBe(1)

      const mail = await mailTo(EMAIL, 'signup-confirm')
      await page.goto(local(mail.link))
      expect(new URL(page.url()).searchParams.get('customer')).toBe('signed-up')
      expect(await banner()).toContain('du bist angemeldet')
    },
  )

  it('logs in from the account item’s link: a wrong password shows the message and the form again, then “you are logged in”', async () => {
    await page.context().clearCookies()
    await page.context().addCookies([hostCookie(HOST, 'consent', 'declined')])
    await page.goto(siteUrl(HOST, '/'))
    await page.click('.header__info-item--account a')
    expect(new URL(page.url()).searchParams.get('customer')).toBe('login')
    await page.fill('.customer-panel__form input[name="email"]', EMAIL)
    await page.fill('.customer-panel__form input[name="password"]', 'not the password')
    await page.click('.customer-panel__form button[type="submit"]')
    expect(new URL(page.url()).searchParams.get('customer')).toBe('login-failed')
    expect(await banner()).toBe('E-Mail-Adresse oder Passwort stimmen nicht.×')

    await page.fill('.customer-panel__form input[name="email"]', EMAIL)
    await page.fill('.customer-panel__form input[name="password"]', PASSWORD)
    await page.click('.customer-panel__form button[type="submit"]')
    expect(new URL(page.url()).searchParams.get('customer')).toBe('logged-in')
    expect(await banner()).toContain('Du bist angemeldet.')
    expect(await page.locator('.customer-panel__form').count()).toBe(0)
    const session = (await page.context().cookies()).find((cookie) => cookie.name === '__Host-session')
    expect(session?.httpOnly).toBe(true)
  })

  it('subscribes to the newsletter with a plain form post and shows the hint at the form', async () => {
    await page.goto(siteUrl(HOST, '/'))
    await page.fill('#newsletter-email', `nojs.news.${crypto.randomUUID().slice(0, 8)}@example.com`)
    await page.click('.newsletter__submit')
    const url = new URL(page.url())
    expect(url.searchParams.get('newsletter')).toBe('subscribed')
    expect(url.hash).toBe('#newsletter')
    expect(await page.textContent('#newsletter-result')).toContain('Bitte bestätige dein Abo')
  })
})
