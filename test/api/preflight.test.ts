// `npm run doctor -- --env production|preview` (scripts/ops/preflight.mjs), the check `npm run deploy` runs first: on a
// complete configuration of both Workers it finds nothing, and each gap of a crafted one is its own named line. Secrets
// come from a stand-in for `wrangler secret list`; nothing else leaves the process (the setup refuses the network).
import { env } from 'cloudflare:workers'
import packageJson from '../../package.json'
import { describe, expect, it } from 'vitest'
import { preflight, type WorkerFacts } from '../../scripts/ops/preflight.mjs'
import { WORKERS } from '../../scripts/ops/required-secrets.mjs'
import { getConfig, mailSenders } from '../../src/config'
import { buildHostTable } from '../../src/domain/site'

type Name = 'production' | 'preview'
const worker = { buildHostTable: buildHostTable as never, getConfig, mailSenders }

/** The committed environment with everything a deployment needs filled in (ids, stand-ins off, mail, queue, images). */
function complete(name: Name) {
  const committed = env.TEST_WORKER_CONFIGS[name]!
  const storefront: WorkerFacts = structuredClone(committed.storefront.facts)
  const api: WorkerFacts = structuredClone(committed.api.facts)
  storefront.define.__STAND_INS__ = 'false'
  storefront.vars.SHOP_IMAGE_HOSTS = 'images.shop-backend.example,media.shop-backend.example'
  storefront.durableObjects = [{ name: 'SPACE_VERSION', class_name: 'SpaceVersion' }]
  Object.assign(storefront.vars, { STORYBLOK_SPACE_ID_CARDS: '287451', STORYBLOK_SPACE_ID_POSTER: '287452' })
  storefront.kv = storefront.kv.map((ns) => ({ ...ns, id: '3f2c8a1e9b7d4c6a8e1f0b2d4c6a8e1f' }))
  for (const facts of [storefront, api]) facts.d1 = facts.d1.map((db) => ({ ...db, database_id: '5a7c9e1b-3d5f-4a6c-8e0a-2c4e6a8c0e2a' }))
  const queue = name === 'production' ? 'print-storefront-outbox' : 'print-storefront-outbox-preview'
  Object.assign(api.vars, {
    MAIL_TRANSPORT: 'cloudflare',
    CONTACT_ADDRESSES: JSON.stringify({
      cards: 'service@kartenfee.de',
      poster: { DE: 'service@posterhaus.de', CH: 'service@posterhaus.ch' },
    }),
  })
  api.sendEmail = [{ name: 'MAIL' }]
  api.queues = { producers: [{ binding: 'OUTBOX_QUEUE', queue }], consumers: [{ queue, dead_letter_queue: `${queue}-dlq` }] }
  const secrets = Object.fromEntries(WORKERS.map(({ config, secrets }) => [config, new Set(Object.keys(secrets[name] ?? {}))]))
  return { storefront, api, secrets }
}

type Setup = ReturnType<typeof complete>

async function problems(name: Name, change: (setup: Setup) => void = () => {}) {
  const setup = complete(name)
  change(setup)
  const asked: string[][] = []
  const listSecrets = async (environment: string, config: string) => {
    asked.push([environment, config])
    const names = setup.secrets[config]
    if (!names) throw new Error('wrangler secret list: not logged in')
    return names
  }
  const result = await preflight({ env: name, storefront: setup.storefront, api: setup.api, worker, listSecrets })
  return { ...result, asked }
}

