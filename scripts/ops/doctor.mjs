#!/usr/bin/env node
// Checks an environment before it takes traffic: bindings declared, host table sane, secrets set, and — when a URL is
// given — the running shop's /_health (KV, D1 schema, content source reachable).
//   npm run doctor                                   development config + http://127.0.0.1:8787 if it is running
//   npm run doctor -- --env production --url https://www.kartenfee.de
import { parseArgs } from 'node:util'
import { unstable_readConfig } from 'wrangler'
import { devSecret } from '../dev-secrets.mjs'
import { listedSecrets, REQUIRED_SECRETS, WORKERS } from './required-secrets.mjs'

const { values } = parseArgs({ options: { env: { type: 'string' }, url: { type: 'string' } } })
const problems = []
const ok = (message) => console.log(`  ok   ${message}`)
const bad = (message) => {
  problems.push(message)
  console.log(`  FAIL ${message}`)
}
const check = (passed, good, failure) => (passed ? ok(good) : bad(failure))

const config = unstable_readConfig({ config: 'wrangler.toml', env: values.env })
console.log(`wrangler.toml, environment ${values.env ?? '(development)'}`)
check(
  config.kv_namespaces.some((ns) => ns.binding === 'STORY_CACHE'),
  'KV binding STORY_CACHE',
  'no KV binding STORY_CACHE',
)
check(
  config.d1_databases.some((db) => db.binding === 'DB' && db.migrations_dir),
  'D1 binding DB with migrations',
  'no D1 binding DB with migrations_dir',
)
check(
  config.services?.some((bound) => bound.binding === 'SHOP_API') ?? false,
  `service binding SHOP_API (the shop API Worker, wrangler.api.toml)`,
  'no service binding SHOP_API to the shop API Worker',
)
for (const ns of config.kv_namespaces) if (/replace-with/.test(ns.id ?? '')) bad(`KV ${ns.binding} id is a placeholder`)
for (const db of config.d1_databases) if (/replace-with/.test(db.database_id ?? '')) bad(`D1 ${db.binding} id is a placeholder`)

let hosts
try {
  hosts = JSON.parse(config.vars.SITE_HOSTS)
  for (const brand of ['cards', 'poster']) {
    const spec = hosts[brand]
    const count = typeof spec === 'string' ? (spec.includes('{suffix}') ? 12 : 0) : Object.keys(spec ?? {}).length
    check(count > 0, `${brand}: ${count} country hosts`, `${brand}: no hosts in SITE_HOSTS`)
  }
} catch {
  bad('SITE_HOSTS is not JSON')
}
if (values.env === 'production' && config.vars.PREVIEW_HOST_PREFIX)
  bad('production must not serve preview hosts (PREVIEW_HOST_PREFIX = "")')
if (values.env && config.vars.PUBLIC_SCHEME !== 'https') bad('PUBLIC_SCHEME must be https outside development')

if (values.env && REQUIRED_SECRETS[values.env]) {
  for (const worker of WORKERS) {
    const wanted = Object.keys(worker.secrets[values.env] ?? {})
    try {
      const names = await listedSecrets(values.env, worker.config)
      for (const name of wanted)
        check(
          names.has(name),
          `${worker.label}: secret ${name}`,
          `${worker.label}: secret ${name} missing: npx wrangler secret put ${name} -c ${worker.config} --env ${values.env}`,
        )
      if (values.env === 'production' && [...names].some((name) => name.includes('PREVIEW')))
        bad(`the production ${worker.label} Worker must not hold a preview token`)
    } catch {
      bad(`could not list the ${worker.label} Worker's secrets for ${values.env} (wrangler login?)`)
    }
  }
}

const url = values.url ?? (values.env ? undefined : 'http://127.0.0.1:8787')
if (url) {
  try {
    // The details need the operators' token (OPS_TOKEN in the shell, or this checkout's development one in .dev.vars);
    // without it only { ok }.
    const token = values.env ? process.env.OPS_TOKEN : devSecret('OPS_TOKEN')
    const response = await fetch(new URL('/_health', url), token ? { headers: { authorization: `Bearer ${token}` } } : {})
    const health = await response.json()
    check(response.ok, `${url}/_health: ${JSON.stringify(health)}`, `${url}/_health answered ${response.status}: ${JSON.stringify(health)}`)
  } catch (error) {
    bad(`${url}/_health unreachable (${error.message})`)
  }
}
console.log(problems.length ? `\n${problems.length} problem(s)` : '\nall good')
process.exit(problems.length ? 1 : 0)
