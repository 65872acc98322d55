// The editorial blocks (src/blocks/content-blocks.ts) through the whole Worker: every block type renders real
// markup from its demo story on both brands, a malformed block of each type is skipped and logged, the contact form
// stores valid requests in D1 and refuses invalid and cross-site ones, and the video block loads nothing before a click.
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { addDemoStories } from '../mocks/demo-space'
import { pinClock } from '../setup/clock'
import { validateContact } from '../../src/domain/contact-form'
import { isVideoId, videoEmbedUrl } from '../../src/domain/video'
import { FLAGS_KEY } from '../../src/cache/keys'
import { fetchWorker, resetCaches } from './fetch-worker'
import { shopApiLines } from '../setup/quiet-console'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'

const CARDS = 'cards.de.localhost'
const POSTER = 'poster.de.localhost'
const KEY = '3f1f0c4e-8b7a-4c2d-9e1f-0a1b2c3d4e5f'
const html = async (path: string, host = CARDS, headers: Record<string, string> = {}) => {
  const response = await fetchWorker(path, { host, headers: { cookie: `__Host-consent=granted; __Host-split_key=${KEY}`, ...headers } })
  expect(response.status, `${host}${path}`).toBe(200)
  return response.text()
}
const count = (text: string, pattern: RegExp) => (text.match(new RegExp(pattern.source, 'g')) ?? []).length
const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined)
const logged = (spy: ReturnType<typeof warnings>, event: string) =>
  spy.mock.calls.map((args) => String(args[0])).filter((line) => line.includes(`"event":"${event}"`))

beforeEach(async () => {
  await resetCaches()
  forgetIsolateMemory('flag definitions')
  await env.STORY_CACHE.delete(FLAGS_KEY)
})
afterEach(() => vi.restoreAllMocks())

