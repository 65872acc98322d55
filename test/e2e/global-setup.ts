// Starts one `wrangler dev` of both Workers, the storefront and the shop API (fresh local KV and D1, migrations applied,
// demo space seeded), for the browser tests, and checks for Chromium.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { devSecrets } from '../../scripts/dev-secrets.mjs'
import { devWorkersArgs, freePort } from '../../scripts/local-dev.mjs'
import { hostileStories } from './hostile-content'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number
    chromium: string
    /** The wrangler dev persist directory: tests read the local D1 (e.g. the customer outbox) through it. */
    e2ePersist: string
    /** The run's one Chromium (test/e2e/browser.ts connects to it). */
    browserEndpoint: string
    /** The secrets `wrangler dev` runs with: this checkout's .dev.vars (scripts/dev-secrets.mjs). */
    devSecrets: Record<string, string>
  }
}

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`wrangler dev did not answer ${url} within 60 s:\n${log()}`)
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM}, which is missing. Install it with: sudo apt-get install chromium ` +
        '(or set CHROMIUM_PATH). Never `npx playwright install`: this machine has no network for it.',
    )
  }
  const persist = mkdtempSync(join(tmpdir(), 'storefront-e2e-'))
  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' }
  const wrangler = join(project.config.root, 'node_modules', '.bin', 'wrangler')
  execFileSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist], {
    env,
    cwd: project.config.root,
    stdio: 'pipe',
  })
  // The demo space plus pages with hostile content (test/e2e/hostile-content.ts), for the hostile-content test only.
  const hostile = join(persist, 'hostile-stories.json')
  writeFileSync(hostile, JSON.stringify(hostileStories()))
  execFileSync(
    process.execPath,
    [join(project.config.root, 'scripts', 'demo-space.mjs'), '--persist-to', persist, '--add-stories', hostile],
    { env, cwd: project.config.root, stdio: 'pipe' },
  )

  const secrets = devSecrets(project.config.root)
  const port = await freePort()
  let output = ''
  let stopping = false
  // Started again after an exit only once it has served, and at most three times: a server that cannot start fails
  // the run with its log (waitForServer).
  let restarts = -1
  // Only the log's tail is kept: it is printed if the server fails to start or dies while the tests run.
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-64_000))
  const start = (): ChildProcess => {
    const started = spawn(wrangler, devWorkersArgs({ port, persist }), {
      env,
      cwd: project.config.root,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    started.stdout?.on('data', keep)
    started.stderr?.on('data', keep)
    started.on('exit', (code, signal) => {
      if (stopping || restarts < 0) return
      // wrangler dev (its inspector proxy) now and then exits with an empty error while the tests run. It comes back on
      // the same port over the same persisted state; the tests whose requests were refused meanwhile run again (the
      // e2e project's `retry`, for refused connections only).
      const again = restarts++ < 3
      console.error(
        `wrangler dev exited while the tests ran (code ${code}, signal ${signal})${again ? '; starting it again' : ''}:\n${output}`,
      )
      if (!again) return
      output = ''
      // Its workerd may outlive it, holding the port.
      try {
        if (started.pid) process.kill(-started.pid, 'SIGKILL')
      } catch {
        // already gone
      }
      child = start()
    })
    return started
  }
  let child = start()
  await waitForServer(`http://127.0.0.1:${port}/_ping`, child, () => output)
  restarts = 0

  const browser = await chromium.launchServer({
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
  project.provide('browserEndpoint', browser.wsEndpoint())
  project.provide('e2ePort', port)
  project.provide('chromium', CHROMIUM)
  project.provide('e2ePersist', persist)
  project.provide('devSecrets', secrets)
  return async () => {
    stopping = true
    await browser.close()
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    rmSync(persist, { recursive: true, force: true })
  }
}
