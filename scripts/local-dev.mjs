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
