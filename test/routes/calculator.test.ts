// The calculator teaser on the poster brand's product pages (SPEC §2, §4), through the whole Worker: formats and prices
// per site, the struck-through original of a reduced format, the designer link, the no-JavaScript form, and a page
// that still renders when the shop API cannot answer.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { shopApi } from '../../src/api/routes'
import type { CalculatorProps } from '../../src/views/islands/calculator-view'
import { fetchWorker, resetCaches } from './fetch-worker'

beforeEach(async () => {
  await resetCaches()
})
afterEach(() => {
  vi.restoreAllMocks()
})

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** The calculator island's JSON props, or undefined when the page has none. */
function islandProps(html: string): CalculatorProps | undefined {
  const match = /data-island="calculator" data-props="([^"]*)"/.exec(html)
  return match?.[1] === undefined ? undefined : (JSON.parse(decode(match[1])) as CalculatorProps)
}

/** The server-rendered calculator section, entities decoded, tags kept. */
function calculatorHtml(html: string): string {
  const start = html.indexOf('<section class="calculator"')
  expect(start, 'calculator section').toBeGreaterThan(-1)
  return decode(html.slice(start, html.indexOf('</section>', start)))
}

/** The no-JavaScript panel of a calculator dialog, entities decoded. */
function panelHtml(html: string): string {
  const start = html.indexOf('<section class="calculator-panel"')
  expect(start, 'calculator panel').toBeGreaterThan(-1)
  return decode(html.slice(start, html.indexOf('</form>', start) + 7))
}

