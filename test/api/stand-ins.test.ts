// No stand-in in production or preview: the storefront Worker as those environments bundle it (their [define]
// `__STAND_INS__` and `__DEMO_SPACE__` false), the browser's one island bundle, and the static files they deploy hold
// no demo picture, no help-chat stand-in, no designer, order or other applications' stand-in page. The development
// bundle holds each of them, so every check below would find one that crept into production.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

const { worker, client, deployedAssets } = env.TEST_STAND_IN_BUNDLES

/** A path under our own `/demo/` (a regular expression's slashes may be escaped; module names such as `src/content/demo/…` are no path). */
const DEMO_PATH = /(?<![\w/.])\\?\/demo\\?\//

/** What each stand-in leaves in bundled code. */
const WORKER_STAND_INS: ReadonlyArray<readonly [string, RegExp]> = [
  ['demo pictures and the help chat’s stand-in (public/demo/)', DEMO_PATH],
  ['the designer hand-off page', /designer-handoff/],
  ['the other applications’ stand-in page', /data-app-stand-in/],
  ['the order application’s hand-off', /data-handoff/],
]

const found = (code: string) => WORKER_STAND_INS.filter(([, pattern]) => pattern.test(code)).map(([name]) => name)

describe('the storefront Worker bundle', () => {
  it('holds every stand-in in development, so the checks below can see one', () => {
    expect(found(worker.development)).toEqual(WORKER_STAND_INS.map(([name]) => name))
  })

  it.each(['production', 'preview'] as const)('holds no stand-in in %s', (environment) => {
    expect(worker[environment].length).toBeGreaterThan(100_000)
    expect(found(worker[environment])).toEqual([])
  })
})

describe('the browser’s island bundle (one build for every environment)', () => {
  it('names no stand-in: the help chat loads the script the server configured', () => {
    expect(client).toContain('storefrontChat')
    expect(client).not.toMatch(DEMO_PATH)
    expect(client).not.toContain('chat-widget')
  })
})

describe('the static files production and preview deploy (dist/public)', () => {
  it('are public/ without the demo folder: no demo picture, no help-chat stand-in', () => {
    expect(deployedAssets).toEqual(expect.arrayContaining(['_headers', 'assets/site.css', 'build/client.js']))
    expect(deployedAssets.filter((file) => file.startsWith('demo/') || file.includes('chat-widget'))).toEqual([])
  })
})
