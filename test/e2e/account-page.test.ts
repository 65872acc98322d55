// The account page in Chromium: without JavaScript a shopper signs up, activates by the mailed link (logged in: the
// header shows the name), opens the account page from the header's menu, reads name, address and newsletter state, and
// logs out; with JavaScript the logged-out account page offers the log-in dialog, and after it the page shows the account.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostCookie, launchBrowser, openPage, siteUrl } from './browser'
import { mailTo } from './customers-outbox'

const HOST = 'cards.de.localhost'
const EMAIL = `account.${crypto.randomUUID().slice(0, 8)}@example.com`
const PASSWORD = 'an account page of my own'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const local = (link: string) => link.replace(/^https?:\/\/[^/]+/, siteUrl(HOST, '').replace(/\/$/, ''))

async function shopper(javaScript: boolean): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(browser, { javaScriptEnabled: javaScript, viewport: { width: 1280, height: 900 } })
  await opened.page.context().addCookies([hostCookie(HOST, 'consent', 'declined')])
  return opened
}

describe('the account page', () => {
  it(
    'without JavaScript: signed up and activated, the header names the shopper; the account page shows the account; log-out',
    { timeout: 90_000 },
    async () => {
      const { page } = await shopper(false)
      await page.goto(siteUrl(HOST, '/kundenkonto/'))
      expect(await page.textContent('.account-page__title')).toBe('Bitte melde dich an')
      await page.click('.account-page__actions a[data-dialog="sign-up"]')
      await page.fill('.customer-panel__form input[name="firstName"]', 'Konto')
      await page.fill('.customer-panel__form input[name="lastName"]', 'Seite')
      await page.fill('.customer-panel__form input[name="email"]', EMAIL)
      await page.fill('.customer-panel__form input[name="password"]', PASSWORD)
      await page.click('.customer-panel__form button[type="submit"]')
      expect(new URL(page.url()).searchParams.get('customer')).toBe('signup-sent')

      // Activation in the browser that signed up logs the shopper in, and the header says so without JavaScript.
      await page.goto(local((await mailTo(EMAIL, 'signup-confirm')).link))
      expect(new URL(page.url()).searchParams.get('customer')).toBe('signed-up')
      const toggle = page.locator('.header__shopper-toggle')
      expect(await toggle.isVisible()).toBe(true)
      expect(await toggle.textContent()).toBe('Konto Seite')
      expect(await page.locator('.header__info-item--account a').isVisible()).toBe(false)

      await toggle.click()
      await page.click('.header__shopper-menu a:has-text("Mein Kundenkonto")')
      await page.waitForURL(/\/kundenkonto\/$/)
      expect(await page.textContent('[data-field="name"] dd')).toBe('Konto Seite')
      expect(await page.textContent('[data-field="email"] dd')).toBe(EMAIL)
      expect(await page.textContent('[data-field="newsletter"] dd')).toBe('nicht abonniert')
      expect(await page.getAttribute('.account-page__links a:has-text("Mein Merkzettel")', 'href')).toBe('/wunschliste/')

      await page.click('.account-page__logout')
      expect(new URL(page.url()).searchParams.get('customer')).toBe('logged-out')
      expect(await page.textContent('.account-page__title')).toBe('Bitte melde dich an')
      expect(await page.locator('.header__shopper-toggle').count()).toBe(0)
      await page.context().close()
    },
  )

  it(
    'with JavaScript: the logged-out page opens the log-in dialog; logged in, the page shows the account',
    { timeout: 60_000 },
    async () => {
      const { page, problems } = await shopper(true)
      await page.goto(siteUrl(HOST, '/kundenkonto/'))
      await page.waitForSelector('[data-island="customer-account"][data-hydrated="true"]', { state: 'attached' })
      await page.click('.account-page__actions a[data-dialog="log-in"]')
      await page.waitForSelector('dialog.dialog[open] input[name="email"]')
      await page.fill('dialog.dialog input[name="email"]', EMAIL)
      await page.fill('dialog.dialog input[name="password"]', PASSWORD)
      await page.click('dialog.dialog button[type="submit"]')
      await expect
        .poll(() => page.locator('.header__info-item--account .header__info-link').getAttribute('aria-label'))
        .toBe('Kontomenü: Konto Seite')
      await page.reload()
      expect(await page.textContent('[data-field="email"] dd')).toBe(EMAIL)
      // With JavaScript the server's no-script menu stays hidden; the island shows the customer.
      expect(await page.locator('.header__shopper-toggle').isVisible()).toBe(false)
      expect(problems).toEqual([])
      await page.context().close()
    },
  )
})
