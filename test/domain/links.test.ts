import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  keepUnderscoreParams,
  linkAttributes,
  normalisePath,
  resolveHref,
  resolveLink,
  storyPath,
  sitePath,
  withSlashRule,
  type LinkContext,
  type LinkField,
} from '../../src/domain/links'

const internalHosts = new Set(['cards.de.localhost', 'cards.ch.localhost', 'hilfe.kartenfee.example', 'team.printwerk.example'])
const cards: LinkContext = { basePath: '', trailingSlash: true, internalHosts }
const poster: LinkContext = { basePath: '', trailingSlash: false, internalHosts }
const swissFrench: LinkContext = { basePath: '/fr', trailingSlash: true, internalHosts }
const desktop: LinkContext = { basePath: '/d/fr', trailingSlash: false, internalHosts }
const link = (fields: Partial<LinkField>): LinkField => ({ linktype: 'url', cached_url: '', url: '', ...fields })

describe('storyPath', () => {
  it.each<[string, LinkContext, string]>([
    ['de-de/', cards, '/'],
    ['de-de/', poster, '/'],
    ['de-de/home', cards, '/'],
    ['de-de/fotokalender', cards, '/fotokalender/'],
    ['de-de/poster', poster, '/poster'],
    ['fr-ch/poster/', swissFrench, '/fr/poster/'],
    ['fr-ch/', swissFrench, '/fr/'],
    ['fr-ch/a/b', desktop, '/d/fr/a/b'],
    ['fr-ch/', desktop, '/d/fr'],
  ])('maps %s to the site path for %j', (slug, context, path) => {
    expect(storyPath(slug, context)).toBe(path)
  })
})

describe('sitePath', () => {
  it.each([
    ['', false, '/', '/'],
    ['', true, '/', '/'],
    ['/fr', true, '/', '/fr/'],
    ['/d', false, '/', '/d'],
    ['', true, '/themes/x', '/themes/x/'],
    ['/fr', true, '/themes/x/', '/fr/themes/x/'],
    ['/d/fr', false, '/poster/', '/d/fr/poster'],
    ['', false, '/wunschliste', '/wunschliste'],
  ])('on base %j with slash %s: %s -> %s', (basePath, trailingSlash, path, result) => {
    expect(sitePath({ basePath, trailingSlash }, path)).toBe(result)
  })

  it('names the home when no path is given', () => {
    expect(sitePath({ basePath: '/fr', trailingSlash: true })).toBe('/fr/')
  })
})

describe('withSlashRule', () => {
  it.each([
    ['/', true, '/'],
    ['/', false, '/'],
    ['/a', true, '/a/'],
    ['/a/', false, '/a'],
    ['/a//', true, '/a/'],
    ['/a///', false, '/a'],
  ] as const)('%s with trailing slash %s is %s', (path, slash, result) => {
    expect(withSlashRule(path, slash)).toBe(result)
  })
})