describe('editorial demo pages', () => {
  it.each([
    [CARDS, '/inspiration/', 'Ideen, die an die Wand und ins Herz gehen', '/fotokalender/'],
    [POSTER, '/inspiration', 'Ideen, die an die Wand und ins Herz gehen', '/poster'],
  ])('%s%s renders teaser, usp teaser and every teaser, picture and video block', async (host, path, h1, product) => {
    // The journal's dates are relative (40, 62 and 85 days back): the feed shows them for the pinned day.
    pinClock('2026-11-23T10:00:00Z')
    const page = await html(path, host)
    expect(page).toContain(`<h1 class="teaser__headline">${h1}</h1>`)
    // SPEC §2 teaser area: the page's usp teaser right after the teaser.
    expect(page).toMatch(/class="teaser"[\s\S]*<\/section><div class="page__usp"><section class="usp-teaser"/)
    expect(count(page.slice(page.indexOf('page__usp'), page.indexOf('page__body')), /class="usp-teaser__item"/)).toBe(3)
    // SubTeaser, SubTeaserPhotoLarge, SubTeaserPhotoSmall, SubTeaserTiles
    expect(page).toMatch(
      /<section class="sub-teaser sub-teaser--image-left"><img src="\/_image\/[^"]+\/demo\/editorial\/calendar-desk.svg"[^>]*alt="In drei Schritten zum Lieblingsstück"/,
    )
    expect(page).toContain(`<a href="${product}" class="button button--secondary">`)
    expect(page).toMatch(
      /<section class="sub-teaser-large"><img[^>]+width="1600" height="900"[\s\S]*?<h2 class="sub-teaser-large__headline">Geschenke, die bleiben<\/h2>/,
    )
    expect(page).toMatch(/<section class="sub-teaser-small"><a href="\/journal\/papier-ratgeber\/?" class="sub-teaser-small__link">/)
    expect(count(page, /<h3 class="tile__headline">/)).toBe(3)
    // PhotoBlock: the large picture in the magnify dialog's payload, the caption below.
    expect(page).toMatch(
      /<a href="\/_image\/width=1600,[^"]+\/demo\/editorial\/print-shop.svg" class="photo-block__trigger" data-dialog="image-magnify" data-dialog-payload="[^"]*&quot;width&quot;:1600/,
    )
    expect(page).toContain('<figcaption class="photo-block__caption">Frisch aus der Maschine')
    // CustomerPictureBlock: six photos, each opening the customer-picture dialog.
    expect(count(page, /data-dialog="customer-picture"/)).toBe(6)
    expect(page).toContain('aria-label="Kundenfoto ansehen: Julia aus Hamburg: ihr Urlaubsbild über dem Sofa"')
    // VideoBlock: a poster and a play link, no frame and no script of the video host.
    expect(page).toMatch(
      /<figure class="video"><div class="video__frame"><img src="\/_image\/[^"]+\/demo\/editorial\/video-(cards|poster).svg"/,
    )
    expect(page).toContain('data-island="video-facade"')
    expect(page).not.toContain('<iframe')
    expect(page).not.toMatch(/<script[^>]+(youtube|vimeo)/)
    // Margin, PublicContainerWrapper with RecoSubTeaser and RecoSubTeaserTiles inside.
    expect(page).toContain('<div class="margin margin--medium" aria-hidden="true"></div>')
    expect(page).toMatch(
      /<section class="container-block container-block--default container-block--tinted" style="background-color:#[0-9a-f]+;color:#[0-9a-f]+"><div class="container-block__inner"><h2 class="container-block__headline">Unsere Tipps für dich<\/h2><section class="reco-sub-teaser"><a href="\/journal\/bilderwand\/?" class="reco reco--wide">/,
    )
    expect(page).toMatch(/<section class="reco-tiles"><h2 class="reco-tiles__headline">Das könnte dir auch gefallen<\/h2>/)
    expect(count(page, /<h3 class="reco__headline">/)).toBe(3)
    // Feed: the journal's three entries, newest first, with their dates.
    const feed = page.slice(page.indexOf('<section class="feed">'))
    expect(feed).toContain('<h2 class="feed__headline">Neu im Journal</h2>')
    const entries = [...feed.matchAll(/<a href="([^"]+)" class="feed__link">/g)].map((m) => m[1])
    const slash = host === CARDS ? '/' : ''
    expect(entries).toEqual([`/journal/bilderwand${slash}`, `/journal/fotos-auswaehlen${slash}`, `/journal/papier-ratgeber${slash}`])
    expect(feed).toContain('<time dateTime="2026-10-14">14. Oktober 2026</time>')
  })

  it.each([CARDS, POSTER])('%s service page renders information, toolbox, shop entries, usp teaser and the contact form', async (host) => {
    const page = await html(host === CARDS ? '/service/' : '/service', host)
    expect(page).toMatch(
      /<aside class="information information--info" aria-labelledby="[^"]+"><svg class="icon information__icon"[^>]*><path/,
    )
    expect(page).toContain('Nachrichten über das Formular beantworten wir in der Regel <strong>innerhalb eines Werktags</strong>')
    expect(count(page, /class="toolbox__tool"/)).toBe(3)
    expect(page).toContain('<h2 class="toolbox__headline">Kostenlose Werkzeuge</h2>')
    expect(count(page, /class="shop-entries__link"/)).toBe(3)
    expect(page).toMatch(/<span class="shop-entries__icon" style="background-color:#[0-9a-f]{6}"/)
    expect(count(page.slice(page.indexOf('page__body')), /class="usp-teaser__item"/)).toBe(3)
    expect(page).toContain('<form class="contact-form__form" action="/contact-form" method="post">')
    for (const field of ['name', 'email', 'orderNumber', 'topic', 'message'])
      expect(page).toMatch(new RegExp(`<label for="contact-${field}">`))
    expect(page).toContain('<strong class="contact-person__name">Anna Berger</strong>')
    expect(page).toContain('<p id="contact-sent" class="contact-form__result contact-form__result--sent" tabindex="-1">Danke!')
  })

  it.each([
    [CARDS, '/gift-voucher/', ['25 €', '50 €', '100 €', '150 €']],
    ['poster.ch.localhost', '/gift-voucher', ['CHF 25', 'CHF 50', 'CHF 100', 'CHF 150']],
    ['poster.com.localhost', '/gift-voucher', ['$25', '$50', '$100', '$150']],
  ])('%s voucher page offers the amounts in the site currency and puts one into the cart', async (host, path, amounts) => {
    const page = await html(path, host)
    const shown = [
      ...page.matchAll(/<label class="cart-add__amount"><input type="radio" name="amount"[^>]*value="\d+"\/><span>([^<]+)<\/span>/g),
    ].map((m) => m[1]?.replace(/\u00a0/g, ' '))
    expect(shown).toEqual(amounts)
    expect(page).toContain('<form id="voucher-order" class="cart-add cart-add--voucher" action="/web-api/voucher" method="post">')
    expect(page).toContain(`<input type="hidden" name="back" value="${path}?cartForm=voucher-order#voucher-order"/>`)
  })

  it.each(
    ['', '/en', '/es', '/fr', '/it', '/nl'].flatMap((prefix) => [
      ['cards', prefix],
      ['poster', prefix],
    ]),
  )('%s in language %s has all three editorial pages and its journal', async (brand, prefix) => {
    const host = prefix ? `${brand}.com.localhost` : `${brand}.de.localhost`
    // Language prefixes other than the host's own redirect to their country host: use each language's own host.
    const hosts: Record<string, string> = {
      '': `${brand}.de.localhost`,
      '/en': `${brand}.gb.localhost`,
      '/es': `${brand}.es.localhost`,
      '/fr': `${brand}.fr.localhost`,
      '/it': `${brand}.it.localhost`,
      '/nl': `${brand}.nl.localhost`,
    }
    const slash = brand === 'cards' ? '/' : ''
    for (const slug of ['inspiration', 'service', 'gift-voucher', 'journal/bilderwand']) {
      const page = await html(`/${slug}${slash}`, hosts[prefix] ?? host)
      expect(page).toMatch(/<h1 class="teaser__headline">[^<]{8,}<\/h1>/)
    }
    const inspiration = await html(`/inspiration${slash}`, hosts[prefix] ?? host)
    expect(count(inspiration, /class="feed__entry"/)).toBe(3)
    expect(inspiration).not.toMatch(/\{p[12]\}|\{brand\}|\{P[12]\}/i)
  })

  it('links the editorial pages from the layout (navigation and footer)', async () => {
    const page = await html('/')
    expect(page).toMatch(/href="\/inspiration\/"/)
    expect(page).toMatch(/href="\/service\/"/)
    expect(page).toMatch(/href="\/gift-voucher\/"/)
  })
})

