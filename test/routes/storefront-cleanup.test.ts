// The storefront's nightly clean-up (src/index.ts `scheduled`, wrangler.toml [triggers]): it deletes the windows of its
// own rate-limit table that have ended, keeps the running ones, and touches no table of the shop API's.
/// <reference types="vite/client" />
import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import worker from '../../src/index'
import { IP_LIMITS } from '../../src/http/rate-limit'

const NOW = Date.UTC(2026, 2, 3, 3, 41)
const rows = async (table: string) =>
  (await env.DB.prepare(`SELECT key FROM ${table} ORDER BY key`).all<{ key: string }>()).results.map((row) => row.key)

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM storefront_attempt_counters'),
    env.DB.prepare('DELETE FROM attempt_counters'),
    env.DB.prepare('INSERT INTO storefront_attempt_counters (key, window_start, count) VALUES (?1, ?2, 3), (?3, ?4, 3)').bind(
      'ip:ops-token:ended',
      NOW - IP_LIMITS['ops-token'].windowMs - 1,
      'ip:ops-token:running',
      NOW - 1000,
    ),
    env.DB.prepare('INSERT INTO attempt_counters (key, window_start, count) VALUES (?1, ?2, 3)').bind('ip:login:api-owned', 0),
  ])
})

describe('the storefront’s nightly clean-up', () => {
  it('deletes its own ended windows, keeps running ones, and leaves the shop API’s table alone', async () => {
    await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: '41 3 * * *' }), env)
    expect(await rows('storefront_attempt_counters')).toEqual(['ip:ops-token:running'])
    expect(await rows('attempt_counters')).toEqual(['ip:login:api-owned'])
  })
})

describe('who writes which D1 table', () => {
  it('lets the storefront write only its own tables: every write outside src/api/ names one', () => {
    const sources = import.meta.glob<string>(['../../src/**/*.{ts,tsx}', '!../../src/api/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    const written = new Set<string>()
    for (const text of Object.values(sources))
      for (const match of text.matchAll(/\b(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|(?<!DO\s+)UPDATE|DELETE\s+FROM)\s+([\w${}]+)/g))
        written.add(match[1]!)
    // The shared counter module writes the table its limit names (`${table}`): the storefront's limits name its own.
    expect([...written].sort()).toEqual(['${table}', 'storefront_attempt_counters'])
    expect(
      Object.entries(IP_LIMITS)
        .filter(([, limit]) => 'storefront' in limit)
        .map(([action]) => action),
    ).toEqual(['breadcrumb', 'ops-token'])
  })
})
