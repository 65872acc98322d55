#!/usr/bin/env node
// Lists the secrets each environment needs and, with --env, which of them are set. Secrets never live in the repo:
// set one with `npx wrangler secret put NAME --env production` (it prompts for the value).
//   npm run secrets                  what each environment needs
//   npm run secrets -- --env preview what the preview Worker has and lacks
import { parseArgs } from 'node:util'
import { listedSecrets, REQUIRED_SECRETS } from './required-secrets.mjs'

const { values } = parseArgs({ options: { env: { type: 'string' } } })
const envs = values.env ? [values.env] : Object.keys(REQUIRED_SECRETS)
let missing = 0
for (const env of envs) {
  const wanted = REQUIRED_SECRETS[env]
  if (!wanted) {
    console.error(`unknown environment ${env}: ${Object.keys(REQUIRED_SECRETS).join(', ')}`)
    process.exit(2)
  }
  const present = values.env ? await listedSecrets(env).catch(() => undefined) : undefined
  console.log(`${env}${values.env && !present ? ' (could not list: wrangler login?)' : ''}`)
  for (const [name, purpose] of Object.entries(wanted)) {
    const state = present ? (present.has(name) ? 'set    ' : 'MISSING') : '       '
    if (present && !present.has(name)) missing++
    console.log(`  ${state} ${name.padEnd(32)} ${purpose}`)
    if (present && !present.has(name)) console.log(`          npx wrangler secret put ${name} --env ${env}`)
  }
}
console.log('\nLocal development needs none: without tokens every brand reads the bundled demo space.')
process.exit(missing ? 1 : 0)
