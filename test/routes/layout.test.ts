// The server-rendered shell (SPEC §2 shared layout) through the whole Worker: header, main navigation with flyouts,
// burger menu, footer and the islands, per brand and platform, from the bundled demo space.
import { beforeAll, describe, expect, it } from 'vitest'
import { pinClock, SUITE_NOW } from '../setup/clock'
import { fetchWorker, resetCaches } from './fetch-worker'

beforeAll(() => resetCaches())

async function html(host: string, path = '/'): Promise<string> {
  const response = await fetchWorker(path, { host })
  expect(response.status).toBe(200)
  return response.text()
}

/** The markup between the first `<tag class="name"` and its closing tag (enough for the shell's unnested parts). */
function part(page: string, start: string, end: string): string {
  const from = page.indexOf(start)
  expect(from, `missing ${start}`).toBeGreaterThanOrEqual(0)
  return page.slice(from, page.indexOf(end, from) + end.length)
}

const count = (text: string, needle: string | RegExp) => text.split(needle).length - 1

describe.each([
  ['cards.de.localhost', '/', 'Kartenfee', ['calendar', 'card', 'photobook', 'collage'], 'Gutscheine'],
  ['poster.de.localhost', '/', 'Posterhaus', ['wandbilder', 'frame', 'collage', 'accessories'], 'Gutscheine'],
  ['poster.com.localhost', '/', 'Posterhaus', ['wandbilder', 'frame', 'collage', 'accessories'], 'Gift cards'],
])('web header and navigation on %s', (host, path, brand, layouts, burgerOnly) => {
  it('shows shop links, burger, logo to home and the four info items', async () => {
    const page = await html(host, path)
    const header = part(page, '<header class="header"', '</header>')
    expect(count(header, 'class="shops__link"')).toBe(2)
    expect(header).toContain('data-island="burger"')
    expect(header).toMatch(new RegExp(`<a class="header__logo" href="/" aria-label="${brand}"`))
    for (const item of ['magazine', 'service', 'account', 'cart']) expect(header).toContain(`header__info-item--${item}`)
    // Not logged in: the account item opens the log-in dialog, and without JavaScript leads to this page's log-in form.
    expect(header).toMatch(/<a class="header__info-link" href="[^"]*customer=login" data-dialog="log-in"/)
    expect(header).toMatch(/class="header__badge" data-count="0"/)
    expect(header).toMatch(/href="tel:[+\d]+"/)
    expect(header).not.toContain('header__back')
  })

  it('hides burger-only items from the main navigation but lists them in the burger menu', async () => {
    const page = await html(host, path)
    const nav = part(page, '<nav class="nav"', '</nav>')
    expect(nav).not.toContain(`>${burgerOnly}<`)
    expect(part(page, '<div id="burger-menu"', '</header>')).toContain(`>${burgerOnly}<`)
    expect(nav).toContain('data-island="main-nav"')
  })

  it.each(layouts)('renders the %s flyout with its groups', async (layout) => {
    const page = await html(host, path)
    const item = new RegExp(
      `<li class="nav__item" data-flyout="${layout}"><a class="nav__link" aria-expanded="false" aria-controls="(flyout-\\d+)"`,
    )
    const id = item.exec(page)?.[1]
    expect(id).toBeDefined()
    expect(page).toContain(`<div class="flyout flyout--${layout}" id="${id}">`)
  })
})

