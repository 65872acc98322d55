// The speculation rules the pages carry: one inline rules script with the response's nonce on public pages, none on
// preview hosts; and what the rules let a browser fetch ahead, evaluated with URLPattern as browsers match `href_matches`.
import { describe, expect, it } from 'vitest'
import { NEVER_AHEAD, PAGE_LINKS, SPECULATION_RULES } from '../../src/domain/speculation-rules'
import { editorQuery } from './editor-query'
import { fetchWorker } from './fetch-worker'

const BASE = 'http://cards.de.localhost/grusskarten/'

/** Whether a link's URL passes the rules' `href_matches` clauses (the selector clause is the page's, checked below). */
function matchesHref(href: string): boolean {
  const url = new URL(href, BASE).href
  const matches = (patterns: string | readonly string[]) =>
    (typeof patterns === 'string' ? [patterns] : patterns).some((pattern) => new URLPattern(pattern, BASE).test(url))
  const [all, never] = PAGE_LINKS.and
  return (
    matches((all as { href_matches: string }).href_matches) && !matches((never as { not: { href_matches: string[] } }).not.href_matches)
  )
}

describe('speculation rules', () => {
  it.each([
    ['/', true],
    ['/grusskarten/', true],
    ['/themes/winterzauber/', true],
    ['/fr/', true],
    ['/fr/cartes/', true],
    ['/configurator-card/?themeId=1', false],
    ['/configurator-photobook/', false],
    ['/fr/configurator-card/', false],
    ['/kundenkonto/', false],
    ['/kundenkonto/warenkorb/', false],
    ['/fr/kundenkonto/warenkorb/', false],
    ['/magazin/', false],
    ['/wunschliste/', false],
    ['/web-api/customer/logout', false],
    ['/_health', false],
    ['/assets/site.css', false],
    ['/grusskarten/?page=2', false],
    ['/?_storyblok=123', false],
    ['http://poster.de.localhost/', false],
    ['https://cards.de.localhost/', false],
  ])('%s may be fetched ahead: %s', (href, expected) => {
    expect(matchesHref(href)).toBe(expected)
  })

  it('prefetches on hover and prerenders only on press, both over the same links', () => {
    const rules = JSON.parse(SPECULATION_RULES) as Record<string, { where: unknown; eagerness: string }[]>
    expect(rules.prefetch).toEqual([{ where: PAGE_LINKS, eagerness: 'moderate' }])
    expect(rules.prerender).toEqual([{ where: PAGE_LINKS, eagerness: 'conservative' }])
    expect(NEVER_AHEAD).toContain('/*\\?(.+)')
  })

  it('are one inline script with the response nonce on a public page, also from the page cache', async () => {
    for (const attempt of [1, 2]) {
      const response = await fetchWorker('/')
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
      const html = await response.text()
      const scripts = [...html.matchAll(/<script type="speculationrules"([^>]*)>([^<]*)<\/script>/g)]
      expect(scripts, `request ${attempt}`).toHaveLength(1)
      expect(scripts[0]?.[1]).toBe(` nonce="${nonce}"`)
      expect(scripts[0]?.[2]).toBe(SPECULATION_RULES)
    }
  })

  it('are left out on preview hosts', async () => {
    const response = await fetchWorker(`/${await editorQuery()}`, { host: 'preview.cards.de.localhost' })
    expect(await response.text()).not.toContain('speculationrules')
  })
})
