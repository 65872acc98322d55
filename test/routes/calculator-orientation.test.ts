// SPEC §4: "With a content tag and an experiment both on, portrait and landscape can be swapped and the format converted
// to the swapped orientation." The poster page carries the `portrait-format` tag in every language folder; the brand's
// experiment is `voll-portrait-format` (cards: `kls-portrait-format`). Flags are forced through the KV key `flags:v1`.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PORTRAIT_FLAGS, PORTRAIT_TAG } from '../../src/loaders/calculator'
import { FLAGS_KEY } from '../../src/cache/keys'
import { DEMO_FLAGS } from '../../src/flags/definitions'
import type { CalculatorProps } from '../../src/views/islands/calculator-view'
import { fetchWorker, resetCaches } from './fetch-worker'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'

const KEY = '3f1f0c4e-8b7a-4c2d-9e1f-0a1b2c3d4e5f'

beforeEach(async () => {
  await resetCaches()
  forgetIsolateMemory('flag definitions')
})
afterEach(async () => {
  vi.restoreAllMocks()
  forgetIsolateMemory('flag definitions')
  await env.STORY_CACHE.delete(FLAGS_KEY)
})

async function flags(percentages: Record<string, number>): Promise<void> {
  const definitions = Object.entries(percentages).map(([name, percentage]) => ({ name, rules: [{ percentage }] }))
  await env.STORY_CACHE.put(FLAGS_KEY, JSON.stringify(definitions))
  forgetIsolateMemory('flag definitions')
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

async function calculatorOf(host: string, path: string) {
  const response = await fetchWorker(path, { host, headers: { cookie: `__Host-consent=granted; __Host-split_key=${KEY}` } })
  expect(response.status).toBe(200)
  const html = await response.text()
  const match = /data-island="calculator" data-props="([^"]*)"/.exec(html)
  const props = match?.[1] === undefined ? undefined : (JSON.parse(decode(match[1])) as CalculatorProps)
  const start = html.indexOf('<section class="calculator"')
  const section = start < 0 ? '' : decode(html.slice(start, html.indexOf('</section>', start)))
  return { props, section }
}

