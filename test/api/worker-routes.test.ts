// Every site of the site table reaches the Worker: the storefront's routes in production are its 24 public hosts, in
// preview their 24 preview hosts, computed by the Worker's own site resolution from each environment's SITE_HOSTS
// (`npm run routes -- --write` writes them). The shop API Worker has no route; each brand has its own designer.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { routeHost, siteRoutes, withRoutes } from '../../scripts/ops/preflight.mjs'
import { getConfig } from '../../src/config'
import { BRANDS, COUNTRIES } from '../../src/domain/countries'

const configs = env.TEST_WORKER_CONFIGS

describe.each(['production', 'preview'] as const)('the %s storefront’s routes', (name) => {
  const { storefront, api } = configs[name]!
  // The table the Worker resolves sites with, from this environment's vars.
  const hosts = getConfig({ ...storefront.vars }).hosts
  const sites = [...hosts.values()].filter((entry) => entry.preview === (name === 'preview'))

  it('hold one custom domain per brand and country host of the site table, and nothing else', () => {
    expect(sites).toHaveLength(BRANDS.length * COUNTRIES.length)
    for (const brand of BRANDS)
      expect(
        sites
          .filter((site) => site.brand === brand)
          .map((site) => site.country)
          .sort(),
      ).toEqual([...COUNTRIES].sort())
    expect(storefront.facts.routes.map(routeHost).sort()).toEqual(sites.map((site) => site.host).sort())
    for (const route of storefront.facts.routes) expect(route.custom_domain, route.pattern).toBe(true)
  })

  it('are the routes `npm run routes` computes, in its order', () => {
    expect(storefront.facts.routes.map((route) => route.pattern)).toEqual(siteRoutes(name, hosts).map((site) => site.host))
  })

  it('claim no other application’s host: each brand’s own designer origin lives outside them', () => {
    const designers = getConfig({ ...storefront.vars }).designerOrigins
    const origins = BRANDS.map((brand) => designers[brand])
    expect(origins.every((origin) => origin?.startsWith('https://'))).toBe(true)
    expect(new Set(origins).size).toBe(BRANDS.length)
    const routed = storefront.facts.routes.map(routeHost)
    for (const origin of origins) expect(routed).not.toContain(new URL(origin ?? '').hostname)
  })

  it('leave the shop API Worker without a route: the storefront’s SHOP_API binding reaches it', () => {
    expect(api.facts.routes).toEqual([])
    expect(api.facts.workersDev).toBe(false)
  })
})

describe('development', () => {
  it('routes nothing: wrangler dev serves every *.localhost host', () => {
    expect(configs.development?.storefront.facts.routes).toEqual([])
    expect(configs.development?.api.facts.routes).toEqual([])
  })
})

describe('routes from the site table', () => {
  it('tells a whole-host route from one that covers some paths only', () => {
    expect(routeHost({ pattern: 'www.kartenfee.ch', custom_domain: true })).toBe('www.kartenfee.ch')
    expect(routeHost({ pattern: 'WWW.Kartenfee.ch/*', zone_name: 'kartenfee.ch' })).toBe('www.kartenfee.ch')
    expect(routeHost({ pattern: 'https://www.kartenfee.ch/*' })).toBe('www.kartenfee.ch')
    expect(routeHost({ pattern: 'www.kartenfee.ch/shop/*' })).toBeUndefined()
  })

  it('rewrites one environment’s routes array and leaves the rest of the file as it was', () => {
    const toml = [
      '[env.production]',
      'name = "shop"',
      '# comment',
      'routes = [',
      '  { pattern = "www.old.de", custom_domain = true },',
      ']',
      '',
      '[env.preview]',
      'routes = [{ pattern = "preview.www.old.de", custom_domain = true }]',
      '',
    ].join('\n')
    const written = withRoutes(toml, 'production', ['www.a.de', 'www.b.ch'])
    expect(written).toBe(
      [
        '[env.production]',
        'name = "shop"',
        '# comment',
        'routes = [',
        '  { pattern = "www.a.de", custom_domain = true },',
        '  { pattern = "www.b.ch", custom_domain = true },',
        ']',
        '',
        '[env.preview]',
        'routes = [{ pattern = "preview.www.old.de", custom_domain = true }]',
        '',
      ].join('\n'),
    )
    expect(() => withRoutes('[env.production]\nname = "shop"\n\n[env.preview]\nroutes = []\n', 'production', [])).toThrow(
      /no routes array in \[env.production\]/,
    )
  })
})