describe.each(['production', 'preview'] as const)('the %s preflight', (name) => {
  it('finds nothing on a complete configuration, and asks Wrangler only for both Workers’ secrets', async () => {
    const result = await problems(name)
    expect(result.problems).toEqual([])
    expect(result.ok).toContain('storefront: 24 routes, one per site')
    expect(result.ok).toContain('storefront: poster order application https://bestellung.posterhaus.de')
    // Without ACCOUNT_ORIGINS the built-in pages serve the account, and Cloudflare may route the rest: nothing to check.
    expect(result.ok.filter((line) => line.includes('account application'))).toEqual([])
    expect(result.asked).toEqual([
      [name, 'wrangler.toml'],
      [name, 'wrangler.api.toml'],
    ])
  })

  it('names a site without a route', async () => {
    const host = name === 'production' ? 'www.kartenfee.ch' : 'preview.www.kartenfee.ch'
    const result = await problems(name, ({ storefront }) => {
      storefront.routes = storefront.routes.filter((route) => route.pattern !== host)
    })
    expect(result.problems).toEqual([
      `storefront: no route for ${host} (cards CH): add it to [env.${name}] routes (npm run routes -- --write)`,
    ])
  })

  it('names a missing secret of either Worker with the command that sets it', async () => {
    const result = await problems(name, ({ secrets }) => {
      secrets['wrangler.toml']?.delete('OPS_TOKEN')
      secrets['wrangler.api.toml']?.delete('AUTH_LOG_KEY')
    })
    expect(result.problems).toEqual([
      `storefront: secret OPS_TOKEN missing: npx wrangler secret put OPS_TOKEN -c wrangler.toml --env ${name}`,
      `shop API: secret AUTH_LOG_KEY missing: npx wrangler secret put AUTH_LOG_KEY -c wrangler.api.toml --env ${name}`,
    ])
  })

  it('fails when Wrangler cannot list the secrets', async () => {
    const result = await problems(name, ({ secrets }) => {
      delete secrets['wrangler.api.toml']
    })
    expect(result.problems).toEqual([`shop API: could not list the secrets of ${name} (npx wrangler login?)`])
  })

  it.each([
    [
      'stand-ins not compiled out',
      ({ storefront }: Setup) => {
        storefront.define.__STAND_INS__ = 'true'
      },
      (env: Name) => [`storefront: __STAND_INS__ is true: a stand-in is selected (set __STAND_INS__ = "false" in [env.${env}.define])`],
    ],
    [
      'no __STAND_INS__ define',
      ({ storefront }: Setup) => {
        delete storefront.define.__STAND_INS__
      },
      (env: Name) => [`storefront: __STAND_INS__ is not set: a stand-in is selected (set __STAND_INS__ = "false" in [env.${env}.define])`],
    ],
    [
      'the demo space compiled in',
      ({ storefront }: Setup) => {
        storefront.define.__DEMO_SPACE__ = 'true'
      },
      (env: Name) => [`storefront: __DEMO_SPACE__ is true: a stand-in is selected (set __DEMO_SPACE__ = "false" in [env.${env}.define])`],
    ],
    [
      'the demo space bound',
      ({ storefront }: Setup) => {
        storefront.kv.push({ binding: 'DEMO_SPACE', id: '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b' })
      },
      () => ['storefront: the demo space (KV DEMO_SPACE) is bound: a stand-in is selected'],
    ],
    [
      'no image hosts',
      ({ storefront }: Setup) => {
        storefront.vars.SHOP_IMAGE_HOSTS = ' '
      },
      () => ["storefront: SHOP_IMAGE_HOSTS is empty: no image hosts for the shop backend's pictures"],
    ],
    [
      'a brand without its designer',
      ({ storefront }: Setup) => {
        storefront.vars.DESIGNER_ORIGINS = '{"cards":"https://designer.kartenfee.de"}'
      },
      () => ['storefront: DESIGNER_ORIGINS has no designer for poster: its designer links show the hand-off stand-in'],
    ],
    [
      'a designer on plain http',
      ({ storefront }: Setup) => {
        storefront.vars.DESIGNER_ORIGINS = '{"cards":"https://designer.kartenfee.de","poster":"http://designer.posterhaus.de"}'
      },
      () => ['storefront: DESIGNER_ORIGINS: the poster designer http://designer.posterhaus.de is not an https origin'],
    ],
    [
      'a designer on a shop host',
      ({ storefront }: Setup) => {
        storefront.vars.DESIGNER_ORIGINS = '{"cards":"https://www.kartenfee.de","poster":"https://designer.posterhaus.de"}'
      },
      () => ['storefront: DESIGNER_ORIGINS: the cards designer https://www.kartenfee.de is a shop host, not the designer'],
    ],
    [
      'a brand without its order application',
      ({ storefront }: Setup) => {
        storefront.vars.ORDER_ORIGINS = '{"poster":"https://bestellung.posterhaus.de"}'
      },
      () => ['storefront: ORDER_ORIGINS has no order application for cards: its checkout hands the shopper to no order application'],
    ],
    [
      'no order applications at all',
      ({ storefront }: Setup) => {
        delete storefront.vars.ORDER_ORIGINS
      },
      () => [
        'storefront: ORDER_ORIGINS has no order application for cards: its checkout hands the shopper to no order application',
        'storefront: ORDER_ORIGINS has no order application for poster: its checkout hands the shopper to no order application',
      ],
    ],
    [
      'an order application on plain http',
      ({ storefront }: Setup) => {
        storefront.vars.ORDER_ORIGINS = '{"cards":"http://bestellung.kartenfee.de","poster":"https://bestellung.posterhaus.de"}'
      },
      () => ['storefront: ORDER_ORIGINS: the cards order application http://bestellung.kartenfee.de is not an https origin'],
    ],
    [
      'an order application on a shop host',
      ({ storefront }: Setup) => {
        storefront.vars.ORDER_ORIGINS = '{"cards":"https://bestellung.kartenfee.de","poster":"https://www.posterhaus.ch"}'
      },
      () => ['storefront: ORDER_ORIGINS: the poster order application https://www.posterhaus.ch is a shop host, not the order application'],
    ],
    [
      'account applications for one brand only',
      ({ storefront }: Setup) => {
        storefront.vars.ACCOUNT_ORIGINS = '{"cards":"https://konto.kartenfee.de"}'
      },
      () => [
        'storefront: ACCOUNT_ORIGINS has no account application for poster: its /kundenkonto… paths beyond the built-in pages answer 404',
      ],
    ],
    [
      'an account application on plain http',
      ({ storefront }: Setup) => {
        storefront.vars.ACCOUNT_ORIGINS = '{"cards":"https://konto.kartenfee.de","poster":"http://konto.posterhaus.de"}'
      },
      () => ['storefront: ACCOUNT_ORIGINS: the poster account application http://konto.posterhaus.de is not an https origin'],
    ],
    [
      'an account application on a shop host',
      ({ storefront }: Setup) => {
        storefront.vars.ACCOUNT_ORIGINS = '{"cards":"https://www.kartenfee.de","poster":"https://konto.posterhaus.de"}'
      },
      () => [
        'storefront: ACCOUNT_ORIGINS: the cards account application https://www.kartenfee.de is a shop host, not the account application',
      ],
    ],
    [
      'a brand without its Storyblok space id',
      ({ storefront }: Setup) => {
        delete storefront.vars.STORYBLOK_SPACE_ID_POSTER
      },
      () => ['storefront: STORYBLOK_SPACE_ID_POSTER is not set: the publish webhook and the visual editor cannot tell the poster space'],
    ],
    [
      'no SPACE_VERSION Durable Object',
      ({ storefront }: Setup) => {
        storefront.durableObjects = []
      },
      () => ['storefront: no Durable Object binding SPACE_VERSION (class SpaceVersion)'],
    ],
    [
      'a backend base on plain http',
      ({ storefront }: Setup) => {
        storefront.vars.SHOP_API_BASE = 'http://shop-backend.example/api'
      },
      () => ['storefront: the Worker refuses its vars: Invalid configuration: SHOP_API_BASE must be https outside development and test'],
    ],
    [
      'no backend binding',
      ({ storefront }: Setup) => {
        storefront.services = []
      },
      (env: Name) => [
        `storefront: no service binding SHOP_API to the shop API Worker ${env === 'production' ? 'print-storefront-api' : 'print-storefront-api-preview'} (wrangler.api.toml)`,
      ],
    ],
    [
      'a placeholder id',
      ({ storefront }: Setup) => {
        storefront.kv = storefront.kv.map((ns) => ({ ...ns, id: 'replace-with-production-kv-namespace-id' }))
      },
      () => ['storefront: KV STORY_CACHE id is a placeholder'],
    ],
    [
      'vars the Worker refuses',
      ({ storefront, api }: Setup) => {
        storefront.vars.CMS_TIMEOUT_MS = '-1'
        api.vars.CMS_TIMEOUT_MS = '-1'
      },
      () => [
        expect.stringMatching(/^storefront: the Worker refuses its vars: Invalid configuration: .*CMS_TIMEOUT_MS/),
        expect.stringMatching(/^shop API: the Worker refuses its vars: Invalid configuration: .*CMS_TIMEOUT_MS/),
      ],
    ],
    [
      'public URLs on http',
      ({ storefront, api }: Setup) => {
        storefront.vars.PUBLIC_SCHEME = 'http'
        api.vars.PUBLIC_SCHEME = 'http'
      },
      () => ['storefront: PUBLIC_SCHEME must be https'],
    ],
    [
      'a route for no site',
      ({ storefront }: Setup) => {
        storefront.routes.push({ pattern: 'shop.kartenfee.example', custom_domain: true })
      },
      (env: Name) => [`storefront: route shop.kartenfee.example is no ${env === 'preview' ? 'preview ' : ''}host of SITE_HOSTS`],
    ],
    [
      'a shop API Worker with a route',
      ({ api }: Setup) => {
        api.routes = [{ pattern: 'api.kartenfee.de', custom_domain: true }]
      },
      () => ["shop API: route api.kartenfee.de: the shop API Worker is reached through the storefront's SHOP_API binding only"],
    ],
    [
      'site vars that differ between the Workers',
      ({ api }: Setup) => {
        api.vars.DEFAULT_SITE_ALIASES = 'localhost'
      },
      () => ["shop API: DEFAULT_SITE_ALIASES differs from the storefront's (the site calls resolve sites with it)"],
    ],
    [
      'the local mail stand-in',
      ({ api }: Setup) => {
        api.vars.MAIL_TRANSPORT = 'local'
      },
      () => ['shop API: no mail transport: MAIL_TRANSPORT is "local" (use "cloudflare" or "http")'],
    ],
    [
      'no mail transport',
      ({ api }: Setup) => {
        delete api.vars.MAIL_TRANSPORT
      },
      () => ['shop API: no mail transport: MAIL_TRANSPORT is not set (use "cloudflare" or "http")'],
    ],
    [
      'Cloudflare mail without its binding',
      ({ api }: Setup) => {
        api.sendEmail = []
      },
      () => ['shop API: MAIL_TRANSPORT is "cloudflare" but there is no send_email binding MAIL'],
    ],
    [
      'an HTTP mail API without its URL or key',
      ({ api, secrets }: Setup) => {
        Object.assign(api.vars, { MAIL_TRANSPORT: 'http', MAIL_API_URL: '' })
        secrets['wrangler.api.toml']?.delete('MAIL_API_KEY')
      },
      (env: Name) => [
        'shop API: MAIL_TRANSPORT is "http" but MAIL_API_URL is empty',
        `shop API: secret MAIL_API_KEY missing: npx wrangler secret put MAIL_API_KEY -c wrangler.api.toml --env ${env}`,
      ],
    ],
    [
      'an HTTP mail API on plain http',
      ({ api, secrets }: Setup) => {
        Object.assign(api.vars, { MAIL_TRANSPORT: 'http', MAIL_API_URL: 'http://mail.example/send' })
        secrets['wrangler.api.toml']?.add('MAIL_API_KEY')
      },
      () => ['shop API: MAIL_TRANSPORT is "http" but MAIL_API_URL http://mail.example/send is not https'],
    ],
    [
      'no sender',
      ({ api }: Setup) => {
        api.vars.MAIL_FROM = ''
      },
      () => ['shop API: MAIL_FROM is not a sender address'],
    ],
    [
      'a brand without a contact address',
      ({ api }: Setup) => {
        api.vars.CONTACT_ADDRESSES = '{"cards":"service@kartenfee.de"}'
      },
      () => ["shop API: CONTACT_ADDRESSES has no address for the poster brand's contact requests"],
    ],
    [
      'no outbox queue',
      ({ api }: Setup) => {
        api.queues = { producers: [], consumers: [] }
      },
      () => ['shop API: no queue producer OUTBOX_QUEUE'],
    ],
    [
      'an outbox queue nobody consumes',
      ({ api }: Setup) => {
        api.queues.consumers = []
      },
      (env: Name) => [
        `shop API: nothing consumes the queue ${env === 'production' ? 'print-storefront-outbox' : 'print-storefront-outbox-preview'}`,
      ],
    ],
    [
      'an outbox consumer without a dead-letter queue',
      ({ api }: Setup) => {
        api.queues.consumers = api.queues.consumers.map(({ queue }) => ({ queue }))
      },
      (env: Name) => [
        `shop API: the consumer of ${env === 'production' ? 'print-storefront-outbox' : 'print-storefront-outbox-preview'} has no dead-letter queue`,
      ],
    ],
  ])('names %s', async (_, change, expected) => {
    expect((await problems(name, change)).problems).toEqual(expected(name))
  })
})

