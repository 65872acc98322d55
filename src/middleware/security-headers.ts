// Security headers with a per-response CSP nonce (Hono's secureHeaders): scripts only from our origin or with the nonce.
// Preview hosts may be framed by Storyblok's visual editor and load its bridge script; public hosts are never framed.
import { createMiddleware } from 'hono/factory'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../app-env'
import { getConfig } from '../config'
import { normaliseHostname } from '../domain/site'

export const STORYBLOK_APP_ORIGIN = 'https://app.storyblok.com'

/** CSP source for an editor origin; one configured without a port matches any port. */
function source(origin: string): string {
  return /:\d+$/.test(origin) ? origin : `${origin}:*`
}

function headersFor(preview: boolean, editorOrigins: readonly string[]) {
  const editors = editorOrigins.map((origin) => (origin === STORYBLOK_APP_ORIGIN ? origin : source(origin)))
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Nonce + 'strict-dynamic': only scripts the server marked, and what they load, run ('self' and the Storyblok
      // origin are fallbacks for browsers without CSP 3).
      scriptSrc: preview ? [NONCE, "'strict-dynamic'", "'self'", STORYBLOK_APP_ORIGIN] : [NONCE, "'strict-dynamic'", "'self'"],
      styleSrc: ["'self'"],
      // Editors choose colours for bars and teasers; they arrive as validated style attributes.
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https://a.storyblok.com'],
      connectSrc: preview ? ["'self'", STORYBLOK_APP_ORIGIN] : ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: preview ? ["'self'", ...editors] : ["'none'"],
    },
    xFrameOptions: preview ? false : 'DENY',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: preview ? 'cross-origin' : 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  })
}

const publicHeaders = headersFor(false, [])
const previewHeaders = new WeakMap<object, ReturnType<typeof headersFor>>()

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const host = normaliseHostname(c.req.header('host') ?? new URL(c.req.url).host)
  const config = getConfig(c.env)
  if (host === undefined || config.hosts.get(host)?.preview !== true) return publicHeaders(c, next)
  let headers = previewHeaders.get(config)
  if (!headers) {
    headers = headersFor(true, config.cms.editorOrigins)
    previewHeaders.set(config, headers)
  }
  return headers(c, next)
})