describe('flyout image widths (SPEC §9)', () => {
  const widths = (flyout: string, group: string) => {
    const section = part(flyout, `data-group="${group}"`, '</section>')
    return [...new Set([...section.matchAll(/<img[^>]* width="(\d+)"/g)].map((m) => Number(m[1])))]
  }
  const flyout = (page: string, layout: string) => part(page, `<div class="flyout flyout--${layout}"`, '<p class="flyout__footer">')

  it('uses the cards brand widths: calendar 130, occasion 130, cards additional 80, collage 130, photobook 170/73/153', async () => {
    const page = await html('cards.de.localhost')
    expect(widths(flyout(page, 'calendar'), 'categories')).toEqual([130])
    expect(widths(flyout(page, 'card'), 'occasions')).toEqual([130])
    expect(widths(flyout(page, 'card'), 'extra-categories')).toEqual([80])
    expect(widths(flyout(page, 'collage'), 'categories')).toEqual([130])
    expect(widths(flyout(page, 'photobook'), 'categories')).toEqual([170])
    expect(widths(flyout(page, 'photobook'), 'types')).toEqual([73])
    expect(widths(flyout(page, 'photobook'), 'start-without-design')).toEqual([153])
  })

  it('uses the poster brand widths: wandbilder 150, frame poster 150, colors 48, other 60', async () => {
    const page = await html('poster.de.localhost')
    expect(widths(flyout(page, 'wandbilder'), 'materials')).toEqual([150])
    expect(widths(flyout(page, 'frame'), 'poster')).toEqual([150])
    expect(widths(flyout(page, 'frame'), 'colors')).toEqual([48])
    expect(widths(flyout(page, 'frame'), 'other')).toEqual([60])
  })

  it('shows the card layout’s extra links per occasion and the headline item as the group heading', async () => {
    const page = await html('cards.de.localhost')
    const card = flyout(page, 'card')
    expect(count(card, '<li class="occasion">')).toBe(6)
    expect(count(card, 'class="occasion__extra"')).toBe(6)
    expect(card).toContain('>Einladungskarten</a>')
    // The calendar's first group has no title: its headline item is the heading, a link.
    expect(flyout(page, 'calendar')).toMatch(/<h3 class="flyout__heading"><a href="\/fotokalender\/">Kalenderarten<\/a><\/h3>/)
  })

  it('gives every flyout a link to the whole category', async () => {
    const page = await html('cards.de.localhost')
    expect(page).toMatch(/<a class="flyout__all" href="\/fotokalender\/">Alles zu Fotokalender<\/a>/)
  })
})

describe('burger menu', () => {
  it('is hidden server HTML with a second level per item with sub-items or flyout groups', async () => {
    const page = await html('cards.de.localhost')
    const menu = part(page, '<div id="burger-menu"', '</header>')
    expect(menu).toMatch(/^<div id="burger-menu" class="burger" hidden="">/)
    // Four flyout items plus "Hilfe" with sub-items.
    expect(count(menu, /class="burger__level" id="burger-level-\d+" hidden=""/)).toBe(5)
    expect(menu).toContain('data-burger="close"')
    expect(menu).toContain('data-burger="back"')
    expect(menu).toContain('>Merkzettel<')
  })
})

describe('desktop app (platform d)', () => {
  it.each([
    ['cards.de.localhost', '/d/'],
    ['poster.de.localhost', '/d'],
  ])('shows a back link instead of navigation, burger, info items and smart banner on %s', async (host, path) => {
    const page = await html(host, path)
    const header = part(page, '<header class="header header--desktop"', '</header>')
    expect(header).toMatch(new RegExp(`<a class="header__back" href="${path}">`))
    for (const absent of ['class="nav"', 'burger', 'header__info', 'shops__']) expect(header).not.toContain(absent)
    expect(page).not.toContain('data-island="smart-banner"')
    // The help chat and the footer are the same as on the web.
    expect(page).toContain('data-island="help-chat"')
    expect(page).toContain('<footer class="footer"')
  })
})

describe('footer', () => {
  it('renders newsletter form, tiles, link box, SEO text, boxes, payment logos and the copyright year', async () => {
    const page = await html('cards.de.localhost')
    const footer = part(page, '<footer class="footer"', '</footer>')
    expect(footer).toMatch(/<form class="newsletter__form" action="\/newsletter\/subscribe" method="post">/)
    expect(footer).toMatch(/<input id="newsletter-email" class="newsletter__input" type="email" required=""[^>]* name="email"\/>/)
    expect(count(footer, '<details class="tile"')).toBe(3)
    expect(count(footer, '<details class="link-box__list"')).toBe(2)
    expect(footer).toContain('class="seo__text"')
    expect(footer).toMatch(/data-island="footer"[^>]*data-hydrate="visible"/)
    expect(count(footer, /<img [^>]*width="73" height="32"/)).toBe(6)
    expect(footer).toContain(`© ${new Date().getUTCFullYear()} Kartenfee GmbH`)
    expect(footer).toMatch(/<button type="button" class="footer__cookies" data-dialog="cookie-settings">Cookie-Einstellungen<\/button>/)
  })

  it('starts the first list and tile open and the others collapsed (SPEC §4)', async () => {
    const footer = part(await html('cards.de.localhost'), '<footer class="footer"', '</footer>')
    const states = (selector: string) =>
      [...footer.matchAll(new RegExp(`<details class="${selector}" data-collapse="(open|closed)"( open="")?`, 'g'))].map((m) => [
        m[1],
        Boolean(m[2]),
      ])
    expect(states('tile')).toEqual([
      ['open', true],
      ['closed', false],
      ['closed', false],
    ])
    expect(states('link-box__list')).toEqual([
      ['open', true],
      ['closed', false],
    ])
  })

  it('starts customer service, awards, app links and social media boxes open, the others collapsed', async () => {
    const footer = part(await html('poster.de.localhost'), '<footer class="footer"', '</footer>')
    const boxes = Object.fromEntries(
      [...footer.matchAll(/<details class="footer-box footer-box--([a-z-]+)" data-collapse="(open|closed)"/g)].map((m) => [m[1], m[2]]),
    )
    expect(boxes).toEqual({
      'customer-service': 'open',
      about: 'closed',
      'app-links': 'open',
      awards: 'open',
      international: 'closed',
      'social-media': 'open',
    })
  })

  it('shows app links only for the poster brand (SPEC §9), whatever the CMS holds', async () => {
    expect(await html('cards.de.localhost')).not.toContain('footer-box--app-links')
    const poster = await html('poster.de.localhost')
    expect(poster).toContain('footer-box--app-links')
    expect(poster).toMatch(
      /<img src="\/_image\/width=100,height=28,quality=100,[^"]*\/demo\/footer\/app-store.svg"[^>]* alt="Im App Store laden" width="100" height="28"/,
    )
  })

  it('lists the site’s languages in the languages box only where there is a choice', async () => {
    expect(await html('cards.de.localhost')).not.toContain('footer-box--languages')
    const swiss = part(await html('cards.ch.localhost', '/fr/'), '<details class="footer-box footer-box--languages"', '</details>')
    for (const language of ['Deutsch', 'Français', 'Italiano']) expect(swiss).toContain(`>${language}</a>`)
  })
})

