// The bundled demo space answers the Content Delivery API the way Storyblok does, through the real client: no lookup
// Storyblok lacks, the cv redirect, and list queries answered as sent.
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import { componentDefinitions } from '../../scripts/cms/component-definitions'
import { contentProblems, storyProblems } from '../../scripts/cms/wire-form'
import { getConfig } from '../../src/config'
import { DEMO_PREVIEW_TOKEN, DEMO_PUBLIC_TOKEN } from '../../src/content/demo/ids'
import { DEMO_CV, demoFetch, demoSpaceKey, resetDemoSpaces } from '../../src/content/demo/space'
import type { Brand } from '../../src/domain/countries'
import { storyblokClient } from '../../src/content/storyblok'
import { addDemoStories, demoSpaceKv } from '../mocks/demo-space'

const config = getConfig(env)
const published = storyblokClient(config, 'cards', 'published', DEMO_CV)
const draft = storyblokClient(config, 'cards', 'draft')
const ask = (path: string, redirect: 'manual' | 'follow' = 'manual') =>
  demoFetch(demoSpaceKv(), 'cards')(`https://demo-space.invalid/v2/${path}`, { redirect })

type Listed = { full_slug: string; is_startpage: boolean; content: Record<string, unknown> }
const slugs = (stories: Listed[]) => stories.map((s) => s.full_slug)
const entry = (fullSlug: string, content: Record<string, unknown>, startpage = false) => ({
  full_slug: fullSlug,
  name: fullSlug,
  is_startpage: startpage,
  content: { _uid: fullSlug, component: 'page', title: fullSlug, teaser: [], body: [], ...content },
})

// Tests that add stories of their own leave the space as seeded, so the wire-form check reads the demo content alone.
afterEach(async () => {
  await Promise.all(Object.entries(env.TEST_DEMO_SPACES).map(([brand, space]) => demoSpaceKv().put(demoSpaceKey(brand as Brand), space)))
  resetDemoSpaces()
})

