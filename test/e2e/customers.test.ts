// Customers in a real browser with JavaScript (SPEC §1, §2 dialogs, §3 Customer, §4, §5, §7, §8): sign-up with the
// mailed activation link, the name in the header, log-out, a wrong password, log-in, password reset through the mailed
// link (the password-confirm dialog opens by itself), newsletter subscribe + confirm, wishlist hearts and page.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl, hostCookie } from './browser'
import { mailTo, runSql } from './customers-outbox'

const HOST = 'cards.de.localhost'
const EMAIL = `erika.${crypto.randomUUID().slice(0, 8)}@example.com`
const PASSWORD = 'correct horse battery'
const NEW_PASSWORD = 'a brand new passphrase'

/** Islands hydrate when the page is idle, and the machine is shared: wait longer than expect.poll's second. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 })

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function visit(page: Page, path = '/') {
  await page.context().addCookies([hostCookie(HOST, 'consent', 'declined')])
  const response = await page.goto(siteUrl(HOST, path))
  expect(response?.status()).toBe(200)
}

const dialogType = (page: Page) =>
  page
    .locator('dialog.dialog')
    .evaluate((dialog) => ((dialog as HTMLDialogElement).open ? ((dialog as HTMLElement).dataset.type ?? '') : null))
const accountText = (page: Page) => page.locator('.header__info-item--account .header__info-link').getAttribute('aria-label')
const accountHydrated = (page: Page) =>
  page.waitForSelector('[data-island="customer-account"][data-hydrated="true"]', { state: 'attached' })

async function openLogIn(page: Page) {
  await accountHydrated(page)
  await page.click('.header__info-item--account a')
  await poll(() => dialogType(page)).toBe('log-in')
  await page.waitForSelector('dialog.dialog form[action="/web-api/customer-login"]')
}

async function logIn(page: Page, password: string) {
  await openLogIn(page)
  await page.fill('#dialog-log-in-email', EMAIL)
  await page.fill('#dialog-log-in-password', password)
  await page.click('dialog.dialog button[type="submit"]')
}

describe('customer accounts with JavaScript', () => {
  let page: Page
  let problems: string[]

  beforeAll(async () => {
    ;({ page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } }))
  })
  afterAll(async () => {
    await page.context().close()
  })

  it('signs up in the dialog: fields are checked before sending, then the shopper is logged in and the mail announced', async () => {
    await visit(page)
    await openLogIn(page)
    await page.click('dialog.dialog a:has-text("Jetzt registrieren")')
    await poll(() => dialogType(page)).toBe('sign-up')
    await page.waitForSelector('#dialog-sign-up-email')
    const calls: string[] = []
    page.on('request', (request) => request.url().includes('/web-api/customer-signup') && calls.push(request.url()))
    await page.fill('#dialog-sign-up-email', 'not-an-address')
    await page.fill('#dialog-sign-up-password', 'short')
    await page.click('dialog.dialog button[type="submit"]')
    expect(await page.textContent('#dialog-sign-up-email-error')).toBe('Bitte gib eine gültige E-Mail-Adresse ein.')
    expect(await page.textContent('#dialog-sign-up-password-error')).toBe('Das Passwort braucht mindestens 10 Zeichen.')
    expect(await page.textContent('#dialog-sign-up-firstName-error')).toBe('Bitte fülle dieses Feld aus.')
    expect(calls).toEqual([])

    await page.fill('#dialog-sign-up-firstName', 'Erika')
    await page.fill('#dialog-sign-up-lastName', 'Muster')
    await page.fill('#dialog-sign-up-email', EMAIL)
    await page.fill('#dialog-sign-up-password', PASSWORD)
    await page.click('dialog.dialog button[type="submit"]')
    await poll(() => page.locator('dialog.dialog .form-message--success').textContent()).toContain('Du bist angemeldet')
    expect(calls).toHaveLength(1)
    // SPEC §4: logged in by the sign-up itself; the mailed link only confirms the address.
    await poll(() => accountText(page)).toBe('Kontomenü: Erika Muster')
  })

  it(
    'confirms the account by the mailed link in the same browser: still logged in, name and customer icon in the header',
    { timeout: 60_000 },
    async () => {
      const mail = await mailTo(EMAIL, 'signup-confirm')
      expect(mail.link).toContain('/web-api/customer-activate?token=')
      await page.goto(mail.link.replace(/^https?:\/\/[^/]+/, siteUrl(HOST, '').replace(/\/$/, '')))
      expect(await page.textContent('.result-banner')).toContain('Willkommen! Dein Kundenkonto ist eingerichtet')
      await poll(() => accountText(page)).toBe('Kontomenü: Erika Muster')
      expect(await page.locator('.header__info-item--account use').getAttribute('href')).toBe('#icon-customer')
      // The result code is read once: the address bar no longer carries it.
      expect(new URL(page.url()).search).toBe('')
    },
  )

  it('logs out from the account menu', async () => {
    await page.click('.header__info-item--account button')
    await page.click('#account-menu button:has-text("Abmelden")')
    await page.waitForSelector('.result-banner')
    expect(await page.textContent('.result-banner')).toContain('Du bist abgemeldet.')
    await accountHydrated(page)
    expect(await accountText(page)).toBe('Mein Konto')
  })

  it('shows the server’s message for a wrong password and logs the failure under log-in-error', async () => {
    const reports: string[] = []
    await page.route('**/_log', async (route) => {
      reports.push(route.request().postDataBuffer()?.toString() ?? '')
      await route.continue()
    })
    await logIn(page, 'wrong password!')
    await poll(() => page.locator('dialog.dialog .form-message--error').textContent()).toBe('E-Mail-Adresse oder Passwort stimmen nicht.')
    await poll(() => reports.join()).toContain('log-in-error')
    await page.keyboard.press('Escape')
    await poll(() => dialogType(page)).toBeNull()
  })

  it('logs in: the dialog closes and the header shows the name at once', async () => {
    await logIn(page, PASSWORD)
    await poll(() => dialogType(page)).toBeNull()
    await poll(() => accountText(page)).toBe('Kontomenü: Erika Muster')
  })

  it('keeps designs on the wishlist: heart on the theme page, list on the wishlist page, remove there', async () => {
    await visit(page, '/themes/winterzauber/')
    const heart = page.locator('.wishlist-heart__button[data-theme="winterzauber"]').first()
    await page.waitForSelector('[data-island="wishlist-heart"][data-hydrated="true"]', { state: 'attached' })
    await poll(() => accountText(page)).toBe('Kontomenü: Erika Muster')
    expect(await heart.getAttribute('aria-pressed')).toBe('false')
    await heart.click()
    await poll(() => heart.getAttribute('aria-pressed')).toBe('true')

    await visit(page, '/wunschliste/')
    // Only this page's problems: the earlier 401 of the wrong password is the browser's expected console line.
    problems.length = 0
    await page.waitForSelector('.wishlist__item[data-theme="winterzauber"]')
    expect(await page.textContent('.wishlist__name')).toBe('Winterzauber')
    await page.click('.wishlist__remove')
    await poll(() => page.locator('.wishlist__note').textContent()).toContain('Noch keine Designs gemerkt')
    expect(problems.join('\n')).toBe('')
  })

  it('shows white-label customers the white-label bar with its switch (SPEC §2)', { timeout: 60_000 }, async () => {
    expect(await page.locator('.white-label-bar').count()).toBe(0)
    await runSql(`UPDATE customers SET is_whitelabel = 1 WHERE email_key = '${EMAIL.toLowerCase()}'`)
    await visit(page)
    const toggle = page.locator('.white-label-bar__switch')
    await toggle.waitFor()
    expect(await toggle.getAttribute('aria-checked')).toBe('false')
    await toggle.click()
    await poll(() => toggle.getAttribute('aria-checked')).toBe('true')
    expect(await page.textContent('.white-label-bar')).toContain('Du bestellst als Partnerkunde')
  })

  it('resets the password by the mailed link: the password-confirm dialog opens by itself', { timeout: 60_000 }, async () => {
    await page.click('.header__info-item--account button')
    await page.click('#account-menu button:has-text("Abmelden")')
    await page.waitForSelector('.result-banner')
    await openLogIn(page)
    await page.click('dialog.dialog a:has-text("Passwort vergessen?")')
    await poll(() => dialogType(page)).toBe('password-reset')
    await page.waitForSelector('#dialog-password-reset-email')
    await page.fill('#dialog-password-reset-email', EMAIL)
    await page.click('dialog.dialog button[type="submit"]')
    await poll(() => page.locator('dialog.dialog .form-message--success').textContent()).toContain('Wenn die Adresse bei uns bekannt ist')

    const mail = await mailTo(EMAIL, 'password-reset')
    expect(mail.link).toMatch(/\?customer=password-confirm&token=/)
    await page.goto(mail.link.replace(/^https?:\/\/[^/]+/, siteUrl(HOST, '').replace(/\/$/, '')))
    await poll(() => dialogType(page)).toBe('password-confirm')
    await page.waitForSelector('#dialog-password-confirm-password')
    await page.fill('#dialog-password-confirm-password', NEW_PASSWORD)
    await page.click('dialog.dialog button[type="submit"]')
    await poll(() => page.locator('dialog.dialog .form-message--success').textContent()).toContain('Dein Passwort wurde geändert')
    await page.click('dialog.dialog a:has-text("Zur Anmeldung")')
    await poll(() => dialogType(page)).toBe('log-in')
    await page.waitForSelector('#dialog-log-in-email')
    await page.fill('#dialog-log-in-email', EMAIL)
    await page.fill('#dialog-log-in-password', NEW_PASSWORD)
    await page.click('dialog.dialog button[type="submit"]')
    await poll(() => accountText(page)).toBe('Kontomenü: Erika Muster')
  })
})

