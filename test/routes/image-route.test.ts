// The Worker's image route /_image/{options}/{path}: demo pictures at any builder size; strict validation, no proxy.
import { describe, expect, it } from 'vitest'
import { fetchWorker } from './fetch-worker'

describe('/_image', () => {
  it('serves a public picture for builder options, with long cache headers', async () => {
    const response = await fetchWorker('/_image/width=800,height=450,quality=85,format=webp,fit=cover/demo/teaser-calendar.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toContain('<svg')
  })

  it('answers the URLs the page renders', async () => {
    const html = await (await fetchWorker('/fotokalender/')).text()
    const sources = [...html.matchAll(/<img[^>]* src="(\/_image\/[^"]+)"/g)].map((m) => m[1] ?? '')
    expect(sources.length).toBeGreaterThan(0)
    for (const src of new Set(sources)) expect((await fetchWorker(src)).status, src).toBe(200)
  })

  it('renders the teaser picture eager with high priority, the rest lazy, every picture with width and height', async () => {
    const html = await (await fetchWorker('/', { host: 'poster.de.localhost' })).text()
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0])
    const teaser = images.find((img) => img.includes('class="teaser__image"')) ?? ''
    expect(teaser).toMatch(/fetchPriority="high"/i)
    expect(teaser).not.toContain('loading="lazy"')
    expect(teaser).toContain('width="800" height="450"')
    expect(teaser).toContain(
      'srcSet="/_image/width=800,height=450,quality=85,format=webp,fit=cover/demo/teaser-home-poster.svg 800w, /_image/width=1600,height=900,',
    )
    const footer = images.filter((img) => img.includes('/demo/footer/'))
    expect(footer.length).toBeGreaterThan(0)
    for (const img of footer) expect(img).toMatch(/quality=100,.* loading="lazy"/)
    for (const img of images) expect(img, img).toMatch(/ width="\d+"[^>]* height="\d+"/)
  })

  it.each([
    '/_image/width=100/https://evil.example/x.png',
    '/_image/width=100//evil.example/x.png',
    '/_image/width=100/demo/../../wrangler.toml',
    '/_image/width=100/demo/%2e%2e/wrangler.toml',
    '/_image/width=100/src/index.ts',
    '/_image/width=100/demo/teaser-calendar.txt',
    '/_image/width=0/demo/teaser-calendar.svg',
    '/_image/width=100,format=png/demo/teaser-calendar.svg',
    '/_image/width=100,evil=1/demo/teaser-calendar.svg',
    '/_image/demo/teaser-calendar.svg',
    '/_image/',
  ])('refuses %s with 400', async (path) => {
    const response = await fetchWorker(path)
    expect(response.status).toBe(400)
  })

  it('answers 404 for a well-formed path without a file', async () => {
    expect((await fetchWorker('/_image/width=100/demo/missing.svg')).status).toBe(404)
  })
})