/** The designer link of the server-rendered calculator. */
function ctaHref(section: string): string | undefined {
  return /<a class="button button--primary calculator__cta[^"]*" href="([^"]+)"/.exec(section)?.[1]
}

async function page(host: string, path: string, init: Parameters<typeof fetchWorker>[1] = {}) {
  const response = await fetchWorker(path, { host, ...init })
  const html = await response.text()
  return { response, html }
}

describe('the calculator on the poster page', () => {
  it('renders the island with every material, the poster formats in EUR and the reduced initial format struck through', async () => {
    const { response, html } = await page('poster.de.localhost', '/poster')
    expect(response.status).toBe(200)
    const props = islandProps(html)
    expect(props?.selected).toEqual({ material: 'poster', format: '5000x7000' })
    expect(props?.choices.map((c) => c.label)).toEqual(['Papier', 'Leinwand', 'Glas', 'Platten', 'Folien und Tapeten'])
    expect(props?.choices[1]?.badge).toMatchObject({ text: 'Bestseller' })
    const section = calculatorHtml(html)
    expect(section).toContain('<option value="poster" selected="">Poster</option>')
    expect(section).toContain('<option value="leinwand">Leinwand – Bestseller</option>')
    // Every poster format with its price; 50 x 70 cm is this season's reduction (24,99 € -> 19,99 €).
    expect(section.match(/name="formatType"/g)).toHaveLength(9)
    expect(section).toMatch(/30 x 40 cm<\/span><span class="calculator__format-price"><span class="calculator__current">12,99\s€/)
    expect(section).toContain('checked="" value="5000x7000"')
    const summary = section.slice(section.indexOf('calculator__summary'))
    expect(summary).toMatch(/<s class="calculator__original"><span class="calculator__sr">Statt <\/span>24,99\s€<\/s>/)
    expect(summary).toMatch(/calculator__current--reduced"><span class="calculator__sr">Jetzt <\/span>19,99\s€/)
    expect(ctaHref(section)).toBe('/configurator-photo-frame?materialType=poster&formatType=5000x7000&locale=de-DE')
    expect(section).toContain('>Jetzt gestalten</a>')
    // It sits beside the swappable page content, and the teaser still renders.
    expect(html).toContain('<div class="page__with-calculator"><div id="page-content" class="page__content">')
    expect(html).toContain('class="teaser__headline"')
  })

  it('prices in CHF on the Swiss host and keeps the language prefix on the designer link', async () => {
    const { html } = await page('poster.ch.localhost', '/fr/poster')
    const section = calculatorHtml(html)
    // fr-CH writes the currency after the amount.
    expect(section).toMatch(/30 x 40 cm<\/span><span class="calculator__format-price"><span class="calculator__current">13\.90\sCHF/)
    expect(section).toMatch(/<s class="calculator__original"><span class="calculator__sr">Au lieu de <\/span>25\.90\sCHF<\/s>/)
    const german = calculatorHtml((await page('poster.ch.localhost', '/poster')).html)
    expect(german).toMatch(/30 x 40 cm<\/span><span class="calculator__format-price"><span class="calculator__current">CHF\s13\.90/)
    expect(ctaHref(section)).toBe('/fr/configurator-photo-frame?materialType=poster&formatType=5000x7000&locale=fr-CH')
  })

  it('prices in USD with inches on the US host', async () => {
    const { html } = await page('poster.com.localhost', '/poster')
    const section = calculatorHtml(html)
    expect(section).toContain('11.8 x 15.7 in</span><span class="calculator__format-price"><span class="calculator__current">$13.99')
    expect(ctaHref(section)).toBe('/configurator-photo-frame?materialType=poster&formatType=5000x7000&locale=en-US')
    // The own-format panel asks for inches, within the poster's limits in inches.
    const panel = panelHtml((await page('poster.com.localhost', '/poster?materialType=poster&calculator=own-format')).html)
    expect(panel).toContain('<span>Width (in)</span>')
    expect(panel).toContain('Shorter side 3.9 to 27.6, longer side 3.9 to 39.4.')
  })

  it('groups Swiss francs of 1000 and more with an apostrophe', async () => {
    // An external backend (SHOP_API_BASE) answering the real calculator, with one price raised past a thousand francs.
    const real = await shopApi.request(
      '/web-api/calculator/reference?product=photoframe&materialType=poster',
      {
        headers: { 'x-channel': 'poster', 'x-locale': 'de-CH' },
      },
      env,
    )
    const answer = (await real.json()) as {
      payload: CalculatorProps & {
        options: { options?: { formats: { value: string; priceCurrent: number; priceOriginal: number }[] }[] }[]
      }
    }
    const poster = answer.payload.options[0]?.options?.[0]
    const big = poster?.formats.find((f) => f.value === '7000x10000')
    if (!big) throw new Error('no 70 x 100 poster')
    big.priceOriginal = 1299.9
    big.priceCurrent = 1234.5
    const realFetch = globalThis.fetch
    const calls: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.hostname !== 'shop-api.example') return realFetch(input, init)
      calls.push(url.pathname)
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
    })
    const { html } = await page('poster.ch.localhost', '/poster?materialType=poster&formatType=7000x10000', {
      env: { ...env, SHOP_API_BASE: 'https://shop-api.example' } as Env,
    })
    // The calculator's one call (the page's copy asks for the poster prices too: its `{price:…}` placeholders).
    expect(calls.filter((call) => call.startsWith('/web-api/'))).toEqual(['/web-api/calculator/reference'])
    const section = calculatorHtml(html)
    expect(section).toMatch(/<s class="calculator__original"><span class="calculator__sr">Statt <\/span>CHF\s1'299\.90<\/s>/)
    expect(section).toMatch(/calculator__current--reduced"><span class="calculator__sr">Jetzt <\/span>CHF\s1'234\.50/)
  })
})

describe('preselection and the no-JavaScript form', () => {
  it('preselects the canvas page’s sku: canvas 60 x 90 cm, reduced from 79,99 € to 64,99 €', async () => {
    const { html } = await page('poster.de.localhost', '/leinwand')
    expect(islandProps(html)?.selected).toEqual({ material: 'leinwand', format: '6000x9000' })
    const section = calculatorHtml(html)
    expect(section).toMatch(/<s class="calculator__original"><span class="calculator__sr">Statt <\/span>79,99\s€<\/s>/)
    expect(section).toMatch(/Jetzt <\/span>64,99\s€/)
    expect(section).toContain('class="button button--primary calculator__cta button--orange"')
    expect(ctaHref(section)).toBe('/configurator-photo-frame?materialType=leinwand&formatType=6000x9000&locale=de-DE')
  })

  it('answers the form: a format of the shown material is kept', async () => {
    const { html } = await page('poster.de.localhost', '/poster?shownMaterial=poster&materialType=poster&formatType=4000x6000')
    expect(islandProps(html)?.selected).toEqual({ material: 'poster', format: '4000x6000' })
    expect(ctaHref(calculatorHtml(html))).toBe('/configurator-photo-frame?materialType=poster&formatType=4000x6000&locale=de-DE')
  })

  it('answers the form: another material starts from its initial format (SPEC §4)', async () => {
    const { html } = await page('poster.de.localhost', '/poster?shownMaterial=poster&materialType=acrylglas&formatType=3000x4000')
    expect(islandProps(html)?.selected).toEqual({ material: 'acrylglas', format: '4000x6000' })
    expect(calculatorHtml(html)).toContain('<option value="acrylglas" selected="">Acrylglas</option>')
  })

  it('answers the form: an own format is priced like the nearest larger listed format', async () => {
    const { html } = await page(
      'poster.de.localhost',
      '/poster?shownMaterial=poster&materialType=poster&formatType=3000x4000&ownWidth=45&ownHeight=65',
    )
    const props = islandProps(html)
    // 45 x 65 cm fits 50 x 70 cm (the smallest listed format holding it), so it costs 19,99 € instead of 24,99 €.
    expect(props?.selected).toEqual({
      material: 'poster',
      format: '4500x6500',
      own: { value: '4500x6500', priceCurrent: 19.99, priceOriginal: 24.99, pricedAs: '5000x7000' },
    })
    const section = calculatorHtml(html)
    expect(section).toContain('Eigenes Format: </span>45 x 65 cm<span class="calculator__priced-as"> (Preis wie 50 x 70 cm)</span>')
    expect(ctaHref(section)).toBe('/configurator-photo-frame?materialType=poster&formatType=4500x6500&locale=de-DE')
    // Sent again (the own entry's radio), it stays; choosing a listed format drops it.
    const again = await page('poster.de.localhost', '/poster?shownMaterial=poster&materialType=poster&formatType=4500x6500')
    expect(islandProps(again.html)?.selected.own?.value).toBe('4500x6500')
    const listed = await page('poster.de.localhost', '/poster?shownMaterial=poster&materialType=poster&formatType=3000x4000')
    expect(islandProps(listed.html)?.selected).toEqual({ material: 'poster', format: '3000x4000' })
  })

  it.each([
    // The poster's limits (migration 0013): 10 cm at least, 70 x 100 cm at most.
    ['ownWidth=5&ownHeight=30', 'Jede Seite muss mindestens 10 cm lang sein.'],
    ['ownWidth=abc&ownHeight=30', 'Bitte Breite und Höhe als Zahl eingeben, z. B. 45 oder 45,5.'],
    ['ownWidth=90&ownHeight=90', 'So groß gibt es das Material nicht: höchstens 70 x 100 cm.'],
    ['ownWidth=30&ownHeight=101', 'So groß gibt es das Material nicht: höchstens 70 x 100 cm.'],
  ])('answers the form: the own format %s is refused with a message in the own-format panel', async (query, message) => {
    const { html } = await page('poster.de.localhost', `/poster?shownMaterial=poster&materialType=poster&${query}`)
    expect(islandProps(html)?.selected).toEqual({ material: 'poster', format: '5000x7000' })
    const panel = panelHtml(html)
    expect(panel).toContain('data-panel="own-format"')
    expect(panel).toContain(`role="alert">${message}</p>`)
    expect(panel).toContain('Kürzere Seite 10 bis 70 cm, längere Seite 10 bis 100 cm.')
    // What was typed stays in the inputs, and the panel's form is a GET form of the page.
    expect(panel).toMatch(/<form class="calculator-panel__form" action="\/poster" method="get">/)
    expect(panel).toContain('name="ownWidth"')
  })

  it('links both dialogs as panels of the page without JavaScript', async () => {
    const { html } = await page('poster.de.localhost', '/poster')
    const section = calculatorHtml(html)
    const id = islandProps(html)?.id ?? ''
    expect(section).toContain(
      `href="/poster?materialType=poster&shownMaterial=poster&formatType=5000x7000&calculator=more-formats#${id}-panel"`,
    )
    expect(section).toContain(
      `href="/poster?materialType=poster&shownMaterial=poster&formatType=5000x7000&calculator=own-format#${id}-panel"`,
    )
    expect(html).not.toContain('class="calculator-panel"')
  })

  it('opens the more-formats panel: every format grouped by ratio with its price, as radio buttons of a GET form', async () => {
    const { html } = await page(
      'poster.de.localhost',
      '/poster?materialType=poster&shownMaterial=poster&formatType=5000x7000&calculator=more-formats',
    )
    const panel = panelHtml(html)
    expect(panel).toContain('data-panel="more-formats"')
    expect(panel.match(/name="formatType"/g)).toHaveLength(18)
    expect(panel).toMatch(/<h3 class="more-formats__ratio"[^>]*><img src="\/demo\/shop\/ratio-din.svg"[^>]*\/><span>DIN-Formate<\/span>/)
    expect(panel).toMatch(/21 x 29,7 cm<\/span><span class="format-choice__price"><span class="calculator__current">9,99\s€/)
    expect(panel).toContain('checked="" value="5000x7000"')
  })

  it('keeps a format beyond the list as the own-format entry with its own price, and drops it for a listed one', async () => {
    const { html } = await page('poster.de.localhost', '/poster?materialType=poster&shownMaterial=poster&formatType=2100x2970')
    expect(islandProps(html)?.selected).toEqual({
      material: 'poster',
      format: '2100x2970',
      own: { value: '2100x2970', priceCurrent: 9.99, priceOriginal: 9.99 },
    })
    expect(calculatorHtml(html)).toContain('Eigenes Format: </span>21 x 29,7 cm')
    expect(ctaHref(calculatorHtml(html))).toBe('/configurator-photo-frame?materialType=poster&formatType=2100x2970&locale=de-DE')
    const listed = await page('poster.de.localhost', '/poster?materialType=poster&shownMaterial=poster&formatType=3000x4000')
    expect(islandProps(listed.html)?.selected).toEqual({ material: 'poster', format: '3000x4000' })
  })

  it('answers the more-formats panel in dollars and inches on the US host', async () => {
    const { html } = await page(
      'poster.com.localhost',
      '/poster?materialType=poster&shownMaterial=poster&formatType=5000x7000&calculator=more-formats',
    )
    const panel = panelHtml(html)
    expect(panel).toContain('More sizes')
    expect(panel).toMatch(/8\.3 x 11\.7 in<\/span><span class="format-choice__price"><span class="calculator__current">\$10\.99/)
  })

  it('reads own formats in inches on the US host', async () => {
    const { html } = await page('poster.com.localhost', '/poster?shownMaterial=poster&materialType=poster&ownWidth=18&ownHeight=24')
    expect(islandProps(html)?.selected.own).toMatchObject({ value: '4572x6096', pricedAs: '5000x7000' })
    expect(calculatorHtml(html)).toContain('Custom size: </span>18 x 24 in')
  })

  it('ignores a material the calculator does not offer', async () => {
    const { html } = await page('poster.de.localhost', '/poster?materialType=holz')
    expect(islandProps(html)?.selected).toEqual({ material: 'poster', format: '5000x7000' })
  })
})

describe('when the shop API cannot answer', () => {
  it('renders the page without the calculator when the built-in API fails, logs it, and does not cache the page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // The shop API Worker's answer when its D1 fails (test/api: `shop-api-error`, a calm 500).
    const failingApi = {
      fetch: async () => Response.json({ message: { text: 'The shop API failed; please try again' } }, { status: 500 }),
    }
    const withPageCache = { ...env, SHOP_API: failingApi, PAGE_CACHE_SECONDS: '60' } as unknown as Env
    const { response, html } = await page('poster.de.localhost', '/poster', { env: withPageCache })
    expect(response.status).toBe(200)
    expect(html).toContain('class="teaser__headline"')
    expect(html).not.toContain('data-island="calculator"')
    expect(html).not.toContain('page__with-calculator')
    expect(response.headers.get('x-page-cache')).toBeNull()
    expect(errors.mock.calls.map((call) => String(call[0])).some((line) => line.includes('"event":"calculator-unavailable"'))).toBe(true)
  })

  it('renders the page without the calculator when an external backend does not answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.hostname !== 'shop-api.example') return realFetch(input, init)
      throw new TypeError('Network connection lost.')
    })
    const { response, html } = await page('poster.ch.localhost', '/leinwand', {
      env: { ...env, SHOP_API_BASE: 'https://shop-api.example' } as Env,
    })
    expect(response.status).toBe(200)
    expect(html).not.toContain('data-island="calculator"')
    expect(html).toContain('class="teaser__headline"')
  })

  it('leaves pages without a calculator block alone', async () => {
    const { html } = await page('poster.de.localhost', '/')
    expect(html).not.toContain('calculator')
  })
})