describe('wishlist and newsletter for a visitor', () => {
  it('opens the log-in dialog when a visitor who is not logged in taps a heart', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await visit(page, '/themes/winterzauber/')
    await page.waitForSelector('[data-island="wishlist-heart"][data-hydrated="true"]', { state: 'attached' })
    await page.locator('.wishlist-heart__button').first().click()
    await poll(() => dialogType(page)).toBe('log-in')
    await page.context().close()
  })

  it('subscribes only a well-formed address, with fetch, then confirms by the mailed link', { timeout: 60_000 }, async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await visit(page)
    const posts: string[] = []
    page.on('request', (request) => request.url().includes('/newsletter/subscribe') && posts.push(request.headers().accept ?? ''))
    await page.fill('#newsletter-email', 'erika@example')
    await page.press('#newsletter-email', 'Enter')
    await page.waitForSelector('[data-island="customer-newsletter"][data-hydrated="true"]', { state: 'attached' })
    await page.press('#newsletter-email', 'Enter')
    // SPEC §5: not the basic shape -> not submitted, no message.
    expect(await page.locator('#newsletter-result').count()).toBe(0)
    expect(posts).toEqual([])
    const address = `news.${crypto.randomUUID().slice(0, 8)}@example.com`
    await page.fill('#newsletter-email', address)
    await page.click('.newsletter__submit')
    await poll(() => page.locator('#newsletter-result').textContent()).toContain('Bitte bestätige dein Abo')
    expect(posts).toEqual(['application/json'])
    expect(new URL(page.url()).pathname).toBe('/')

    const mail = await mailTo(address, 'newsletter-confirm')
    await page.goto(mail.link.replace(/^https?:\/\/[^/]+/, siteUrl(HOST, '').replace(/\/$/, '')))
    expect(await page.textContent('.result-banner')).toContain('Dein Newsletter-Abo ist bestätigt.')
    expect(problems.join('\n')).toBe('')
    await page.context().close()
  })
})

describe('the header cart item', () => {
  it('shows the count of the customer’s order from the customer data (the cached HTML says 0)', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    const customer = {
      emailHash: 'x',
      firstName: 'Erika',
      lastName: 'Muster',
      isLoggedIn: true,
      isWhitelabelCustomer: false,
      number: 'K-1',
      order: { cartArticlesAmount: 3, isWhitelabelOrder: false },
      type: 0,
    }
    await page.route('**/web-api/customer-data*', (route) => route.fulfill({ json: { payload: customer } }))
    await visit(page)
    const cart = page.locator('.header__info-item--cart a')
    expect(await cart.getAttribute('aria-label')).toMatch(/0/)
    await poll(() => page.locator('.header__info-item--cart .header__badge').textContent()).toBe('3')
    expect(await cart.getAttribute('aria-label')).toMatch(/3/)
    expect(await page.locator('.header__info-item--cart .header__badge').isVisible()).toBe(true)
    await page.context().close()
  })
})
