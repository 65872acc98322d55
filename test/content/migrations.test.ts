// The D1 migrations hold the shop's schema and its reference data only: `npm run db:migrate` puts no demo content into a
// production database. The demo space is seeded apart from them (scripts/demo-space.mjs).
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

describe('D1 migrations', () => {
  it('create no demo-space table and insert no story content', () => {
    for (const migration of env.TEST_MIGRATIONS) {
      for (const query of migration.queries) {
        expect(query, migration.name).not.toMatch(/CREATE\s+TABLE[^(]*demo|INSERT\s+INTO\s+\w*demo/i)
        expect(query, migration.name).not.toMatch(/"component"\s*:/)
      }
    }
  })

  const demoTables = async () =>
    (await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%demo%'").all()).results

  it('leave a fresh database without a demo-space table', async () => {
    expect(await demoTables()).toEqual([])
  })

  it('drop the table of the removed demo migration from a database that ran it', async () => {
    await env.DB.exec('CREATE TABLE demo_stories (brand TEXT NOT NULL, full_slug TEXT NOT NULL, PRIMARY KEY (brand, full_slug))')
    const drop = env.TEST_MIGRATIONS.find((m) => m.name === '0010_drop_demo_space.sql')
    for (const query of drop?.queries ?? []) await env.DB.prepare(query).run()
    expect(await demoTables()).toEqual([])
  })

  it('are small enough to be read as schema and reference data', () => {
    const largest = Math.max(...env.TEST_MIGRATIONS.map((m) => m.queries.join('\n').length))
    expect(largest).toBeLessThan(100_000)
  })
})
