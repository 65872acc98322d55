// Every workerd test file starts from the same state: empty KV and D1 with the schema applied, the demo space seeded,
// nothing remembered in isolate memory, and the interface words installed. Test files share one workerd per vitest worker
// (starting one per file cost most of the suite's time), so this setup empties what an earlier file left behind.
import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test'
import { demoSpaceKv } from '../mocks/demo-space'
import { installPinnedClock } from './clock'
import { refuseNetwork } from './no-network'
import { installQuietConsole } from './quiet-console'
import { forgetCacheVersions } from '../../src/cache/space-version'
import { forgetStoryMemory } from '../../src/cache/story-cache'
import { demoSpaceKey, resetDemoSpaces, type DemoSpaceDocument } from '../../src/content/demo/space'
import { forgetPageIndexes } from '../../src/content/sitemap-pages'
import { forgetStoryblokClients } from '../../src/content/storyblok'
import { forgetFlagDefinitions } from '../../src/flags/definitions'
import { log } from '../../src/log'
import type { Brand } from '../../src/domain/countries'
import de from '../../src/i18n/messages/de'
import en from '../../src/i18n/messages/en'
import es from '../../src/i18n/messages/es'
import fr from '../../src/i18n/messages/fr'
import it from '../../src/i18n/messages/it'
import nl from '../../src/i18n/messages/nl'
import { useMessages } from '../../src/i18n/translate'

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
      /** Each brand's demo space, built from demo/seed/ by the vitest config (scripts/demo-space.mjs). */
      TEST_DEMO_SPACES: Record<Brand, DemoSpaceDocument>
      /** `npm run cms:components`' output as Storyblok's CLI finds it: its folder under `--path`, file name -> text. */
      TEST_COMPONENTS_PUSH_FOLDER: { folder: string; files: Record<string, string> }
      /** The island views' names, the client's island files and the server's island registry (the vitest config). */
      TEST_ISLAND_FILES: { views: string[]; clients: string[]; registry: { committed: string; generated: string } }
      /** The instant the suite runs at (ms), from TEST_CLOCK (./clock.ts). */
      TEST_NOW: number
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

async function emptyD1(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'")
    .all<{ name: string }>()
  if (results.length > 0)
    await db.batch([
      db.prepare('PRAGMA defer_foreign_keys = on'),
      ...results.map(({ name }) => db.prepare(`DROP TABLE IF EXISTS "${name}"`)),
    ])
}

await Promise.all([emptyKv(env.STORY_CACHE), emptyKv(demoSpaceKv()), emptyD1(env.DB)])
await Promise.all([
  applyD1Migrations(env.DB, env.TEST_MIGRATIONS),
  ...Object.entries(env.TEST_DEMO_SPACES).map(([brand, space]) => demoSpaceKv().put(demoSpaceKey(brand as Brand), JSON.stringify(space))),
])
forgetCacheVersions()
forgetStoryMemory()
forgetStoryblokClients()
forgetPageIndexes()
forgetFlagDefinitions()
log.forgetOnce()
resetDemoSpaces()

// The Worker loads each language's words from the built assets (src/middleware/messages.ts); tests install them from the
// source files, so a test that renders a component directly reads the same words. test/routes/messages.test.ts covers
// the loading itself.
const sources = { de, en, es, fr, it, nl }
for (const [language, messages] of Object.entries(sources)) useMessages(language as keyof typeof sources, messages)

installQuietConsole()
refuseNetwork()
installPinnedClock()
