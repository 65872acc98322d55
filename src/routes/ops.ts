// Operator endpoints: `/_ping` answers without touching anything (the runtime's floor, for uptime checks and the benchmark);
// `/_health` reports the build, KV, the D1 schema, and per brand the content source, its reachability and cache version.
// No secret ever appears in either answer.
import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { getConfig } from '../config'
import { cacheVersionKey } from '../content/cache-keys'
import { fetchCacheVersion } from '../content/cms'
import { usesDemoSpace } from '../content/storyblok'
import { BRANDS, type Brand } from '../domain/countries'

export const opsRoutes = new Hono<AppEnv>()

opsRoutes.get('/_ping', (c) => c.text('ok', 200, { 'cache-control': 'no-store' }))

opsRoutes.get('/_health', async (c) => {
  const config = getConfig(c.env)
  const cms = async (brand: Brand) => {
    const stored = await c.env.STORY_CACHE.get<{ cv?: number }>(cacheVersionKey(brand), 'json').catch(() => null)
    const live = await fetchCacheVersion(config, brand).then(
      (cv) => ({ reachable: true, cv }),
      () => ({ reachable: false, cv: undefined }),
    )
    return [brand, { source: usesDemoSpace(config, brand) ? 'demo space' : 'storyblok', reachable: live.reachable, cv: live.cv, cachedCv: stored?.cv }] as const
  }
  const [kv, d1, ...brands] = await Promise.all([
    c.env.STORY_CACHE.get('health-probe').then(() => 'ok' as const, () => 'failing' as const),
    c.env.DB.prepare("SELECT value FROM shop_meta WHERE key = 'schema'")
      .first<{ value: string }>()
      .then((row) => (row ? `schema ${row.value}` : 'not migrated'), () => 'failing'),
    ...BRANDS.map(cms),
  ])
  const cmsStatus = Object.fromEntries(brands)
  const ok = kv === 'ok' && d1.startsWith('schema') && brands.every(([, status]) => status.reachable)
  return c.json(
    { ok, version: config.buildVersion, environment: config.environment, kv, d1, cms: cmsStatus },
    ok ? 200 : 503,
    { 'cache-control': 'no-store' },
  )
})
