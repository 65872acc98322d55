// Storyblok's publish webhook: a verified call moves the stored cache version at once, so the next request reads the
// new content; in the demo space it also publishes the story's draft. Unsigned or badly signed calls change nothing.
import { Hono } from 'hono'
import * as z from 'zod/mini'
import type { AppEnv } from '../app-env'
import { getConfig, type Config } from '../config'
import { refreshCacheVersionNow } from '../content/cache-version'
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
})

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
  if (!(await isValidWebhookSignature(secret, body, c.req.header('webhook-signature') ?? ''))) {
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

  if (usesDemoSpace(config, brand) && payload.data.action === 'published' && payload.data.full_slug) {
    await publishDemoStory(config.cms.demoSpace, brand, payload.data.full_slug)
  }
  const ctx = { kv: c.env.STORY_CACHE, waitUntil: (p: Promise<unknown>) => c.executionCtx.waitUntil(p), now: Date.now }
  const known = await refreshCacheVersionNow(ctx, brand, () => fetchCacheVersion(config, brand))
  log.info('cms-published', { brand, action: payload.data.action, slug: payload.data.full_slug, cv: known.cv })
  return c.json({ ok: true, brand, cv: known.cv })
})