const ctaHref = (section: string) => /<a class="button button--primary calculator__cta[^"]*" href="([^"]+)"/.exec(section)?.[1]

describe('the portrait/landscape toggle', () => {
  it('is offered on the tagged poster page with the experiment on', async () => {
    await flags({ 'voll-portrait-format': 100 })
    const { props, section } = await calculatorOf('poster.de.localhost', '/poster')
    expect(props?.orientation).toEqual({ legend: 'Ausrichtung', portrait: 'Hochformat', landscape: 'Querformat' })
    expect(section).toContain('<fieldset class="calculator__orientation" data-orientation="portrait"><legend>Ausrichtung</legend>')
    expect(section).toMatch(/<input type="radio" name="orientation" checked="" value="portrait"\/><span>Hochformat<\/span>/)
    expect(section).toMatch(/<input type="radio" name="orientation" value="landscape"\/><span>Querformat<\/span>/)
  })

  it.each([
    ['poster.ch.localhost', '/fr/poster', 'Orientation'],
    ['poster.com.localhost', '/poster', 'Orientation'],
    ['poster.it.localhost', '/poster', 'Orientamento'],
  ])('is offered in every language folder (%s%s)', async (host, path, legend) => {
    await flags({ 'voll-portrait-format': 100 })
    const { props } = await calculatorOf(host, path)
    expect(props?.orientation?.legend).toBe(legend)
  })

  it('is not offered with the tag but the experiment off', async () => {
    await flags({ 'voll-portrait-format': 0 })
    const { props, section } = await calculatorOf(
      'poster.de.localhost',
      '/poster?shownMaterial=poster&materialType=poster&formatType=5000x7000&orientation=landscape',
    )
    expect(props).toBeDefined()
    expect(props?.orientation).toBeUndefined()
    expect(section).not.toContain('calculator__orientation')
    // Without the toggle the orientation parameter is ignored.
    expect(props?.selected).toEqual({ material: 'poster', format: '5000x7000' })
  })

  it('is not offered with the tag when the experiment has no definition (control)', async () => {
    await flags({ 'voll-calculator-redesign': 100 })
    const { props } = await calculatorOf('poster.de.localhost', '/poster')
    expect(props?.orientation).toBeUndefined()
  })

  it('is not offered with the experiment on but a page without the tag', async () => {
    await flags({ 'voll-portrait-format': 100 })
    const { props, section } = await calculatorOf(
      'poster.de.localhost',
      '/leinwand?shownMaterial=leinwand&materialType=leinwand&formatType=6000x9000&orientation=landscape',
    )
    expect(props).toBeDefined()
    expect(props?.orientation).toBeUndefined()
    expect(section).not.toContain('calculator__orientation')
    expect(props?.selected).toEqual({ material: 'leinwand', format: '6000x9000' })
  })

  it('is not offered when only the other brand’s experiment is on', async () => {
    await flags({ 'kls-portrait-format': 100 })
    const { props } = await calculatorOf('poster.de.localhost', '/poster')
    expect(props?.orientation).toBeUndefined()
  })

  it('has one experiment per brand, the cards one among the demo flags', () => {
    expect(PORTRAIT_TAG).toBe('portrait-format')
    expect(PORTRAIT_FLAGS).toEqual({ cards: 'kls-portrait-format', poster: 'voll-portrait-format' })
    expect(DEMO_FLAGS.find((flag) => flag.name === 'kls-portrait-format')?.rules).toEqual([{ brands: ['cards'], percentage: 50 }])
    expect(DEMO_FLAGS.find((flag) => flag.name === 'voll-portrait-format')?.rules).toEqual([{ brands: ['poster'], percentage: 50 }])
  })
})

describe('swapping through the no-JavaScript form', () => {
  beforeEach(async () => {
    await flags({ 'voll-portrait-format': 100 })
  })

  it('turns the chosen format to landscape at the price of the listed portrait format', async () => {
    const { props, section } = await calculatorOf(
      'poster.de.localhost',
      '/poster?shownMaterial=poster&materialType=poster&formatType=5000x7000&orientation=landscape',
    )
    expect(props?.selected).toEqual({ material: 'poster', format: '7000x5000', swapped: true })
    expect(section).toContain('data-orientation="landscape"')
    // The whole list is shown turned: 40 x 30 cm … 100 x 70 cm, each at its portrait twin's price.
    expect(section).toMatch(/40 x 30 cm<\/span><span class="calculator__format-price"><span class="calculator__current">12,99\s€/)
    expect(section).not.toContain('>30 x 40 cm<')
    expect(section).toContain('checked="" value="7000x5000"')
    const summary = section.slice(section.indexOf('calculator__summary'))
    expect(summary).toMatch(/Statt <\/span>24,99\s€<\/s>/)
    expect(summary).toMatch(/Jetzt <\/span>19,99\s€/)
    expect(ctaHref(section)).toBe('/configurator-photo-frame?materialType=poster&formatType=7000x5000&locale=de-DE')
  })

  it('keeps the turned list for the next choice and turns back to portrait', async () => {
    const next = await calculatorOf(
      'poster.de.localhost',
      '/poster?shownMaterial=poster&materialType=poster&formatType=4000x3000&orientation=landscape',
    )
    expect(next.props?.selected).toEqual({ material: 'poster', format: '4000x3000', swapped: true })
    const back = await calculatorOf(
      'poster.de.localhost',
      '/poster?shownMaterial=poster&materialType=poster&formatType=4000x3000&orientation=portrait',
    )
    expect(back.props?.selected).toEqual({ material: 'poster', format: '3000x4000' })
    expect(ctaHref(back.section)).toBe('/configurator-photo-frame?materialType=poster&formatType=3000x4000&locale=de-DE')
  })

  it('turns an own format and prices it by the own-format rule', async () => {
    const { props } = await calculatorOf(
      'poster.de.localhost',
      '/poster?shownMaterial=poster&materialType=poster&formatType=4500x6500&orientation=landscape',
    )
    expect(props?.selected).toEqual({
      material: 'poster',
      format: '6500x4500',
      own: { value: '6500x4500', priceCurrent: 19.99, priceOriginal: 24.99, pricedAs: '5000x7000' },
      swapped: true,
    })
  })

  it('starts a changed material from its initial format as listed', async () => {
    const { props } = await calculatorOf(
      'poster.de.localhost',
      '/poster?shownMaterial=poster&materialType=leinwand&formatType=7000x5000&orientation=landscape',
    )
    expect(props?.selected).toEqual({ material: 'leinwand', format: '4000x6000' })
  })
})
