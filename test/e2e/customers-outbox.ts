// E2E-only: reads the mails the customer API wrote to the `outbox` table of the `wrangler dev` the browser tests run
// against (its local D1 lives in the persist directory global-setup provides), to follow sign-up, reset and newsletter links.
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

/** The newest mail of `kind` to `address`, waiting for it (reset mails are written after the answer). */
export async function mailTo(address: string, kind: string): Promise<Mail> {
  if (!/^[\w.+@-]+$/.test(address) || !/^[a-z-]+$/.test(kind)) throw new Error('unexpected characters in the mail lookup')
  const wrangler = join(process.cwd(), 'node_modules', '.bin', 'wrangler')
  const sql = `SELECT kind, subject, body FROM outbox WHERE to_address = '${address}' AND kind = '${kind}' ORDER BY id DESC LIMIT 1`
  for (let attempt = 0; attempt < 5; attempt++) {
    const { stdout } = await run(wrangler, ['d1', 'execute', 'DB', '--local', '--persist-to', inject('e2ePersist'), '--json', '--command', sql], {
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    })
    const rows = (JSON.parse(stdout) as { results: { kind: string; subject: string; body: string }[] }[])[0]?.results ?? []
    const row = rows[0]
    const link = row?.body.match(/https?:\/\/\S+/)?.[0]
    if (row && link) return { kind: row.kind, subject: row.subject, link }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no ${kind} mail to ${address} in the outbox`)
}
