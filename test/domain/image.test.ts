import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  imageDimensions,
  imageSourceKind,
  imageSources,
  imageUrl,
  parseResizeOptions,
  renderedHeight,
  shareImageUrl,
  STORYBLOK_ASSET_HOSTS,
  STORYBLOK_REGIONS,
  storyblokAssetOrigin,
  storyblokAssetRegion,
  type ImageRequest,
  type ImageServices,
  type StoryblokRegion,
} from '../../src/domain/image'

const SB = 'https://a.storyblok.com/f/12345/1600x900/abc123def/teaser.jpg'
/** A space created since Storyblok's 53-bit ids: 15 digits (the id in Storyblok's own client tests). */
const SB15 = 'https://a.storyblok.com/f/286701504322473/1888x1538/3cc0705569/image.jpeg'
const CDN: ImageServices = { resizeBase: '/cdn-cgi/image', region: 'eu', shopHosts: [] }
const LOCAL: ImageServices = { resizeBase: '/_image', region: 'eu', shopHosts: [] }

describe('Storyblok asset URLs: which region serves them', () => {
  it.each<[string, string, StoryblokRegion | undefined]>([
    ['a 12-digit space id', 'https://a.storyblok.com/f/123456789012/800x600/0f1e2d3c4b/photo.jpg', 'eu'],
    ['a 15-digit space id', SB15, 'eu'],
    ['a 16-digit space id (2^53 - 1)', 'https://a.storyblok.com/f/9007199254740991/800x600/0f1e2d3c4b/photo.jpg', 'eu'],
    ['a 17-digit space id', 'https://a.storyblok.com/f/12345678901234567/800x600/0f1e2d3c4b/photo.jpg', undefined],
    ['a one-digit space id', 'https://a.storyblok.com/f/1/40x25/0f/award.png', 'eu'],
    ['the US host', 'https://a-us.storyblok.com/f/564469716905585/1200x800/9a8b7c6d5e/tent.jpg', 'us'],
    ['the Australian host', 'https://a-ap.storyblok.com/f/1127419670326897/1200x800/9a8b7c6d5e/reef.png', 'ap'],
    ['the Canadian host', 'https://a-ca.storyblok.com/f/845944693616241/1200x800/9a8b7c6d5e/lake.webp', 'ca'],
    ['the Chinese host', 'https://a.storyblokchina.cn/f/123456/1200x800/9a8b7c6d5e/wall.jpg', 'cn'],
    ['a file of no measured size', 'https://a.storyblok.com/f/44203/x/5231aa9c8a/favicon.ico', 'eu'],
    ['a lookalike host ending in ours', 'https://a.storyblok.com.evil.example/f/1/40x25/0f/award.png', undefined],
    ['a lookalike host starting with ours', 'https://evil-a.storyblok.com/f/1/40x25/0f/award.png', undefined],
    ['a lookalike subdomain', 'https://a.storyblok.com.s3.amazonaws.com/f/1/40x25/0f/award.png', undefined],
    ['a user-info trick', 'https://a.storyblok.com@evil.example/f/1/40x25/0f/award.png', undefined],
    ['a port', 'https://a.storyblok.com:8443/f/1/40x25/0f/award.png', undefined],
    ['an upper-case host', 'https://A.STORYBLOK.COM/f/1/40x25/0f/award.png', undefined],
    ['the CORS alias host', 'https://a2.storyblok.com/f/1/40x25/0f/award.png', undefined],
    ["Storyblok's app host", 'https://app.storyblok.com/f/1/40x25/0f/award.png', undefined],
    ['the raw S3 origin', 'https://s3.amazonaws.com/a.storyblok.com/f/1/40x25/0f/award.png', undefined],
    ['http:', 'http://a.storyblok.com/f/1/40x25/0f/award.png', undefined],
    ['protocol-relative', '//a.storyblok.com/f/1/40x25/0f/award.png', undefined],
    ['data:', 'data:image/png;base64,iVBORw0KGgo=', undefined],
    ['another https host', 'https://cdn.example/f/1/40x25/0f/award.png', undefined],
    ['an image-service URL already', `${SB}/m/400x0`, undefined],
    ['a query string', `${SB}?x=1`, undefined],
    ['a quote in the name', 'https://a.storyblok.com/f/1/40x25/0f/a"onerror=x.png', undefined],
    ['a path trick', 'https://a.storyblok.com/f/1/40x25/0f/../../x.png', undefined],
    ['no hash segment', 'https://a.storyblok.com/f/1/40x25/award.png', undefined],
    ['a shared library path', 'https://a.storyblok.com/g/1/40x25/0f/award.png', undefined],
  ])('%s -> %s', (_, src, region) => {
    expect(storyblokAssetRegion(src)).toBe(region)
  })

  it('has one asset host per region of STORYBLOK_REGION, each a distinct https origin', () => {
    expect(STORYBLOK_REGIONS.map(storyblokAssetOrigin)).toEqual([
      'https://a.storyblok.com',
      'https://a-us.storyblok.com',
      'https://a-ap.storyblok.com',
      'https://a-ca.storyblok.com',
      'https://a.storyblokchina.cn',
    ])
    expect(new Set(Object.values(STORYBLOK_ASSET_HOSTS)).size).toBe(STORYBLOK_REGIONS.length)
  })
})

