// The card options as a page renders them, without JavaScript: quantity (SPEC §9), envelopes in SPEC §5 order,
// inlays and ribbons, the total from the shop's price call for the selection in the query, and the designer link.
import { describe, expect, it } from 'vitest'
import { fetchWorker } from './fetch-worker'

async function page(path: string, host: string): Promise<string> {
  const response = await fetchWorker(path, { host })
  expect(response.status).toBe(200)
  return (await response.text()).replace(/\u00a0/g, ' ')
}

const form = (html: string) =>
  html.slice(html.indexOf('<form id="card-options"'), html.indexOf('</form>', html.indexOf('<form id="card-options"')))
/** The quantity field's value (a typed number input, SPEC §9 options stepped by − and +). */
const quantity = (html: string) =>
  /<input id="card-options-quantity" type="number"[^>]* name="quantity" value="(\d+)"/.exec(form(html))?.[1]
/** The − and + links: the page with the option below and above, and the rest of the selection. */
const steps = (html: string) =>
  [...form(html).matchAll(/<a class="button card-options__step" href="([^"]+)" aria-label="([^"]+)">/g)].map((m) => [m[1], m[2]])
const selected = (html: string, name: string) =>
  new RegExp(`<select name="${name}"[^>]*>(?:(?!</select>).)*?<option value="([^"]*)" selected=""`, 's').exec(form(html))?.[1]

describe('card options on a card detail (Swiss host)', () => {
  it('defaults to 45 pieces without accessories, priced in CHF', async () => {
    const html = await page('/shop/produkte/', 'cards.ch.localhost')
    expect(quantity(html)).toBe('45')
    expect(form(html)).toContain('min="5" max="5000"')
    expect(steps(html)).toEqual([
      ['/shop/produkte/?quantity=41#card-options', '41 Stück'],
      ['/shop/produkte/?quantity=49#card-options', '49 Stück'],
    ])
    expect(form(html)).toContain('data-total="69.75"')
    expect(form(html)).toContain(
      'Die Karten (mit Schleifenband) berechnet der Designer; in den Warenkorb kommen jetzt Umschläge und Einleger.',
    )
    expect(form(html)).toContain('CHF 69.75')
    expect(form(html)).toContain('value="/configurator-card/?card=klappkarte&amp;themeId=winterzauber&amp;quantity=45&amp;locale=de-CH"')
  })

  it('renders a GET form the page answers: 75 pieces round up to 77, C6 envelopes, the total and the designer query', async () => {
    const html = await page('/shop/produkte/?quantity=75&envelope=straight-white-114x162', 'cards.ch.localhost')
    const options = form(html)
    expect(options).toContain('action="/shop/produkte/#card-options" method="get"')
    expect(quantity(html)).toBe('77')
    expect(selected(html, 'envelope')).toBe('straight-white-114x162')
    expect(steps(html).map(([href]) => href)).toEqual([
      '/shop/produkte/?quantity=73&amp;envelope=straight-white-114x162#card-options',
      '/shop/produkte/?quantity=81&amp;envelope=straight-white-114x162#card-options',
    ])
    expect(options).toContain('75 Stück gibt es nicht; wir haben 77 gewählt.')
    // 77 × (1.55 card + 1.00 C6 envelope), SPEC §9 standard class in Switzerland
    expect(options).toContain('CHF 196.35')
    // The envelopes go into the cart when the shopper leaves for the designer; its URL carries the quantity only.
    expect(options).toContain(
      '<button type="submit" class="button button--primary card-options__cta" value="/configurator-card/?card=klappkarte&amp;themeId=winterzauber&amp;quantity=77&amp;locale=de-CH" name="next" formAction="/web-api/card-accessory-order" formMethod="post">',
    )
    // SPEC §5 dropdown order: the C6 sizes first, then B6, DIN long, other.
    const groups = [...options.matchAll(/<optgroup label="([^"]+)"/g)].map((m) => m[1])
    expect(groups.slice(0, 4)).toEqual(['C6 · 162 × 114 mm', 'C6 · 114 × 162 mm', 'C6 · 114 × 162 mm', 'B6 · 125 × 176 mm'])
    expect(options).toContain('Weiß, gerade Klappe · CHF 1.00 pro Stück')
  })

  it('drops a sku the shop does not offer rather than failing the page', async () => {
    const html = await page('/fr/shop/produkte/?quantity=45&ribbon=ribbon-satin-purple', 'cards.ch.localhost')
    expect(selected(html, 'ribbon')).toBe('')
    expect(form(html)).toContain('69.75')
  })
})

describe('forms in the first bytes (streamed parts need a script to show)', () => {
  it.each([
    ['cards.ch.localhost', '/shop/produkte/', '<form id="card-options"'],
    ['cards.de.localhost', '/themes/winterzauber/', '<form id="card-options"'],
    ['cards.de.localhost', '/shop/', '<form id="accessory-umschlag-c6"'],
    ['poster.de.localhost', '/shop', '<form id="accessory-schleife-satin"'],
  ])('%s%s renders %s before any streamed part', async (host, path, marker) => {
    const html = await page(path, host)
    const at = html.indexOf(marker)
    expect(at).toBeGreaterThan(0)
    const streamed = html.indexOf('<div hidden id="S:')
    expect(streamed === -1 || streamed > at).toBe(true)
  })
})

describe('card options on a card theme', () => {
  it('orders the design on the brand’s first card with its options', async () => {
    const html = await page('/themes/winterzauber/?quantity=101&ribbon=ribbon-satin-gold&inlay=inlay-148x105-natural', 'cards.de.localhost')
    const options = form(html)
    expect(quantity(html)).toBe('101')
    // 101 × (1.49 + 1.10 inlay, compact class in Germany + 0.79 ribbon)
    expect(options).toContain('341,38 €')
    // The designer makes the card with the ribbon (SPEC §3 `ribbon`, `ribbonColor`); the inlay goes into the cart.
    expect(options).toContain(
      'value="/configurator-card/?themeId=winterzauber&amp;card=klappkarte&amp;quantity=101&amp;ribbon=satin&amp;ribbonColor=gold&amp;locale=de-DE"',
    )
  })

  it('offers ribbons but no envelopes where SPEC §9 has no envelope price (en-US)', async () => {
    const html = await page('/themes/winterzauber/', 'cards.com.localhost')
    expect(form(html)).toContain('name="ribbon"')
    expect(form(html)).not.toContain('name="envelope"')
  })
})
