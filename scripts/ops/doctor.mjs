#!/usr/bin/env node
// The preflight before a deploy, and a running shop's health. Offline unless given a URL: it reads both Workers'
// configurations and the secrets Wrangler knows of, and prints one line per problem (scripts/ops/preflight.mjs).
//   npm run doctor                                   development config + http://127.0.0.1:8787 if it is running
//   npm run doctor -- --env production               what `npm run deploy` checks first (preview: --env preview)
//   npm run doctor -- --env production --url https://www.kartenfee.de   ... and that shop's /_health
import { parseArgs } from 'node:util'
import { devSecret } from '../dev-secrets.mjs'
import { DEPLOYED, preflight } from './preflight.mjs'
import { listedSecrets } from './required-secrets.mjs'
import { readWorkers, workerModules } from './worker-config.mjs'

const { values } = parseArgs({ options: { env: { type: 'string' }, url: { type: 'string' } } })
if (values.env !== undefined && !DEPLOYED.includes(values.env)) {
  console.error(`npm run doctor: --env is ${DEPLOYED.join(' or ')} (none: the development configuration)`)
  process.exit(2)
}
console.log(`wrangler.toml and wrangler.api.toml, environment ${values.env ?? '(development)'}`)
const { ok, problems } = await preflight({
  env: values.env,
  ...readWorkers(values.env),
  worker: await workerModules(),
  listSecrets: listedSecrets,
})
for (const line of ok) console.log(`  ok   ${line}`)
for (const line of problems) console.log(`  FAIL ${line}`)

const url = values.url ?? (values.env ? undefined : 'http://127.0.0.1:8787')
if (url) {
  let failure
  try {
    // The details need the operators' token (OPS_TOKEN in the shell, or this checkout's development one in .dev.vars);
    // without it only { ok }.
    const token = values.env ? process.env.OPS_TOKEN : devSecret('OPS_TOKEN')
    const response = await fetch(new URL('/_health', url), token ? { headers: { authorization: `Bearer ${token}` } } : {})
    const health = await response.json()
    if (response.ok) console.log(`  ok   ${url}/_health: ${JSON.stringify(health)}`)
    else failure = `${url}/_health answered ${response.status}: ${JSON.stringify(health)}`
  } catch (error) {
    failure = `${url}/_health unreachable (${error.message})`
  }
  if (failure) {
    problems.push(failure)
    console.log(`  FAIL ${failure}`)
  }
}
console.log(problems.length ? `\n${problems.length} problem(s)` : '\nall good')
process.exit(problems.length ? 1 : 0)