describe("imageSourceKind: only our own files and the configured region's asset host", () => {
  const US = 'https://a-us.storyblok.com/f/564469716905585/1200x800/9a8b7c6d5e/tent.jpg'
  it.each<[string, StoryblokRegion, 'storyblok' | 'local' | undefined]>([
    [SB, 'eu', 'storyblok'],
    [SB15, 'eu', 'storyblok'],
    [US, 'us', 'storyblok'],
    [US, 'eu', undefined],
    [SB, 'us', undefined],
    ['https://a.storyblokchina.cn/f/123456/1200x800/9a8b7c6d5e/wall.jpg', 'cn', 'storyblok'],
    ['https://a.storyblokchina.cn/f/123456/1200x800/9a8b7c6d5e/wall.jpg', 'eu', undefined],
    ['/demo/teaser-calendar.svg', 'us', 'local'],
    ['/assets/logo.png', 'eu', 'local'],
    ['/demo/../wrangler.toml', 'eu', undefined],
    ['/uploads/picture.jpg', 'eu', undefined],
    ['https://cdn.example/pic.jpg', 'eu', undefined],
    ['https://images.example/teaser.jpg', 'us', undefined],
    ['//evil.example/x.png', 'eu', undefined],
    ['javascript:alert(1)', 'eu', undefined],
    ['', 'eu', undefined],
  ])('%s on a %s deployment -> %s', (src, region, kind) => {
    expect(imageSourceKind(src, region)).toBe(kind)
  })
})

describe('imageDimensions (SPEC §8: unreadable -> 0 x 0)', () => {
  it.each<[string, number, number]>([
    [SB, 1600, 900],
    [SB15, 1888, 1538],
    ['https://a-us.storyblok.com/f/564469716905585/1200x800/9a8b7c6d5e/tent.jpg', 1200, 800],
    ['https://a-ca.storyblok.com/f/845944693616241/640x480/9a8b7c6d5e/lake.webp', 640, 480],
    ['https://a.storyblok.com/f/1/40x25/0f/award.png', 40, 25],
    ['https://a.storyblok.com/f/1/0x25/0f/award.png', 0, 0],
    ['https://a.storyblok.com/f/44203/x/5231aa9c8a/favicon.ico', 0, 0],
    ['https://a.storyblok.com/f/1/40x25/0f/', 0, 0],
    ['https://a.storyblok.com/f/1/40x25/xyz/award.png', 0, 0],
    ['https://evil.example/f/1/40x25/0f/award.png', 0, 0],
    ['https://a.storyblok.com.evil.example/f/1/40x25/0f/award.png', 0, 0],
    ['http://a.storyblok.com/f/1/40x25/0f/award.png', 0, 0],
    ['/demo/teaser-calendar.svg', 0, 0],
    ['', 0, 0],
  ])('%s -> %i x %i', (src, width, height) => {
    expect(imageDimensions(src)).toEqual({ width, height })
  })
})

