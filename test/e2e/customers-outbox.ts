// E2E-only: reads the mails the local transport delivered (MAIL_TRANSPORT "local": the `local_mails` table, written by
// the shop API Worker's queue consumer once the outbox queue handed it the row) in the local shop the browser tests run
// against (its D1, through global-setup.ts's SQL address), to follow sign-up, reset and newsletter links as a customer
// would; and runs the odd SQL statement a test needs that no shopper can do.
import { inject } from 'vitest'

export interface Mail {
  kind: string
  subject: string
  /** The mail's one link. */
  link: string
}

/** Runs one SQL statement on the local D1 of the browser tests' shop; answers its rows. */
export async function runSql(sql: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(inject('e2eSqlUrl'), { method: 'POST', body: sql })
  const answer = (await response.json()) as { rows?: Record<string, unknown>[]; error?: string }
  if (!response.ok || !answer.rows) throw new Error(`SQL failed (${response.status}): ${answer.error ?? ''}\n${sql}`)
  return answer.rows
}

/** The newest delivered mail of `kind` to `address`, waiting for it (the queue delivers it after the answer). */
export async function mailTo(address: string, kind: string): Promise<Mail> {
  if (!/^[\w.+@-]+$/.test(address) || !/^[a-z-]+$/.test(kind)) throw new Error('unexpected characters in the mail lookup')
  const sql = `SELECT outbox.kind, mail.subject, mail.text_body FROM local_mails AS mail JOIN outbox ON outbox.id = mail.outbox_id
    WHERE mail.to_address = '${address}' AND outbox.kind = '${kind}' ORDER BY mail.id DESC LIMIT 1`
  // The consumer's batch waits up to a second (wrangler.api.toml); a busy machine gets room, never a fixed wait.
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const row = (await runSql(sql))[0] as { kind: string; subject: string; text_body: string } | undefined
    const link = row?.text_body.match(/https?:\/\/\S+/)?.[0]
    if (row && link) return { kind: row.kind, subject: row.subject, link }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no ${kind} mail to ${address} delivered by the local transport`)
}