describe('resolveLink', () => {
  it.each<[Partial<LinkField>, LinkContext, string | undefined, boolean]>([
    [{ linktype: 'story', cached_url: 'de-de/grusskarten' }, cards, '/grusskarten/', false],
    [{ linktype: 'story', cached_url: 'de-de/grusskarten', anchor: 'preise' }, cards, '/grusskarten/#preise', false],
    [{ linktype: 'story', cached_url: 'fr-ch/leinwand' }, swissFrench, '/fr/leinwand/', false],
    [{ linktype: 'story', cached_url: '' }, cards, undefined, false],
    [{ linktype: 'url', url: 'https://example.org/x?utm=1' }, cards, 'https://example.org/x?utm=1', true],
    [
      { linktype: 'url', url: 'https://hilfe.kartenfee.example/faq?utm=1&_storyblok=2' },
      cards,
      'https://hilfe.kartenfee.example/faq?_storyblok=2',
      false,
    ],
    [{ linktype: 'url', url: 'https://cards.ch.localhost/fr/' }, cards, 'https://cards.ch.localhost/fr/', false],
    [{ linktype: 'url', url: '/fotokalender/?ref=x&_debug=1' }, cards, '/fotokalender/?_debug=1', false],
    [{ linktype: 'url', url: '#faq' }, cards, '#faq', false],
    [{ linktype: 'url', url: '/magazin/' }, desktop, '/d/fr/magazin/', false],
    [{ linktype: 'url', url: '/d/fr/magazin/' }, desktop, '/d/fr/magazin/', false],
    [{ linktype: 'asset', url: 'https://a.storyblok.com/f/1/agb.pdf' }, cards, 'https://a.storyblok.com/f/1/agb.pdf', true],
    [{ linktype: 'email', email: 'service@example.org' }, cards, 'mailto:service@example.org', false],
    [{ linktype: 'email', email: 'not an address' }, cards, undefined, false],
    [{ linktype: 'url', url: 'tel:+4930123' }, cards, 'tel:+4930123', false],
  ])('resolves %j', (fields, context, href, external) => {
    const resolved = resolveLink(link(fields), context)
    expect(resolved?.href).toBe(href)
    if (resolved) expect(resolved.external).toBe(external)
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'jav&#x61;script:alert(1)',
    'jav&#97;script:alert(1)',
    'javascript&colon;alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/\\evil.example',
  ])('refuses %j: the link renders as plain text', (url) => {
    expect(resolveLink(link({ url }), cards)).toBeUndefined()
  })

  it('opens external links in a new tab without referrer or ranking, internal ones in place', () => {
    expect(linkAttributes({ href: 'https://x.example', external: true })).toEqual({
      href: 'https://x.example',
      target: '_blank',
      rel: 'nofollow noopener noreferrer',
    })
    expect(linkAttributes({ href: '/a/', external: false })).toEqual({ href: '/a/' })
  })

  it('never produces a script-like href, whatever the CMS holds', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('url', 'story', 'asset', 'email') as fc.Arbitrary<LinkField['linktype']>,
        (url, linktype) => {
          const resolved = resolveLink(link({ url, cached_url: url, email: url, linktype }), cards)
          if (resolved) expect(resolved.href).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i)
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('resolveHref', () => {
  it('answers each href per link policy: the same href on another site or with other hosts is its own', () => {
    expect(resolveHref('/magazin/', cards)?.href).toBe('/magazin/')
    expect(resolveHref('/magazin/', { ...cards, basePath: '/fr' })?.href).toBe('/fr/magazin/')
    expect(resolveHref('/magazin/', cards)?.href).toBe('/magazin/')
    expect(resolveHref('https://hilfe.kartenfee.example/x', cards)?.external).toBe(false)
    expect(resolveHref('https://hilfe.kartenfee.example/x', { ...cards, internalHosts: new Set() })?.external).toBe(true)
    expect(resolveHref('https://hilfe.kartenfee.example/x', cards)?.external).toBe(false)
  })

  it('treats protocol-relative URLs by their host', () => {
    expect(resolveHref('//evil.example/x', cards)).toEqual({ href: 'https://evil.example/x', external: true })
  })

  it.each<[string, string, LinkContext]>([
    ['/.//evil.example', '/evil.example', cards],
    ['/a/..//x', '/x', cards],
    ['%2e%2e/%2fx', '/x', cards],
    ['/%2E%2E/%2F%2Fevil.example/', '/evil.example/', cards],
    ['.//evil.example?_a=1#top', '/evil.example?_a=1#top', cards],
    ['/a/%5c/evil.example', '/a/evil.example', cards],
    ['/.//evil.example', '/fr/evil.example', swissFrench],
    ['/x/../../..//evil.example/', '/d/fr/evil.example/', desktop],
    ['/%252e%252e//x', '/%252e%252e/x', cards],
    ['https://cards.ch.localhost/.//evil.example', 'https://cards.ch.localhost/evil.example', cards],
  ])('resolves the dot segments of %j before classifying it: %j', (raw, href, context) => {
    expect(resolveHref(raw, context)).toEqual({ href, external: false })
  })

  // The editor's input as a browser reads it: dot segments, encoded dots and slashes, backslashes, repeated slashes.
  const piece = fc.constantFrom('.', '..', '%2e', '%2E%2e', '.%2e', '', '%2f', '%2F%2f', '%5c', 'evil.example', 'a', '@evil.example')
  const dotted = fc
    .tuple(fc.constantFrom('', '/', '//', '/\\'), fc.array(piece, { maxLength: 8 }), fc.constantFrom('', '/', '?_a=1', '#x'))
    .map(([lead, pieces, tail]) => `${lead}${pieces.join('/')}${tail}`)

  it('never gives an href that leaves the site without being classed external', () => {
    fc.assert(
      fc.property(dotted, fc.constantFrom(cards, swissFrench, desktop), (raw, context) => {
        const resolved = resolveHref(raw, context)
        if (!resolved) return
        // A browser resolving the href against the site must land on the site whenever it is classed internal.
        const landing = new URL(resolved.href, 'https://cards.de.localhost/page/')
        if (!resolved.external) {
          expect(resolved.href).not.toMatch(/^[/\\]{2}/)
          expect(internalHosts.has(landing.hostname) || landing.hostname === 'cards.de.localhost').toBe(true)
          expect(resolved.href).not.toMatch(/(^|\/)(\.|%2e){1,2}(\/|$)|\/\/|%2f|%5c/i)
        } else expect(landing.hostname).not.toBe('cards.de.localhost')
      }),
      { numRuns: 2000 },
    )
  })
})

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['/a/./b', '/a/b'],
    ['/a/b/..', '/a/'],
    ['/../..', '/'],
    ['/a//b///', '/a/b/'],
    ['/%2e%2e/%2fx', '/x'],
    ['/a%2Fb', '/a/b'],
    ['/a\\b', '/a/b'],
    ['/%252f', '/%252f'],
    ['/grusskarten/', '/grusskarten/'],
  ])('%s -> %s', (path, normal) => {
    expect(normalisePath(path)).toBe(normal)
  })
})

describe('keepUnderscoreParams', () => {
  it.each([
    ['?a=1&_b=2&_c=3', '?_b=2&_c=3'],
    ['?a=1', ''],
    ['', ''],
  ])('%s -> %s', (search, kept) => {
    expect(keepUnderscoreParams(search)).toBe(kept)
  })
})
