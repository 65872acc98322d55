// Storyblok's asset hosts through the whole Worker: the picture builder, the CSP's img-src and STORYBLOK_REGION agree.
// A new space's 15-digit asset is resized, a US space's asset renders on a US deployment and its host is allowed, and a
// picture from any other host is named nowhere (no img, no preload, no og:image) and logged once.
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { addDemoStories, demoSpaceKv } from '../mocks/demo-space'
import { demoSpaceKey, demoSpaceSchema } from '../../src/content/demo/space'
import { fetchWorker, resetCaches } from './fetch-worker'
import { STORYBLOK_ASSET_HOSTS, STORYBLOK_REGIONS } from '../../src/domain/image'
import { log } from '../../src/log'
import { asset } from '../fixtures/wire-space'

/** A new EU space (15-digit id, as Storyblok's 53-bit ids have) and a US space, in Storyblok's URL shape. */
const EU_15 = 'https://a.storyblok.com/f/286701504322473/1888x1538/3cc0705569/kalender-wand.jpg'
const US = 'https://a-us.storyblok.com/f/564469716905585/1600x900/9a8b7c6d5e/teaser-us.jpg'
const OTHER = 'https://images.example/f/1/1600x900/0f1e2d3c4b/teaser.jpg'

function page(slug: string, teaser: string, photo?: string) {
  return {
    full_slug: `de-de/${slug}`,
    name: slug,
    content: {
      component: 'page',
      title: `Bilder ${slug}`,
      teaser: [{ _uid: `${slug}-teaser`, component: 'Teaser', headline: 'Wandkalender', image: asset(11, teaser, 'Ein Wandkalender') }],
      body: photo ? [{ _uid: `${slug}-photo`, component: 'PhotoBlock', image: asset(12, photo, 'Ein Kalender an der Wand') }] : [],
    },
  }
}

let warnings: { mock: { calls: unknown[][] } }
const logged = (event: string) =>
  warnings.mock.calls
    .map((args) => String(args[0]))
    .filter((line) => line.includes(`"event":"${event}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>)

const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0])
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))
const preloads = (head: string) => [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0])
const imgSrc = (response: Response) =>
  /(?:^|;)\s*img-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? []
const US_CONFIG = { ...env, STORYBLOK_REGION: 'us' } as Env

beforeAll(async () => {
  await addDemoStories('cards', [page('bilder-neu', EU_15, EU_15), page('bilder-us', US), page('bilder-fremd', OTHER, OTHER)])
})

beforeEach(async () => {
  await resetCaches()
  log.forgetOnce()
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('a new EU space (15-digit space id)', () => {
  it('resizes its pictures, their preload, share picture and large picture through the image service', async () => {
    const html = await (await fetchWorker('/bilder-neu/')).text()
    const teaser = images(html).find((img) => img.includes('teaser__image')) ?? ''
    expect(teaser).toContain(`src="${EU_15}/m/800x450/filters:quality(85):format(webp)"`)
    expect(teaser).toContain(`${EU_15}/m/1600x900/filters:quality(85):format(webp) 1600w`)
    const photo = images(html).find((img) => img.includes('photo-block__image')) ?? ''
    expect(photo).toContain(`src="${EU_15}/m/1200x800/filters:quality(85):format(webp)"`)
    // The large picture the photo opens: resized too, never the original file.
    expect(html).toContain(`href="${EU_15}/m/1600x0/filters:quality(85):format(webp)"`)
    const head = headOf(html)
    expect(preloads(head).find((link) => link.includes('fetchPriority="high"'))).toContain(`imageSrcSet="${EU_15}/m/800x450/`)
    expect(head).toContain(`<meta property="og:image" content="${EU_15}/m/1200x627/filters:quality(85)"/>`)
    expect(logged('unknown-image-provider')).toEqual([])
  })
})

describe('a US space (STORYBLOK_REGION=us)', () => {
  it('renders its a-us picture and allows exactly that asset host in img-src', async () => {
    const response = await fetchWorker('/bilder-us/', { env: US_CONFIG })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(images(html).find((img) => img.includes('teaser__image'))).toContain(`src="${US}/m/800x450/filters:quality(85):format(webp)"`)
    expect(headOf(html)).toContain(`<meta property="og:image" content="${US}/m/1200x627/filters:quality(85)"/>`)
    expect(imgSrc(response)).toContain('https://a-us.storyblok.com')
    expect(imgSrc(response)).not.toContain('https://a.storyblok.com')
    expect(logged('unknown-image-provider')).toEqual([])
  })

  it('is refused on an EU deployment, whose img-src allows only the EU host', async () => {
    const response = await fetchWorker('/bilder-us/')
    const html = await response.text()
    expect(html).not.toContain('a-us.storyblok.com')
    expect(imgSrc(response)).toContain('https://a.storyblok.com')
    expect(imgSrc(response)).not.toContain('https://a-us.storyblok.com')
    expect(logged('unknown-image-provider').map((line) => line.value)).toEqual([US])
  })
})

describe('img-src per STORYBLOK_REGION', () => {
  it.each(STORYBLOK_REGIONS)("%s: allows that region's asset host and no other Storyblok host", async (region) => {
    const response = await fetchWorker('/_ping', { env: { ...env, STORYBLOK_REGION: region } as Env })
    const storyblok = imgSrc(response).filter((source) => Object.values(STORYBLOK_ASSET_HOSTS).some((host) => source.endsWith(`//${host}`)))
    expect(storyblok).toEqual([`https://${STORYBLOK_ASSET_HOSTS[region]}`])
  })
})

describe('a picture from any other host', () => {
  it('is named nowhere: no img, no preload, no og:image, no dialog link; logged once', async () => {
    const first = await fetchWorker('/bilder-fremd/')
    expect(first.status).toBe(200)
    const html = await first.text()
    await fetchWorker('/bilder-fremd/')
    expect(html).toContain('Wandkalender')
    expect(html).not.toContain('images.example')
    expect(html).not.toContain('teaser__image')
    expect(html).not.toContain('photo-block')
    const head = headOf(html)
    // The logo's preload stays; the teaser's (the page's LCP picture, high priority) is gone with its picture.
    expect(preloads(head)).toEqual(['<link rel="preload" as="image" href="/demo/logo-cards.svg"/>'])
    expect(head).not.toContain('og:image')
    expect(imgSrc(first)).not.toContain('https://images.example')
    const lines = logged('unknown-image-provider')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'warn', message: 'Unknown image provider or preset', value: OTHER })
  })
})

describe('a logo from any other host', () => {
  it('shows the shop name in header and menu instead, names the logo nowhere and logs it once', async () => {
    const space = demoSpaceSchema.parse(await demoSpaceKv().get(demoSpaceKey('poster'), 'json'))
    const layout = space.stories.find((story) => story.full_slug === 'de-de/layout')
    expect(layout?.content?.logo).toBeDefined()
    const logo = 'https://images.example/logo.svg'
    await addDemoStories('poster', [
      { ...layout, name: 'Layout', full_slug: 'de-de/layout', content: { ...layout?.content, logo: asset(13, logo, 'Posterhaus') } },
    ])
    const html = await (await fetchWorker('/', { host: 'poster.de.localhost' })).text()
    await fetchWorker('/', { host: 'poster.de.localhost' })
    expect(html).not.toContain('images.example')
    expect(html).toMatch(/<a class="header__logo" href="\/" aria-label="Posterhaus">[^<]+<\/a>/)
    expect(html).toMatch(/<a class="burger__logo" href="\/">[^<]+<\/a>/)
    expect(logged('unknown-image-provider').map((line) => line.value)).toEqual([logo])
  })
})