describe('imageUrl', () => {
  it.each<[ImageRequest, string | undefined]>([
    [{ src: SB, width: 400 }, `${SB}/m/400x0/filters:quality(85):format(webp)`],
    [{ src: SB15, width: 400 }, `${SB15}/m/400x0/filters:quality(85):format(webp)`],
    [{ src: SB, width: 400, height: 300, quality: 100 }, `${SB}/m/400x300/filters:quality(100):format(webp)`],
    [{ src: SB, width: 1200, height: 627, format: 'auto' }, `${SB}/m/1200x627/filters:quality(85)`],
    [{ src: SB, width: 100, height: 100, fit: 'contain' }, `${SB}/m/fit-in/100x100/filters:quality(85):format(webp)`],
    [{ src: 'https://a.storyblok.com/f/1/64x64/0f/logo.svg', width: 40 }, 'https://a.storyblok.com/f/1/64x64/0f/logo.svg'],
    [
      { src: '/demo/teaser-calendar.svg', width: 800, height: 450 },
      '/cdn-cgi/image/width=800,height=450,quality=85,format=webp,fit=cover/demo/teaser-calendar.svg',
    ],
    [{ src: '/demo/nav/a.png', width: 73 }, '/cdn-cgi/image/width=73,quality=85,format=webp,fit=cover/demo/nav/a.png'],
    [{ src: '/demo/x.svg', width: 99999, quality: 500 }, '/cdn-cgi/image/width=4000,quality=100,format=webp,fit=cover/demo/x.svg'],
    [{ src: '/demo/../wrangler.toml', width: 10 }, undefined],
    [{ src: '//evil.example/x.png', width: 10 }, undefined],
    [{ src: 'javascript:alert(1)', width: 10 }, undefined],
    [{ src: 'https://cdn.example/pic.jpg', width: 10 }, undefined],
    [{ src: 'https://a-us.storyblok.com/f/564469716905585/1200x800/9a8b7c6d5e/tent.jpg', width: 10 }, undefined],
  ])('%j -> %s', (request, url) => {
    expect(imageUrl(request, CDN)).toBe(url)
  })

  it("resizes a regional asset through its own host's image service on that region's deployment", () => {
    const us = 'https://a-us.storyblok.com/f/564469716905585/1200x800/9a8b7c6d5e/tent.jpg'
    expect(imageUrl({ src: us, width: 600, height: 400 }, { ...CDN, region: 'us' })).toBe(
      `${us}/m/600x400/filters:quality(85):format(webp)`,
    )
  })

  it('offers densities 1 and 2 with doubled width and height', () => {
    expect(imageSources({ src: '/demo/a.svg', width: 100, height: 50 }, LOCAL)).toEqual({
      src: '/_image/width=100,height=50,quality=85,format=webp,fit=cover/demo/a.svg',
      srcSet:
        '/_image/width=100,height=50,quality=85,format=webp,fit=cover/demo/a.svg 1x, /_image/width=200,height=100,quality=85,format=webp,fit=cover/demo/a.svg 2x',
    })
    expect(imageSources({ src: 'https://a.storyblok.com/f/1/64x64/0f/logo.svg', width: 10 }, CDN)).toEqual({
      src: 'https://a.storyblok.com/f/1/64x64/0f/logo.svg',
    })
    expect(imageSources({ src: 'https://cdn.example/pic.jpg', width: 10 }, CDN)).toBeUndefined()
  })

  it('names the two candidates by width when the picture has sizes (no density descriptor beside sizes)', () => {
    expect(imageSources({ src: '/demo/a.svg', width: 100, height: 50 }, LOCAL, true)).toEqual({
      src: '/_image/width=100,height=50,quality=85,format=webp,fit=cover/demo/a.svg',
      srcSet:
        '/_image/width=100,height=50,quality=85,format=webp,fit=cover/demo/a.svg 100w, /_image/width=200,height=100,quality=85,format=webp,fit=cover/demo/a.svg 200w',
    })
  })

  it('makes the share picture 1200 x 627 with fit cover, absolute on the configured origin', () => {
    expect(shareImageUrl('/demo/share-cards.svg', LOCAL, 'https://www.kartenfee.de')).toBe(
      'https://www.kartenfee.de/_image/width=1200,height=627,quality=85,format=auto,fit=cover/demo/share-cards.svg',
    )
    expect(shareImageUrl(SB, LOCAL, 'https://www.kartenfee.de')).toBe(`${SB}/m/1200x627/filters:quality(85)`)
    expect(shareImageUrl('https://images.example/share.jpg', LOCAL, 'https://www.kartenfee.de')).toBeUndefined()
  })
})

