// E2E-only: reads the mails the local transport delivered (MAIL_TRANSPORT "local": the `local_mails` table, written by
// the shop API Worker's queue consumer once the outbox queue handed it the row) in the `wrangler dev` the browser tests
// run against (its local D1 lives in the persist directory global-setup provides), to follow sign-up, reset and
// newsletter links as a customer would; and runs the odd SQL statement a test needs that no shopper can do.
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { inject } from 'vitest'

const run = promisify(execFile)

export interface Mail {
  kind: string
  subject: string
  /** The mail's one link. */
  link: string
}

/** Runs one SQL statement on the local D1 of the browser tests' `wrangler dev`; answers its rows. */
export async function runSql(sql: string): Promise<Record<string, unknown>[]> {
  const wrangler = join(process.cwd(), 'node_modules', '.bin', 'wrangler')
  const { stdout } = await run(
    wrangler,
    ['d1', 'execute', 'DB', '--local', '--persist-to', inject('e2ePersist'), '--json', '--command', sql],
    {
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    },
  )
  return (JSON.parse(stdout) as { results: Record<string, unknown>[] }[])[0]?.results ?? []
}

/** The newest delivered mail of `kind` to `address`, waiting for it (the queue delivers it after the answer). */
export async function mailTo(address: string, kind: string): Promise<Mail> {
  if (!/^[\w.+@-]+$/.test(address) || !/^[a-z-]+$/.test(kind)) throw new Error('unexpected characters in the mail lookup')
  const sql = `SELECT outbox.kind, mail.subject, mail.text_body FROM local_mails AS mail JOIN outbox ON outbox.id = mail.outbox_id
    WHERE mail.to_address = '${address}' AND outbox.kind = '${kind}' ORDER BY mail.id DESC LIMIT 1`
  for (let attempt = 0; attempt < 20; attempt++) {
    const row = (await runSql(sql))[0] as { kind: string; subject: string; text_body: string } | undefined
    const link = row?.text_body.match(/https?:\/\/\S+/)?.[0]
    if (row && link) return { kind: row.kind, subject: row.subject, link }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no ${kind} mail to ${address} delivered by the local transport`)
}
