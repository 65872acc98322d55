// The checks of `npm run doctor` on the two Workers' configurations and the secrets Wrangler knows of: one line per
// problem, before `npm run deploy` ships an incomplete shop. Pure (no file, no network): the doctor passes the configs it
// read, the Worker's own site-table and config modules and a function that lists secrets; the workerd tests pass
// crafted ones (test/api/preflight.test.ts).
import { WORKERS } from './required-secrets.mjs'

const BRANDS = ['cards', 'poster']
/** The vars the shop API Worker resolves sites with; they must equal the storefront's. */
export const SITE_VARS = ['SITE_HOSTS', 'DEFAULT_SITE_ALIASES', 'PREVIEW_HOST_PREFIX', 'PUBLIC_SCHEME', 'KEEP_REQUEST_PORT', 'ENVIRONMENT']
/** The environments that take traffic; stand-ins and development values are problems there. */
export const DEPLOYED = ['production', 'preview']

/** What the checks read of a config as wrangler's unstable_readConfig returns it (plain data: it crosses into workerd). */
export function workerFacts(config) {
  const routes = config.routes ?? (config.route ? [config.route] : [])
  // A JSON round trip drops what is undefined: Miniflare takes plain JSON bindings only.
  return JSON.parse(
    JSON.stringify({
      name: config.name ?? '',
      vars: Object.fromEntries(
        Object.entries(config.vars ?? {}).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
      ),
      define: { ...config.define },
      routes: routes.map((route) => (typeof route === 'string' ? { pattern: route } : { ...route })),
      workersDev: config.workers_dev,
      kv: (config.kv_namespaces ?? []).map(({ binding, id }) => ({ binding, id })),
      d1: (config.d1_databases ?? []).map(({ binding, database_id, migrations_dir }) => ({ binding, database_id, migrations_dir })),
      services: (config.services ?? []).map(({ binding, service }) => ({ binding, service })),
      durableObjects: (config.durable_objects?.bindings ?? []).map(({ name, class_name }) => ({ name, class_name })),
      queues: {
        producers: (config.queues?.producers ?? []).map(({ binding, queue }) => ({ binding, queue })),
        consumers: (config.queues?.consumers ?? []).map(({ queue, dead_letter_queue }) => ({ queue, dead_letter_queue })),
      },
      sendEmail: (config.send_email ?? []).map(({ name }) => ({ name })),
    }),
  )
}

/**
 * The host a route claims whole (`www.kartenfee.ch` as a custom domain, or the zone route `www.kartenfee.ch/*`);
 * undefined for a route that covers only some paths of its host.
 */
export function routeHost(route) {
  const match = /^(?:https?:\/\/)?([^/]+)(\/\*?)?$/i.exec(route.pattern.trim())
  return match?.[1]?.toLowerCase()
}

/** The hosts an environment's storefront must route: its sites (production) or their preview hosts (preview). */
export function siteRoutes(env, hostTable) {
  const preview = env === 'preview'
  return [...hostTable.values()]
    .filter((entry) => entry.preview === preview)
    .map(({ host, brand, country }) => ({ host, brand, country }))
    .sort((a, b) => BRANDS.indexOf(a.brand) - BRANDS.indexOf(b.brand) || a.host.localeCompare(b.host))
}

/** The storefront's host table as its build for `env` resolves sites: production's build serves no preview host. */
export function storefrontHostTable(env, vars, worker) {
  const prefix = env === 'production' ? '' : (vars.PREVIEW_HOST_PREFIX ?? '')
  return worker.buildHostTable(JSON.parse(vars.SITE_HOSTS), prefix, [])
}

/** A `routes = [...]` array for `[env.<env>]`, one custom domain per host (`npm run routes -- --write`). */
export function routesToml(hosts) {
  return `routes = [\n${hosts.map((host) => `  { pattern = "${host}", custom_domain = true },\n`).join('')}]`
}

/** wrangler.toml's text with `[env.<env>]`'s routes array replaced; throws when the section has none. */
export function withRoutes(text, env, hosts) {
  const section = new RegExp(`(^\\[env\\.${env}\\]\\n(?:(?!^\\[)[^\\n]*\\n)*?)routes = \\[[^\\]]*\\]`, 'm')
  if (!section.test(text)) throw new Error(`wrangler.toml: no routes array in [env.${env}]`)
  return text.replace(section, (_, head) => head + routesToml(hosts))
}

const isHttps = (value) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(value)
const parseJson = (text) => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Every check of one environment. `worker` holds the Worker's own buildHostTable and getConfig (src/domain/site.ts,
 * src/config.ts); `listSecrets(env, configFile)` resolves the names of the secrets set (`wrangler secret list`).
 * Resolves { ok, problems }: lines for the operator, `problems` empty when the environment may be deployed.
 */
