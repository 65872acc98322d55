// The bundled demo space answers the Content Delivery API the way Storyblok does, through the real client.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { componentDefinitions } from '../../scripts/cms/component-definitions'
import { contentProblems, storyProblems } from '../../scripts/cms/wire-form'
import { getConfig } from '../../src/config'
import { DEMO_CV, DEMO_PUBLIC_TOKEN, demoFetch } from '../../src/content/demo/space'
import { storyblokClient } from '../../src/content/storyblok'
import { demoSpaceKv } from '../mocks/demo-space'

const config = getConfig(env)
const published = storyblokClient(config, 'cards', 'published')
const draft = storyblokClient(config, 'cards', 'draft')

describe('demo space', () => {
  it('answers cdn/stories/{full_slug} with the story and the space cv', async () => {
    const { data } = await published.get('cdn/stories/de-de/home', { version: 'published' })
    expect(data.story).toMatchObject({ full_slug: 'de-de/home', is_startpage: true, content: { component: 'page' } })
    expect(data.cv).toBe(DEMO_CV)
  })

  it('answers a missing story with 404', async () => {
    await expect(published.get('cdn/stories/de-de/nope', { version: 'published' })).rejects.toMatchObject({ status: 404 })
  })

  it('lists stories by folder with paging headers', async () => {
    const first = await published.get('cdn/stories', { starts_with: 'de-de/', per_page: 2, page: 1, version: 'published' })
    expect(first.data.stories).toHaveLength(2)
    expect(first.total).toBeGreaterThanOrEqual(5)
    expect(first.perPage).toBe(2)
    const all = await published.getAll('cdn/stories', { starts_with: 'de-de/', per_page: 2, version: 'published' })
    expect(all).toHaveLength(first.total)
  })

  it('finds stories by uuid', async () => {
    const { data } = await published.get('cdn/stories', { starts_with: 'fr-fr/', version: 'published' })
    const uuids = data.stories.slice(0, 2).map((s: { uuid: string }) => s.uuid)
    const byUuid = await published.get('cdn/stories', { by_uuids: uuids.join(','), version: 'published' })
    expect(byUuid.data.stories.map((s: { uuid: string }) => s.uuid).sort()).toEqual([...uuids].sort())
  })

  it('answers cdn/links and cdn/spaces/me', async () => {
    const links = await published.get('cdn/links', { starts_with: 'en-gb/', version: 'published' })
    expect(Object.values(links.data.links ?? {}).length).toBeGreaterThanOrEqual(5)
    const space = await published.get('cdn/spaces/me', {})
    expect(space.data.space.version).toBe(DEMO_CV)
  })

  it('keeps drafts behind the preview token', async () => {
    const { data } = await draft.get('cdn/stories/de-de/home', { version: 'draft' })
    expect(JSON.stringify(data.story.content)).toContain('ENTWURF')
    const denied = await demoFetch(
      demoSpaceKv(),
      'cards',
      0,
    )(`https://x/v2/cdn/stories/de-de/home?version=draft&token=${DEMO_PUBLIC_TOKEN}`)
    expect(denied.status).toBe(401)
    await expect(published.get('cdn/stories/de-de/neuheiten', { version: 'published' })).rejects.toMatchObject({ status: 404 })
  })

  it.each(['cards', 'poster'] as const)(
    'serves every %s story, published and draft, in Storyblok’s wire form under the generated components',
    async (brand) => {
      const { components } = componentDefinitions()
      const problems: string[] = []
      let stories = 0
      for (const version of ['published', 'draft'] as const) {
        const all = (await storyblokClient(config, brand, version).getAll('cdn/stories', { version, per_page: 100 }, 'stories')) as {
          full_slug: string
          content: unknown
        }[]
        stories += all.length
        for (const story of all) {
          const at = `${story.full_slug} (${version})`
          problems.push(...storyProblems(story, at), ...contentProblems(story.content, components, at))
        }
      }
      expect(stories).toBeGreaterThan(100)
      expect(problems).toEqual([])
    },
  )

  it('has home, two product pages, error and layout for both brands in all six languages, and no draft marker in published content', async () => {
    for (const brand of ['cards', 'poster'] as const) {
      const client = storyblokClient(config, brand, 'published')
      const products = brand === 'cards' ? ['fotokalender', 'grusskarten'] : ['poster', 'leinwand']
      for (const folder of ['de-de', 'en-gb', 'es-es', 'fr-fr', 'it-it', 'nl-nl']) {
        for (const slug of ['home', ...products, 'error', 'layout']) {
          const { data } = await client.get(`cdn/stories/${folder}/${slug}`, { version: 'published' })
          expect(JSON.stringify(data.story)).not.toContain('ENTWURF')
        }
      }
    }
  })
})