describe('the production preflight only', () => {
  it('names preview hosts and a preview token on the production Worker', async () => {
    const result = await problems('production', ({ storefront, api, secrets }) => {
      storefront.vars.PREVIEW_HOST_PREFIX = 'preview.'
      api.vars.PREVIEW_HOST_PREFIX = 'preview.'
      secrets['wrangler.toml']?.add('STORYBLOK_PREVIEW_TOKEN_CARDS')
    })
    expect(result.problems).toEqual([
      'storefront: production must not serve preview hosts (PREVIEW_HOST_PREFIX = "")',
      'storefront: the production Worker must not hold a preview token',
    ])
  })

  it('names a brand with fewer than its 12 country hosts, and the routes that then serve no site', async () => {
    const result = await problems('production', ({ storefront, api }) => {
      const hosts = JSON.stringify({ cards: 'www.kartenfee.{suffix}', poster: { DE: 'www.posterhaus.de' } })
      storefront.vars.SITE_HOSTS = hosts
      api.vars.SITE_HOSTS = hosts
    })
    expect(result.problems[0]).toBe('storefront: SITE_HOSTS gives poster 1 of its 12 country hosts')
    expect(result.problems).toContain('storefront: route www.posterhaus.ch is no host of SITE_HOSTS')
    expect(result.problems).toHaveLength(12)
  })
})

describe('the development check (npm run doctor alone)', () => {
  it('checks bindings and the site table only, and lists no secret', async () => {
    const { storefront, api } = env.TEST_WORKER_CONFIGS.development!
    const listSecrets = () => Promise.reject(new Error('development lists no secret'))
    const result = await preflight({ env: undefined, storefront: storefront.facts, api: api.facts, worker, listSecrets })
    expect(result.problems).toEqual([])
    expect(result.ok).toContain('storefront: cards: 12 country hosts')
  })
})

describe('npm run deploy', () => {
  it.each([
    ['deploy', 'production'],
    ['deploy:preview', 'preview'],
  ] as const)('%s runs the %s preflight first and stops when it fails', (script, name) => {
    expect(packageJson.scripts[script]).toMatch(new RegExp(`^npm run doctor -- --env ${name} && `))
  })
})
