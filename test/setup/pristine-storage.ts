// What a test file finds at its start, and whether the storage still holds it: each file's setup (./workerd.ts) rebuilds
// the D1 schema and re-seeds the demo space only where the file before changed them. Rebuilding both for every file
// (22 migrations, two spaces of some 3 MB each) was most of the suite's setup time, while most files only read them.
// This module is loaded once per workerd and kept across files (the project runs with `isolate: false`).
import { applyD1Migrations, type D1Migration } from 'cloudflare:test'
import { demoSpaceKey } from '../../src/content/demo/space'
import type { Brand } from '../../src/domain/countries'

/** The database as set up: its schema and every row, as text. Unknown until the first file has set it up. */
let pristineDatabase: string | undefined

/** Marks a demo space as this setup wrote it: a test that writes the space (without this metadata) clears the mark. */
const SEEDED = { seededBySetup: true }

/**
 * The schema (tables, views, indexes, triggers) and every row, AUTOINCREMENT counters included, as text: an insert, an
 * update, a delete or a schema change since the setup gives another text.
 */
async function snapshot(db: D1Database): Promise<string> {
  const { results: schema } = await db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE '_cf_%' ORDER BY type, name")
    .all<{ type: string; name: string; sql: string | null }>()
  const tables = schema.filter(({ type, name }) => type === 'table' && (!name.startsWith('sqlite_') || name === 'sqlite_sequence'))
  const rows = tables.length > 0 ? await db.batch(tables.map(({ name }) => db.prepare(`SELECT * FROM "${name}"`))) : []
  return JSON.stringify([schema, rows.map((result) => result.results)])
}

async function dropAll(db: D1Database): Promise<void> {
  // Views too: a migration that creates one would otherwise find it again on the next file's run.
  const { results } = await db
    .prepare("SELECT name, type FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'")
    .all<{ name: string; type: 'table' | 'view' }>()
  if (results.length > 0)
    await db.batch([
      db.prepare('PRAGMA defer_foreign_keys = on'),
      ...results.map(({ name, type }) => db.prepare(`DROP ${type === 'view' ? 'VIEW' : 'TABLE'} IF EXISTS "${name}"`)),
    ])
}

/** The database with every migration applied and nothing else: as the first file found it, rebuilt only if it changed. */
export async function pristineD1(db: D1Database, migrations: D1Migration[]): Promise<void> {
  if (pristineDatabase !== undefined && (await snapshot(db)) === pristineDatabase) return
  await dropAll(db)
  await applyD1Migrations(db, migrations)
  pristineDatabase = await snapshot(db)
}

/** Each brand's demo space as the vitest config built it, and no other key: spaces a test changed are written again. */
export async function pristineDemoSpaces(kv: KVNamespace, spaces: Record<Brand, string>): Promise<void> {
  const wanted = new Map(Object.entries(spaces).map(([brand, space]) => [demoSpaceKey(brand as Brand), space]))
  const kept = new Set<string>()
  for (let cursor: string | undefined; ;) {
    const page = await kv.list<typeof SEEDED>(cursor ? { cursor } : {})
    await Promise.all(
      page.keys.map(async ({ name, metadata }) => {
        if (wanted.has(name) && metadata?.seededBySetup === true) kept.add(name)
        else await kv.delete(name)
      }),
    )
    if (page.list_complete) break
    cursor = page.cursor
  }
  await Promise.all([...wanted].filter(([name]) => !kept.has(name)).map(([name, space]) => kv.put(name, space, { metadata: SEEDED })))
}
