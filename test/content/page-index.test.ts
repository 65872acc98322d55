// The page index at a large space's scale: 20,000 stories per brand in 17 locale folders, listed as Storyblok's Links API
// and one narrow story listing answer them (wire form), kept in one KV value and read back with one KV get.
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'
import { cachedPageIndex } from '../../src/cache/page-index'
import { pageIndexKey } from '../../src/cache/keys'
import { getConfig } from '../../src/config'
import { spaceVersionOf } from '../../src/content/cms'
import { DEMO_CV } from '../../src/content/demo/space'
import { allPages, indexFromListing, pageLinkTargets } from '../../src/content/sitemap-pages'
import { log } from '../../src/log'
import { LOCALES, contentFolder } from '../../src/domain/locales'
import type { PageIndex } from '../../src/domain/page-index'

const FOLDERS = LOCALES.map(contentFolder)
const PER_FOLDER = Math.ceil(20_000 / FOLDERS.length)

interface Link {
  id: number
  uuid: string
  slug: string
  name: string
  is_folder: boolean
  parent_id: number
  published: boolean
  position: number
  real_path: string
  is_startpage: boolean
}

const link = (id: number, slug: string, folder: boolean, startpage = false): Link => ({
  id,
  uuid: `00000000-0000-4000-8000-${id.toString(16).padStart(12, '0')}`,
  slug,
  name: slug,
  is_folder: folder,
  parent_id: 0,
  published: !folder,
  position: 0,
  real_path: `/${slug}`,
  is_startpage: startpage,
})

/** The space as `cdn/links` pages of 1,000 name it: each locale folder, its start page, its layout and its pages. */
function largeSpace(): { links: Link[]; details: { full_slug: string; content: Record<string, unknown> }[] } {
  const links: Link[] = []
  const details: { full_slug: string; content: Record<string, unknown> }[] = []
  let id = 1
  for (const folder of FOLDERS) {
    links.push(link(id++, folder, true), link(id++, `${folder}/`, false, true), link(id++, `${folder}/layout`, false))
    details.push({ full_slug: `${folder}/layout`, content: { component: 'layout' } })
    for (let n = 0; links.length < (FOLDERS.indexOf(folder) + 1) * (PER_FOLDER + 3) && n < PER_FOLDER - 1; n += 1) {
      links.push(link(id++, `${folder}/p${String(n).padStart(5, '0')}`, false))
    }
    details.push(
      { full_slug: `${folder}/p00001`, content: { component: 'page', robots: 'noindex,follow', alternates: [] } },
      {
        full_slug: `${folder}/p00002`,
        content: {
          component: 'page',
          robots: 'index,follow',
          alternates: [{ _uid: 'a', component: 'alternate', locale: 'fr-CH', path: 'anders' }],
        },
      },
    )
  }
  // A story that is not published (a link Storyblok still lists as a folder would be) and one outside any folder.
  links.push({ ...link(id++, 'de-de/entwurf', false), published: false }, link(id++, 'lose-seite', false))
  return { links, details }
}

function pagesOf<T>(items: T[], perPage: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / perPage) }, (_, i) => items.slice(i * perPage, (i + 1) * perPage))
}

const asLinkAnswers = (links: Link[]) => pagesOf(links, 1000).map((page) => ({ links: Object.fromEntries(page.map((l) => [l.uuid, l])) }))

