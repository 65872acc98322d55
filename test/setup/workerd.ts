// Every workerd test file starts from the same state: an empty story cache, D1 with the schema applied and nothing
// else, the demo space seeded, nothing remembered in isolate memory, and the interface words installed. Test files share
// one workerd per vitest worker (starting one per file cost most of the suite's time), so this setup undoes what an
// earlier file left behind (./pristine-storage.ts rebuilds D1 and the demo space only where that file changed them).
import { env, type D1Migration } from 'cloudflare:test'
import { demoSpaceKv } from '../mocks/demo-space'
import { installPinnedClock } from './clock'
import { refuseNetwork } from './no-network'
import { installWords } from './words'
import { installQuietConsole } from './quiet-console'
import { resetDemoSpaces } from '../../src/content/demo/space'
import { log } from '../../src/log'
import type { OutboxMessage } from '../../src/api/mail/producer'
import type { Brand } from '../../src/domain/countries'
import type { WorkerFacts } from '../../scripts/ops/preflight.mjs'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'
import { forgetSpaceVersions } from './space-versions'
import { pristineD1, pristineDemoSpaces } from './pristine-storage'

interface WorkerConfig {
  name: string
  vars: Record<string, string>
  databases: { binding: string; database_id?: string; migrations_dir?: string }[]
  services: { binding: string; service: string }[]
  crons: string[]
  facts: WorkerFacts
  queues: {
    producers: { binding: string; queue: string }[]
    consumers: { queue: string; max_retries?: number; dead_letter_queue?: string }[]
  }
  durableObjects: { name: string; class_name: string }[]
  migrations: { tag: string; new_sqlite_classes?: string[] }[]
}

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
      /** Each brand's demo space as stored (JSON text), built from demo/seed/ by the vitest config (scripts/demo-space.mjs). */
      TEST_DEMO_SPACES: Record<Brand, string>
      /** `npm run cms:components`' output as Storyblok's CLI finds it: its folder under `--path`, file name -> text. */
      TEST_COMPONENTS_PUSH_FOLDER: { folder: string; files: Record<string, string> }
      /** The island views' names, the client's island files and the server's island registry (the vitest config). */
      TEST_ISLAND_FILES: { views: string[]; clients: string[]; registry: { committed: string; generated: string } }
      /**
       * Folders of src/ that import each other, runtime import circles, and the storefront-only folders the shop API
       * reaches (scripts/lint/folder-graph.mjs).
       */
      TEST_FOLDER_GRAPH: { mutual: string[]; circles: string[][]; apiReaches: string[] }
      /** README.md and docs/*.md (path -> text), and every path of the repository a link could name (the vitest config). */
      TEST_DOCS: { documents: Record<string, string>; paths: string[] }
      /** `npm run test:dates`' files, every workerd test file, and those that pin or read the clock by name (the vitest config). */
      TEST_DATE_SENSITIVE: { selected: string[]; all: string[]; pinning: string[] }
      /** The instant the suite runs at (ms), from TEST_CLOCK (./clock.ts). */
      TEST_NOW: number
      /** The shop API Worker's vars (wrangler.api.toml), for tests that run its code in this isolate. */
      TEST_API_VARS: Record<string, string>
      /** The shop API Worker's outbox queue (wrangler.api.toml), bound here too for the tests that run its code in this isolate. */
      OUTBOX_QUEUE: Queue<OutboxMessage>
      /** Per environment, what wrangler.toml and wrangler.api.toml declare (the vitest config reads them). */
      TEST_WORKER_CONFIGS: Record<string, Record<'storefront' | 'api', WorkerConfig> & { secretNames: string[] }>
      /** The storefront's bundled modules (repository paths) in development and production builds (the vitest config). */
      TEST_STOREFRONT_BUNDLES: Record<'development' | 'production', string[]>
      /** The outbox's dead-letter queue as a test-only Worker received it (the vitest config): `{ queue, body }[]` since the last read. */
      DEAD_LETTERS: Fetcher
      /**
       * The storefront's code per environment, the browser bundle's code (one for all), and the static files production
       * and preview deploy (the vitest config builds them).
       */
      TEST_STAND_IN_BUNDLES: {
        worker: Record<'development' | 'production' | 'preview', string>
        client: string
        deployedAssets: string[]
      }
    }
  }
}

async function emptyKv(kv: KVNamespace): Promise<void> {
  for (let cursor: string | undefined; ;) {
    const page = await kv.list(cursor ? { cursor } : {})
    await Promise.all(page.keys.map((key) => kv.delete(key.name)))
    if (page.list_complete) return
    cursor = page.cursor
  }
}

await Promise.all([
  emptyKv(env.STORY_CACHE),
  pristineDemoSpaces(demoSpaceKv(), env.TEST_DEMO_SPACES),
  pristineD1(env.DB, env.TEST_MIGRATIONS),
  forgetSpaceVersions(),
])
forgetIsolateMemory()
log.forgetOnce()
resetDemoSpaces()
installWords()

installQuietConsole()
refuseNetwork()
installPinnedClock()
