// Photo prints and photo boxes on both brands (SPEC §3 kinds, papers, photo formats): the photo calculator teaser and
// the detail block of `/fotos-drucken` and `/fotoboxen`, through the whole Worker, in cm and euros or in nominal
// inches and dollars, the no-JavaScript form, and the photo-box designer link with photoboxType and photoboxFormat.
import { describe, expect, it, beforeEach } from 'vitest'
import type { PhotoCalculatorProps } from '../../src/views/islands/photo-calculator-view'
import { fetchWorker, resetCaches } from './fetch-worker'

beforeEach(async () => {
  await resetCaches()
})

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

async function page(host: string, path: string) {
  const response = await fetchWorker(path, { host })
  const raw = await response.text()
  const match = /data-island="photo-calculator" data-props="([^"]*)"/.exec(raw)
  return {
    status: response.status,
    html: decode(raw),
    props: match?.[1] === undefined ? undefined : (JSON.parse(decode(match[1])) as PhotoCalculatorProps),
  }
}

const cta = (html: string) => /<a class="button button--primary calculator__cta" href="([^"]+)"/.exec(html)?.[1]

describe('photo prints', () => {
  it('prices 20 prints 15 x 10 cm on the cards brand and links the photo-box designer', async () => {
    const { status, html, props } = await page('cards.de.localhost', '/fotos-drucken/')
    expect(status).toBe(200)
    expect(props?.selected).toEqual({ photoboxType: 'photoprint', format: '150x100', paper: 'simple', quantity: 20 })
    expect(html).toContain('<span class="calculator__dimensions">10 x 12 cm</span>')
    expect(html).toMatch(/<span class="calculator__current">3,80\s€<\/span>/)
    expect(html).toMatch(/0,19\s€ pro Abzug/)
    expect(cta(html)).toBe(
      '/configurator-photobox/?photoboxType=photoprint&photoboxFormat%5Bwidth%5D=150&photoboxFormat%5Bheight%5D=100&paper=simple&quantity=20&locale=de-DE',
    )
    // The detail block: every format on every paper.
    expect(html).toContain('>Preise pro Abzug</caption>')
    expect(html).toMatch(/<th scope="row">30 x 20 cm<\/th><td>1,99\s€<\/td><td>2,39\s€<\/td><td>2,59\s€<\/td><td>4,98\s€<\/td>/)
  })

  it('answers the no-JavaScript form: format, paper and quantity', async () => {
    const { props, html } = await page(
      'poster.de.localhost',
      '/fotos-drucken?shownType=photoprint&photoboxType=photoprint&photoFormat=180x130&paper=hahnemuehle&quantity=75',
    )
    expect(props?.selected).toEqual({ photoboxType: 'photoprint', format: '180x130', paper: 'hahnemuehle', quantity: 75 })
    // 1,23 € a piece (0,49 € × 2.5) times 75.
    expect(html).toMatch(/<span class="calculator__current">91,50\s€<\/span>/)
    // What was priced is what the designer makes: the paper and the count of prints reach its URL.
    expect(cta(html)).toContain('photoboxFormat%5Bwidth%5D=180&photoboxFormat%5Bheight%5D=130&paper=hahnemuehle&quantity=75')
  })
})

describe('photo boxes', () => {
  it('names the formats by their nominal inches and prices in dollars on en-US', async () => {
    const { props, html } = await page('poster.com.localhost', '/fotoboxen')
    expect(props?.kinds.map((k) => k.photoboxType)).toEqual(['small', 'large', 'MAX'])
    expect(props?.currency).toBe('usd')
    expect(html).toContain('<option value="small" selected="">Photo box small (for 30 photos)</option>')
    expect(html).toContain('<span class="calculator__dimensions">5 x 3.5 in</span>')
    expect(html).toContain('<span class="calculator__dimensions">6 x 4 in</span>')
    expect(html).toMatch(/<s class="calculator__original"><span class="calculator__sr">Was <\/span>\$17\.99<\/s>/)
    expect(cta(html)).toBe(
      '/configurator-photobox?photoboxType=small&photoboxFormat%5Bwidth%5D=150&photoboxFormat%5Bheight%5D=100&paper=simple&locale=en-US',
    )
    expect(html).toContain('<th scope="row">4 x 4 in</th>')
  })

  it('starts another kind from its initial format and default paper', async () => {
    const { props } = await page(
      'poster.ch.localhost',
      '/fotoboxen?shownType=small&photoboxType=MAX&photoFormat=100x100&paper=poster-glossy',
    )
    expect(props?.selected).toEqual({ photoboxType: 'MAX', format: '180x130', paper: 'simple', quantity: 1 })
    expect(props?.currency).toBe('chf')
  })

  it('hands the designer the paper the box was priced on', async () => {
    const { html } = await page('cards.de.localhost', '/fotoboxen/?shownType=MAX&photoboxType=MAX&photoFormat=180x130&paper=hahnemuehle')
    expect(cta(html)).toBe(
      '/configurator-photobox/?photoboxType=MAX&photoboxFormat%5Bwidth%5D=180&photoboxFormat%5Bheight%5D=130&paper=hahnemuehle&locale=de-DE',
    )
  })
})
