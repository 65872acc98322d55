// Security headers with a per-response CSP nonce: scripts only from our origin or with the nonce. Preview hosts may be
// framed by Storyblok's visual editor and load its bridge script; public hosts are never framed.
// Every header's value is built once per configuration and host class; a response only draws its nonce and joins it
// between the two halves of the CSP, so a cache hit pays for sixteen random bytes, not for building a policy.
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { ConfigError, getConfig, type Config } from '../config'
import { storyblokAssetOrigin } from '../domain/image'
import { normaliseHostname } from '../domain/site'
import { VIDEO_FRAME_ORIGINS } from '../domain/video'
import { holdsIsolateMemory } from '../cache/isolate-memory'

export const STORYBLOK_APP_ORIGIN = 'https://app.storyblok.com'
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

/** Stands where each response's own nonce goes in a policy's sources. */
const NONCE = Symbol('nonce')
type Source = string | typeof NONCE
type Policy = ReadonlyArray<readonly [directive: string, sources: readonly Source[]]>

/** One class of answer's headers: the CSP in pieces that go around the nonce, and every other header whole. */
interface HeaderSet {
  csp: readonly string[]
  fixed: ReadonlyArray<readonly [name: string, value: string]>
}

/** CSP source for an editor origin; one configured without a port matches any port. */
function source(origin: string): string {
  return /:\d+$/.test(origin) ? origin : `${origin}:*`
}

const EVERY_ANSWER: ReadonlyArray<readonly [string, string]> = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  // The legacy XSS auditor is itself a leak; "0" turns it off where it still exists.
  ['X-XSS-Protection', '0'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
]

function headerSet(policy: Policy, headers: ReadonlyArray<readonly [string, string]>): HeaderSet {
  const text = policy.map(([directive, sources]) => [directive, ...sources.map((s) => (s === NONCE ? '\0' : s))].join(' ')).join('; ')
  return { csp: text.split('\0'), fixed: [...headers, ...EVERY_ANSWER] }
}

/** The CSP sources a help-chat script brings: its origin when it is another host's; none for our own stand-in. */
export function helpChatOrigins(script: string | undefined): string[] {
  return script?.startsWith('https://') ? [new URL(script).origin] : []
}

function headersFor(previewHost: boolean, config: Config): HeaderSet {
  // A build without preview hosts (production's) builds, and carries, only the public hosts' policy.
  const preview = __PREVIEW_HOSTS__ && previewHost
  // The first-party tag host may serve the tag manager and receive its beacons (loaded only with consent).
  const tags = config.tagManager ? [config.tagManager.origin] : []
  // The newsletter's bot check (Cloudflare Turnstile), only where a site key is configured: its script (loaded by the
  // newsletter island, so 'strict-dynamic' admits it) shows its challenge in a frame of this origin.
  const turnstile = config.turnstile.siteKey ? [TURNSTILE_ORIGIN] : []
  // The help chat's provider (HELP_CHAT_SCRIPT_URL): its script, loaded by the help-chat island on the first click
  // ('strict-dynamic' admits it; the origin is the fallback for browsers without CSP 3), and what the widget then
  // fetches, frames and shows from the same origin. The stand-in is our own file and adds nothing.
  const chat = helpChatOrigins(config.helpChatScript)
  // The shop backend's pictures: linked as they are where no resizing service fetches them (the one host table of
  // the image builder, src/domain/image.ts); through Cloudflare's /cdn-cgi/image they are our own origin's.
  const shopPictures = config.images.shopHosts.map((host) => `https://${host}`)
  const policy: Policy = [
    ['default-src', ["'self'"]],
    // Nonce + 'strict-dynamic': only scripts the server marked, and what they load, run ('self' and the Storyblok
    // origin are fallbacks for browsers without CSP 3).
    [
      'script-src',
      preview
        ? [NONCE, "'strict-dynamic'", "'self'", STORYBLOK_APP_ORIGIN, ...tags, ...chat]
        : [NONCE, "'strict-dynamic'", "'self'", ...tags, ...chat],
    ],
    // Storyblok's bridge outlines blocks and draws its menus with a stylesheet it appends at run time (no nonce can
    // reach it): preview hosts, which serve verified editors only, accept inline style elements; public hosts never.
    ['style-src', preview ? ["'self'", "'unsafe-inline'"] : ["'self'"]],
    // Editors choose colours for bars and teasers; they arrive as validated style attributes.
    ['style-src-attr', ["'unsafe-inline'"]],
    // Pictures: our own files and the one asset host of STORYBLOK_REGION, the only remote host the image builder
    // accepts (src/domain/image.ts), so the two cannot disagree.
    ['img-src', ["'self'", 'data:', storyblokAssetOrigin(config.images.region), ...shopPictures, ...tags, ...chat]],
    [
      'connect-src',
      preview ? ["'self'", STORYBLOK_APP_ORIGIN, ...tags, ...turnstile, ...chat] : ["'self'", ...tags, ...turnstile, ...chat],
    ],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    // The video block's players, and only after a click (src/blocks/video-block.tsx), and the bot check's challenge;
    // nothing else may be framed.
    ['frame-src', [...VIDEO_FRAME_ORIGINS, ...turnstile, ...chat]],
    [
      'frame-ancestors',
      preview
        ? ["'self'", ...config.cms.editorOrigins.map((origin) => (origin === STORYBLOK_APP_ORIGIN ? origin : source(origin)))]
        : ["'none'"],
    ],
  ]
  return headerSet(policy, [
    ...(preview ? [] : [['X-Frame-Options', 'DENY'] as const]),
    ['Cross-Origin-Resource-Policy', preview ? 'cross-origin' : 'same-origin'],
  ])
}

