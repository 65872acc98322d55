// Storyblok's publish webhook: a verified call moves the stored cache version at once, so the next request reads the
// new content; in the demo space it also publishes the story's draft. Unsigned or badly signed calls change nothing.
import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import * as z from 'zod/mini'
import type { AppEnv } from '../app-env'
import { getConfig, type Config } from '../config'
import { refreshCacheVersionNow } from '../content/cache-version'
import { webhookSeenKey } from '../content/cache-keys'
import { fetchCacheVersion } from '../content/cms'
import { demoBrandOfSpace, publishDemoStory } from '../content/demo/space'
import { usesDemoSpace } from '../content/storyblok'
import { BRANDS, type Brand } from '../domain/countries'
import { log } from '../log'
import { KB, limitBody, readText } from '../middleware/read-body'

const payloadSchema = z.looseObject({
  action: z.string(),
  space_id: z.number(),
  full_slug: z.optional(z.string()),
  story_id: z.optional(z.number()),
  /** Unix seconds; Storyblok does not send one today, our publish script does. */
  timestamp: z.optional(z.number()),
})

/**
 * A signed body is accepted once within this window, and a body naming a time outside it never. Storyblok's payload
 * carries neither an event id nor a time, so a delivery is known by its signature: a captured call cannot be replayed
 * to make the Worker call the CMS again and again. The price: publishing the very same story twice within the window
 * is noticed by the 30-second background check of the cache version instead of at once.
 */
const REPLAY_WINDOW_SECONDS = 300

async function hmacSha1Hex(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign'])
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body))
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function isValidWebhookSignature(secret: string, body: string, signature: string): Promise<boolean> {
  const expected = new TextEncoder().encode(await hmacSha1Hex(secret, body))
  const given = new TextEncoder().encode(signature.trim().toLowerCase())
  return expected.byteLength === given.byteLength && crypto.subtle.timingSafeEqual(expected, given)
}

function brandOfSpace(config: Config, spaceId: number): Brand | undefined {
  return BRANDS.find((brand) =>
    usesDemoSpace(config, brand) ? demoBrandOfSpace(spaceId) === brand : config.cms.spaceIds[brand] === String(spaceId),
  )
}

export const webhookRoutes = new Hono<AppEnv>()

webhookRoutes.post('/_webhooks/storyblok', limitBody(64 * KB), async (c) => {
  const config = getConfig(c.env)
  const secret = config.cms.webhookSecret
  if (!secret) return c.text('The Storyblok webhook is not configured on this Worker.', 404)
  const body = await readText(c)
  const signature = (c.req.header('webhook-signature') ?? '').trim().toLowerCase()
  if (!(await isValidWebhookSignature(secret, body, signature))) {
    log.warn('webhook-signature-invalid', {})
    return c.text('Invalid or missing webhook-signature.', 401)
  }
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return c.text('The body is not JSON.', 400)
  }
  const payload = payloadSchema.safeParse(json)
  if (!payload.success) return c.text('The body is not a Storyblok webhook payload (action, space_id).', 400)
  const brand = brandOfSpace(config, payload.data.space_id)
  if (!brand) return c.text(`Space ${payload.data.space_id} does not belong to this shop.`, 400)
  const now = Date.now()
  const sent = payload.data.timestamp
  if (sent !== undefined && Math.abs(now / 1000 - sent) > REPLAY_WINDOW_SECONDS) {
    log.warn('webhook-replay-refused', { reason: 'timestamp', timestamp: sent })
    return c.text(`The call's timestamp is more than ${REPLAY_WINDOW_SECONDS / 60} minutes away from now.`, 400)
  }
  const seenKey = webhookSeenKey(signature)
  if ((await c.env.STORY_CACHE.get(seenKey)) !== null) {
    log.warn('webhook-replay-refused', { reason: 'seen' })
    return c.text('This call was already received.', 409)
  }
  // Marked before the work, so parallel replays find it; a call that fails is forgotten again, so Storyblok's retry counts.
  await c.env.STORY_CACHE.put(seenKey, String(now), { expirationTtl: REPLAY_WINDOW_SECONDS })
  try {
    return await publish(c, config, brand, payload.data)
  } catch (error) {
    await c.env.STORY_CACHE.delete(seenKey).catch(() => undefined)
    throw error
  }
})

async function publish(c: Context<AppEnv>, config: Config, brand: Brand, data: z.infer<typeof payloadSchema>): Promise<Response> {
  if (usesDemoSpace(config, brand) && data.action === 'published' && data.full_slug) {
    await publishDemoStory(config.cms.demoSpace, brand, data.full_slug)
  }
  const ctx = { kv: c.env.STORY_CACHE, waitUntil: (p: Promise<unknown>) => c.executionCtx.waitUntil(p), now: Date.now }
  const known = await refreshCacheVersionNow(ctx, brand, () => fetchCacheVersion(config, brand))
  log.info('cms-published', { brand, action: data.action, slug: data.full_slug, cv: known.cv })
  return c.json({ ok: true, brand, cv: known.cv })
}
