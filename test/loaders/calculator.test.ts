// The calculators' loaders with a request scope alone: the wall-picture teaser of the poster page and the photo
// calculator of the photo pages, from the story's Calculator block in the demo space and the built-in shop API; the
// no-JavaScript form's answer from the scope's URL; and a shop that fails, which costs the page its calculator and
// its place in the page cache, never the page.
import { describe, expect, it } from 'vitest'
import type { RawBlock } from '../../src/content/schemas'
import { loadPageStory } from '../../src/content/page-story'
import { loadCalculator, PORTRAIT_FLAGS, type LoadedCalculator } from '../../src/loaders/calculator'
import { loadPhotoCalculator } from '../../src/loaders/photo-calculator'
import { expectErrorLog } from '../setup/quiet-console'
import { testScope, type TestRequest } from './scope'

const failingShop = async () => Response.json({ message: { text: 'Maintenance' } }, { status: 503 })

/** The page's story as the demo space holds it, and the loader's answer for its Calculator block. */
async function calculatorOf(slug: string, request: TestRequest) {
  const test = testScope(request)
  const story = await loadPageStory(test.scope.content, test.scope.site, slug)
  if (!story) throw new Error(`no story ${slug}`)
  const blocks = (story.content.calculator ?? []) as RawBlock[]
  const calculator = await loadCalculator(test.scope, blocks, story.tag_list ?? [], '', story.full_slug)
  return { ...test, calculator }
}

const teaser = (loaded: Awaited<ReturnType<typeof loadCalculator>>) => loaded as LoadedCalculator | null

describe('loadCalculator', () => {
  it("loads the poster page's calculator in the site's currency, starting from the block's material", async () => {
    const { calculator, shopCalls, degraded } = await calculatorOf('poster', { host: 'poster.de.localhost', path: '/poster' })
    const props = teaser(calculator)
    expect(props).toMatchObject({ currency: 'eur', locale: 'de-DE', brand: 'poster', action: '/poster' })
    expect(props?.selected.material).toBe('poster')
    expect(props?.choices.flatMap((choice) => choice.materials.map((m) => m.value))).toContain('leinwand')
    expect(shopCalls).toEqual([expect.stringMatching(/^GET \/web-api\/calculator\/reference\?.*materialType=poster/)])
    // The page has no portrait tag experiment on, no dialog panel asked for, and is one to keep.
    expect(props?.orientation).toBeUndefined()
    expect(props?.panel).toBeUndefined()
    expect(degraded()).toBe(0)
  })

  it("answers the no-JavaScript form from the scope's URL: another material with its more-formats panel", async () => {
    const { calculator, shopCalls } = await calculatorOf('poster', {
      host: 'poster.de.localhost',
      path: '/poster?materialType=leinwand&calculator=more-formats',
    })
    const props = teaser(calculator)
    expect(props?.selected.material).toBe('leinwand')
    expect(props?.panel?.panel).toMatchObject({
      kind: 'more-formats',
      groups: expect.arrayContaining([expect.objectContaining({ formatType: expect.any(String) })]),
    })
    expect(shopCalls).toContainEqual(expect.stringMatching(/^GET \/price-api\/prices\/format-group-prices-images\?.*materialType=leinwand/))
  })

  it("offers the orientation swap only with the page's tag and the brand's experiment, read from the scope's variant", async () => {
    const on = [{ name: PORTRAIT_FLAGS.poster, rules: [{ percentage: 100 }] }]
    const tagged = await calculatorOf('poster', { host: 'poster.de.localhost', path: '/poster', flags: on })
    expect(teaser(tagged.calculator)?.orientation).toMatchObject({ portrait: tagged.scope.t('calculator.portrait') })
    // The canvas page carries no portrait tag.
    const untagged = await calculatorOf('leinwand', { host: 'poster.de.localhost', path: '/leinwand', flags: on })
    expect(teaser(untagged.calculator)?.orientation).toBeUndefined()
  })

  it('loads the photo calculator for a photo prints block', async () => {
    const { calculator } = await calculatorOf('fotos-drucken', { path: '/fotos-drucken/' })
    expect(calculator && 'photo' in calculator ? calculator.photo.selected : undefined).toEqual({
      photoboxType: 'photoprint',
      format: '150x100',
      paper: 'simple',
      quantity: 20,
    })
  })

  it('is null when the shop fails, logged, and the page is marked as not to keep', async () => {
    expectErrorLog('calculator-unavailable')
    const { calculator, degraded } = await calculatorOf('poster', { host: 'poster.de.localhost', path: '/poster', shop: failingShop })
    expect(calculator).toBeNull()
    expect(degraded()).toBe(1)
  })
})

describe('loadPhotoCalculator', () => {
  const boxes = { _uid: 'c3a1b2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d', product: 'photobox' as const, cta: 'Jetzt gestalten' }

  it('offers the three boxes with their prices, and the choice the form sent', async () => {
    const { scope } = testScope({ path: '/fotoboxen/?photoboxType=large&shownType=large' })
    const props = await loadPhotoCalculator(scope, scope.shop(), boxes)
    expect(props?.kinds.map((kind) => kind.photoboxType)).toEqual(['small', 'large', 'MAX'])
    expect(Object.keys(props?.prices ?? {}).sort()).toEqual(['MAX', 'large', 'small'])
    expect(props?.selected.photoboxType).toBe('large')
    expect(props).toMatchObject({ currency: 'eur', action: '/fotoboxen/', id: 'photo-calculator-c3a1b2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d' })
    expect(props?.labels.cta).toBe('Jetzt gestalten')
  })

  it('is null when the shop fails, logged, and the page is marked as not to keep', async () => {
    expectErrorLog('calculator-unavailable')
    const test = testScope({ path: '/fotoboxen/', shop: failingShop })
    expect(await loadPhotoCalculator(test.scope, test.scope.shop(), boxes)).toBeNull()
    expect(test.degraded()).toBe(1)
  })
})