describe('the page index of a large space', () => {
  afterEach(() => forgetIsolateMemory('page indexes', 'space versions'))

  it('holds 20,000 stories per brand from 21 pages of links and one page of details, with no cap', () => {
    const space = largeSpace()
    const answers = asLinkAnswers(space.links)
    expect(answers.length).toBeGreaterThanOrEqual(20)
    const index = indexFromListing(answers, [{ stories: space.details }])
    // Every page of every folder: folders, layouts, the unpublished story and the one outside a folder left out.
    expect(index.size).toBe(FOLDERS.length * PER_FOLDER)
    expect(index.size).toBeGreaterThanOrEqual(20_000)
    for (const folder of FOLDERS) {
      const home = index.get(`${folder}/home`)
      const first = index.get(`${folder}/p00000`)
      expect(home).toEqual({ noindex: false, alternates: [], startpage: true, uuid: expect.any(String) })
      expect(first).toEqual({ noindex: false, alternates: [], startpage: false, uuid: expect.any(String) })
      // A link to a page, named by its uuid, leads to the page's full slug: a start page's with its slash.
      expect(pageLinkTargets(index).get(home?.uuid ?? '')).toBe(`${folder}/`)
      expect(pageLinkTargets(index).get(first?.uuid ?? '')).toBe(`${folder}/p00000`)
      expect(index.get(`${folder}/p00001`)?.noindex).toBe(true)
      expect(index.get(`${folder}/p00002`)?.alternates).toEqual([['fr-CH', 'anders']])
      expect(index.has(`${folder}/p${String(PER_FOLDER - 2).padStart(5, '0')}`)).toBe(true)
      expect(index.has(`${folder}/layout`)).toBe(false)
    }
    expect(index.has('de-de/entwurf')).toBe(false)
  })

  it('takes a start page’s link by its folder whether Storyblok names it with the slash or by its own slug', () => {
    const index = indexFromListing(
      [{ links: { a: link(1, 'de-de/journal/uebersicht', false, true), b: link(2, 'fr-ch/journal/', false, true) } }],
      [],
    )
    expect([...index.keys()].sort()).toEqual(['de-de/journal', 'fr-ch/journal'])
    expect(index.get('de-de/journal')?.startpage).toBe(true)
  })

  it('drops a bad link, story or alternate alone, with a warning that names it', () => {
    log.forgetOnce()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const index = indexFromListing(
      [
        {
          links: {
            a: link(1, 'de-de/gut', false),
            b: { ...link(2, 'de-de/kaputt', false), slug: null },
            // Without the uuid by which links name it, a page could not be linked to: not a page of the index.
            c: { ...link(3, 'de-de/ohne-uuid', false), uuid: null },
          },
        },
      ],
      [
        {
          stories: [
            {
              full_slug: 'de-de/gut',
              content: { component: 'page', alternates: [{ locale: 'fr-ch', path: 'bien' }, { locale: 'it-ch' }] },
            },
            { full_slug: 'de-de/ohne-inhalt', content: null },
          ],
        },
      ],
    )
    expect([...index.keys()]).toEqual(['de-de/gut'])
    expect(index.get('de-de/gut')?.alternates).toEqual([['fr-ch', 'bien']])
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
    expect(lines).toEqual([
      expect.objectContaining({ event: 'content-invalid', story: 'de-de/gut', path: 'alternates.1' }),
      expect.objectContaining({ event: 'content-invalid', story: 'de-de/ohne-inhalt', path: 'story' }),
      expect.objectContaining({ event: 'content-invalid', story: 'links.b', path: 'link' }),
      expect.objectContaining({ event: 'content-invalid', story: 'links.c', path: 'link' }),
    ])
    warn.mockRestore()
  })

  it('refuses answers that are not Storyblok’s', () => {
    expect(() => indexFromListing([{ stories: [] }], [])).toThrow('cdn/links')
    expect(() => indexFromListing([], [{ links: {} }])).toThrow('cdn/stories')
  })

  it('throws when a listing’s pages add up to fewer entries than the total it announced', async () => {
    const pages = [{ links: { a: 1, b: 2 } }, { links: { c: 3 } }]
    const count = (data: unknown) => Object.keys((data as { links: object }).links).length
    const full = await allPages(async (page) => ({ data: pages[page - 1], total: 3 }), 2, count)
    expect(full).toEqual(pages)
    await expect(allPages(async (page) => ({ data: pages[page - 1] ?? { links: {} }, total: 5 }), 2, count)).rejects.toThrow(
      'cut short: 3 of 5',
    )
    await expect(allPages(async (page) => ({ data: page === 1 ? pages[0] : { links: {} }, total: 3 }), 2, count)).rejects.toThrow(
      'cut short',
    )
  })

  it('keeps 20,000 pages in one KV value far below KV’s 25 MiB, which a cold isolate reads with one get', async () => {
    const space = largeSpace()
    const index = indexFromListing(asLinkAnswers(space.links), [{ stories: space.details }])
    let gets = 0
    const kv = {
      get: (key: string, type: 'text') => {
        if (key.startsWith('pages:')) gets += 1
        return env.STORY_CACHE.get(key, type)
      },
      put: (...args: Parameters<KVNamespace['put']>) => env.STORY_CACHE.put(...args),
    } as unknown as KVNamespace
    const pending: Promise<unknown>[] = []
    const ctx = { config: getConfig(env), kv, waitUntil: (p: Promise<unknown>) => void pending.push(p), now: () => Date.now() }
    const listed: PageIndex = await cachedPageIndex(ctx, spaceVersionOf(ctx, 'cards'), async () => index)
    await Promise.all(pending)
    expect(listed.size).toBe(index.size)
    const stored = await env.STORY_CACHE.get(pageIndexKey('cards', DEMO_CV), 'text')
    expect(stored?.length).toBeLessThan(2 * 1024 * 1024)

    forgetIsolateMemory('page indexes')
    gets = 0
    const read = await cachedPageIndex(ctx, spaceVersionOf(ctx, 'cards'), () => Promise.reject(new Error('no listing')))
    expect(gets).toBe(1)
    expect(read.size).toBe(index.size)
    expect(read.get('de-de/p00002')).toEqual(index.get('de-de/p00002'))
  })

  it('logs a failed listing, keeps nothing, and lists again only after 30 s: a 429 storm is not met with a listing per request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let now = Date.parse('2026-12-06T06:00:00Z')
    const pending: Promise<unknown>[] = []
    const ctx = { config: getConfig(env), kv: env.STORY_CACHE, waitUntil: (p: Promise<unknown>) => void pending.push(p), now: () => now }
    await env.STORY_CACHE.delete(pageIndexKey('cards', DEMO_CV))
    let listings = 0
    const failing = () => {
      listings += 1
      return Promise.reject(new Error('listing cut short: 3 of 5'))
    }
    await expect(cachedPageIndex(ctx, spaceVersionOf(ctx, 'cards'), failing)).rejects.toThrow('cut short')
    await expect(cachedPageIndex(ctx, spaceVersionOf(ctx, 'cards'), failing)).rejects.toThrow('moments ago')
    expect(listings).toBe(1)
    const logged = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('page-index-listing-failed'))
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain('cut short: 3 of 5')
    expect(await env.STORY_CACHE.get(pageIndexKey('cards', DEMO_CV))).toBeNull()
    now += 30_000
    const index: PageIndex = new Map([['de-de/home', { noindex: false, alternates: [], startpage: true, uuid: 'home' }]])
    expect(await cachedPageIndex(ctx, spaceVersionOf(ctx, 'cards'), async () => index)).toBe(index)
    await Promise.all(pending)
    warn.mockRestore()
  })
})
