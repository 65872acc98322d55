// Starts one local shop of both Workers, the storefront and the shop API (fresh local KV and D1, migrations applied,
// demo space seeded), in this process for the browser tests, and the run's one Chromium; and answers the tests' SQL
// statements on the shop's D1 (test/e2e/customers-outbox.ts), since test files run in other processes.
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { devSecrets } from '../../scripts/dev-secrets.mjs'
import { type LocalShop, startLocalShop } from '../../scripts/local-shop.mjs'
import { hostileStories } from './hostile-content'

/**
 * Debian's headless shell of Chromium where it is installed (the same Blink, without the full browser's windowing and
 * display compositor: about a fifth less CPU per page, and the browser tests are the suite's largest CPU share), else
 * Debian's full Chromium. CHROMIUM_PATH picks either.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number
    chromium: string
    /** Where a test POSTs one SQL statement for the shop's D1 (the customer outbox, say); answers its rows as JSON. */
    e2eSqlUrl: string
    /** The run's one Chromium (test/e2e/browser.ts connects to it). */
    browserEndpoint: string
    /** The secrets the Workers run with: this checkout's .dev.vars (scripts/dev-secrets.mjs), as `wrangler dev` reads it. */
    devSecrets: Record<string, string>
  }
}

/** A statement is short: a bigger body is refused before it is read on. */
const MAX_SQL_LENGTH = 16_384

/** POST one SQL statement, get `{ rows }` or `{ error }` (status 400). Listens on 127.0.0.1 only. */
async function startSqlServer(shop: LocalShop): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (request.method !== 'POST') return answer(405, { error: 'POST one SQL statement' })
    let sql = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      sql += chunk
      if (sql.length > MAX_SQL_LENGTH) {
        answer(413, { error: `a statement of at most ${MAX_SQL_LENGTH} characters` })
        request.destroy()
      }
    })
    request.on('end', () => {
      shop.runSql(sql).then(
        (rows) => answer(200, { rows }),
        (error: unknown) => answer(400, { error: error instanceof Error ? error.message : String(error) }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }
}

/** The run's one Chromium, with the flags this sandboxed, offline machine needs. */
function launchChromium() {
  return chromium.launchServer({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The stand-in editor page (fulfilled by the test, so "public" to Chromium) frames the local preview host.
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests',
    ],
  })
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM}, which is missing. Install it with: sudo apt-get install chromium-headless-shell ` +
        '(or chromium, or set CHROMIUM_PATH). Never `npx playwright install`: this machine has no network for it.',
    )
  }
  // The demo space plus pages with hostile content (test/e2e/hostile-content.ts), for the hostile-content test only.
  // React's production build, as deployed (the client's bundle is one already): what shoppers get, at a fraction of the
  // development build's CPU. The development build's warnings are the workerd project's to see.
  const shop = await startLocalShop({
    root: project.config.root,
    prefix: 'storefront-e2e-',
    addStories: hostileStories(),
    nodeEnv: 'production',
  })
  const sql = await startSqlServer(shop)
  const browser = await launchChromium().catch(async (error: unknown) => {
    sql.server.close()
    await shop.stop()
    throw error
  })
  project.provide('browserEndpoint', browser.wsEndpoint())
  project.provide('e2ePort', shop.port)
  project.provide('chromium', CHROMIUM)
  project.provide('e2eSqlUrl', sql.url)
  project.provide('devSecrets', devSecrets(project.config.root))
  return async () => {
    await browser.close()
    await new Promise((resolve) => sql.server.close(resolve))
    await shop.stop()
  }
}
