import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contentSlug, folderFullSlug, pageSlugOf } from '../../src/domain/slug'

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

describe('folder start pages', () => {
  it.each([
    ['de-de', 'home', 'de-de/'],
    ['fr-ch', 'home', 'fr-ch/'],
    ['de-de', 'fotokalender', 'de-de/fotokalender'],
    ['de-de', 'themes/winterzauber', 'de-de/themes/winterzauber'],
  ])('reads %s %s at %j (the home page is the folder start page)', (folder, slug, fullSlug) => {
    expect(folderFullSlug(folder, slug)).toBe(fullSlug)
  })

  it.each([
    ['de-de', 'journal', 'de-de/journal/'],
    ['fr-ch', 'ratgeber/papier', 'fr-ch/ratgeber/papier/'],
    ['de-de', 'home', 'de-de/'],
  ])('reads the sub-folder start page %s %s at %j, its folder with the slash', (folder, slug, fullSlug) => {
    expect(folderFullSlug(folder, slug, true)).toBe(fullSlug)
  })

  it.each([
    ['de-de/', 'home'],
    ['de-de', 'home'],
    ['DE-DE/', 'home'],
    ['de-de/fotokalender', 'fotokalender'],
    ['en-gb/journal/bilderwand', 'journal/bilderwand'],
    ['de-de/journal/', 'journal'],
  ])('names the page of %j %j', (fullSlug, slug) => {
    expect(pageSlugOf(fullSlug)).toBe(slug)
  })

  it('finds every page again at the full slug it names', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('de-de', 'fr-ch', 'en-us'),
        fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,8}(\/[a-z0-9][a-z0-9_-]{0,8}){0,2}$/),
        fc.boolean(),
        (folder, slug, startpage) => {
          expect(pageSlugOf(folderFullSlug(folder, slug, startpage))).toBe(slug)
        },
      ),
    )
  })
})
