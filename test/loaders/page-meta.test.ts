// A page's head is worked out once per story, alternates, image services and request facts (src/loaders/view/page-meta.ts):
// the same page asked again gets the very same head, and anything the head is built from gives another.
import { describe, expect, it } from 'vitest'
import { loadPageStory } from '../../src/content/page-story'
import { parseOnce } from '../../src/content/parse-once'
import { pageContentSchema } from '../../src/content/schemas'
import { loadLayout } from '../../src/loaders/shell'
import { pageMeta, type PageMetaInput } from '../../src/loaders/view/page-meta'
import { testScope } from './scope'

async function fotokalender(path = '/fotokalender/') {
  const { scope } = testScope({ path })
  const story = await loadPageStory(scope.content, scope.site, 'fotokalender')
  if (!story) throw new Error('no fotokalender story')
  const page = parseOnce(pageContentSchema, story.content, { fields: true })
  if (!page.success) throw new Error('fotokalender does not parse')
  const input: PageMetaInput = {
    story,
    page: page.data,
    layout: await loadLayout(scope),
    found: true,
    alternates: [{ hreflang: 'de-DE', href: 'http://cards.de.localhost/fotokalender/' }],
    trail: [{ text: 'Fotokalender', url: '/fotokalender/' }],
  }
  return { scope, input }
}

describe('a page’s head', () => {
  it('is the very same for the same page asked again, and built anew from anything it is built from', async () => {
    const { scope, input } = await fotokalender()
    const first = pageMeta(scope, input)
    expect(first.canonical).toBe('http://cards.de.localhost/fotokalender/')
    // Another request for the page: a new layout view and trail of the same values.
    const again = await fotokalender()
    expect(pageMeta(again.scope, { ...again.input, alternates: input.alternates })).toBe(first)

    // Other alternates (a new index), another trail, another layout hotline, a story object of a publish, not found.
    const others = [
      pageMeta(scope, { ...input, alternates: [...(input.alternates ?? [])] }),
      pageMeta(scope, { ...input, trail: [{ text: 'Kalender', url: '/kalender/' }] }),
      pageMeta(scope, { ...input, layout: { ...input.layout, serviceHotline: '0800 1' } }),
      pageMeta(scope, { ...input, story: { ...input.story } }),
      pageMeta(scope, { ...input, found: false }),
    ]
    for (const other of others) expect(other).not.toBe(first)
    expect(others[1]?.structuredData?.map((json) => JSON.parse(json) as unknown)).toContainEqual(
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: expect.arrayContaining([expect.objectContaining({ name: 'Kalender' })]),
      }),
    )
    expect(JSON.stringify(others[2]?.structuredData)).toContain('0800 1')
    expect(others[4]?.robots).toBe('noindex,follow')

    // Another query (a page whose canonical keeps its query), another host: their own heads.
    const queried = await fotokalender('/fotokalender/?color=blue')
    expect(pageMeta(queried.scope, { ...queried.input, alternates: input.alternates })).not.toBe(first)
    const { scope: austria } = testScope({ host: 'cards.at.localhost', path: '/fotokalender/' })
    const atMeta = pageMeta(austria, input)
    expect(atMeta).not.toBe(first)
    expect(atMeta.canonical).toBe('http://cards.at.localhost/fotokalender/')
  })
})