describe("imageUrl: a crop keeps the editor's focal point (Storyblok's asset `focus`)", () => {
  // Storyblok's asset object carries `focus` as `"{left}x{top}:{right}x{bottom}"`, `""` when unset, or null.
  it.each<[Partial<ImageRequest>, string]>([
    [{ focus: '120x80:121x81' }, `${SB}/m/400x300/filters:quality(85):format(webp):focal(120x80:121x81)`],
    [{ focus: '1599x899:1600x900', format: 'auto' }, `${SB}/m/400x300/filters:quality(85):focal(1599x899:1600x900)`],
    [{ focus: '' }, `${SB}/m/400x300/filters:quality(85):format(webp)`],
    [{ focus: null }, `${SB}/m/400x300/filters:quality(85):format(webp)`],
    [{ focus: undefined }, `${SB}/m/400x300/filters:quality(85):format(webp)`],
    // Only a crop has a point to keep: a fitted picture, or one whose height follows its width, is not cropped.
    [{ focus: '120x80:121x81', fit: 'contain' }, `${SB}/m/fit-in/400x300/filters:quality(85):format(webp)`],
    [{ focus: '120x80:121x81', height: 0 }, `${SB}/m/400x0/filters:quality(85):format(webp)`],
    // Anything but the point's shape never reaches the URL.
    [{ focus: '120x80' }, `${SB}/m/400x300/filters:quality(85):format(webp)`],
    [{ focus: '1x2:3x4)/../x' }, `${SB}/m/400x300/filters:quality(85):format(webp)`],
    [{ focus: '1x2:3x4):fill(ff0000' }, `${SB}/m/400x300/filters:quality(85):format(webp)`],
    [{ focus: ' 1x2:3x4' }, `${SB}/m/400x300/filters:quality(85):format(webp)`],
  ])('%j', (request, url) => {
    expect(imageUrl({ src: SB, width: 400, height: 300, ...request }, CDN)).toBe(url)
  })

  it('keeps it at both densities', () => {
    expect(imageSources({ src: SB, width: 200, height: 100, focus: '10x10:20x20' }, CDN)?.srcSet).toBe(
      `${SB}/m/200x100/filters:quality(85):format(webp):focal(10x10:20x20) 1x, ${SB}/m/400x200/filters:quality(85):format(webp):focal(10x10:20x20) 2x`,
    )
  })

  it('is a Storyblok filter only: our own and shop pictures are resized without it', () => {
    expect(imageUrl({ src: '/demo/a.svg', width: 100, height: 50, focus: '1x1:2x2' }, LOCAL)).toBe(
      '/_image/width=100,height=50,quality=85,format=webp,fit=cover/demo/a.svg',
    )
  })
})

