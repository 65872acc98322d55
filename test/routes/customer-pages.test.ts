// The storefront's customer side in the whole Worker (SPEC §1, §2, §5, §7): result banners and no-JS forms rendered
// from the query code only, the header's account item, the newsletter form, the wishlist page (cards only), hearts on
// theme pages, and no customer data ever in a page's (cacheable) HTML.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { sha256Hex } from '../../src/domain/crypto'
import { captureLogs, createCustomer, loggedIn } from '../api/customers/harness'
import { fetchWorker, resetCaches } from './fetch-worker'

const cached = { ...env, PAGE_CACHE_SECONDS: '60' } as Env
let unique = 0
const fresh = (query = '') => `/?run=${Date.now()}-${++unique}${query ? `&${query}` : ''}`

async function page(path: string, host = 'cards.de.localhost', headers: Record<string, string> = {}) {
  const response = await fetchWorker(path, { host, headers })
  return { status: response.status, html: await response.text(), response }
}

const banner = (html: string) =>
  /<div class="result-banner result-banner--(\w+)" role="(\w+)"><p class="result-banner__text">([^<]*)<\/p>/.exec(html)?.slice(1)

beforeEach(() => resetCaches())

/** A reset link's token that still works, as the reset mail would carry it. */
async function openResetLink(): Promise<string> {
  const customer = await createCustomer()
  const token = `reset${String(++unique).padStart(38, '0')}`
  await env.DB.prepare('INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await sha256Hex(token), customer.id, Date.now(), Date.now() + 60 * 60 * 1000)
    .run()
  return token
}

describe('result banners from the query code', () => {
  it.each([
    ['customer=logged-in', ['success', 'status', 'Du bist angemeldet.']],
    ['customer=login-failed', ['error', 'alert', 'E-Mail-Adresse oder Passwort stimmen nicht.']],
    [
      'customer=signup-sent',
      [
        'success',
        'status',
        'Willkommen! Du bist angemeldet. Bitte bestätige deine Adresse mit dem Link, den wir dir gerade geschickt haben.',
      ],
    ],
    ['customer=signed-up', ['success', 'status', 'Willkommen! Dein Kundenkonto ist eingerichtet und du bist angemeldet.']],
    ['customer=activation-invalid', ['error', 'alert', 'Dieser Link ist nicht mehr gültig. Bitte fordere einen neuen an.']],
    ['customer=reset-sent', ['success', 'status', 'Wenn die Adresse bei uns bekannt ist, ist eine E-Mail unterwegs.']],
    ['customer=login-throttled', ['error', 'alert', 'Zu viele Versuche. Bitte versuche es später noch einmal.']],
    ['customer=logged-out', ['success', 'status', 'Du bist abgemeldet.']],
    ['customer=error', ['error', 'alert', 'Da ist etwas schiefgegangen. Bitte versuche es gleich noch einmal.']],
    ['wishlist=added', ['success', 'status', 'Auf der Wunschliste gemerkt.']],
    ['wishlist=login-required', ['error', 'alert', 'Bitte melde dich zuerst an.']],
    ['newsletter=confirmed', ['success', 'status', 'Dein Newsletter-Abo ist bestätigt.']],
  ])('?%s shows its message', async (query, expected) => {
    const { status, html } = await page(fresh(query))
    expect(status).toBe(200)
    expect(banner(html)).toEqual(expected)
  })

  it('speaks the page’s language (fr-CH on the Swiss host)', async () => {
    const { html } = await page(`/fr${fresh('customer=logged-out')}`, 'cards.ch.localhost')
    expect(banner(html)?.[2]).toBe('Vous êtes déconnecté.')
  })

  it('shows nothing for unknown or missing codes', async () => {
    for (const query of ['', 'customer=nonsense', 'wishlist=<script>', 'newsletter=subscribed']) {
      expect(banner((await page(fresh(query))).html)).toBeUndefined()
    }
  })

  it('offers the form again without JavaScript, inside <noscript>, returning to this page without the old result', async () => {
    const { html } = await page('/?x=1&customer=login-failed')
    const form = /<noscript><section class="customer-panel__form">(.*?)<\/section><\/noscript>/.exec(html)?.[1] ?? ''
    expect(form).toContain('<form class="customer-form__form" action="/web-api/customer-login" method="post">')
    expect(form).toContain('<input type="hidden" name="back" value="/?x=1"/>')
    expect(form).toContain('href="/?x=1&amp;customer=password-reset"')
    expect(form).toContain('href="/?x=1&amp;customer=signup"')
  })

  it('marks the fields a no-JS sign-up got wrong, and keeps the reset token for the password-confirm form', async () => {
    const signup = (await page('/?customer=signup-invalid&fields=email,password')).html
    expect(signup).toMatch(/<p id="panel-email-error" class="form-field__error">Bitte prüfe dieses Feld.<\/p>/)
    expect(signup).toMatch(/<p id="panel-password-error" class="form-field__error">/)
    expect(signup).not.toContain('panel-firstName-error')
    const token = await openResetLink()
    const confirm = (await page(`/?customer=password-confirm&token=${token}`)).html
    expect(confirm).toContain(`<input type="hidden" name="token" value="${token}"/>`)
    expect(confirm).toContain(`<input type="hidden" name="back" value="/?token=${token}"/>`)
  })

  it('sends a used or unknown reset link on to the “link no longer valid” banner when it is opened', async () => {
    const logs = captureLogs()
    try {
      const response = await fetchWorker('/fotokarten/?customer=password-confirm&token=' + 'x'.repeat(43))
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('http://cards.de.localhost/fotokarten/?customer=password-token-invalid')
      expect(banner((await page('/fotokarten/?customer=password-token-invalid')).html)).toEqual([
        'error',
        'alert',
        'Dieser Link ist nicht mehr gültig. Bitte fordere einen neuen an.',
      ])
    } finally {
      logs.restore()
    }
  })
})

describe('header account item', () => {
  it('is the anonymous island: opens the log-in dialog, leads to this page’s log-in form without JavaScript', async () => {
    const { html } = await page('/fotokarten/?a=b')
    const item = /<li class="header__info-item header__info-item--account">(.*?)<\/li>/.exec(html)?.[1] ?? ''
    expect(item).toContain('data-island="customer-account"')
    expect(item).toContain('data-hydrate="idle"')
    expect(item).toMatch(
      /<a class="header__info-link" href="\/fotokarten\/\?a=b&amp;customer=login" data-dialog="log-in" aria-label="Mein Konto">/,
    )
  })

  it('links the wishlist only on the cards brand', async () => {
    expect((await page('/')).html).toContain('&quot;wishlistHref&quot;:&quot;/wunschliste/&quot;')
    expect((await page('/', 'poster.de.localhost')).html).not.toContain('wishlistHref')
  })
})

describe('newsletter form', () => {
  it('posts to the locale’s subscribe path and returns to the form', async () => {
    const { html } = await page('/fr/?a=1&newsletter=subscribed', 'cards.ch.localhost')
    expect(html).toContain('<form class="newsletter__form" action="/fr/newsletter/subscribe" method="post">')
    expect(html).toContain('<input type="hidden" name="back" value="/fr/?a=1#newsletter"/>')
    expect(html).toContain('<input type="hidden" name="uniqueIdentifier" value="footer-newsletter"/>')
    expect(html).toMatch(/<p id="newsletter-result" class="newsletter__result newsletter__result--success" role="status">Merci !/)
  })
})

describe('wishlist', () => {
  it('has a page on the cards brand: noindex, the list left to the browser, a no-JS hint with the log-in link', async () => {
    const { status, html } = await page('/wunschliste/')
    expect(status).toBe(200)
    expect(html).toContain('<meta name="robots" content="noindex,follow"/>')
    expect(html).toContain('<h1 class="wishlist__title">Meine Wunschliste</h1>')
    expect(html).toContain('data-island="wishlist-page"')
    expect(html).toMatch(
      /<noscript><p class="wishlist__note">Deine Wunschliste wird in deinem Browser geladen.*href="\/wunschliste\/\?customer=login"/,
    )
  })

  it('has no page on the poster brand (404)', async () => {
    expect((await page('/wunschliste', 'poster.de.localhost')).status).toBe(404)
  })

  it('puts a heart with a no-JS form on the theme page of the cards brand only', async () => {
    const { html } = await page('/themes/winterzauber/')
    expect(html).toContain('data-island="wishlist-heart"')
    expect(html).toMatch(
      /<form class="wishlist-heart" action="\/web-api\/wishlist" method="post"><input type="hidden" name="themeId" value="winterzauber"\/>/,
    )
    expect(html).toContain('id="icon-heart"')
    const poster = await page('/themes/winterzauber', 'poster.de.localhost')
    expect(poster.html).not.toContain('wishlist-heart')
  })

  it('puts a heart on every design tile of the card listing', async () => {
    const { status, html } = await page('/karten-designen/')
    expect(status).toBe(200)
    const tiles = html.match(/<li class="theme-tile" data-theme-id="[^"]+"/g) ?? []
    expect(tiles.length).toBeGreaterThan(0)
    for (const tile of tiles) {
      const id = /data-theme-id="([^"]+)"/.exec(tile)?.[1] ?? ''
      expect(html).toContain(`<input type="hidden" name="themeId" value="${id}"/>`)
    }
  })
})

