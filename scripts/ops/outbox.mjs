#!/usr/bin/env node
// The outbox and its delivery (src/api/mail/), for developers and operators.
//   npm run outbox [-- --limit 10] [-- --persist-to DIR]   the newest local mails as their recipients read them: the local
//       transport's copy (MAIL_TRANSPORT "local"), or for a row not delivered yet the stored mail with its sealed link
//       opened by OUTBOX_KEY (the environment's, else the shop API Worker's development value), with delivery state
//   npm run outbox -- --failed [--env production]         the rows whose delivery failed for good (their messages lie in
//       the dead-letter queue), with the reason; with --env, of that environment's D1 (needs `wrangler login`)
//   npm run outbox -- --resend 12,13 [--env production]   marks those rows pending again: the outbox sweep (every
//       10 minutes) hands them to the queue, and the consumer sends each once
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
const environment = option('--env')
if (environment !== undefined && !['production', 'preview'].includes(environment)) throw new Error('--env is production or preview')

function sql(command) {
  const wrangler = join(ROOT, 'node_modules', '.bin', 'wrangler')
  const where = environment
    ? ['--remote', '-c', 'wrangler.api.toml', '--env', environment]
    : ['--local', '-c', 'wrangler.api.toml', ...(persistTo ? ['--persist-to', persistTo] : [])]
  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' }
  const output = execFileSync(wrangler, ['d1', 'execute', 'DB', ...where, '--json', '--command', command], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  })
  return JSON.parse(output)[0]?.results ?? []
}

const time = (ms) => (ms ? new Date(ms).toISOString() : '-')

if (process.argv.includes('--resend')) {
  const ids = (option('--resend') ?? '').split(',').map(Number)
  if (ids.length === 0 || !ids.every((id) => Number.isSafeInteger(id) && id > 0)) throw new Error('--resend takes row ids: 12,13')
  const rows = sql(
    `UPDATE outbox SET status = 'pending', enqueued_at = NULL, claimed_at = NULL, attempts = 0, created_at = MAX(created_at, ${Date.now() - 60 * 60 * 1000})
     WHERE id IN (${ids.join(', ')}) AND status IN ('failed', 'pending') RETURNING id, kind`,
  )
  console.log(
    `${rows.length} of ${ids.length} rows marked for re-sending: ${rows.map((row) => `#${row.id} ${row.kind}`).join(', ') || 'none'}`,
  )
  console.log('The outbox sweep hands them to the queue within 10 minutes (sent rows are never sent again).')
} else if (process.argv.includes('--failed')) {
  const rows = sql(
    `SELECT id, kind, brand, to_address, created_at, attempts, last_error FROM outbox WHERE status = 'failed' ORDER BY id DESC LIMIT ${limit}`,
  )
  for (const row of rows)
    console.log(
      `#${row.id} ${time(row.created_at)} ${row.kind} (${row.brand}) to ${row.to_address}: ${row.attempts} attempts\n  ${row.last_error}`,
    )
  if (rows.length === 0) console.log('No failed mails.')
} else {
  const bundled = await build({
    entryPoints: [join(ROOT, 'src/api/customers/outbox-seal.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'error',
  })
  const { openSealedLinks } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`)
  const key = devSecret('OUTBOX_KEY')
  const rows = sql(
    `SELECT outbox.id, kind, brand, outbox.to_address, outbox.reply_to, outbox.subject, body, outbox.created_at, status, attempts,
       outbox.message_id, last_error, mail.from_address, mail.text_body
     FROM outbox LEFT JOIN local_mails AS mail ON mail.outbox_id = outbox.id ORDER BY outbox.id DESC LIMIT ${limit}`,
  )
  for (const row of rows) {
    const state =
      row.status === 'sent'
        ? `sent as ${row.message_id}`
        : `${row.status} after ${row.attempts} attempts${row.last_error ? `: ${row.last_error}` : ''}`
    const text = row.text_body ?? (environment ? '(body not shown)' : await openSealedLinks(row.body, key, row))
    console.log(
      `#${row.id} ${time(row.created_at)} ${row.kind} to ${row.to_address}${row.reply_to ? ` (Reply-To ${row.reply_to})` : ''} [${state}]\n${row.subject}\n\n${text}\n`,
    )
  }
}
