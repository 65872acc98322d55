import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { ConfigError, getConfig, parseHelpChatScript } from '../../src/config'
import { fetchWorker } from '../routes/fetch-worker'
import { expectErrorLog } from '../setup/quiet-console'

describe('config', () => {
  it('parses wrangler.toml vars once per env object', () => {
    const config = getConfig(env)
    expect(config.scheme).toBe('http')
    expect(config.hosts.get('poster.com.localhost')).toMatchObject({ brand: 'poster', country: 'US' })
    expect(config.cms.tokens.cards.published).toBeUndefined()
    expect(getConfig(env)).toBe(config)
  })

  it('parses the same values once for another env object, and gives each env object its own bindings', () => {
    // The module's top level gets its env from `cloudflare:workers`: another object than the handlers', same values.
    const first = getConfig({ ...env })
    const demoSpace = new (class DemoSpaceBinding {})() as unknown as KVNamespace
    const second = getConfig({ ...env, DEMO_SPACE: demoSpace })
    expect(second).not.toBe(first)
    expect(second.hosts).toBe(first.hosts)
    expect(second.cms.tokens).toBe(first.cms.tokens)
    expect(second.cms.demoSpace).toBe(demoSpace)
    expect(first.cms.demoSpace).toBe(env.DEMO_SPACE)
    // Other values are another configuration.
    expect(getConfig({ ...env, PUBLIC_SCHEME: 'https' }).hosts).not.toBe(first.hosts)
  })

  it.each(['production', 'preview'])('refuses a plain http SHOP_API_BASE in %s, naming the variable', (environment) => {
    for (const base of ['http://shop-backend.example/api', 'HTTP://shop-backend.example/api'])
      expect(() => getConfig({ ...env, ENVIRONMENT: environment, SHOP_API_BASE: base })).toThrow(
        new ConfigError('Invalid configuration: SHOP_API_BASE must be https outside development and test'),
      )
    expect(getConfig({ ...env, ENVIRONMENT: environment, SHOP_API_BASE: 'https://shop-backend.example/api' }).shopApiBase).toBe(
      'https://shop-backend.example/api',
    )
  })

  it.each(['development', 'test'])('takes a plain http SHOP_API_BASE in %s (a backend on this machine)', (environment) => {
    expect(getConfig({ ...env, ENVIRONMENT: environment, SHOP_API_BASE: 'http://shop.localhost.example:8788' }).shopApiBase).toBe(
      'http://shop.localhost.example:8788',
    )
  })

  it('answers shoppers of a production Worker with a plain http SHOP_API_BASE the calm 503, never a stack trace', async () => {
    expectErrorLog('config-invalid')
    const response = await fetchWorker('/', {
      env: { ...env, ENVIRONMENT: 'production', SHOP_API_BASE: 'http://shop-backend.example/api' } as Env,
    })
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(html).toContain('configuration error')
    expect(html).not.toMatch(/SHOP_API_BASE|at \S+ \(|ConfigError/)
  })

  it('names every bad variable', () => {
    const bad = { ...env, SITE_HOSTS: 'not json', PUBLIC_SCHEME: 'ftp', CMS_TIMEOUT_MS: '-1' }
    expect(() => getConfig(bad)).toThrow(ConfigError)
    try {
      getConfig(bad)
    } catch (error) {
      expect(String(error)).toMatch(/SITE_HOSTS/)
      expect(String(error)).toMatch(/PUBLIC_SCHEME/)
      expect(String(error)).toMatch(/CMS_TIMEOUT_MS/)
    }
  })

  it('accepts a per-country host map', () => {
    const config = getConfig({
      ...env,
      SITE_HOSTS: JSON.stringify({ cards: { DE: 'www.kartenfee.de' }, poster: 'www.posterhaus.{suffix}' }),
    })
    expect(config.hosts.get('www.kartenfee.de')?.brand).toBe('cards')
    expect(config.hosts.get('www.kartenfee.ch')).toBeUndefined()
  })

  it('reads each brand’s designer origin from DESIGNER_ORIGINS, none when it is empty', () => {
    expect(getConfig(env).designerOrigins).toEqual({})
    const both = { cards: 'https://designer.kartenfee.de', poster: 'https://designer.posterhaus.de' }
    expect(getConfig({ ...env, DESIGNER_ORIGINS: JSON.stringify(both) }).designerOrigins).toEqual(both)
    expect(getConfig({ ...env, DESIGNER_ORIGINS: '{"poster":"https://designer.posterhaus.de"}' }).designerOrigins).toEqual({
      poster: 'https://designer.posterhaus.de',
    })
  })

  it.each([
    ['not JSON', 'https://designer.kartenfee.de'],
    ['a path after the origin', '{"cards":"https://designer.kartenfee.de/start"}'],
    ['an unknown brand', '{"mugs":"https://designer.mugs.example"}'],
    ['a list', '["https://designer.kartenfee.de"]'],
  ])('refuses DESIGNER_ORIGINS with %s', (_, value) => {
    expect(() => getConfig({ ...env, DESIGNER_ORIGINS: value })).toThrow(/DESIGNER_ORIGINS/)
  })

  it.each([
    ['ORDER_ORIGINS', 'orderOrigins'],
    ['ACCOUNT_ORIGINS', 'accountOrigins'],
  ] as const)('reads each brand’s origin from %s as from DESIGNER_ORIGINS, and refuses what that refuses', (name, field) => {
    const read = (value: string) => {
      const config = getConfig({ ...env, [name]: value })
      return field === 'orderOrigins' ? config.orderOrigins : config.appOrigins.account
    }
    expect(read('')).toEqual({})
    const both = { cards: 'https://bestellung.kartenfee.de', poster: 'https://bestellung.posterhaus.de' }
    expect(read(JSON.stringify(both))).toEqual(both)
    expect(read('{"poster":"http://order.localhost:8788"}')).toEqual({ poster: 'http://order.localhost:8788' })
    for (const bad of [
      'https://bestellung.kartenfee.de',
      '{"cards":"https://bestellung.kartenfee.de/kasse"}',
      '{"mugs":"https://x.example"}',
    ])
      expect(() => read(bad), bad).toThrow(new RegExp(name))
  })

  it.each(['eu', 'us', 'ap', 'ca', 'cn'] as const)('gives the CMS client and the picture builder the same region: %s', (region) => {
    const config = getConfig({ ...env, STORYBLOK_REGION: region })
    expect(config.cms.region).toBe(region)
    expect(config.images).toEqual({ resizeBase: '/_image', region, shopHosts: [] })
  })

  it('reads SHOP_IMAGE_HOSTS as lower-case host names, and refuses anything else by name', () => {
    const hosts = getConfig({ ...env, SHOP_IMAGE_HOSTS: ' Images.Shop.example , cdn.shop.example,images.shop.example ' }).images.shopHosts
    expect(hosts).toEqual(['images.shop.example', 'cdn.shop.example'])
    expect(getConfig({ ...env, SHOP_IMAGE_HOSTS: '' }).images.shopHosts).toEqual([])
    for (const bad of ['https://cdn.shop.example', 'cdn.shop.example:8443', 'cdn.shop.example/x', 'localhost', '*.shop.example']) {
      expect(() => getConfig({ ...env, SHOP_IMAGE_HOSTS: bad }), bad).toThrow(/SHOP_IMAGE_HOSTS/)
    }
  })

  it('takes the help chat from HELP_CHAT_SCRIPT_URL: the development stand-in here, none when empty', () => {
    expect(env.HELP_CHAT_SCRIPT_URL).toBe('/demo/chat-widget.js')
    expect(getConfig(env).helpChatScript).toBe('/demo/chat-widget.js')
    expect(getConfig({ ...env, HELP_CHAT_SCRIPT_URL: '' }).helpChatScript).toBeUndefined()
    expect(getConfig({ ...env, HELP_CHAT_SCRIPT_URL: ' https://chat.provider.example/loader.js?key=1 ' }).helpChatScript).toBe(
      'https://chat.provider.example/loader.js?key=1',
    )
    expect(() => getConfig({ ...env, HELP_CHAT_SCRIPT_URL: 'http://chat.provider.example/loader.js' })).toThrow(/HELP_CHAT_SCRIPT_URL/)
  })

  it.each([
    ['', undefined],
    [' https://chat.provider.example/widget.js ', 'https://chat.provider.example/widget.js'],
    ['/demo/chat-widget.js', 'error'],
    ['//chat.provider.example/widget.js', 'error'],
    ['http://chat.provider.example/widget.js', 'error'],
    ['https://user:pw@chat.provider.example/widget.js', 'error'],
    ['https://localhost/widget.js', 'error'],
    ['https://10.0.0.1/widget.js', 'error'],
    ['javascript:alert(1)', 'error'],
  ] as const)('takes %j as a provider’s help-chat script: %s', (value, expected) => {
    const parsed = parseHelpChatScript(value)
    expect('error' in parsed ? 'error' : parsed.url).toBe(expected)
  })

  it('takes the stand-in under /demo/ only in a build with stand-ins (this one), nothing else of our own', () => {
    expect(getConfig({ ...env, HELP_CHAT_SCRIPT_URL: '/demo/chat-widget.js' }).helpChatScript).toBe('/demo/chat-widget.js')
    for (const own of ['/assets/site.css', '/demo/../x.js', '/build/client.js']) {
      expect(() => getConfig({ ...env, HELP_CHAT_SCRIPT_URL: own }), own).toThrow(/HELP_CHAT_SCRIPT_URL/)
    }
  })

  it('serves a page stale for hours past its freshness unless PAGE_STALE_SECONDS says otherwise, at most a week', () => {
    const { PAGE_STALE_SECONDS: declared, ...unset } = env
    expect(declared).toBe('21600')
    expect(getConfig(unset).pageStaleSeconds).toBe(21_600)
    expect(getConfig({ ...env, PAGE_STALE_SECONDS: '0' }).pageStaleSeconds).toBe(0)
    expect(() => getConfig({ ...env, PAGE_STALE_SECONDS: '604801' })).toThrow(/PAGE_STALE_SECONDS/)
  })

  it('refuses a region Storyblok does not have', () => {
    expect(() => getConfig({ ...env, STORYBLOK_REGION: 'au' })).toThrow(/STORYBLOK_REGION/)
  })
})

// The Worker parses these three variables without zod's string formats (they cost the bundle 1.9 KB gzip); each parser
// must accept and read exactly what zod's did, which the tests may still import.
describe('config: the flag, instant and URL parsers agree with zod', () => {
  const outcome = (vars: Record<string, string>, read: (config: ReturnType<typeof getConfig>) => unknown) => {
    try {
      return { ok: true, value: read(getConfig({ ...env, ...vars })) }
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error
      return { ok: false }
    }
  }
  const zodOutcome = (schema: z.ZodMiniType, raw: string) => {
    const parsed = schema.safeParse(raw)
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false }
  }

  it.each(['true', 'TRUE', 'Yes', 'on', 'y', '1', 'enabled', 'false', 'No', 'OFF', 'n', '0', 'Disabled', '', 'maybe', ' true', '2'])(
    'reads the flag %j as z.stringbool does',
    (raw) => {
      expect(outcome({ KEEP_REQUEST_PORT: raw }, (config) => config.keepRequestPort)).toEqual(zodOutcome(z.stringbool(), raw))
    },
  )

  it.each([
    '2027-01-15T00:00:00Z',
    '2027-01-15T00:00:00.123Z',
    '2027-01-15T01:30:00+01:00',
    '2028-02-29T12:00:00-05:30',
    '2027-02-29T12:00:00Z',
    '2027-02-30T00:00:00Z',
    '2027-04-31T00:00:00Z',
    '2000-02-29T00:00:00Z',
    '2100-02-29T00:00:00Z',
    '0000-02-29T00:00:00Z',
    '2027-00-10T00:00:00Z',
    '2027-01-00T00:00:00Z',
    '2027-01-15T00:00:00+24:00',
    '2027-01-15T00:00:00.5+23:59',
    '2027-01-15T24:00:00Z',
    '2027-01-15T00:00Z',
    '2027-01-15T00:00:00',
    '2027-01-15 00:00:00Z',
    '2027-01-15',
    'tomorrow',
  ])('reads LEGACY_COOKIES_UNTIL=%j as z.iso.datetime({ offset: true }) does', (raw) => {
    const zod = zodOutcome(
      z.pipe(
        z.iso.datetime({ offset: true }),
        z.transform((at) => Date.parse(at)),
      ),
      raw,
    )
    expect(outcome({ LEGACY_COOKIES_UNTIL: raw }, (config) => config.legacyCookiesUntil)).toEqual(zod)
  })

  it.each([
    'https://shop-api.example',
    'https://shop-api.example/v2',
    'HTTP://Shop-Api.Example:8080/v2?x=1',
    '  https://shop-api.example/v2  ',
    'https://shop-\napi.example/v2',
    'http://localhost:8788',
    'https://127.0.0.1',
    'ftp://shop-api.example',
    'http:shop-api.example',
    'https:/shop-api.example',
    'shop-api.example',
    'https://',
    ' ',
  ])('reads SHOP_API_BASE=%j as z.httpUrl does', (raw) => {
    expect(outcome({ SHOP_API_BASE: raw }, (config) => config.shopApiBase)).toEqual(zodOutcome(z.httpUrl(), raw))
  })
})
