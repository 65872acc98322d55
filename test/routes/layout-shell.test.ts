// The layout shell's additions through the whole Worker: the sub-navigation on product pages of both brands
// (active tile, feed paths, desktop visibility), the footer's reviews carousel, the snow overlay, the page breadcrumb
// and the smart banner's dismissal read on the server (and kept apart in the page cache).
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { fetchWorker, resetCaches } from './fetch-worker'

beforeAll(() => resetCaches())

async function page(host: string, path: string, headers: Record<string, string> = {}, status = 200): Promise<string> {
  const response = await fetchWorker(path, { host, headers })
  expect(response.status).toBe(status)
  return response.text()
}

/** The markup from `<tag class="name"` to its matching close, counting nested tags of the same name. */
function element(html: string, start: string): string {
  const from = html.indexOf(start)
  expect(from, `missing ${start}`).toBeGreaterThanOrEqual(0)
  const tag = /^<([a-z]+)/.exec(start)?.[1] ?? 'div'
  const pattern = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g')
  pattern.lastIndex = from
  let depth = 0
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1
    if (depth === 0) return html.slice(from, match.index + match[0].length)
  }
  return html.slice(from)
}

const count = (text: string, needle: string) => text.split(needle).length - 1

describe('sub-navigation (SPEC §2)', () => {
  it.each([
    // host, product page, the item's name, the active tile's path, whether it shows from 1000 px, tile types present
    ['cards.de.localhost', '/fotokalender/', 'Fotokalender', undefined, true, ['square-image', 'square']],
    ['cards.de.localhost', '/grusskarten/', 'Grußkarten', undefined, false, ['circle', 'square-image']],
    ['cards.de.localhost', '/grusskarten/hochzeit/', 'Grußkarten', '/grusskarten/hochzeit/', false, ['circle']],
    ['poster.de.localhost', '/poster', 'Poster', '/poster', true, ['square-image']],
    ['poster.de.localhost', '/leinwand', 'Poster', '/leinwand', true, ['square-image']],
    ['cards.fr.localhost', '/fotokalender/', undefined, undefined, true, ['square-image']],
  ])('on %s%s: the item’s groups with headings and tiles', async (host, path, label, active, always, types) => {
    const html = await page(host, path)
    const nav = element(html, '<nav class="subnav')
    if (label) expect(nav).toContain(`aria-label="${label}"`)
    expect(nav.includes('subnav--always')).toBe(always)
    expect(count(nav, 'class="subnav__group"')).toBeGreaterThanOrEqual(2)
    expect(nav).toContain('class="subnav__heading"')
    for (const type of types) expect(nav).toContain(`subnav__tile--${type}`)
    const current = /<a class="subnav__link" href="([^"]+)" aria-current="page"/.exec(nav)?.[1]
    expect(current).toBe(active)
    // The scroll-into-view island comes only with an active tile.
    expect(nav.includes('data-island="sub-nav"')).toBe(active !== undefined)
    // Right under the header, before the page.
    expect(html.indexOf('<nav class="subnav')).toBeGreaterThan(html.indexOf('</header>'))
    expect(html.indexOf('<nav class="subnav')).toBeLessThan(html.indexOf('<main'))
  })

  it.each([
    ['/feed-calendar/', '/fotokalender/wandkalender/'],
    ['/feed-card/geburtstag/', '/grusskarten/geburtstag/'],
    ['/feed-collage/', '/collage/poster/'],
  ])('maps the special path %s to its product family’s sub-navigation', async (path, tile) => {
    const html = await fetchWorker(path, { host: 'cards.de.localhost' }).then((response) => response.text())
    expect(element(html, '<nav class="subnav')).toContain(`href="${tile}"`)
  })

  it.each([
    ['cards.de.localhost', '/'],
    ['poster.de.localhost', '/'],
    ['cards.de.localhost', '/products/'],
  ])('has none on %s%s, which belongs to no navigation item', async (host, path) => {
    expect(await page(host, path)).not.toContain('class="subnav')
  })
})

