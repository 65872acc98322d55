// SPEC §8's two refusals as pure rules (src/domain/links.ts): which protocol a href would be refused for, and whether a
// navigation target leaves the site. The Worker logs what these name (src/views/content-errors.ts, src/respond/return-path.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { disallowedProtocol, isExternalTarget } from '../../src/domain/links'

describe('disallowedProtocol', () => {
  it.each([
    ['javascript:alert(1)', 'javascript'],
    [' JavaScript:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['vbscript:msgbox', 'vbscript'],
    ['data:text/html,<b>x</b>', 'data'],
    ['ftp://files.example/x', 'ftp'],
    ['https://www.example.com/', undefined],
    ['http://www.example.com/', undefined],
    ['mailto:service@example.com', undefined],
    ['tel:+4930123', undefined],
    ['/fotokalender/', undefined],
    ['#faq', undefined],
    ['', undefined],
  ])('%j -> %s', (href, protocol) => {
    expect(disallowedProtocol(href)).toBe(protocol)
  })
})

describe('isExternalTarget', () => {
  it.each([
    ['https://evil.example/x', true],
    ['//evil.example/x', true],
    ['/\\evil.example/x', true],
    ['\\\\evil.example', true],
    ['javascript:alert(1)', true],
    ['/fotokalender/', false],
    ['/fr/poster?x=1#top', false],
    ['', false],
  ])('%j -> %s', (target, external) => {
    expect(isExternalTarget(target)).toBe(external)
  })

  it('never calls a path of the site external', () => {
    fc.assert(fc.property(fc.stringMatching(/^\/([a-z0-9_-]{1,20}(\/[a-z0-9_-]{1,20}){0,3}\/?)?$/), (path) => !isExternalTarget(path)))
  })
})