describe('action bar countdown', () => {
  // The demo sale ends in three days at midnight, site time: a relative date, so it runs on any day of any year.
  it.each([
    ['a year back', -365],
    ['today', 0],
    ['a year ahead', 365],
  ])('counts down on the poster brand’s sale bar %s, rendered with the server’s clock', async (_, days) => {
    const now = SUITE_NOW + days * 86_400_000
    pinClock(now)
    await resetCaches()
    const page = await html('poster.de.localhost')
    const bar = part(page, '<aside class="action-bar"', '</aside>')
    expect(bar).toMatch(/<span class="countdown" data-phase="idle" role="timer"><span class="countdown__label">Endet in<\/span>/)
    expect(bar).toMatch(/<b>0[23]<\/b>T<\/span>/)
    expect(page).toContain(`© ${new Date(now).getUTCFullYear()} Posterhaus`)
  })

  it('has none on the cards brand’s bar', async () => {
    expect(part(await html('cards.de.localhost'), '<aside class="action-bar"', '</aside>')).not.toContain('countdown')
  })
})

describe('smart banner', () => {
  it('links to the poster app at the current path, with the 4.6 rating', async () => {
    const page = await html('poster.de.localhost', '/leinwand')
    const banner = part(page, 'data-island="smart-banner"', '</aside>')
    expect(banner).toContain('href="https://app.posterhaus.example/open/leinwand"')
    expect(banner).toContain('aria-label="Bewertung: 4.6 von 5 Sternen"')
    expect(banner).toContain('>4,6</span>')
  })

  it('is not shown on the cards brand, which has no apps', async () => {
    expect(await html('cards.de.localhost')).not.toContain('smart-banner')
  })
})

describe('islands and the icon sprite', () => {
  it('hydrates only what needs it, late where harmless, and loads one client entry', async () => {
    const page = await html('poster.de.localhost')
    const hydrate = Object.fromEntries(
      [...page.matchAll(/data-island="([a-z-]+)"[^>]*?(?: data-hydrate="([a-z]+)")?>/g)].map((m) => [m[1], m[2] ?? 'load']),
    )
    // The shell's islands (pages add their own).
    expect(hydrate).toMatchObject({
      'smart-banner': 'load',
      'action-bar': 'load',
      burger: 'interaction',
      'main-nav': 'interaction',
      footer: 'visible',
      'back-to-top': 'scroll',
      'help-chat': 'interaction',
      'dialog-host': 'manual',
    })
    expect(count(page, '<script type="module" src="/build/client.js"')).toBe(1)
  })

  it('draws every icon the page uses from one sprite, each symbol once', async () => {
    const page = await html('cards.de.localhost')
    expect(count(page, '<svg class="icon-sprite"')).toBe(1)
    const used = new Set([...page.matchAll(/<use href="#icon-([a-z-]+)"/g)].map((m) => m[1]))
    for (const name of used) expect(count(page, `<symbol id="icon-${name}"`), name).toBe(1)
  })

  it('renders the white-label bar only when asked (no white-label customer yet)', async () => {
    expect(await html('cards.de.localhost')).not.toContain('white-label-bar')
  })
})
