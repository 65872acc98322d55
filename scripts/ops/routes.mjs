#!/usr/bin/env node
// The storefront's routes from its site table (SITE_HOSTS, resolved by the Worker's own code): one custom domain per
// site in production, per preview host in preview. Prints them; `--write` puts them into wrangler.toml. The workerd
// tests (test/api/worker-configs.test.ts) fail while wrangler.toml's routes and the site table disagree.
//   npm run routes                 print both environments' routes
//   npm run routes -- --write      rewrite [env.production] and [env.preview] routes in wrangler.toml
import { parseArgs } from 'node:util'
import { DEPLOYED, routesToml, siteRoutes, storefrontHostTable, withRoutes } from './preflight.mjs'
import { readWorkers, storefrontToml, workerModules } from './worker-config.mjs'

const { values } = parseArgs({ options: { write: { type: 'boolean', default: false } } })
const worker = await workerModules()
let text = storefrontToml.read()
for (const env of DEPLOYED) {
  const { storefront } = readWorkers(env)
  const hosts = siteRoutes(env, storefrontHostTable(env, storefront.vars, worker)).map((site) => site.host)
  if (values.write) text = withRoutes(text, env, hosts)
  else console.log(`[env.${env}]\n${routesToml(hosts)}\n`)
}
if (values.write) {
  storefrontToml.write(text)
  console.log('wrangler.toml: routes written')
}
