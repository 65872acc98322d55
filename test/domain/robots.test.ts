import { describe, expect, it } from 'vitest'
import { isNoindex, robotsDirectives } from '../../src/domain/robots'

describe('robotsDirectives', () => {
  it.each([
    ['index,follow', 'index,follow'],
    ['NoIndex , NoFollow', 'noindex,nofollow'],
    ['  noarchive,nosnippet ,noimageindex ', 'noarchive,nosnippet,noimageindex'],
    ['none', 'none'],
    ['ALL', 'all'],
    ['max-snippet:-1, max-image-preview:large, max-video-preview:0', 'max-snippet:-1,max-image-preview:large,max-video-preview:0'],
    ['max-image-preview:none', 'max-image-preview:none'],
    ['max-image-preview:Standard', 'max-image-preview:standard'],
    ['max-snippet:160', 'max-snippet:160'],
  ])('reads %j as %j', (value, directives) => {
    expect(robotsDirectives(value)).toBe(directives)
  })

  it.each([
    'index, evil',
    'no index',
    'noindex;nofollow',
    'noindex,,follow',
    'noindex,',
    '',
    'unavailable_after: 2026-12-24',
    'max-snippet:',
    'max-snippet:-2',
    'max-snippet:1e3',
    'max-image-preview:huge',
    'max-image-preview : large',
    'noindex" /><script>alert(1)</script>',
    'noindex\nnofollow',
  ])('refuses %j', (value) => {
    expect(robotsDirectives(value)).toBeUndefined()
  })
})

describe('isNoindex', () => {
  it.each([
    ['noindex,follow', true],
    ['follow,noindex', true],
    ['none', true],
    ['index,nofollow', false],
    ['max-image-preview:none', false],
    ['', false],
  ])('%j keeps the page out of search results: %j', (directives, noindex) => {
    expect(isNoindex(directives)).toBe(noindex)
  })
})