describe('no customer data in HTML', () => {
  it('shows a logged-in customer their name outside the page cache, and the cache never holds it', async () => {
    const customer = await createCustomer()
    const cookie = await loggedIn(customer)
    const url = fresh()
    const personal = await fetchWorker(url, { env: cached, headers: { cookie } })
    expect(personal.headers.get('x-page-cache')).toBeNull()
    const personalHtml = await personal.text()
    // Without JavaScript the header says who is logged in (src/views/layout/header.tsx ShopperMenu); the address never.
    expect(personalHtml).toContain('Erika Mustermann')
    expect(personalHtml).not.toContain(customer.email)
    const again = await fetchWorker(url, { env: cached, headers: { cookie } })
    expect(again.headers.get('x-page-cache')).toBeNull()
    // A returning anonymous shopper (split key set): the page is cacheable.
    const anonymous = { cookie: '__Host-split_key=0d7f3b8e-1c2a-4e5f-8a9b-1234567890ab' }
    const first = await fetchWorker(url, { env: cached, headers: anonymous })
    const second = await fetchWorker(url, { env: cached, headers: anonymous })
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['miss', 'hit'])
    const html = await second.text()
    expect(html).not.toContain('Mustermann')
    expect(html).toContain('data-dialog="log-in"')
  })
})