describe('ABContent', () => {
  it('shows variant A to control, to crawlers, and B when the flag is on', async () => {
    const control = await html('/inspiration/')
    await env.STORY_CACHE.put(FLAGS_KEY, JSON.stringify([{ name: 'kls-calculator-redesign', rules: [{ percentage: 100 }] }]))
    forgetIsolateMemory('flag definitions')
    const on = await html('/inspiration/')
    const bot = await html('/inspiration/', CARDS, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
    await env.STORY_CACHE.put(FLAGS_KEY, JSON.stringify([{ name: 'kls-calculator-redesign', rules: [{ percentage: 0 }] }]))
    forgetIsolateMemory('flag definitions')
    const off = await html('/inspiration/')
    expect(on).toMatch(
      /data-flag="kls-calculator-redesign" data-variant="b"><aside class="information information--success"[\s\S]*?Wir drucken neu\./,
    )
    for (const page of [bot, off])
      expect(page).toMatch(
        /data-flag="kls-calculator-redesign" data-variant="a"><aside class="information information--info"[\s\S]*?Kostenlose Vorschau/,
      )
    expect(control).toMatch(/data-variant="[ab]"/)
  })
})

// A story with one malformed block of every editorial type, between two good headlines.
const BROKEN: Record<string, Record<string, unknown>> = {
  ABContent: { flag: 'Not A Flag!' },
  ContactForm: { headline: '' },
  CustomerPictureBlock: {
    headline: 'Fotos',
    pictures: [{ image: { filename: 'javascript:alert(1)//.svg', alt: 'Foto' }, caption: 'Hallo' }],
  },
  Feed: { headline: 'Journal', folder: '../secrets' },
  Information: { headline: 42 },
  PhotoBlock: { caption: 'Ohne Bild' },
  PublicContainerWrapper: { blocks: 'none' },
  RecoSubTeaser: { headline: 'Tipp' },
  RecoSubTeaserTiles: { headline: 'Tipps', items: [] },
  Shop: { entries: [] },
  SubTeaser: { headline: 'Ohne Bild' },
  SubTeaserPhotoLarge: { text: 'Ohne Überschrift' },
  SubTeaserPhotoSmall: { headline: 'Ohne Link', image: { filename: '/demo/editorial/paper-stack.svg', alt: 'Papier' } },
  SubTeaserTiles: { headline: 'Leer', tiles: [] },
  Toolbox: { headline: 'Werkzeuge', tools: [] },
  UspTeaser: { items: [] },
  VideoBlock: {
    provider: 'youtube',
    videoId: 'javascript:alert(1)',
    title: 'Film',
    poster: { filename: '/demo/editorial/video-cards.svg', alt: 'Film' },
  },
  Voucher: { headline: 'Gutschein', amounts: [-5], ctaText: 'Kaufen' },
}

/** A rich text document nested 30 levels deep: valid in shape, beyond what the renderer accepts. */
const DEEP = Array.from({ length: 30 }).reduce<Record<string, unknown>>((inner) => ({ type: 'blockquote', content: [inner] }), {
  type: 'text',
  text: 'ganz unten',
})

describe('malformed blocks', () => {
  beforeAll(async () => {
    const body = [
      { _uid: 'first', component: 'Headline', text: 'Vorher', level: 'h2' },
      ...Object.entries(BROKEN).map(([component, fields]) => ({ _uid: `broken-${component}`, component, ...fields })),
      { _uid: 'unknown-person', component: 'ContactForm', headline: 'Schreib uns', contactPerson: 'nobody-here' },
      { _uid: 'last', component: 'Headline', text: 'Nachher', level: 'h2' },
    ]
    const content = { _uid: 'broken', component: 'page', title: 'Kaputt', teaser: [], body }
    const deep = {
      _uid: 'deep',
      component: 'page',
      title: 'Tief',
      teaser: [],
      body: [
        { _uid: 'too-deep', component: 'Text', text: DEEP },
        { _uid: 'too-deep-info', component: 'Information', headline: 'Tief verschachtelt', text: DEEP },
      ],
    }
    await addDemoStories('cards', [
      { full_slug: 'de-de/kaputte-bloecke', name: 'Kaputt', content },
      { full_slug: 'de-de/tiefe-texte', name: 'Tief', content: deep },
    ])
  })

  it('skips every malformed block, logs each once with the story, its uid and component, and keeps the rest of the page', async () => {
    const warn = warnings()
    const page = await html('/kaputte-bloecke/')
    expect(page).toMatch(/<h2 class="headline">Vorher<\/h2>[\s\S]*<h2 class="headline">Nachher<\/h2>/)
    const invalid = logged(warn, 'content-invalid').map((line) => JSON.parse(line) as { story: string; uid: string; component: string })
    expect(invalid.map((line) => line.component).sort()).toEqual(Object.keys(BROKEN).sort())
    for (const line of invalid) expect(line).toMatchObject({ story: 'de-de/kaputte-bloecke', uid: `broken-${line.component}` })
    for (const marker of [
      'ab-content',
      'customer-pictures',
      'class="feed"',
      'class="information',
      'photo-block',
      'container-block',
      'class="reco',
      'shop-entries',
      'class="sub-teaser',
      'toolbox',
      'usp-teaser',
      'class="video"',
      'class="voucher',
      'javascript:',
    ]) {
      expect(page, marker).not.toContain(marker)
    }
  })

  it('logs richtext-render-error for a rich text beyond the depth limit and renders the rest of the block', async () => {
    const warn = warnings()
    const page = await html('/tiefe-texte/')
    expect(
      logged(warn, 'richtext-render-error')
        .map((line) => (JSON.parse(line) as { source: string }).source)
        .sort(),
    ).toEqual(['Information', 'Text'])
    expect(page).not.toContain('ganz unten')
    expect(page).toMatch(
      /<h2 id="[^"]+" class="information__headline">Tief verschachtelt<\/h2><div class="information__text"><\/div><\/div><\/aside>/,
    )
  })

  it('logs contact-form-person-not-found for an unknown contact person and still renders the form without a person card', async () => {
    const warn = warnings()
    const page = await html('/kaputte-bloecke/')
    expect(logged(warn, 'contact-form-person-not-found').some((line) => line.includes('nobody-here'))).toBe(true)
    expect(page).toContain('<h2 id="')
    expect(page).toContain('class="contact-form__form"')
    expect(page).not.toContain('contact-person__name')
    expect(page).not.toContain('name="person"')
  })
})