describe('shop pictures: hosts of SHOP_IMAGE_HOSTS, resized by Cloudflare', () => {
  const SHOP = ['images.shop.example', 'cdn.shop.example']
  const cdn: ImageServices = { ...CDN, shopHosts: SHOP }
  const local: ImageServices = { ...LOCAL, shopHosts: SHOP }
  const picture = 'https://images.shop.example/themes/t-100/main_v2.jpg'

  it('sends a picture on a listed host through /cdn-cgi/image with two widths', () => {
    expect(imageSources({ src: picture, width: 320, height: 240, fit: 'contain' }, cdn, true)).toEqual({
      src: `/cdn-cgi/image/width=320,height=240,quality=85,format=webp,fit=contain/${picture}`,
      srcSet: `/cdn-cgi/image/width=320,height=240,quality=85,format=webp,fit=contain/${picture} 320w, /cdn-cgi/image/width=640,height=480,quality=85,format=webp,fit=contain/${picture} 640w`,
    })
    expect(imageSourceKind(picture, 'eu', SHOP)).toBe('shop')
  })

  it('links it as it is where the resizing path is the Worker’s own (no proxy of remote pictures)', () => {
    expect(imageSources({ src: picture, width: 320, height: 240 }, local, true)).toEqual({ src: picture })
  })

  it.each([
    'https://images.shop.example.evil.example/p.jpg',
    'https://evil.example/p.jpg',
    'http://images.shop.example/p.jpg',
    '//images.shop.example/p.jpg',
    'https://images.shop.example/a/../../p.jpg',
    'https://images.shop.example/p.jpg?w=1',
    'https://images.shop.example/p.jpg#x',
    'https://user@images.shop.example/p.jpg',
    'https://images.shop.example:8443/p.jpg',
    'https://images.shop.example/',
    'https://images.shop.example',
  ])('refuses %s', (src) => {
    expect(imageSourceKind(src, 'eu', SHOP)).toBeUndefined()
    expect(imageUrl({ src, width: 100 }, cdn)).toBeUndefined()
  })

  it('accepts no remote shop picture when no host is configured', () => {
    expect(imageUrl({ src: picture, width: 100 }, CDN)).toBeUndefined()
  })

  it('accepts a remote picture only on a listed host, whatever the path', () => {
    const host = fc.oneof(
      fc.constantFrom(...SHOP),
      fc.domain(),
      fc.constantFrom(...SHOP).map((h) => `${h}.evil.example`),
    )
    const segment = fc.stringMatching(/^[A-Za-z0-9._~%()+-]{1,20}$/)
    const src = fc.tuple(host, fc.array(segment, { minLength: 1, maxLength: 4 })).map(([h, parts]) => `https://${h}/${parts.join('/')}`)
    fc.assert(
      fc.property(src, (url) => {
        const listed = SHOP.includes(new URL(url).host)
        const built = imageUrl({ src: url, width: 100 }, cdn)
        if (!listed) expect(built).toBeUndefined()
        if (built !== undefined) expect(built).toBe(`/cdn-cgi/image/width=100,quality=85,format=webp,fit=cover/${url}`)
        // On a listed host only a path with `..` or a segment that starts with a dot is refused.
        if (listed && !/\/\.|\.\./.test(url.slice('https://'.length))) expect(built).toBeDefined()
      }),
    )
  })
})

describe('renderedHeight: never 0, so nothing shifts', () => {
  it.each<[string, number, number | undefined, number | undefined, number]>([
    [SB, 400, 300, undefined, 300],
    [SB, 400, undefined, 0.5, 200],
    [SB, 400, undefined, undefined, 225],
    ['/demo/a.svg', 400, undefined, undefined, 400],
    ['/demo/a.svg', 1, undefined, 0.0001, 1],
  ])('%s at width %i, height %s, ratio %s -> %i', (src, width, height, ratio, expected) => {
    expect(renderedHeight(src, width, height, ratio)).toBe(expected)
  })
})

