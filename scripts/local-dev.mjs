// What every local `wrangler dev` the project starts for itself shares (the browser tests' global set-up and
// `npm run audit`): a free port, and the arguments that run both Workers as `npm run dev` does.
import { createServer } from 'node:net'

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * `wrangler dev` arguments for both Workers: the storefront first (the primary, on `port`), the shop API Worker behind
 * its SHOP_API binding second; `persist` holds the one local D1 both bind, and the demo space.
 */
export function devWorkersArgs({ port, persist }) {
  return [
    'dev',
    '-c',
    'wrangler.toml',
    '-c',
    'wrangler.api.toml',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    persist,
    '--show-interactive-dev-session=false',
  ]
}

/**
 * A fresh local shop for a script (`npm run audit`, `npm run check:html`): its own D1 and KV in a temporary folder,
 * migrations applied, the demo space seeded, both Workers under one `wrangler dev`. Returns the port and `stop()`.
 */
export async function startLocalShop({ root, prefix = 'storefront-local-' }) {
  const { execFileSync, spawn } = await import('node:child_process')
  const { mkdtempSync, rmSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const persist = mkdtempSync(join(tmpdir(), prefix))
  // The development secrets `wrangler dev` reads from .dev.vars, made once per checkout.
  const { devSecrets } = await import('./dev-secrets.mjs')
  devSecrets(root)
  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' }
  const wrangler = join(root, 'node_modules', '.bin', 'wrangler')
  execFileSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist], { env, cwd: root, stdio: 'pipe' })
  execFileSync(process.execPath, [join(root, 'scripts', 'demo-space.mjs'), '--persist-to', persist], { env, cwd: root, stdio: 'pipe' })
  const port = await freePort()
  let output = ''
  const child = spawn(wrangler, devWorkersArgs({ port, persist }), { env, cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
    rmSync(persist, { recursive: true, force: true })
  }
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`http://127.0.0.1:${port}/_ping`)).ok) return { port, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error(`wrangler dev did not start within 90 s:\n${output}`)
}