describe('contact form', () => {
  const VALID = {
    name: 'Julia Schmidt',
    email: 'julia@example.org',
    orderNumber: 'kf-482913',
    topic: 'delivery',
    message: 'Meine Bestellung ist noch nicht angekommen.',
    back: '/service/',
    person: 'service-team',
  }
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}, host = CARDS) =>
    fetchWorker('/contact-form', {
      host,
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: `http://${host}`,
        'sec-fetch-site': 'same-origin',
        'cf-connecting-ip': `10.0.0.${Math.floor(Math.random() * 250)}`,
        ...headers,
      },
    })
  const stored = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_requests').first<{ n: number }>())?.n ?? 0

  it('stores a valid request and answers a plain form with 303 back to the page’s message', async () => {
    const before = await stored()
    const response = await post(VALID)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('http://cards.de.localhost/service/?contact=sent#contact-sent')
    expect(await stored()).toBe(before + 1)
    const row = await env.DB.prepare('SELECT * FROM contact_requests ORDER BY id DESC LIMIT 1').first<Record<string, unknown>>()
    expect(row).toMatchObject({
      brand: 'cards',
      locale: 'de-DE',
      name: 'Julia Schmidt',
      email: 'julia@example.org',
      order_number: 'KF-482913',
      topic: 'delivery',
      person: 'service-team',
      page: '/service/',
    })
  })

  it('answers an island (Accept: application/json) with JSON in the site’s language', async () => {
    const response = await post({ ...VALID, back: '/fr/service' }, { accept: 'application/json' }, 'poster.ch.localhost')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = (await response.json()) as { message: { text: string }; payload: { id: number } }
    expect(body.message.text).toMatch(/^Danke!/)
    expect(body.payload.id).toBeGreaterThan(0)
  })

  it('refuses invalid input with 400 and a message per field, storing nothing', async () => {
    const before = await stored()
    const response = await post(
      { ...VALID, email: 'julia(at)example', orderNumber: '#1', topic: 'complaint', message: 'kurz' },
      { accept: 'application/json' },
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: { text: string }; payload: { errors: Record<string, string> } }
    expect(body.message.text).toBe('Bitte prüfe die markierten Felder.')
    expect(body.payload.errors).toEqual({
      email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
      orderNumber: 'Eine Bestellnummer besteht aus 4 bis 20 Buchstaben, Ziffern und Bindestrichen.',
      topic: 'Bitte wähle ein Thema.',
      message: 'Bitte schreib uns etwas mehr (mindestens 10 Zeichen).',
    })
    const form = await post({ ...VALID, name: '' })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('http://cards.de.localhost/service/?contact=invalid&fields=name#contact-invalid')
    expect(await stored()).toBe(before)
  })

  it('lets one IP send 10 requests an hour, then answers 429 (plain forms: 303 to the throttled message) and stores nothing', async () => {
    const ip = { 'cf-connecting-ip': '10.1.0.7' }
    for (let i = 0; i < 10; i++) expect((await post(VALID, ip)).status).toBe(303)
    const before = await stored()
    const form = await post(VALID, ip)
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('http://cards.de.localhost/service/?contact=throttled#contact-throttled')
    const island = await post(VALID, { ...ip, accept: 'application/json' })
    expect(island.status).toBe(429)
    expect(Number(island.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await stored()).toBe(before)
    expect((await post(VALID, { 'cf-connecting-ip': '10.1.0.8' })).status).toBe(303)
  })

  it.each([
    ['a cross-site form', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a sibling sub-domain', { origin: 'http://poster.de.localhost', 'sec-fetch-site': 'same-site' }],
  ])('refuses %s with 403 and stores nothing', async (_, headers) => {
    const before = await stored()
    const response = await post(VALID, headers)
    expect(response.status).toBe(403)
    expect(await stored()).toBe(before)
  })

  it('logs contact-form-person-not-found for a posted unknown person and keeps the request without one', async () => {
    const response = await post({ ...VALID, person: 'nobody-here' })
    expect(response.status).toBe(303)
    // The shop API Worker, which takes the request from the storefront, logs it.
    const lines = (await shopApiLines()).filter((line) => line.text.includes('"event":"contact-form-person-not-found"'))
    expect(lines).toHaveLength(1)
    const row = await env.DB.prepare('SELECT person FROM contact_requests ORDER BY id DESC LIMIT 1').first<{ person: string | null }>()
    expect(row?.person).toBeNull()
  })

  it('sends a back path of another site home instead', async () => {
    const response = await post({ ...VALID, back: '//evil.example/phish' })
    expect(response.headers.get('location')).toBe('http://cards.de.localhost/?contact=sent#contact-sent')
  })

  it.each([
    [{ ...VALID }, true],
    [{ ...VALID, orderNumber: '' }, true],
    [{ ...VALID, name: '   ' }, false],
    [{ ...VALID, email: 'a@b' }, false],
    [{ ...VALID, message: 'x'.repeat(5001) }, false],
    [{ ...VALID, topic: 'other' }, true],
  ])('validates with the one rule set the island runs too (%#)', (fields, ok) => {
    expect(validateContact(fields).ok).toBe(ok)
  })
})

describe('video block', () => {
  it('allows exactly the two video players as frames in the CSP', async () => {
    const response = await fetchWorker('/inspiration/')
    expect(response.headers.get('content-security-policy')).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com')
  })

  it.each([
    ['youtube', 'aqz-KE-bpKQ', true, 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0'],
    ['vimeo', '1084537', true, 'https://player.vimeo.com/video/1084537?autoplay=1&dnt=1'],
    ['youtube', 'aqz-KE-bpKQ"><script>', false, ''],
    ['vimeo', 'abc', false, ''],
  ] as const)('%s id %s valid=%s', (provider, id, valid, embed) => {
    expect(isVideoId(provider, id)).toBe(valid)
    if (valid) expect(videoEmbedUrl(provider, id)).toBe(embed)
  })
})

describe('in-page links', () => {
  it.each([
    ['/service/', 'contact'],
    ['/gift-voucher/', 'voucher'],
  ])('the teaser of %s leads to its #%s section', async (path, anchor) => {
    const page = await html(path)
    expect(page).toContain(`<a href="#${anchor}" class="button button--primary">`)
    expect(page).toMatch(new RegExp(`<section id="${anchor}" class="(contact-form|voucher)"`))
  })
})
