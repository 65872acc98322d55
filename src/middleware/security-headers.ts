// Security headers with a per-response CSP nonce (Hono's secureHeaders): scripts only from our origin or with the nonce.
// Preview hosts may be framed by Storyblok's visual editor and load its bridge script; public hosts are never framed.
import { createMiddleware } from 'hono/factory'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../app-env'
import { ConfigError, getConfig, type Config } from '../config'
import { storyblokAssetOrigin } from '../domain/image'
import { normaliseHostname } from '../domain/site'
import { VIDEO_FRAME_ORIGINS } from '../domain/video'

export const STORYBLOK_APP_ORIGIN = 'https://app.storyblok.com'
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

/** CSP source for an editor origin; one configured without a port matches any port. */
function source(origin: string): string {
  return /:\d+$/.test(origin) ? origin : `${origin}:*`
}

function headersFor(preview: boolean, config: Config) {
  const editors = config.cms.editorOrigins.map((origin) => (origin === STORYBLOK_APP_ORIGIN ? origin : source(origin)))
  // The first-party tag host may serve the tag manager and receive its beacons (loaded only with consent).
  const tags = config.tagManager ? [config.tagManager.origin] : []
  // The newsletter's bot check (Cloudflare Turnstile), only where a site key is configured: its script (loaded by the
  // newsletter island, so 'strict-dynamic' admits it) shows its challenge in a frame of this origin.
  const turnstile = config.turnstile.siteKey ? [TURNSTILE_ORIGIN] : []
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Nonce + 'strict-dynamic': only scripts the server marked, and what they load, run ('self' and the Storyblok
      // origin are fallbacks for browsers without CSP 3).
      scriptSrc: preview
        ? [NONCE, "'strict-dynamic'", "'self'", STORYBLOK_APP_ORIGIN, ...tags]
        : [NONCE, "'strict-dynamic'", "'self'", ...tags],
      // Storyblok's bridge outlines blocks and draws its menus with a stylesheet it appends at run time (no nonce can
      // reach it): preview hosts, which serve verified editors only, accept inline style elements; public hosts never.
      styleSrc: preview ? ["'self'", "'unsafe-inline'"] : ["'self'"],
      // Editors choose colours for bars and teasers; they arrive as validated style attributes.
      styleSrcAttr: ["'unsafe-inline'"],
      // Pictures: our own files and the one asset host of STORYBLOK_REGION, the only remote host the image builder
      // accepts (src/domain/image.ts), so the two cannot disagree.
      imgSrc: ["'self'", 'data:', storyblokAssetOrigin(config.images.region), ...tags],
      connectSrc: preview ? ["'self'", STORYBLOK_APP_ORIGIN, ...tags, ...turnstile] : ["'self'", ...tags, ...turnstile],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      // The video block's players, and only after a click (src/blocks/video-block.tsx), and the bot check's
      // challenge; nothing else may be framed.
      frameSrc: [...VIDEO_FRAME_ORIGINS, ...turnstile],
      frameAncestors: preview ? ["'self'", ...editors] : ["'none'"],
    },
    xFrameOptions: preview ? false : 'DENY',
    ...EVERY_ANSWER,
    crossOriginResourcePolicy: preview ? 'cross-origin' : 'same-origin',
  })
}

const EVERY_ANSWER: NonNullable<Parameters<typeof secureHeaders>[0]> = {
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
}

/**
 * When the configuration does not parse, every answer is onError's plain 503 (src/app.tsx), and the host table that
 * tells public from preview hosts is unknown: that answer gets the strictest headers, which need no configuration.
 */
const withoutConfig = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  ...EVERY_ANSWER,
  crossOriginResourcePolicy: 'same-origin',
})

const built = new WeakMap<Config, { public: ReturnType<typeof headersFor>; preview: ReturnType<typeof headersFor> }>()

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const host = normaliseHostname(c.req.header('host') ?? new URL(c.req.url).host)
  let config: Config
  try {
    config = getConfig(c.env)
  } catch (error) {
    if (error instanceof ConfigError) return withoutConfig(c, next)
    throw error
  }
  let headers = built.get(config)
  if (!headers) {
    headers = { public: headersFor(false, config), preview: headersFor(true, config) }
    built.set(config, headers)
  }
  const preview = host !== undefined && config.hosts.get(host)?.preview === true
  return (preview ? headers.preview : headers.public)(c, next)
})
