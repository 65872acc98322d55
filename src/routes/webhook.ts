// Storyblok's publish webhook: a verified call re-reads the space's cache version (cv) from Storyblok and writes it to
// the brand's Durable Object, where every data centre learns it within seconds (src/cache/space-version.ts). The body is trusted for nothing but the space it names: the cv comes from Storyblok
// itself, and re-reads are capped, so a repeated or replayed delivery is answered 2xx and does nothing more. Every
// answer is JSON (Storyblok's docs ask for it; any non-2xx makes Storyblok e-mail the space owner).
import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import * as z from 'zod/mini'
import type { AppEnv } from '../app-env'
import { ConfigError, getConfig, type Config } from '../config'
import { PUBLISH_REREAD_MS, type PublishRefresh } from '../cache/space-version'
import { CmsError, spaceVersionOf } from '../content/cms'
import { demoBrandOfSpace } from '../content/demo/ids'
import { usesDemoSpace } from '../content/storyblok'
import { BRANDS, type Brand } from '../domain/countries'
import { constantTimeEqual, hmacHex } from '../domain/crypto'
import { log } from '../log'
import { KB, limitBody, readText } from '../http/read-body'

const PATH = '/_webhooks/storyblok'
const MAX_BODY = 64 * KB
const NO_STORE = { 'cache-control': 'no-store' }

/**
 * What Storyblok sends (`{ action, text, space_id, story_id?, full_slug? }` for stories published, unpublished,
 * deleted or moved; other ids for releases, pipelines and workflow stages). Any action re-reads the cv: re-reading the
 * truth is harmless, and Storyblok adds actions over time.
 */
const payloadSchema = z.looseObject({
  action: z.string(),
  space_id: z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
  /** Read by the demo space only, where the webhook stands in for the editor's publish. */
  full_slug: z.optional(z.string()),
})

/** Storyblok's `webhook-signature`: the hex HMAC-SHA1 of the raw body with the webhook secret, compared in constant time. */
export async function isValidWebhookSignature(secret: string, body: string, signature: string): Promise<boolean> {
  const expected = new TextEncoder().encode(await hmacHex(secret, body, 'SHA-1'))
  const given = new TextEncoder().encode(signature.trim().toLowerCase())
  return constantTimeEqual(expected, given)
}

function brandOfSpace(config: Config, spaceId: string): Brand | undefined {
  return BRANDS.find((brand) =>
    __DEMO_SPACE__ && usesDemoSpace(config, brand) ? demoBrandOfSpace(Number(spaceId)) === brand : config.cms.spaceIds[brand] === spaceId,
  )
}

type Refusal = 400 | 401 | 404 | 405 | 413 | 500 | 503

function refuse(c: Context, status: Refusal, message: string, headers: Record<string, string> = {}): Response {
  return c.json({ error: message }, status, { ...NO_STORE, ...headers })
}

export const webhookRoutes = new Hono<AppEnv>()

webhookRoutes.post(
  PATH,
  limitBody(MAX_BODY, (c, status, text) => refuse(c, status, text)),
  async (c) => {
    const config = getConfig(c.env)
    const secret = config.cms.webhookSecret
    if (!secret) return refuse(c, 404, 'The Storyblok webhook is not configured on this Worker (STORYBLOK_WEBHOOK_SECRET).')
    const body = await readText(c)
    const signature = c.req.header('webhook-signature') ?? ''
    if (!(await isValidWebhookSignature(secret, body, signature))) {
      log.warn('webhook-signature-invalid', { present: signature !== '' })
      return refuse(c, 401, 'Invalid or missing webhook-signature (the HMAC-SHA1 of the body with the webhook secret).')
    }
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return refuse(c, 400, 'The body is not JSON.')
    }
    const payload = payloadSchema.safeParse(json)
    if (!payload.success) return refuse(c, 400, 'The body is not a Storyblok webhook payload (action, space_id).')
    const spaceId = String(payload.data.space_id)
    const brand = brandOfSpace(config, spaceId)
    if (!brand) return refuse(c, 400, `Space ${spaceId} is not one of this shop's Storyblok spaces.`)
    return republish(c, config, brand, payload.data)
  },
)

webhookRoutes.all(PATH, (c) => refuse(c, 405, 'Storyblok webhooks are POSTed.', { allow: 'POST' }))

webhookRoutes.onError((error, c) => {
  if (error instanceof ConfigError) {
    log.error('config-invalid', { message: error.message })
    return refuse(c, 503, 'The Worker is misconfigured (see its logs).')
  }
  log.error('unhandled-error', { path: c.req.path, error })
  return refuse(c, 500, 'The webhook failed (see the Worker logs).')
})

async function republish(c: Context<AppEnv>, config: Config, brand: Brand, data: z.infer<typeof payloadSchema>): Promise<Response> {
  // The demo space has no editor: the call publishes the story's draft as Storyblok would have (idempotent). A build
  // without the stand-in (`__DEMO_SPACE__`) drops this branch and the stand-in's module with it.
  if (__DEMO_SPACE__ && usesDemoSpace(config, brand) && data.action === 'published' && data.full_slug) {
    const { publishDemoStory } = await import('../content/demo/space')
    await publishDemoStory(config.cms.demoSpace, brand, data.full_slug)
  }
  const ctx = { config, kv: c.env.STORY_CACHE, waitUntil: (p: Promise<unknown>) => c.executionCtx.waitUntil(p), now: Date.now }
  let result: PublishRefresh
  try {
    result = await spaceVersionOf(ctx, brand).refreshForPublish()
  } catch (error) {
    if (!(error instanceof CmsError)) throw error
    log.warn('cache-version-refresh-failed', { brand, action: data.action, error })
    return refuse(c, 503, 'Storyblok did not answer the space version; the shop shows the new content within 30 s of its recovery.')
  }
  log.info('cms-published', { brand, action: data.action, slug: data.full_slug, reread: result.reread, cv: result.known?.cv })
  if (result.reread) return c.json({ ok: true, brand, cv: result.known.cv, reread: true }, 200, NO_STORE)
  return c.json(
    {
      ok: true,
      brand,
      cv: result.known?.cv ?? null,
      reread: false,
      message: `Nothing re-done: the space version was re-read less than ${PUBLISH_REREAD_MS / 1000} s ago; it is checked again from ${new Date(result.recheckAt).toISOString()}.`,
    },
    200,
    NO_STORE,
  )
}
