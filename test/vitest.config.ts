// Two projects: `workers` runs domain, content and route tests inside workerd (real KV and D1 via Miniflare);
// `e2e` drives Debian's Chromium against `wrangler dev`.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'
import { writeComponents } from '../scripts/cms-components.mjs'
import { buildDemoSpaces } from '../scripts/demo-space.mjs'
import { islandClientFiles, islandViewNames, REGISTRY, registrySource } from '../scripts/island-registry.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * The instant the workerd tests run at (test/setup/clock.ts): now, or TEST_CLOCK moved (`+1y`, `-1y`, `+30d`) or fixed
 * (an ISO date). CI runs the suite a year ahead too, so a date frozen into content fails the day it is written.
 */
function testNow(clock = process.env.TEST_CLOCK): number {
  const now = Date.now()
  if (!clock) return now
  const shift = /^([+-]\d+)([yd])$/.exec(clock)
  if (shift) return now + Number(shift[1]) * (shift[2] === 'y' ? 365 : 1) * 86_400_000
  const fixed = Date.parse(clock)
  if (Number.isNaN(fixed)) throw new Error(`TEST_CLOCK=${clock}: use +1y, -1y, +30d or an ISO date`)
  return fixed
}

/**
 * What `npm run cms:components -- --space 1 --path <dir>` leaves for Storyblok's CLI: the folder it wrote, relative to
 * `<dir>`, and every file in it (name -> text). test/content/cms-components-push.test.ts loads it by the CLI's rules.
 */
async function componentsPushFolder(): Promise<{ folder: string; files: Record<string, string> }> {
  const dir = mkdtempSync(join(tmpdir(), 'cms-components-'))
  try {
    const { folder } = await writeComponents({ space: '1', path: dir })
    const files = Object.fromEntries(readdirSync(folder).map((name) => [name, readFileSync(join(folder, name), 'utf8')]))
    return { folder: relative(dir, folder), files }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The island files as they are on disk (workerd reads no files): the views' island names, every file in the client's
 * islands folder, and the committed registry beside the one scripts/island-registry.mjs would write now.
 */
function islandFiles(): { views: string[]; clients: string[]; registry: { committed: string; generated: string } } {
  const views = islandViewNames(root)
  const registry = { committed: readFileSync(join(root, REGISTRY), 'utf8'), generated: registrySource(views) }
  return { views, clients: islandClientFiles(root), registry }
}

// workerd's shutdown notice for the test runner's socket, once per runtime; it says nothing about the tests.
const WORKERD_SHUTDOWN = 'disconnected: WebSocket peer disconnected'
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream)
  stream.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
    String(chunk).includes(WORKERD_SHUTDOWN) ? true : write(chunk, ...rest)) as typeof stream.write
}

export default defineConfig(async () => {
  const [migrations, demoSpaces, componentsFolder] = await Promise.all([
    readD1Migrations(`${root}/migrations`),
    buildDemoSpaces(),
    componentsPushFolder(),
  ])
  return {
    root,
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              main: './src/index.ts',
              wrangler: { configPath: './wrangler.toml' },
              // The page cache would answer repeated requests before the code under test runs; its own tests turn it on.
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  TEST_DEMO_SPACES: demoSpaces,
                  TEST_COMPONENTS_PUSH_FOLDER: componentsFolder,
                  TEST_ISLAND_FILES: islandFiles(),
                  TEST_NOW: testNow(),
                  ENVIRONMENT: 'test',
                  PAGE_CACHE_SECONDS: '0',
                },
              },
            }),
          ],
          test: {
            name: 'workers',
            include: ['test/{domain,cache,content,loaders,routes,api,shop}/**/*.test.{ts,tsx}'],
            setupFiles: ['./test/setup/workerd.ts'],
            // One workerd per vitest worker for all its files instead of one per file; the setup file resets storage.
            isolate: false,
            // A guard against a hung test, not a speed measure: PBKDF2 log-ins and property runs need room on a busy box.
            testTimeout: 20_000,
          },
        },
        {
          test: {
            name: 'e2e',
            include: ['test/e2e/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['./test/e2e/global-setup.ts'],
            // Guards against a hung page, not a speed measure: a busy 2-core box needs room.
            testTimeout: 60_000,
            hookTimeout: 90_000,
            // Islands load their chunk on first use; on a busy 2-core CI box that can take longer than the default 1 s.
            expect: { poll: { timeout: 5_000 } },
            // One wrangler dev and one Chromium for the whole run.
            fileParallelism: false,
          },
        },
      ],
    },
  }
})