/**
 * When the configuration does not parse, every answer is onError's plain 503 (src/app.tsx), and the host table that
 * tells public from preview hosts is unknown: that answer gets the strictest headers, which need no configuration.
 */
const WITHOUT_CONFIG = headerSet(
  [
    ['default-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ],
  [
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ],
)

let built = new WeakMap<Config, { public: HeaderSet; preview: HeaderSet }>()
if (__STAND_INS__) holdsIsolateMemory('memos', () => (built = new WeakMap()))

/** The header set for this request's host class, built at most once per configuration. */
function headerSetFor(env: object, hostHeader: string | null | undefined, url: string): HeaderSet {
  let config: Config
  try {
    config = getConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return WITHOUT_CONFIG
    throw error
  }
  let sets = built.get(config)
  if (!sets) {
    const publicSet = headersFor(false, config)
    sets = { public: publicSet, preview: __PREVIEW_HOSTS__ ? headersFor(true, config) : publicSet }
    built.set(config, sets)
  }
  const host = normaliseHostname(hostHeader ?? new URL(url).host)
  return __PREVIEW_HOSTS__ && host !== undefined && config.hosts.get(host)?.preview === true ? sets.preview : sets.public
}

/** A fresh nonce: 16 random bytes, base64 (the CSP's nonce-source grammar). */
export function drawNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** The set's policy with this response's nonce. */
function contentSecurityPolicy(set: HeaderSet, nonce: string): string {
  return set.csp.join(`'nonce-${nonce}'`)
}

let templates = new WeakMap<object, WeakMap<HeaderSet, Headers>>()
if (__STAND_INS__) holdsIsolateMemory('memos', () => (templates = new WeakMap()))

/**
 * The headers of an answer made from something kept (a page from the page cache): its own headers, built by `build`,
 * with this request's fixed security headers in them, once per kept object and header set. Each answer then copies one
 * Headers object (one call into the runtime) where setting each header is a call apiece, and the middleware below adds
 * only the policy with this response's nonce.
 */
export function securedHeaders(c: Context<AppEnv>, kept: object, build: () => Headers): Headers {
  const set = headerSetFor(c.env, c.req.header('host'), c.req.url)
  let bySet = templates.get(kept)
  if (!bySet) templates.set(kept, (bySet = new WeakMap()))
  let template = bySet.get(set)
  if (!template) {
    template = build()
    for (const [name, value] of set.fixed) template.set(name, value)
    bySet.set(set, template)
  }
  c.set('fixedSecurityHeaders', true)
  return new Headers(template)
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const set = headerSetFor(c.env, c.req.header('host'), c.req.url)
  const nonce = drawNonce()
  c.set('nonce', nonce)
  await next()
  const headers = c.res.headers
  headers.set('Content-Security-Policy', contentSecurityPolicy(set, nonce))
  if (c.get('fixedSecurityHeaders') !== true) for (const [name, value] of set.fixed) headers.set(name, value)
  headers.delete('X-Powered-By')
})
