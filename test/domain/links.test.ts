import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { linkHref, storyPath, type LinkField } from '../../src/domain/links'

const link = (fields: Partial<LinkField>): LinkField => ({ linktype: 'url', cached_url: '', url: '', ...fields })

describe('storyPath', () => {
  it.each([
    ['de-de/home', '', '/'],
    ['de-de/fotokalender', '', '/fotokalender'],
    ['fr-ch/poster/', '/fr', '/fr/poster'],
    ['fr-ch/home', '/fr', '/fr'],
    ['de-de/a/b', '/d', '/d/a/b'],
  ])('maps %s within base %j to %s', (slug, base, path) => {
    expect(storyPath(slug, base)).toBe(path)
  })
})

describe('linkHref', () => {
  it.each<[Partial<LinkField>, string, string | undefined]>([
    [{ linktype: 'story', cached_url: 'de-de/grusskarten' }, '', '/grusskarten'],
    [{ linktype: 'story', cached_url: 'de-de/grusskarten', anchor: 'preise' }, '', '/grusskarten#preise'],
    [{ linktype: 'story', cached_url: '' }, '', undefined],
    [{ linktype: 'url', url: 'https://example.org/x' }, '', 'https://example.org/x'],
    [{ linktype: 'url', url: '/fotokalender' }, '', '/fotokalender'],
    [{ linktype: 'url', url: 'javascript:alert(1)' }, '', undefined],
    [{ linktype: 'url', url: ' JavaScript:alert(1)' }, '', undefined],
    [{ linktype: 'url', url: 'data:text/html,x' }, '', undefined],
    [{ linktype: 'url', url: '//evil.example' }, '', undefined],
    [{ linktype: 'email', email: 'service@example.org' }, '', 'mailto:service@example.org'],
    [{ linktype: 'url', url: 'tel:+4930123' }, '', 'tel:+4930123'],
  ])('resolves %j to %s', (fields, base, href) => {
    expect(linkHref(link(fields), base)).toBe(href)
  })

  it('never produces a script-like or foreign-scheme href', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const href = linkHref(link({ url }), '')
        if (href !== undefined) expect(href).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i)
      }),
    )
  })
})