export async function preflight({ env, storefront, api, worker, listSecrets }) {
  const ok = []
  const problems = []
  const check = (passed, good, failure) => (passed ? ok.push(good) : problems.push(failure))
  const deployed = DEPLOYED.includes(env)
  const sf = storefront.vars
  const section = env ? `[env.${env}]` : 'the top level'

  // Bindings both Workers need.
  check(
    storefront.kv.some((ns) => ns.binding === 'STORY_CACHE'),
    'storefront: KV binding STORY_CACHE',
    'storefront: no KV binding STORY_CACHE',
  )
  check(
    storefront.d1.some((db) => db.binding === 'DB' && db.migrations_dir),
    'storefront: D1 binding DB with migrations',
    'storefront: no D1 binding DB with migrations_dir',
  )
  for (const [label, facts] of [
    ['storefront', storefront],
    ['shop API', api],
  ]) {
    for (const ns of facts.kv) if (/replace-with/.test(ns.id ?? '')) problems.push(`${label}: KV ${ns.binding} id is a placeholder`)
    for (const db of facts.d1)
      if (/replace-with/.test(db.database_id ?? '')) problems.push(`${label}: D1 ${db.binding} id is a placeholder`)
  }

  // The backend: the built-in shop API Worker of this environment, or an external one over https.
  check(
    storefront.services.some((bound) => bound.binding === 'SHOP_API' && bound.service === api.name),
    `storefront: service binding SHOP_API to the shop API Worker ${api.name}`,
    `storefront: no service binding SHOP_API to the shop API Worker ${api.name} (wrangler.api.toml)`,
  )
  // A plain http SHOP_API_BASE is the Worker's own refusal outside development and test (src/config.ts, checked below).

  // The configuration each Worker parses as it starts (src/config.ts): a value it refuses fails every request.
  for (const [label, facts] of [
    ['storefront', storefront],
    ['shop API', api],
  ]) {
    try {
      worker.getConfig({ ...facts.vars })
      ok.push(`${label}: the Worker accepts its vars`)
    } catch (error) {
      problems.push(`${label}: the Worker refuses its vars: ${String(error.message).replace(/\s*\n\s*/g, ' ')}`)
    }
  }
  for (const name of SITE_VARS)
    if (api.vars[name] !== sf[name]) problems.push(`shop API: ${name} differs from the storefront's (the site calls resolve sites with it)`)

  // The site table: both brands in all twelve countries, and one route per site.
  let table
  try {
    table = storefrontHostTable(env, sf, worker)
  } catch {
    problems.push('storefront: SITE_HOSTS is not JSON')
  }
  if (table) {
    const sites = siteRoutes('production', table)
    for (const brand of BRANDS) {
      const count = sites.filter((site) => site.brand === brand).length
      check(
        !deployed || count === 12,
        `storefront: ${brand}: ${count} country hosts`,
        `storefront: SITE_HOSTS gives ${brand} ${count} of its 12 country hosts`,
      )
    }
    if (env === 'production' && sf.PREVIEW_HOST_PREFIX)
      problems.push('storefront: production must not serve preview hosts (PREVIEW_HOST_PREFIX = "")')
    if (deployed) {
      const wanted = siteRoutes(env, table)
      const routed = new Set(storefront.routes.map(routeHost).filter(Boolean))
      for (const { host, brand, country } of wanted)
        if (!routed.has(host))
          problems.push(`storefront: no route for ${host} (${brand} ${country}): add it to ${section} routes (npm run routes -- --write)`)
      const served = new Set(wanted.map((site) => site.host))
      for (const route of storefront.routes)
        if (!served.has(routeHost(route) ?? ''))
          problems.push(`storefront: route ${route.pattern} is no ${env === 'preview' ? 'preview ' : ''}host of SITE_HOSTS`)
      if (wanted.every((site) => routed.has(site.host))) ok.push(`storefront: ${wanted.length} routes, one per site`)
    }
  }
  for (const route of api.routes)
    problems.push(`shop API: route ${route.pattern}: the shop API Worker is reached through the storefront's SHOP_API binding only`)

  if (deployed) {
    // Stand-ins are development defaults: none ships.
    if (sf.PUBLIC_SCHEME !== 'https') problems.push('storefront: PUBLIC_SCHEME must be https')
    for (const name of ['__STAND_INS__', '__DEMO_SPACE__'])
      if (storefront.define[name] !== 'false')
        problems.push(
          `storefront: ${name} is ${storefront.define[name] ?? 'not set'}: a stand-in is selected (set ${name} = "false" in [env.${env}.define])`,
        )
    if (storefront.kv.some((ns) => ns.binding === 'DEMO_SPACE'))
      problems.push('storefront: the demo space (KV DEMO_SPACE) is bound: a stand-in is selected')
    check(
      Boolean(sf.SHOP_IMAGE_HOSTS?.trim()),
      `storefront: image hosts ${sf.SHOP_IMAGE_HOSTS}`,
      "storefront: SHOP_IMAGE_HOSTS is empty: no image hosts for the shop backend's pictures",
    )
    // Each brand's own designer and order application, other applications: a shop host would send the shopper round in
    // circles. The account application is optional: the built-in pages serve the account and the cart, and Cloudflare
    // may route the rest of /kundenkonto… to it in front of this Worker; set, it names one for every brand.
    const shopHosts = new Set([...(table?.keys() ?? []), ...storefront.routes.map(routeHost)])
    const brandOrigins = (name, what, missing, required = true) => {
      if (!required && !sf[name]) return
      const origins = parseJson(sf[name] ?? '') ?? {}
      for (const brand of BRANDS) {
        const origin = typeof origins[brand] === 'string' ? origins[brand] : ''
        if (!origin) problems.push(`storefront: ${name} has no ${what} for ${brand}: ${missing}`)
        else if (!isHttps(origin)) problems.push(`storefront: ${name}: the ${brand} ${what} ${origin} is not an https origin`)
        else if (shopHosts.has(new URL(origin).hostname))
          problems.push(`storefront: ${name}: the ${brand} ${what} ${origin} is a shop host, not the ${what}`)
        else ok.push(`storefront: ${brand} ${what} ${origin}`)
      }
    }
    brandOrigins('DESIGNER_ORIGINS', 'designer', 'its designer links show the hand-off stand-in')
    brandOrigins('ORDER_ORIGINS', 'order application', 'its checkout hands the shopper to no order application')
    brandOrigins('ACCOUNT_ORIGINS', 'account application', 'its /kundenkonto… paths beyond the built-in pages answer 404', false)
    for (const brand of BRANDS) {
      const name = `STORYBLOK_SPACE_ID_${brand.toUpperCase()}`
      check(
        /^\d+$/.test(sf[name] ?? ''),
        `storefront: ${name} ${sf[name]}`,
        `storefront: ${name} is not set: the publish webhook and the visual editor cannot tell the ${brand} space`,
      )
    }
    check(
      storefront.durableObjects.some((object) => object.name === 'SPACE_VERSION' && object.class_name === 'SpaceVersion'),
      'storefront: Durable Object binding SPACE_VERSION',
      'storefront: no Durable Object binding SPACE_VERSION (class SpaceVersion)',
    )

    // The shop API Worker's mail and outbox.
    const transport = api.vars.MAIL_TRANSPORT ?? ''
    if (transport === 'cloudflare')
      check(
        api.sendEmail.some((binding) => binding.name === 'MAIL'),
        'shop API: mail through the send_email binding MAIL',
        'shop API: MAIL_TRANSPORT is "cloudflare" but there is no send_email binding MAIL',
      )
    else if (transport === 'http')
      check(
        /^https:\/\//i.test(api.vars.MAIL_API_URL ?? ''),
        `shop API: mail through ${api.vars.MAIL_API_URL}`,
        `shop API: MAIL_TRANSPORT is "http" but MAIL_API_URL ${api.vars.MAIL_API_URL ? `${api.vars.MAIL_API_URL} is not https` : 'is empty'}`,
      )
    else
      problems.push(
        `shop API: no mail transport: MAIL_TRANSPORT is ${transport ? `"${transport}"` : 'not set'} (use "cloudflare" or "http")`,
      )
    if (!worker.mailSenders(api.vars.MAIL_FROM ?? '')) problems.push('shop API: MAIL_FROM is not a sender address')
    const contacts = parseJson(api.vars.CONTACT_ADDRESSES ?? '')
    for (const brand of BRANDS)
      if (!contacts?.[brand]) problems.push(`shop API: CONTACT_ADDRESSES has no address for the ${brand} brand's contact requests`)
    const producer = api.queues.producers.find((queue) => queue.binding === 'OUTBOX_QUEUE')
    const consumer = producer && api.queues.consumers.find((queue) => queue.queue === producer.queue)
    if (!producer) problems.push('shop API: no queue producer OUTBOX_QUEUE')
    else if (!consumer) problems.push(`shop API: nothing consumes the queue ${producer.queue}`)
    else if (!consumer.dead_letter_queue) problems.push(`shop API: the consumer of ${producer.queue} has no dead-letter queue`)
    else ok.push(`shop API: outbox queue ${producer.queue}, dead letters to ${consumer.dead_letter_queue}`)

    // Secrets, as Wrangler lists them for the deployed Workers.
    for (const { label, config, secrets } of WORKERS) {
      const wanted = new Set(Object.keys(secrets[env] ?? {}))
      // The mail API's key is a secret only the HTTP transport reads.
      if (config === 'wrangler.api.toml') wanted[transport === 'http' ? 'add' : 'delete']('MAIL_API_KEY')
      let names
      try {
        names = await listSecrets(env, config)
      } catch {
        problems.push(`${label}: could not list the secrets of ${env} (npx wrangler login?)`)
        continue
      }
      for (const name of wanted)
        check(
          names.has(name),
          `${label}: secret ${name}`,
          `${label}: secret ${name} missing: npx wrangler secret put ${name} -c ${config} --env ${env}`,
        )
      if (env === 'production' && [...names].some((name) => name.includes('PREVIEW')))
        problems.push(`${label}: the production Worker must not hold a preview token`)
    }
  }
  return { ok, problems }
}
