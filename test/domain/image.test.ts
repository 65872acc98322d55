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
  type ImageRequest,
} from '../../src/domain/image'

const SB = 'https://a.storyblok.com/f/12345/1600x900/abc123def/teaser.jpg'
const BASE = '/cdn-cgi/image'

describe('imageDimensions (SPEC §8: unreadable -> 0 x 0)', () => {
  it.each<[string, number, number]>([
    [SB, 1600, 900],
    ['https://a.storyblok.com/f/1/40x25/0f/award.png', 40, 25],
    ['https://a.storyblok.com/f/1/0x25/0f/award.png', 0, 0],
    ['https://a.storyblok.com/f/1/40x25/0f/', 0, 0],
    ['https://a.storyblok.com/f/1/40x25/xyz/award.png', 0, 0],
    ['https://evil.example/f/1/40x25/0f/award.png', 0, 0],
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
    [{ src: 'https://cdn.example/pic.jpg', width: 10 }, 'https://cdn.example/pic.jpg'],
    [{ src: 'https://cdn.example/a"onerror=x.jpg', width: 10 }, undefined],
  ])('%j -> %s', (request, url) => {
    expect(imageUrl(request, BASE)).toBe(url)
  })

  it('offers densities 1 and 2 with doubled width and height', () => {
    expect(imageSources({ src: '/demo/a.svg', width: 100, height: 50 }, '/_image')).toEqual({
      src: '/_image/width=100,height=50,quality=85,format=webp,fit=cover/demo/a.svg',
      srcSet:
        '/_image/width=100,height=50,quality=85,format=webp,fit=cover/demo/a.svg 1x, /_image/width=200,height=100,quality=85,format=webp,fit=cover/demo/a.svg 2x',
    })
    expect(imageSources({ src: 'https://cdn.example/pic.jpg', width: 10 }, BASE)).toEqual({ src: 'https://cdn.example/pic.jpg' })
  })

  it('makes the share picture 1200 x 627 with fit cover, absolute on the configured origin', () => {
    expect(shareImageUrl('/demo/share-cards.svg', '/_image', 'https://www.kartenfee.de')).toBe(
      'https://www.kartenfee.de/_image/width=1200,height=627,quality=85,format=auto,fit=cover/demo/share-cards.svg',
    )
    expect(shareImageUrl(SB, '/_image', 'https://www.kartenfee.de')).toBe(`${SB}/m/1200x627/filters:quality(85)`)
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
        const sources = imageSources(request, '/_image')
        for (const url of [sources?.src, sources?.srcSet].filter((u): u is string => u !== undefined)) {
          expect(url).not.toMatch(/(java|vb)script:|data:/i)
          expect(url).toMatch(/^(\/_image\/|https:\/\/)/)
        }
      }),
    )
  })

  it('reads dimensions only from well-formed Storyblok asset URLs', () => {
    fc.assert(
      fc.property(fc.string(), (src) => {
        const dims = imageDimensions(src)
        if (dims.width !== 0) expect(imageSourceKind(src)).toBe('storyblok')
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
