#!/usr/bin/env node
// Shows the newest mails of the local outbox as their recipients would read them: each stored link is sealed
// (src/api/customers/outbox-seal.ts), so this opens it with OUTBOX_KEY (the environment's, else the shop API Worker's
// development value in wrangler.api.toml).   npm run outbox [-- --limit 10] [-- --persist-to DIR]
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { devSecret } from '../dev-secrets.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const option = (name) => {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}
const limit = Math.max(1, Math.min(100, Number(option('--limit') ?? 5) || 5))
const persistTo = option('--persist-to')
const key = devSecret('OUTBOX_KEY')

const bundled = await build({
  entryPoints: [join(ROOT, 'src/api/customers/outbox-seal.ts')],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  write: false,
  logLevel: 'error',
})
const { openSealedLinks } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`)

const wrangler = join(ROOT, 'node_modules', '.bin', 'wrangler')
const sql = `SELECT id, kind, brand, to_address, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT ${limit}`
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' }
const output = execFileSync(
  wrangler,
  ['d1', 'execute', 'DB', '--local', ...(persistTo ? ['--persist-to', persistTo] : []), '--json', '--command', sql],
  { cwd: ROOT, env, encoding: 'utf8' },
)
for (const row of JSON.parse(output)[0]?.results ?? []) {
  console.log(
    `#${row.id} ${new Date(row.created_at).toISOString()} ${row.kind} to ${row.to_address}\n${row.subject}\n\n${await openSealedLinks(row.body, key, row)}\n`,
  )
}
