// The head of CMS pages (SPEC §3 SEO fields, §7 share picture, §9 organisation data) through the whole Worker.
import { describe, expect, it } from 'vitest'
import { fetchWorker } from './fetch-worker'

async function head(path: string, host = 'cards.de.localhost'): Promise<string> {
  const response = await fetchWorker(path, { host })
  expect(response.status).toBe(200)
  const html = await response.text()
  return html.slice(0, html.indexOf('</head>'))
}

function alternatesOf(html: string): Map<string, string> {
  return new Map([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1] ?? '', m[2] ?? '']))
}

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)
  return match?.[1]
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  )
}

const decode = (s: string) => s.replace(/&amp;/g, '&')

describe('page head', () => {
  it('has title, description, robots, canonical, alternates and the social card of a page', async () => {
    const html = await head('/fotokalender/')
    expect(html).toContain('<title>Fotokalender selbst gestalten | Kartenfee</title>')
    expect(meta(html, 'description')).toMatch(/^Fotokalender mit eigenen Bildern/)
    expect(meta(html, 'robots')).toBe('index,follow')
    expect(html).toContain('<link rel="canonical" href="http://cards.de.localhost/fotokalender/"/>')
    const alternates = alternatesOf(html)
    expect(alternates.get('de-DE')).toBe('http://cards.de.localhost/fotokalender/')
    expect(alternates.get('fr-CH')).toBe('http://cards.ch.localhost/fr/fotokalender/')
    expect(alternates.get('en-US')).toBe('http://cards.com.localhost/fotokalender/')
    expect(alternates.get('x-default')).toBe('http://cards.de.localhost/fotokalender/')
    expect(meta(html, 'og:title')).toBe('Fotokalender selbst gestalten | Kartenfee')
    expect(meta(html, 'og:url')).toBe('http://cards.de.localhost/fotokalender/')
    expect(meta(html, 'og:type')).toBe('website')
    expect(meta(html, 'og:locale')).toBe('de_DE')
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
  })

  it('makes the share picture 1200 x 627 (cover) from ogImages, else from the teaser picture', async () => {
    const home = await head('/')
    expect(meta(home, 'og:image')).toBe(
      'http://cards.de.localhost/_image/width=1200,height=627,quality=85,format=auto,fit=cover/demo/share-cards.svg',
    )
    expect(meta(home, 'og:image:width')).toBe('1200')
    expect(meta(home, 'og:image:height')).toBe('627')
    const product = await head('/fotokalender/')
    expect(meta(product, 'og:image')).toBe(
      'http://cards.de.localhost/_image/width=1200,height=627,quality=85,format=auto,fit=cover/demo/teaser-calendar.svg',
    )
    const shared = await fetchWorker(new URL(meta(home, 'og:image') ?? '').pathname)
    expect(shared.status).toBe(200)
    expect(shared.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('lists every locale that has the page, reciprocally, with x-default', async () => {
    const start = alternatesOf(await head('/poster', 'poster.de.localhost'))
    // 17 locales read the poster page (directly or through their fallbacks), plus x-default.
    expect(start.size).toBe(18)
    for (const [hreflang, href] of start) {
      if (hreflang === 'x-default') continue
      const url = new URL(href)
      const other = alternatesOf(await head(url.pathname, url.host))
      expect(other, `alternates of ${href}`).toEqual(start)
      expect(other.get(hreflang)).toBe(href)
    }
  })

  it('drops the query from the canonical URL unless the story keeps it', async () => {
    const plain = await head('/fotokalender/?utm_source=x&page=2')
    expect(plain).toContain('<link rel="canonical" href="http://cards.de.localhost/fotokalender/"/>')
    // The product overview sets useQueryParamsInCanonical; editor and debug switches never count.
    const kept = await head('/products/?category=kalender&page=2&_storyblok=1&splitDebug=1')
    expect(decode(/<link rel="canonical" href="([^"]+)"/.exec(kept)?.[1] ?? '')).toBe(
      'http://cards.de.localhost/products/?category=kalender&page=2',
    )
  })

  it('builds absolute URLs from the configured site, never from the Host header', async () => {
    const html = await head('/', 'localhost')
    expect(html).toContain('<link rel="canonical" href="http://cards.de.localhost/"/>')
    expect(meta(html, 'og:url')).toBe('http://cards.de.localhost/')
  })

  it('carries no canonical, alternates or structured data on a not-found page', async () => {
    const response = await fetchWorker('/gibt-es-nicht/')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).not.toContain('rel="canonical"')
    expect(html).not.toContain('hrefLang=')
    expect(html).not.toContain('application/ld+json')
  })
})

describe('structured data', () => {
  it('is valid JSON with the SPEC §9 organisation data and the sameAs links', async () => {
    const data = jsonLd(await head('/'))
    const org = data.find((d) => d['@type'] === 'Organization')
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Kartenfee',
      url: 'http://cards.de.localhost/',
      logo: 'http://cards.de.localhost/demo/logo-cards.svg',
      foundingDate: '2011',
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [
            'https://schema.org/Monday',
            'https://schema.org/Tuesday',
            'https://schema.org/Wednesday',
            'https://schema.org/Thursday',
            'https://schema.org/Friday',
          ],
        },
      },
      sameAs: ['https://www.instagram.com/kartenfee', 'https://www.pinterest.com/kartenfee'],
    })
    const poster = jsonLd(await head('/', 'poster.de.localhost')).find((d) => d['@type'] === 'Organization')
    expect(poster?.sameAs).toEqual(['https://www.instagram.com/posterhaus', 'https://www.youtube.com/posterhaus'])
  })

  it.each([
    ['a content page', '/journal/bilderwand/'],
    ['the theme detail', '/themes/winterzauber/'],
    ['a listing', '/karten-designen/'],
  ])('has a BreadcrumbList equal to the visible breadcrumb on %s', async (_, path) => {
    const response = await fetchWorker(path)
    expect(response.status).toBe(200)
    const html = await response.text()
    const breadcrumb = jsonLd(html.slice(0, html.indexOf('</head>'))).find((d) => d['@type'] === 'BreadcrumbList')
    const nav = /<div class="page-breadcrumb"><nav class="breadcrumb"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? ''
    const visible = [...nav.matchAll(/<li>(?:<a href="([^"]+)">|<span aria-current="page">)(.*?)<\/(?:a|span)><\/li>/g)].map((m) => ({
      url: m[1],
      text: decode(m[2] ?? ''),
    }))
    expect(visible.length).toBeGreaterThan(1)
    const items = (breadcrumb?.itemListElement ?? []) as { name: string; item: string; position: number }[]
    expect(items.map((i) => i.name)).toEqual(visible.map((v) => v.text))
    // Every linked step is the same address (the last, the page itself, is plain text in the visible trail).
    visible.forEach((v, index) => v.url && expect(items[index]?.item).toBe(`http://cards.de.localhost${v.url}`))
    expect(items.map((i) => i.position)).toEqual(visible.map((_, index) => index + 1))
  })

  it('answers the BFF breadcrumb with the same trail as the page', async () => {
    const breadcrumb = jsonLd(await head('/journal/bilderwand/')).find((d) => d['@type'] === 'BreadcrumbList')
    const trail = (await (await fetchWorker('/frontend-api/breadcrumb?locale=de-de&path=/journal/bilderwand/')).json()) as {
      items: { text: string; url: string }[]
    }
    expect(breadcrumb?.itemListElement).toEqual(
      trail.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.text,
        item: `http://cards.de.localhost${item.url}`,
      })),
    )
  })

  it('turns the productSnippet into a Product with an offer in the site currency', async () => {
    const swiss = jsonLd(await head('/fotokalender/', 'cards.ch.localhost')).find((d) => d['@type'] === 'Product')
    expect(swiss).toMatchObject({
      name: 'Fotokalender',
      sku: 'cards-fotokalender',
      brand: { '@type': 'Brand', name: 'Kartenfee' },
      // The shop's lowest Swiss calendar price (the snippet names it with a placeholder, docs/editors.md).
      offers: { '@type': 'AggregateOffer', priceCurrency: 'CHF', lowPrice: '20.90', offerCount: 3 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 1287 },
    })
    const canvas = jsonLd(await head('/leinwand', 'poster.com.localhost')).find((d) => d['@type'] === 'Product')
    expect(canvas?.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD', price: expect.stringMatching(/^\d+\.\d\d$/) })
    expect(canvas).not.toHaveProperty('aggregateRating')
  })

  it('escapes CMS text so it can never close the script', async () => {
    const { scriptSafeJson } = await import('../../src/views/seo/json-ld')
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>&\u2028' })
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>&\u2028' })
  })
})
