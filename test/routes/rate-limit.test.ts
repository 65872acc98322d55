// The fixed-window counters in D1: within the limit each attempt is counted; over it nothing is written, so a flood
// (an unauthenticated GET such as the breadcrumb call included) costs D1 reads, not writes, and the window still ends.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { countAttempt } from '../../src/http/rate-limit'

const LIMIT = { limit: 3, windowMs: 60_000 }
const START = 1_800_000_000_000
const row = (key: string) =>
  env.DB.prepare('SELECT window_start, count FROM attempt_counters WHERE key = ?1')
    .bind(key)
    .first<{ window_start: number; count: number }>()

/** The database with the rows each statement wrote summed up (D1's own `rows_written`). */
function countingDb(): { db: D1Database; written: () => number } {
  let written = 0
  const db = {
    prepare(sql: string) {
      const statement = env.DB.prepare(sql)
      return {
        bind(...values: unknown[]) {
          const bound = statement.bind(...values)
          return {
            async first<T>(): Promise<T | null> {
              const { results, meta } = await bound.all<T>()
              written += meta.rows_written
              return results[0] ?? null
            },
          }
        },
      }
    },
  } as unknown as D1Database
  return { db, written: () => written }
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM attempt_counters').run()
})

describe('countAttempt', () => {
  it('counts attempts up to the limit, then refuses with the rest of the window', async () => {
    const waits = []
    for (let i = 0; i < 5; i++) waits.push(await countAttempt(env.DB, 'ip:test:a', LIMIT, START + i * 1000))
    expect(waits).toEqual([0, 0, 0, 57_000, 56_000])
  })

  it('writes nothing for an attempt over the limit: the row stays as the last counted attempt left it', async () => {
    const { db, written } = countingDb()
    for (let i = 0; i < 3; i++) await countAttempt(db, 'ip:test:b', LIMIT, START + i)
    expect(written()).toBe(3)
    for (let i = 0; i < 20; i++) expect(await countAttempt(db, 'ip:test:b', LIMIT, START + 100 + i)).toBeGreaterThan(0)
    expect(written()).toBe(3)
    expect(await row('ip:test:b')).toEqual({ window_start: START, count: 3 })
  })

  it('counts again from one once the window has ended', async () => {
    for (let i = 0; i < 4; i++) await countAttempt(env.DB, 'ip:test:c', LIMIT, START)
    expect(await countAttempt(env.DB, 'ip:test:c', LIMIT, START + LIMIT.windowMs)).toBe(0)
    expect(await row('ip:test:c')).toEqual({ window_start: START + LIMIT.windowMs, count: 1 })
  })

  it('keeps keys apart: one client over its limit does not refuse another', async () => {
    for (let i = 0; i < 4; i++) await countAttempt(env.DB, 'ip:test:d', LIMIT, START)
    expect(await countAttempt(env.DB, 'ip:test:e', LIMIT, START)).toBe(0)
  })
})
