// Operator endpoints: `/_ping` answers without touching anything (the runtime's floor, for uptime checks and the benchmark).
// `/_health` answers anyone cheaply — `{ ok }` from one KV read, never a CMS call, so it cannot be used to hammer
// Storyblok — and reports the build, environment, KV, the D1 schema and per brand the content source, its reachability
// and cache version only to a caller with the operators' token (`Authorization: Bearer $OPS_TOKEN`). No secret ever
// appears in either answer.
import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { getConfig, type Config } from '../config'
import { constantTimeEqual, hmacHex } from '../domain/crypto'
import { HEALTH_PROBE_KEY } from '../cache/keys'
import { fetchCacheVersion, spaceVersionOf } from '../content/cms'
import { usesDemoSpace } from '../content/storyblok'
import { BRANDS, type Brand } from '../domain/countries'
import { log } from '../log'
import { clientIp, countAttempt, IP_LIMITS, ipLimitKey, isOverLimit } from '../http/rate-limit'

export const opsRoutes = new Hono<AppEnv>()

const NO_STORE = { 'cache-control': 'no-store' }

opsRoutes.get('/_ping', (c) => c.text('ok', 200, NO_STORE))

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
}

/** Compares digests, so the time taken says nothing about the token's length or where a guess goes wrong. */
async function isOperator(config: Config, authorization: string | undefined): Promise<boolean> {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1]
  if (!config.opsToken || !given) return false
  return constantTimeEqual(await sha256(given), await sha256(config.opsToken))
}

function kvProbe(c: Context<AppEnv>): Promise<'ok' | 'failing'> {
  return c.env.STORY_CACHE.get(HEALTH_PROBE_KEY).then(
    () => 'ok' as const,
    () => 'failing' as const,
  )
}

async function details(c: Context<AppEnv>, config: Config): Promise<Response> {
  const cache = { config, kv: c.env.STORY_CACHE, waitUntil: (p: Promise<unknown>) => c.executionCtx.waitUntil(p), now: Date.now }
  const cms = async (brand: Brand) => {
    const stored = await spaceVersionOf(cache, brand).stored()
    const live = await fetchCacheVersion(config, brand).then(
      (cv) => ({ reachable: true, cv }),
      () => ({ reachable: false, cv: undefined }),
    )
    return [
      brand,
      {
        source: __DEMO_SPACE__ && usesDemoSpace(config, brand) ? 'demo space' : 'storyblok',
        reachable: live.reachable,
        cv: live.cv,
        cachedCv: stored?.cv,
      },
    ] as const
  }
  const [kv, d1, ...brands] = await Promise.all([
    kvProbe(c),
    c.env.DB.prepare("SELECT value FROM shop_meta WHERE key = 'schema'")
      .first<{ value: string }>()
      .then(
        (row) => (row ? `schema ${row.value}` : 'not migrated'),
        () => 'failing',
      ),
    ...BRANDS.map(cms),
  ])
  const cmsStatus = Object.fromEntries(brands)
  const ok = kv === 'ok' && d1.startsWith('schema') && brands.every(([, status]) => status.reachable)
  return c.json({ ok, version: config.buildVersion, environment: config.environment, kv, d1, cms: cmsStatus }, ok ? 200 : 503, NO_STORE)
}

async function tooManyGuesses(c: Context<AppEnv>, retryMs: number, token: string | undefined): Promise<Response> {
  // The address as the authentication log names an account: a keyed pseudonym (here under OPS_TOKEN, the secret the
  // guesses are after), the same for the same address, unreadable without the key; none without a token.
  log.warn('ops-token-throttled', { client: token ? (await hmacHex(token, clientIp(c))).slice(0, 32) : null })
  return c.json({ ok: false, message: 'Too many wrong operator tokens from this address; try again later.' }, 429, {
    ...NO_STORE,
    'retry-after': String(Math.ceil(retryMs / 1000)),
  })
}

opsRoutes.get('/_health', async (c) => {
  const config = getConfig(c.env)
  const authorization = c.req.header('authorization')
  if (authorization !== undefined) {
    // Only wrong tokens count; once an address has used up its guesses, no token is even compared until the window ends.
    const now = Date.now()
    const key = ipLimitKey('ops-token', clientIp(c))
    if (await isOverLimit(c.env.DB, key, IP_LIMITS['ops-token'], now))
      return tooManyGuesses(c, IP_LIMITS['ops-token'].windowMs, config.opsToken)
    if (await isOperator(config, authorization)) return details(c, config)
    const retryMs = await countAttempt(c.env.DB, key, IP_LIMITS['ops-token'], now)
    if (retryMs > 0) return tooManyGuesses(c, retryMs, config.opsToken)
    return c.json({ ok: false, message: 'The operator token is wrong or not configured.' }, 401, {
      ...NO_STORE,
      'www-authenticate': 'Bearer',
    })
  }
  const ok = (await kvProbe(c)) === 'ok'
  return c.json({ ok }, ok ? 200 : 503, NO_STORE)
})
