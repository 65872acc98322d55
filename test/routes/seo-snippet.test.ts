// SPEC §3 productSnippet and additionalSameAsLinks as editors type them: lenient where it is harmless, never fatal.
import { describe, expect, it } from 'vitest'
import { parseOnce } from '../../src/content/parse-once'
import { pageContentSchema } from '../../src/content/schemas'
import { organizationLd, productLd } from '../../src/views/seo/structured-data'

/** A page's content as its loader parses it: a bad field is left out alone (parseOnce's `fields`). */
const parse = (fields: Record<string, unknown>) => {
  const parsed = parseOnce(pageContentSchema, { component: 'page', ...fields }, { fields: true })
  if (!parsed.success) throw parsed.error
  return parsed.data
}

describe('productSnippet', () => {
  it('reads prices and ratings typed as text, with a decimal comma', () => {
    const page = parse({ productSnippet: { name: 'Poster', price: '19,90', ratingValue: '4,6', reviewCount: '12' } })
    expect(page.productSnippet).toMatchObject({ name: 'Poster', price: 19.9, ratingValue: 4.6, reviewCount: 12 })
  })

  it('drops a malformed number but keeps the snippet', () => {
    // Storyblok sends every field's value as text; the prices are text fields (a `{price:…}` placeholder is filled before).
    const page = parse({ productSnippet: { name: 'Poster', price: 'ab 19 €', lowPrice: '9.5' } })
    expect(page.productSnippet?.price).toBeUndefined()
    expect(page.productSnippet?.lowPrice).toBe(9.5)
  })

  it('drops a snippet without a name, and the page still parses', () => {
    const page = parse({ title: 'T', productSnippet: { price: '1' } })
    expect(page.productSnippet).toBeUndefined()
    expect(page.title).toBe('T')
  })

  it('renders an Offer with two decimals in the upper-case currency, a rating only with a review count', () => {
    const snippet = parse({ productSnippet: { name: 'Poster', price: '19,9', ratingValue: '4.6' } }).productSnippet
    if (!snippet) throw new Error('snippet expected')
    const ld = productLd({ snippet, currency: 'gbp', url: 'https://shop.example/poster', image: undefined, brand: 'poster' })
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      priceCurrency: 'GBP',
      price: '19.90',
      availability: 'https://schema.org/InStock',
      url: 'https://shop.example/poster',
    })
    expect(ld).not.toHaveProperty('aggregateRating')
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Posterhaus' })
  })
})

describe('additionalSameAsLinks', () => {
  it('accepts plain URLs and { url } entries; a wrong shape is ignored, not fatal', () => {
    expect(parse({ additionalSameAsLinks: ['https://a.example', { url: 'https://b.example' }] }).additionalSameAsLinks).toHaveLength(2)
    expect(parse({ additionalSameAsLinks: 'https://a.example' }).additionalSameAsLinks).toEqual([])
  })

  it('keeps only https links in Organization.sameAs, once each', () => {
    const org = organizationLd({
      brand: 'cards',
      url: 'https://www.kartenfee.de/',
      logo: undefined,
      language: 'de',
      sameAs: ['https://a.example/x', 'javascript:alert(1)', 'http://plain.example', 'https://a.example/x', 'https://x.example/"><script>'],
    })
    expect(org.sameAs).toEqual(['https://a.example/x'])
  })
})