describe('demo space', () => {
  it("answers a folder's start page at its folder's full slug with a trailing slash, and the space cv", async () => {
    const { data } = await published.get('cdn/stories/de-de/', { version: 'published' })
    expect(data.story).toMatchObject({ full_slug: 'de-de/', is_startpage: true, content: { component: 'page' } })
    expect(data.cv).toBe(DEMO_CV)
  })

  it('has no lookup Storyblok lacks: neither `x/home` nor `x` without the slash finds the start page', async () => {
    await expect(published.get('cdn/stories/de-de/home', { version: 'published' })).rejects.toMatchObject({ status: 404 })
    await expect(published.get('cdn/stories/de-de', { version: 'published' })).rejects.toMatchObject({ status: 404 })
    await expect(published.get('cdn/stories/de-de/nope', { version: 'published' })).rejects.toMatchObject({ status: 404 })
  })

  it('redirects a published read without the current cv to the same URL with it, as Storyblok does', async () => {
    const query = `version=published&token=${DEMO_PUBLIC_TOKEN}`
    for (const asked of [`cdn/stories/de-de/?${query}`, `cdn/stories?starts_with=de-de%2F&${query}`, `cdn/links?${query}&cv=17`]) {
      const response = await ask(asked)
      expect(response.status, asked).toBe(301)
      const location = new URL(response.headers.get('location') ?? '')
      expect(location.searchParams.get('cv')).toBe(String(DEMO_CV))
      expect(location.pathname).toBe(new URL(`https://x/v2/${asked}`).pathname)
      expect(location.searchParams.get('token')).toBe(DEMO_PUBLIC_TOKEN)
    }
    // The current cv, drafts (never cached by cv) and the cv itself (spaces/me) are answered at once.
    expect((await ask(`cdn/stories/de-de/?${query}&cv=${DEMO_CV}`)).status).toBe(200)
    expect((await ask(`cdn/stories/de-de/?version=draft&token=${DEMO_PREVIEW_TOKEN}`)).status).toBe(200)
    expect((await ask(`cdn/spaces/me?token=${DEMO_PUBLIC_TOKEN}`)).status).toBe(200)
    // Like the platform's fetch, it follows the redirect unless told not to.
    const followed = await ask(`cdn/stories/de-de/?${query}`, 'follow')
    expect(followed.status).toBe(200)
    expect(((await followed.json()) as { cv: number }).cv).toBe(DEMO_CV)
  })

  it('lists stories by folder with paging headers, the start page included unless is_startpage=false', async () => {
    const first = await published.get('cdn/stories', { starts_with: 'de-de/', per_page: 2, page: 1, version: 'published' })
    expect(first.data.stories).toHaveLength(2)
    expect(first.total).toBeGreaterThanOrEqual(5)
    expect(first.perPage).toBe(2)
    const all = await published.getAll('cdn/stories', { starts_with: 'de-de/', per_page: 25, version: 'published' })
    expect(all).toHaveLength(first.total)
    expect(slugs(all)).toContain('de-de/')
    // Every folder's start page under `de-de/`: the locale folder's own (the home page) and the journal's overview.
    const startpages = slugs((all as Listed[]).filter((story) => story.is_startpage)).sort()
    expect(startpages).toEqual(['de-de/', 'de-de/journal/'])
    const entries = await published.getAll('cdn/stories', { starts_with: 'de-de/', is_startpage: false, version: 'published' })
    expect(slugs(entries).filter((slug) => startpages.includes(slug))).toEqual([])
    expect(entries).toHaveLength(first.total - startpages.length)
    const roots = await published.get('cdn/stories', { starts_with: 'de-de/', is_startpage: true, version: 'published' })
    expect(slugs(roots.data.stories).sort()).toEqual(startpages)
  })

  it('sorts by sort_by before paging: chained, typed, empty values last', async () => {
    await addDemoStories('cards', [
      entry('de-de/sortiert/', {}, true),
      entry('de-de/sortiert/a', { date: '2026-03-01', rank: '9' }),
      entry('de-de/sortiert/b', { date: '', rank: '10' }),
      entry('de-de/sortiert/c', { date: '2026-05-01', rank: '2' }),
      entry('de-de/sortiert/d', { date: '2026-03-01', rank: '1' }),
    ])
    const client = storyblokClient(config, 'cards', 'published', DEMO_CV)
    const list = async (params: Record<string, unknown>) =>
      slugs(
        (await client.get('cdn/stories', { version: 'published', starts_with: 'de-de/sortiert/', is_startpage: false, ...params })).data
          .stories,
      )
    expect(await list({ sort_by: 'content.date:desc' })).toEqual([
      'de-de/sortiert/c',
      'de-de/sortiert/a',
      'de-de/sortiert/d',
      'de-de/sortiert/b',
    ])
    expect(await list({ sort_by: 'content.date:desc', per_page: 2 })).toEqual(['de-de/sortiert/c', 'de-de/sortiert/a'])
    expect(await list({ sort_by: 'content.date:desc,name:desc', per_page: 3 })).toEqual([
      'de-de/sortiert/c',
      'de-de/sortiert/d',
      'de-de/sortiert/a',
    ])
    // Text order unless the type is named: "10" sorts before "9" as text, after it as a number.
    expect(await list({ sort_by: 'content.rank:asc' })).toEqual([
      'de-de/sortiert/d',
      'de-de/sortiert/b',
      'de-de/sortiert/c',
      'de-de/sortiert/a',
    ])
    expect(await list({ sort_by: 'content.rank:asc:int' })).toEqual([
      'de-de/sortiert/d',
      'de-de/sortiert/c',
      'de-de/sortiert/a',
      'de-de/sortiert/b',
    ])
    expect(await list({ sort_by: 'content.date:asc:nulls_first', per_page: 1 })).toEqual(['de-de/sortiert/b'])
  })

  it('leaves out the content fields excluding_fields names', async () => {
    const { data } = await published.get('cdn/stories', {
      version: 'published',
      starts_with: 'de-de/fotokalender',
      excluding_fields: 'body,teaser',
    })
    const [story] = data.stories as Listed[]
    expect(story?.content).toMatchObject({ component: 'page', title: expect.any(String) })
    expect(story?.content).not.toHaveProperty('body')
    expect(story?.content).not.toHaveProperty('teaser')
  })

  it('finds stories by uuid', async () => {
    const { data } = await published.get('cdn/stories', { starts_with: 'fr-fr/', version: 'published' })
    const uuids = data.stories.slice(0, 2).map((s: { uuid: string }) => s.uuid)
    const byUuid = await published.get('cdn/stories', { by_uuids: uuids.join(','), version: 'published' })
    expect(byUuid.data.stories.map((s: { uuid: string }) => s.uuid).sort()).toEqual([...uuids].sort())
  })

  it('answers cdn/links as Storyblok does: 25 a page unless asked, at most 1,000, folders included, and cdn/spaces/me', async () => {
    const links = await published.get('cdn/links', { starts_with: 'en-gb/', version: 'published' })
    expect(Object.values(links.data.links ?? {}).length).toBe(25)
    const all = await published.get('cdn/links', { version: 'published', per_page: 5000, paginated: 1 })
    const listed = Object.values(all.data.links ?? {}) as { slug: string; is_folder: boolean; is_startpage: boolean; uuid: string }[]
    expect(all.perPage).toBe(1000)
    expect(all.total).toBe(listed.length)
    expect(listed.find((l) => l.slug === 'de-de')).toMatchObject({ is_folder: true, is_startpage: false })
    expect(listed.find((l) => l.slug === 'de-de/')).toMatchObject({ is_folder: false, is_startpage: true })
    expect(listed.find((l) => l.slug === 'de-de/fotokalender')).toMatchObject({ is_folder: false, published: true })
    // Keyed by uuid, each link once.
    expect(Object.keys(all.data.links ?? {})).toEqual(listed.map((l) => l.uuid))
    const space = await storyblokClient(config, 'cards', 'published').get('cdn/spaces/me', {})
    expect(space.data.space.version).toBe(DEMO_CV)
  })

  it('filters stories by content fields: all conditions, and one of the __or group', async () => {
    await addDemoStories('cards', [
      entry('de-de/f/a', { component: 'page', robots: 'noindex,follow', alternates: [] }),
      entry('de-de/f/b', { component: 'page', robots: 'index,follow', alternates: [{ locale: 'fr-CH', path: 'b-fr' }] }),
      entry('de-de/f/c', { component: 'page', robots: 'index,follow', alternates: [] }),
      entry('de-de/f/d', { component: 'layout' }),
    ])
    const query = {
      version: 'published' as const,
      starts_with: 'de-de/f/',
      filter_query: {
        __or: [{ component: { not_in: 'page' } }, { robots: { like: '*noindex*' } }, { alternates: { is: 'not_empty_array' } }],
      },
    }
    const { data } = await published.get('cdn/stories', query)
    expect(slugs(data.stories as Listed[]).sort()).toEqual(['de-de/f/a', 'de-de/f/b', 'de-de/f/d'])
    const both = await published.get('cdn/stories', {
      version: 'published',
      starts_with: 'de-de/f/',
      filter_query: { component: { in: 'page' }, robots: { like: 'index*' } },
    })
    expect(slugs(both.data.stories as Listed[]).sort()).toEqual(['de-de/f/b', 'de-de/f/c'])
    await expect(published.get('cdn/stories', { version: 'published', filter_query: { robots: { gt_float: '1' } } })).rejects.toMatchObject(
      { status: 422 },
    )
  })

  it('keeps drafts behind the preview token', async () => {
    const { data } = await draft.get('cdn/stories/de-de/', { version: 'draft' })
    expect(JSON.stringify(data.story.content)).toContain('ENTWURF')
    const denied = await ask(`cdn/stories/de-de/?version=draft&token=${DEMO_PUBLIC_TOKEN}`)
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
          problems.push(...storyProblems(story, at), ...contentProblems(story.content, components, at, { editable: version === 'draft' }))
        }
      }
      expect(stories).toBeGreaterThan(100)
      expect(problems).toEqual([])
    },
  )

  it('has home, two product pages, error and layout for both brands in all six languages, and no draft marker in published content', async () => {
    for (const brand of ['cards', 'poster'] as const) {
      const client = storyblokClient(config, brand, 'published', DEMO_CV)
      const products = brand === 'cards' ? ['fotokalender', 'grusskarten'] : ['poster', 'leinwand']
      for (const folder of ['de-de', 'en-gb', 'es-es', 'fr-fr', 'it-it', 'nl-nl']) {
        for (const slug of ['', ...products, 'error', 'layout']) {
          const { data } = await client.get(`cdn/stories/${folder}/${slug}`, { version: 'published' })
          expect(JSON.stringify(data.story)).not.toContain('ENTWURF')
        }
      }
    }
  })
})
