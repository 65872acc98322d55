// The two Workers' configs agree where they must: the shop API Worker resolves a site call's site with the
// storefront's own code, so both read the same host vars; both bind one database; the storefront's SHOP_API binding
// names the API Worker of the same environment; the nightly clean-up is the API Worker's. And the production
// storefront carries neither the shop API's code nor the demo space's stand-in.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { SITE_VARS } from '../../scripts/ops/preflight.mjs'
import { OUTBOX_MAX_RETRIES } from '../../src/api/mail/consumer'

describe.each(Object.entries(env.TEST_WORKER_CONFIGS))('the %s environment', (_, { storefront, api, secretNames }) => {
  it('holds no secret as a plain var in either Worker, so no config can deploy a known value', () => {
    expect(secretNames).toEqual(expect.arrayContaining(['OPS_TOKEN', 'STORYBLOK_WEBHOOK_SECRET', 'OUTBOX_KEY', 'AUTH_LOG_KEY']))
    for (const name of secretNames) {
      expect(storefront.vars[name], `storefront ${name}`).toBeUndefined()
      expect(api.vars[name], `shop API ${name}`).toBeUndefined()
    }
  })

  it('gives the shop API Worker the storefront’s site vars', () => {
    const pick = (vars: Record<string, string>) => SITE_VARS.map((name) => [name, vars[name]])
    expect(pick(api.vars)).toEqual(pick(storefront.vars))
    for (const name of SITE_VARS) expect(api.vars[name], name).toBeDefined()
  })

  it('binds both Workers to one D1 database with one migrations folder', () => {
    expect(api.databases).toEqual(storefront.databases)
    expect(api.databases).toHaveLength(1)
  })

  it('binds SHOP_API to the shop API Worker of the same environment', () => {
    expect(storefront.services).toEqual([{ binding: 'SHOP_API', service: api.name }])
  })

  it("binds the space version's Durable Object in the storefront, created by a SQLite class migration", () => {
    expect(storefront.durableObjects).toEqual([{ name: 'SPACE_VERSION', class_name: 'SpaceVersion' }])
    expect(storefront.migrations).toEqual([{ tag: 'v1', new_sqlite_classes: ['SpaceVersion'] }])
  })

  it('runs the outbox sweep in the shop API Worker only, and each Worker’s own nightly clean-up', () => {
    expect(api.crons).toEqual(['23 3 * * *', '*/10 * * * *'])
    expect(storefront.crons).toEqual(['41 3 * * *'])
  })

  it('binds the outbox queue in the shop API Worker, producer and consumer, with a dead-letter queue', () => {
    const queue = api.name.endsWith('-preview') ? 'print-storefront-outbox-preview' : 'print-storefront-outbox'
    expect(api.queues.producers).toEqual([{ binding: 'OUTBOX_QUEUE', queue }])
    // The consumer marks a row failed on the delivery the queue's max_retries makes the last one.
    expect(api.queues.consumers).toEqual([{ queue, max_retries: OUTBOX_MAX_RETRIES, dead_letter_queue: `${queue}-dlq` }])
    expect(storefront.queues.producers).toEqual([])
    expect(storefront.queues.consumers).toEqual([])
  })
})

describe('the storefront bundle', () => {
  const { development, production } = env.TEST_STOREFRONT_BUNDLES
  const api = (inputs: string[]) => inputs.filter((path) => path.startsWith('src/api/'))
  const standIn = (inputs: string[]) =>
    inputs.filter((path) => path.startsWith('src/content/demo/') && path !== 'src/content/demo/ids.ts').sort()

  it('holds no module of the shop API Worker in any environment', () => {
    expect(production).toContain('src/shop/client.ts')
    expect(api(production)).toEqual([])
    expect(api(development)).toEqual([])
  })

  it('leaves what only preview hosts and development need out of production, and keeps it for development', () => {
    const previewAndDevelopmentOnly = [
      // the visual editor's token check, the layout's preview page and the live preview's layout
      'src/content/editor-token.ts',
      'src/loaders/layout-preview.ts',
      'src/pages/layout-preview-page.tsx',
      // the other applications' stand-in page and the designer hand-off page (stand-ins)
      'src/pages/app-stand-in-page.tsx',
      'src/pages/designer-page.tsx',
      // the flag debug panel and the editor's content notices
      'src/views/flag-debug-panel.tsx',
      'src/views/content-notice.tsx',
    ]
    expect(production.filter((path) => previewAndDevelopmentOnly.includes(path))).toEqual([])
    expect(development.filter((path) => previewAndDevelopmentOnly.includes(path)).sort()).toEqual(previewAndDevelopmentOnly.sort())
  })

  it('renders with React’s public server entry: no build of React picked by path, no module of ours in its place', () => {
    const reactDom = (inputs: string[]) => inputs.filter((path) => path.includes('node_modules/react-dom/'))
    expect(reactDom(production).sort()).toEqual([
      'node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js',
      'node_modules/react-dom/cjs/react-dom-server.edge.production.js',
      'node_modules/react-dom/cjs/react-dom.production.js',
      'node_modules/react-dom/index.js',
      'node_modules/react-dom/server.edge.js',
    ])
    for (const inputs of [production, development]) expect(inputs.filter((path) => /^src\/.*react/.test(path))).toEqual([])
    // JSX reaches React's runtime through ES module bindings (src/jsx-runtime.mjs): a module whose code was all dropped
    // leaves no require of the runtime behind, so the modules above that production drops are not in it at all.
    expect(production).toContain('src/jsx-runtime.mjs')
  })

  it('leaves the demo space’s stand-in out of production, and keeps it for development and the tests', () => {
    expect(standIn(production)).toEqual([])
    expect(standIn(development)).toEqual([
      'src/content/demo/relative-dates.ts',
      'src/content/demo/space.ts',
      'src/content/demo/story-query.ts',
    ])
  })
})
