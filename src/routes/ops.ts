// Operator endpoints: `/_ping` answers without touching anything (the runtime's floor, for uptime checks and the benchmark);
// `/_health` checks that KV and D1 answer and which migration D1 is at.
import { Hono } from 'hono'
import type { AppEnv } from '../app-env'

export const opsRoutes = new Hono<AppEnv>()

opsRoutes.get('/_ping', (c) => c.text('ok', 200, { 'cache-control': 'no-store' }))

opsRoutes.get('/_health', async (c) => {
  const [kv, d1] = await Promise.all([
    c.env.STORY_CACHE.get('health-probe').then(() => 'ok' as const, () => 'failing' as const),
    c.env.DB.prepare("SELECT value FROM shop_meta WHERE key = 'schema'")
      .first<{ value: string }>()
      .then((row) => (row ? `schema ${row.value}` : 'not migrated'), () => 'failing'),
  ])
  const ok = kv === 'ok' && d1.startsWith('schema')
  return c.json({ ok, kv, d1 }, ok ? 200 : 503, { 'cache-control': 'no-store' })
})
