import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contentSlug } from '../../src/domain/slug'

describe('contentSlug', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/fotokalender', 'fotokalender'],
    ['/fotokalender/', 'fotokalender'],
    ['/a/b_c/d-1', 'a/b_c/d-1'],
  ])('reads %j as %j', (path, slug) => {
    expect(contentSlug(path)).toBe(slug)
  })

  it.each(['/../etc', '/a//b', '/Foto', '/a b', '/%2e%2e', '/-x', '/x?y', `/${'a'.repeat(201)}`, '/ä'])('refuses %j', (path) => {
    expect(contentSlug(path)).toBeUndefined()
  })

  it('only ever returns plain lowercase slugs', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const slug = contentSlug('/' + path)
        if (slug !== undefined) expect(slug).toMatch(/^[a-z0-9][a-z0-9/_-]*$/)
      }),
    )
  })
})
