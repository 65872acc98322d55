#!/usr/bin/env node
// Lists the secrets each environment of each Worker needs and, with --env, which of them are set. Secrets never live in
// the repo: set one with `npx wrangler secret put NAME --env production` (the shop API Worker's with
// `-c wrangler.api.toml`; it prompts for the value).
//   npm run secrets                  what each environment needs
//   npm run secrets -- --env preview what the preview Worker has and lacks
import { parseArgs } from 'node:util'
import { listedSecrets, REQUIRED_SECRETS, WORKERS } from './required-secrets.mjs'

const { values } = parseArgs({ options: { env: { type: 'string' } } })
const envs = values.env ? [values.env] : Object.keys(REQUIRED_SECRETS)
let missing = 0
for (const env of envs) {
  if (!REQUIRED_SECRETS[env]) {
    console.error(`unknown environment ${env}: ${Object.keys(REQUIRED_SECRETS).join(', ')}`)
    process.exit(2)
  }
  for (const worker of WORKERS) {
    const wanted = worker.secrets[env] ?? {}
    const present = values.env ? await listedSecrets(env, worker.config).catch(() => undefined) : undefined
    console.log(`${env}, ${worker.label} (${worker.config})${values.env && !present ? ' (could not list: wrangler login?)' : ''}`)
    for (const [name, purpose] of Object.entries(wanted)) {
      const state = present ? (present.has(name) ? 'set    ' : 'MISSING') : '       '
      if (present && !present.has(name)) missing++
      console.log(`  ${state} ${name.padEnd(32)} ${purpose}`)
      if (present && !present.has(name)) console.log(`          npx wrangler secret put ${name} -c ${worker.config} --env ${env}`)
    }
  }
}
console.log('\nLocal development needs none: without tokens every brand reads the bundled demo space.')
process.exit(missing ? 1 : 0)