describe('parseResizeOptions (the image route)', () => {
  it.each<[string, boolean]>([
    ['width=100', true],
    ['width=100,height=50,quality=85,format=webp,fit=cover', true],
    ['width=4000,format=auto,fit=scale-down', true],
    ['', false],
    ['height=50', false],
    ['width=0', false],
    ['width=4001', false],
    ['width=100,width=200', false],
    ['width=100,quality=0', false],
    ['width=100,format=png', false],
    ['width=100,fit=stretch', false],
    ['width=100,onerror=1', false],
    ['width=1e3', false],
    ['width=-5', false],
  ])('%s -> valid %s', (raw, valid) => {
    expect(parseResizeOptions(raw) !== undefined).toBe(valid)
  })
})

describe('properties', () => {
  const anyRequest = fc.record({
    src: fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.constantFrom('javascript:alert(1)', ' JaVaScRiPt:x', 'data:text/html,x', 'vbscript:x', '/demo/a.svg'),
    ),
    width: fc.oneof(fc.integer(), fc.double()),
    height: fc.option(fc.oneof(fc.integer(), fc.double()), { nil: undefined }),
    quality: fc.option(fc.oneof(fc.integer(), fc.double()), { nil: undefined }),
  })

  it('never throws and never yields a script URL', () => {
    fc.assert(
      fc.property(anyRequest, (request) => {
        const sources = imageSources(request, LOCAL)
        for (const url of [sources?.src, sources?.srcSet].filter((u): u is string => u !== undefined)) {
          expect(url).not.toMatch(/(java|vb)script:|data:/i)
          expect(url).toMatch(/^(\/_image\/|https:\/\/a\.storyblok\.com\/f\/)/)
        }
      }),
    )
  })

  it("accepts a remote picture only when a browser would load it from the region's asset host", () => {
    const hosts = Object.values(STORYBLOK_ASSET_HOSTS)
    const host = fc.oneof(
      fc.constantFrom(...hosts),
      fc.domain(),
      fc.tuple(fc.constantFrom(...hosts), fc.domain()).map(([a, b]) => `${a}.${b}`),
      fc.tuple(fc.domain(), fc.constantFrom(...hosts)).map(([a, b]) => `${a}.${b}`),
      fc.tuple(fc.constantFrom(...hosts), fc.domain()).map(([a, b]) => `${a}@${b}`),
    )
    const src = fc
      .tuple(fc.constantFrom('https://', 'http://', '//', 'HTTPS://'), host, fc.bigInt({ min: 1n, max: 2n ** 53n - 1n }))
      .map(([scheme, h, id]) => `${scheme}${h}/f/${id}/800x600/0f1e2d3c4b/p.jpg`)
    fc.assert(
      fc.property(src, fc.constantFrom(...STORYBLOK_REGIONS), (url, region) => {
        const own = url.startsWith('https://') && new URL(url).host === STORYBLOK_ASSET_HOSTS[region] && !url.includes('@')
        expect(imageSourceKind(url, region)).toBe(own ? 'storyblok' : undefined)
        expect(imageUrl({ src: url, width: 100 }, { resizeBase: '/_image', region, shopHosts: [] }) !== undefined).toBe(own)
      }),
    )
  })

  it('reads dimensions only from well-formed Storyblok asset URLs', () => {
    fc.assert(
      fc.property(fc.string(), (src) => {
        const dims = imageDimensions(src)
        if (dims.width !== 0) expect(storyblokAssetRegion(src)).toBeDefined()
        else expect(dims.height).toBe(0)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99999 }), fc.integer({ min: 1, max: 99999 }), (w, h) => {
        expect(imageDimensions(`https://a.storyblok.com/f/7/${w}x${h}/a1/p.jpg`)).toEqual({ width: w, height: h })
      }),
    )
  })

  it('parses any option string without throwing', () => {
    fc.assert(fc.property(fc.string(), (raw) => void parseResizeOptions(raw)))
  })
})
