// Designer paths (SPEC §2 `/configurator-…`) on a host without a designer: the hand-off page inside the layout, with
// the product and every option the link carries; anything that is not a designer link is a noindex 404.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { fetchWorker, resetCaches } from './fetch-worker'

beforeEach(async () => {
  await resetCaches()
})

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
}

/** The definition list as [term, description] pairs, tags dropped. */
function options(html: string): [string, string][] {
  const list = /<dl class="designer-handoff__options">(.*?)<\/dl>/s.exec(html)?.[1] ?? ''
  const strip = (s: string) =>
    decode(
      s
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
  return [...list.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/gs)].map((m) => [strip(m[1] ?? ''), strip(m[2] ?? '')])
}

describe('the designer hand-off page', () => {
  it('shows the photo-frame designer with material, format and locale, in the layout, never indexed', async () => {
    const response = await fetchWorker('/configurator-photo-frame?materialType=poster&formatType=5000x7000&locale=de-DE', {
      host: 'poster.de.localhost',
      headers: { referer: 'http://poster.de.localhost/poster?materialType=poster' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex,nofollow"/>')
    expect(html).not.toContain('rel="canonical"')
    expect(html).toContain('class="header"')
    expect(html).toContain('class="footer"')
    expect(html).toContain('<section class="designer-handoff" data-product="photoframe">')
    expect(html).toContain('<h1 class="designer-handoff__title">Designer: Wandbild</h1>')
    expect(options(html)).toEqual([
      ['Material', 'Poster poster'],
      ['Format', '50 x 70 cm 5000x7000'],
      ['Sprache', 'de-DE'],
    ])
    // Back to the page the shopper came from.
    expect(decode(html)).toContain('<a class="button button--primary" href="/poster?materialType=poster">Zurück zum Shop</a>')
  })

  it('follows the brand’s slash rule: the designer link’s slash redirects on the poster brand, query kept', async () => {
    const response = await fetchWorker('/configurator-photo-frame/?materialType=leinwand&formatType=6000x9000&locale=de-DE', {
      host: 'poster.de.localhost',
    })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(
      'http://poster.de.localhost/configurator-photo-frame?materialType=leinwand&formatType=6000x9000&locale=de-DE',
    )
  })

  it('shows formats in inches and English words on the US host, and goes home without a referer from this site', async () => {
    const response = await fetchWorker('/configurator-photo-frame?materialType=leinwand&formatType=6000x9000&locale=en-US', {
      host: 'poster.com.localhost',
      headers: { referer: 'https://evil.example/poster' },
    })
    const html = await response.text()
    expect(html).toContain('Designer: Wall art</h1>')
    expect(options(html)).toEqual([
      ['Material', 'Canvas leinwand'],
      ['Size', '23.6 x 35.4 in 6000x9000'],
      ['Language', 'en-US'],
    ])
    expect(html).toContain('<a class="button button--primary" href="/">Back to the shop</a>')
  })

  it('recognises a collage by its design and keeps the language prefix on the way back', async () => {
    const response = await fetchWorker('/fr/configurator-collage/?materialType=leinwand&formatType=4000x6000&designId=1&locale=fr-CH', {
      host: 'cards.ch.localhost',
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('data-product="collage"')
    expect(html).toContain('Éditeur : Collage</h1>')
    expect(options(html)).toContainEqual(['Design', '1'])
    expect(html).toContain('<a class="button button--primary" href="/fr/">Retour à la boutique</a>')
  })

  it('lists options it has no words for by their name, lists and records joined', async () => {
    const response = await fetchWorker(
      '/configurator-calendar/?calendarType=wandkalender&formatType=a4-hoch&accessoryTypes[]=spirale&accessoryTypes[]=holzblock&startMonth=1&year=2027',
      { host: 'cards.de.localhost' },
    )
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Designer: Kalender</h1>')
    expect(options(html)).toEqual([
      ['calendarType', 'wandkalender'],
      ['Format', 'a4-hoch'],
      ['accessoryTypes', 'spirale, holzblock'],
      ['startMonth', '1'],
      ['year', '2027'],
    ])
  })
})

describe('designer paths that are not designer links', () => {
  it.each([
    ['an unknown designer', '/configurator-tasse?materialType=poster'],
    ['a path below a designer', '/configurator-photo-frame/extra?materialType=poster'],
    ['no options', '/configurator-photo-frame'],
    ['only unknown options', '/configurator-photo-frame?foo=bar'],
    ['options of another product', '/configurator-photo-frame?calendarType=wandkalender'],
    ['an unknown material', '/configurator-photo-frame?materialType=holz'],
    ['a malformed format', '/configurator-photo-frame?materialType=poster&formatType=05000x7000'],
    ['an unknown locale', '/configurator-photo-frame?materialType=poster&locale=de-XX'],
    ['a list where one value belongs', '/configurator-photo-frame?materialType[]=poster'],
    ['a collage without a design', '/configurator-collage?materialType=poster'],
  ])('answers %s with a noindex 404 page', async (_, path) => {
    const response = await fetchWorker(path, { host: 'poster.de.localhost' })
    expect(response.status).toBe(404)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex,follow"/>')
    expect(html).not.toContain('designer-handoff')
  })

  it('answers the other app sections in production, where their own Workers are routed in front, with a noindex 404', async () => {
    const production = { ...env, ENVIRONMENT: 'production' } as Env
    const response = await fetchWorker('/kundenkonto/bestellungen/', { host: 'cards.de.localhost', env: production })
    expect(response.status).toBe(404)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
  })
})

describe('from the calculator to the designer', () => {
  it('the poster page’s designer link opens the hand-off page with its product and options, without a redirect', async () => {
    const page = await (await fetchWorker('/poster', { host: 'poster.de.localhost' })).text()
    const href = decode(/calculator__cta[^"]*" href="([^"]+)"/.exec(page)?.[1] ?? '')
    // In the poster brand's slash form: the link lands at once.
    expect(href).toBe('/configurator-photo-frame?materialType=poster&formatType=5000x7000&locale=de-DE')
    const response = await fetchWorker(href, { host: 'poster.de.localhost' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('data-product="photoframe"')
    expect(options(html).map(([term]) => term)).toEqual(['Material', 'Format', 'Sprache'])
  })
})

describe('with designers configured', () => {
  const designers = { cards: 'https://designer.cards.example', poster: 'https://designer.poster.example' }
  const withDesigners = { ...env, DESIGNER_ORIGINS: JSON.stringify(designers) } as Env
  // The cards brand's paths end with a slash, the poster brand's do not (SPEC §9).
  const query = '?materialType=poster&formatType=5000x7000&locale=de-DE'
  const paths = { cards: `/configurator-photo-frame/${query}`, poster: `/configurator-photo-frame${query}` }

  it.each([
    ['poster', 'poster.de.localhost'],
    ['cards', 'cards.ch.localhost'],
  ] as const)('sends a %s shopper to the brand’s own designer with the same path and options', async (brand, host) => {
    const path = paths[brand]
    const response = await fetchWorker(path, { host, env: withDesigners })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`${designers[brand]}${path}`)
  })

  it('shows the hand-off page to a brand whose designer is not configured', async () => {
    const posterOnly = { ...env, DESIGNER_ORIGINS: JSON.stringify({ poster: designers.poster }) } as Env
    expect((await fetchWorker(paths.poster, { host: 'poster.de.localhost', env: posterOnly })).status).toBe(302)
    const response = await fetchWorker(paths.cards, { host: 'cards.de.localhost', env: posterOnly })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('data-product="photoframe"')
  })

  it('still answers a link that is not a designer link with 404, never a redirect', async () => {
    const response = await fetchWorker('/configurator-photo-frame?nonsense=1', { host: 'poster.de.localhost', env: withDesigners })
    expect(response.status).toBe(404)
  })
})