describe('footer reviews (SPEC §3 review block)', () => {
  it.each([
    ['cards.de.localhost', 'Das sagen unsere Kundinnen und Kunden', '4,7 von 5 · 23.519 Bewertungen', 8],
    ['poster.de.localhost', 'Das sagen unsere Kundinnen und Kunden', '4,6 von 5 · 12.874 Bewertungen', 8],
    ['poster.fr.localhost', 'Ce que disent nos clients', '4,6 sur 5 · 12 874 avis', 6],
  ])('on %s: heading, score, total, platform link and a carousel that loads on interaction', async (host, title, score, slides) => {
    const html = await page(host, '/')
    const reviews = element(html, '<section class="reviews"')
    expect(reviews).toContain(title)
    expect(reviews.replace(/\u202f|\u00a0/g, ' ')).toContain(score)
    expect(reviews).toMatch(
      /<a class="reviews__all" href="https:\/\/reviews\.example\/review\/[a-z.]+" target="_blank" rel="nofollow noopener noreferrer">/,
    )
    expect(reviews).toContain('data-island="carousel"')
    // Not first-load JavaScript: the carousel loads on the first pointer, touch or focus inside the reviews.
    expect(reviews).toContain('data-hydrate="interaction"')
    expect(reviews).toContain('aria-roledescription="carousel"')
    expect(count(reviews, 'aria-roledescription="slide"')).toBe(slides)
    expect(reviews).toMatch(/role="img" aria-label="[^"]*5[^"]*"/)
    // Inside the footer, before the SEO text.
    expect(html.indexOf('<section class="reviews"')).toBeGreaterThan(html.indexOf('<footer'))
  })
})

describe('snow overlay (SPEC §2, §9)', () => {
  it('is on where the layout story switches it on: 199 decorative flakes, no script', async () => {
    const html = await page('cards.com.localhost', '/')
    const snow = element(html, '<div class="snow"')
    expect(snow).toContain('aria-hidden="true"')
    expect(count(snow, '<i ')).toBe(199)
    expect(snow).not.toContain('data-island')
  })

  it.each([['cards.de.localhost'], ['poster.de.localhost'], ['poster.com.localhost']])('is off by default (%s)', async (host) => {
    expect(await page(host, '/')).not.toContain('class="snow"')
  })
})

describe('page breadcrumb (SPEC §2)', () => {
  it('shows the trail of a content page above it: home link, then the page as plain text', async () => {
    const html = await page('cards.de.localhost', '/fotokalender/')
    const trail = element(html, '<div class="page-breadcrumb"')
    expect(trail).toMatch(/<a href="\/">[^<]+<\/a>/)
    expect(trail).toContain('<span aria-current="page">Fotokalender</span>')
    expect(html.indexOf('<div class="page-breadcrumb"')).toBeGreaterThan(html.indexOf('<main'))
  })

  it('keeps the language marker in the trail’s links', async () => {
    const html = await page('cards.ch.localhost', '/fr/fotokalender/')
    expect(element(html, '<div class="page-breadcrumb"')).toMatch(/<a href="\/fr\/">/)
  })

  it('is not shown on the home page', async () => {
    expect(await page('poster.de.localhost', '/')).not.toContain('class="page-breadcrumb"')
  })
})

describe('smart banner dismissal (SPEC §2)', () => {
  it('is read on the server: a dismissed banner is not in the page at all', async () => {
    expect(await page('poster.de.localhost', '/')).toContain('data-island="smart-banner"')
    expect(await page('poster.de.localhost', '/', { cookie: 'smart_banner_dismissed=1' })).not.toContain('data-island="smart-banner"')
  })

  it('keeps dismissed and undismissed pages apart in the page cache', async () => {
    const cached = { ...env, PAGE_CACHE_SECONDS: '60' } as Env
    const url = `/?banner-run=${Date.now()}`
    // A returning shopper (split key set), so the response sets no cookie and may be cached.
    const split = '__Host-split_key=0d7f3b8e-1c2a-4e5f-8a9b-1234567890ab'
    const first = await fetchWorker(url, { host: 'poster.de.localhost', env: cached, headers: { cookie: split } })
    expect(await first.text()).toContain('data-island="smart-banner"')
    const dismissed = await fetchWorker(url, {
      host: 'poster.de.localhost',
      env: cached,
      headers: { cookie: `${split}; smart_banner_dismissed=1` },
    })
    expect(dismissed.headers.get('x-page-cache')).toBe('miss')
    expect(await dismissed.text()).not.toContain('data-island="smart-banner"')
    const again = await fetchWorker(url, {
      host: 'poster.de.localhost',
      env: cached,
      headers: { cookie: `${split}; smart_banner_dismissed=1` },
    })
    expect(again.headers.get('x-page-cache')).toBe('hit')
    expect(await again.text()).not.toContain('data-island="smart-banner"')
  })
})
