// Parses vars and secrets once per isolate; the only module that reads raw env strings.
import * as z from 'zod/mini'
import { BRANDS, COUNTRIES, type Brand } from './domain/countries'
import { SHOP_IMAGE_HOST, STORYBLOK_REGIONS, type ImageServices, type StoryblokRegion } from './domain/image'
import { brandHost, buildHostTable, type BrandHosts, type HostTable } from './domain/site'
import { BoundedMemo } from './domain/bounded-memo'

const hostName = z.string().check(z.regex(/^[a-z0-9.{}-]+$/i, 'a host name'))
const brandHostsSchema = z.object({
  cards: z.union([hostName, z.partialRecord(z.enum(COUNTRIES), hostName)]),
  poster: z.union([hostName, z.partialRecord(z.enum(COUNTRIES), hostName)]),
})

const intString = (min: number, max: number) =>
  z
    .pipe(z.string().check(z.regex(/^\d+$/, 'a whole number')), z.transform(Number))
    .check(z.refine((n) => n >= min && n <= max, `between ${min} and ${max}`))
// z.stringbool, z.iso.datetime and z.httpUrl as small parsers of our own, each accepting exactly what zod's did: zod's
// versions pulled 1.9 KB gzip of string-format machinery into the Worker for three variables.
const TRUE_WORDS = ['true', '1', 'yes', 'on', 'y', 'enabled']
const FALSE_WORDS = ['false', '0', 'no', 'off', 'n', 'disabled']
/** true/false, 1/0, yes/no, on/off, y/n, enabled/disabled, in any case. */
const flag = z.pipe(
  z.string(),
  z.transform((raw, ctx) => {
    const word = raw.toLowerCase()
    if (TRUE_WORDS.includes(word)) return true
    if (FALSE_WORDS.includes(word)) return false
    ctx.issues.push({ code: 'custom', message: `one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')}`, input: raw })
    return z.NEVER
  }),
)
/** An RFC 3339 instant: a real calendar date (Date rolls 02-30 over: the day must survive), seconds, optional fraction, `Z` or an offset. */
const INSTANT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/
const isInstant = (at: string) => INSTANT.test(at) && new Date(at.slice(0, 10)).getUTCDate() === +at.slice(8, 10)
/** A domain name with a top-level domain of letters (no `localhost`, no IP address). */
const DOMAIN = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/
/** An http(s) URL on a domain, trimmed; tabs and line breaks (which the URL parser ignores) are removed. */
const httpUrl = z.pipe(
  z.string(),
  z.transform((raw, ctx) => {
    const trimmed = raw.trim()
    const url = /^https?:\/\//i.test(trimmed) ? URL.parse(trimmed) : null
    if (url && /^https?:$/.test(url.protocol) && DOMAIN.test(url.hostname)) return trimmed.replace(/[\t\n\r]/g, '')
    ctx.issues.push({ code: 'custom', message: 'an http or https URL on a domain', input: raw })
    return z.NEVER
  }),
)
/** An http(s) origin: scheme, host, optional port, nothing after. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i
/** An origin an operator may leave empty. */
const optionalOrigin = z._default(z.string().check(z.refine((o) => o === '' || ORIGIN.test(o), 'an http(s) origin')), '')
/** A link an operator configures: a same-site path or an https URL (empty = not set). */
const siteLink = z
  .string()
  .check(
    z.refine(
      (v) => v === '' || /^\/(?![/\\])\S*$/.test(v) || /^https:\/\/[a-z0-9.-]+(:\d+)?(\/\S*)?$/i.test(v),
      'a site path or an https URL',
    ),
  )
/** A JSON text, parsed (the variable's own schema checks the value). */
const jsonText = (name: string) =>
  z.pipe(
    z.string(),
    z.transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown
      } catch {
        ctx.issues.push({ code: 'custom', message: `${name} is not JSON`, input: raw })
        return z.NEVER
      }
    }),
  )
/** Per brand, JSON brand -> http(s) origin; empty (or a brand left out) = none for that brand. */
const brandOrigins = z._default(
  z.union([
    z.literal(''),
    z.pipe(jsonText('the value'), z.partialRecord(z.enum(BRANDS), z.string().check(z.regex(ORIGIN, 'an http(s) origin')))),
  ]),
  '',
)
const optionalSecret = z.optional(z.string().check(z.minLength(1)))

/** SHOP_IMAGE_HOSTS: a comma list of host names, lower-cased; empty = none. */
const shopImageHosts = z.pipe(
  z.string(),
  z.transform((raw, ctx) => {
    const hosts = raw
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean)
    const bad = hosts.filter((host) => !SHOP_IMAGE_HOST.test(host))
    if (bad.length === 0) return [...new Set(hosts)]
    ctx.issues.push({ code: 'custom', message: `host names without scheme or port (not ${bad.join(', ')})`, input: raw })
    return z.NEVER
  }),
)

/**
 * HELP_CHAT_SCRIPT_URL as a provider's script: an https URL on a domain (no credentials); empty = no help chat. The
 * URL, or the message when the value is none.
 */
export function parseHelpChatScript(raw: string): { url: string | undefined } | { error: string } {
  const value = raw.trim()
  if (value === '') return { url: undefined }
  const url = /^https:\/\//i.test(value) ? URL.parse(value) : null
  if (url && url.protocol === 'https:' && DOMAIN.test(url.hostname) && !url.username && !url.password) return { url: url.href }
  return { error: 'an https URL on a domain' }
}
const helpChatScript = z.pipe(
  z.string(),
  z.transform((raw, ctx) => {
    // A build with stand-ins also takes the stand-in, our own public/demo/chat-widget.js, which production's assets do
    // not hold. (The shop API Worker reads this configuration too, and its build defines no such flag: hence typeof.)
    if (typeof __STAND_INS__ !== 'undefined' && __STAND_INS__ && /^\/demo\/[a-z0-9-]{1,60}\.js$/.test(raw)) return raw
    const parsed = parseHelpChatScript(raw)
    if ('url' in parsed) return parsed.url
    ctx.issues.push({ code: 'custom', message: parsed.error, input: raw })
    return z.NEVER
  }),
)

const envSchema = z.object({
  SITE_HOSTS: jsonText('SITE_HOSTS').check(
    z.refine((v) => brandHostsSchema.safeParse(v).success, 'SITE_HOSTS must map cards and poster to a host template or a country map'),
  ),
  DEFAULT_SITE_ALIASES: z._default(z.string(), ''),
  PREVIEW_HOST_PREFIX: z._default(z.string(), 'preview.'),
  PUBLIC_SCHEME: z.enum(['http', 'https']),
  KEEP_REQUEST_PORT: z._default(flag, false),
  // Defaults as every environment sets them: the shop API Worker (wrangler.api.toml) reads no content and sets neither.
  CMS_TIMEOUT_MS: z._default(intString(100, 30_000), 4000),
  // A page's CMS work as a whole, and its shop calls as a whole (src/cache/deadline.ts, src/loaders/scope.ts).
  CMS_PAGE_BUDGET_MS: z._default(intString(50, 60_000), 3000),
  SHOP_PAGE_BUDGET_MS: z._default(intString(50, 60_000), 4000),
  STORY_CACHE_FRESH_SECONDS: z._default(intString(1, 86_400), 300),
  DEMO_CMS_LATENCY_MS: z._default(intString(0, 10_000), 0),
  LINK_INTERNAL_HOSTS: z._default(z.string(), ''),
  // Each brand's product designer origin, JSON brand -> origin; empty (or a brand left out) = the built-in hand-off page
  // shows what would be handed over.
  DESIGNER_ORIGINS: brandOrigins,
  // Each brand's order application, where the cart page's checkout hands the shopper over; empty (or a brand left out)
  // = in builds with stand-ins the cart page shows what it would receive, elsewhere checkout stays on the cart.
  ORDER_ORIGINS: brandOrigins,
  // The header's cart and account items (SPEC §2) for an operator whose cart or account application lives elsewhere:
  // a site path (`/warenkorb/`, the site's markers are added) or an https URL; empty = the CMS header's link, else the
  // built-in shop's own pages (/kundenkonto/warenkorb/, /kundenkonto/).
  CART_URL: z._default(siteLink, ''),
  ACCOUNT_URL: z._default(siteLink, ''),
  // Other applications' origins (SPEC §2 /kundenkonto…, /magazin…) for an operator who does not route those paths to
  // them in front of this Worker, the account's per brand; empty = in development and tests a stand-in page, else a 404.
  ACCOUNT_ORIGINS: brandOrigins,
  MAGAZINE_ORIGIN: optionalOrigin,
  // Tag manager: an id (GTM-… / G-…) and the first-party host its script is served from; both empty = no tracking.
  TAG_MANAGER_ID: z._default(
    z.string().check(z.refine((id) => id === '' || /^(GTM|G)-[A-Z0-9]+$/.test(id), 'GTM- or G- followed by uppercase letters or digits')),
    '',
  ),
  TAG_MANAGER_ORIGIN: optionalOrigin,
  PAGE_CACHE_SECONDS: z._default(intString(0, 3600), 0),
  // ePrivacy: an experiment key is not strictly necessary, so by default none is set or read before consent.
  EXPERIMENTS_NEED_CONSENT: z._default(flag, true),
  // Until this instant the variant cookies' old names (consent, split_key, dismissed_bars) are read and migrated; empty = never.
  LEGACY_COOKIES_UNTIL: z._default(
    z.union([
      z.literal(''),
      z.pipe(
        z.string().check(z.refine(isInstant, 'an ISO date and time with Z or an offset')),
        z.transform((at) => Date.parse(at)),
      ),
    ]),
    '',
  ),
  // Past its freshness a page is still served, at once, while it renders anew: hours, so long-tail pages stay hits.
  PAGE_STALE_SECONDS: z._default(intString(0, 604_800), 21_600),
  SHOP_API_BASE: z._default(z.union([z.literal(''), httpUrl]), ''), // optional external shop backend (SPEC §7)
  ENVIRONMENT: z.enum(['development', 'test', 'preview', 'production']),
  // Resizing path for our own files (SPEC §7): Cloudflare's `/cdn-cgi/image` in production, the Worker's `/_image` locally.
  IMAGE_RESIZE_BASE: z._default(z.string().check(z.regex(/^\/[a-z0-9_/-]{1,40}[a-z0-9_-]$/i, 'a path such as /cdn-cgi/image')), '/_image'),
  // The shop backend's picture hosts (theme, product, frame, SKU pictures): the image builder and the CSP's img-src.
  SHOP_IMAGE_HOSTS: z._default(shopImageHosts, []),
  // The customer-chat provider's script; empty = no help chat (its origin enters the CSP and the islands' trust).
  HELP_CHAT_SCRIPT_URL: z.optional(helpChatScript),
  // Set at deploy time (`npm run deploy` passes the git revision); `dev` locally.
  BUILD_VERSION: z._default(z.string(), 'dev'),
  // Secrets (wrangler secret put). Without a token the brand's content comes from the bundled demo space.
  STORYBLOK_TOKEN_CARDS: optionalSecret,
  STORYBLOK_TOKEN_POSTER: optionalSecret,
  STORYBLOK_PREVIEW_TOKEN_CARDS: optionalSecret,
  STORYBLOK_PREVIEW_TOKEN_POSTER: optionalSecret,
  STORYBLOK_WEBHOOK_SECRET: optionalSecret,
  STORYBLOK_EDITOR_ORIGINS: z._default(z.string(), 'https://app.storyblok.com'),
  STORYBLOK_SPACE_ID_CARDS: z.optional(z.string().check(z.regex(/^\d+$/, 'a Storyblok space id'))),
  STORYBLOK_SPACE_ID_POSTER: z.optional(z.string().check(z.regex(/^\d+$/, 'a Storyblok space id'))),
  // The space's region: its API host (the content client) and its asset host (pictures and the CSP's img-src).
  STORYBLOK_REGION: z._default(z.enum(STORYBLOK_REGIONS), 'eu'),
  // Newsletter bot check (Cloudflare Turnstile): the widget's public site key (a var) and the secret (a secret).
  TURNSTILE_SITE_KEY: z.optional(z.string().check(z.minLength(1))),
  TURNSTILE_SECRET: optionalSecret,
  // Operators' bearer token for `/_health`'s details; without it the details are shown to nobody.
  OPS_TOKEN: z.optional(z.string().check(z.minLength(16, 'at least 16 characters'))),
  // Seals the one link of every outbox mail (src/api/customers/outbox-seal.ts); without it no link is stored.
  OUTBOX_KEY: z.optional(z.string().check(z.minLength(32, 'at least 32 characters'))),
  // Keys the pseudonymous account id of the authentication log (src/api/customers/auth-log.ts).
  AUTH_LOG_KEY: z.optional(z.string().check(z.minLength(32, 'at least 32 characters'))),
})

export interface CmsTokens {
  /** Reads published content only. */
  published: string | undefined
  /** Reads drafts; used on preview hosts only. */
  preview: string | undefined
}

export interface Config {
  environment: 'development' | 'test' | 'preview' | 'production'
  buildVersion: string
  hosts: HostTable
  brandHosts: BrandHosts
  previewHostPrefix: string
  scheme: 'http' | 'https'
  keepRequestPort: boolean
  /** The header's cart and account links when the operator set them (CART_URL, ACCOUNT_URL); they win over the CMS. */
  accountLinks: { cart: string | undefined; account: string | undefined }
  /** Per brand: where its `/configurator-…` links go; undefined shows the hand-off page. */
  designerOrigins: Readonly<Partial<Record<Brand, string>>>
  /** Per brand: where the cart page's checkout hands the shopper over; undefined = no order application configured. */
  orderOrigins: Readonly<Partial<Record<Brand, string>>>
  /** The account (per brand) and magazine applications' origins (SPEC §2 app sections), when configured. */
  appOrigins: { account: Readonly<Partial<Record<Brand, string>>>; magazine: string | undefined }
  /** The picture builder's services (src/domain/image.ts): IMAGE_RESIZE_BASE and STORYBLOK_REGION's asset host. */
  images: ImageServices
  /** The help chat's script (HELP_CHAT_SCRIPT_URL): the provider's https URL, or the stand-in's path; undefined = no chat. */
  helpChatScript: string | undefined
  /** Tag manager script, loaded only with consent; undefined when not configured. */
  tagManager: { id: string; origin: string } | undefined
  /** How long a rendered public page is kept in the Cache API; 0 turns the page cache off. */
  pageCacheSeconds: number
  /** No split key is set or read, and every flag is control, until the shopper grants consent. */
  experimentsNeedConsent: boolean
  /** Until when (ms) the variant cookies' old names are read and rewritten under the new ones; undefined = not at all. */
  legacyCookiesUntil: number | undefined
  /** How long after its freshness a kept page is still served (stale, while one request renders it anew); 0: never. */
  pageStaleSeconds: number
  /** Per brand: hosts whose links stay in the tab (its country shops plus the help-centre and team hosts). */
  internalLinkHosts: Readonly<Record<Brand, ReadonlySet<string>>>
  /** External shop API backend; undefined = the built-in API on D1 (`src/api/`). */
  shopApiBase: string | undefined
  /** How long a page's shop calls may take together, from its first (ms); past it they fail as timed out. */
  shopPageBudgetMs: number
  /** Newsletter bot check; without a secret the check is skipped (SPEC §5: the form is submitted either way). */
  turnstile: { siteKey: string | undefined; secret: string | undefined }
  /** `Authorization: Bearer …` that unlocks `/_health`'s details (build, environment, per-brand CMS state). */
  opsToken: string | undefined
  /** Secret the outbox's links are sealed with; undefined stores mails without their link. */
  outboxKey: string | undefined
  /** Secret of the authentication log's account pseudonyms; undefined logs those events without an account. */
  authLogKey: string | undefined
  cms: {
    region: StoryblokRegion
    timeoutMs: number
    /** How long a page waits for the CMS in all (ms); past it, a cached copy or the calm 503 (src/cache/deadline.ts). */
    pageBudgetMs: number
    freshSeconds: number
    demoLatencyMs: number
    tokens: Readonly<Record<Brand, CmsTokens>>
    /** Origins whose postMessages the live preview accepts as the visual editor. */
    editorOrigins: string[]
    /**
     * The bundled demo space's stories (seeded by `npm run dev`, the tests and the benchmark). Production binds none, so
     * a brand without a token there fails as a missing token instead of reading demo content.
     */
    demoSpace: KVNamespace | undefined
    /** Verifies Storyblok's publish webhook (HMAC-SHA1 of the body); without it the webhook is off. */
    webhookSecret: string | undefined
    /** Storyblok space ids; editor tokens and webhooks name the space they are for. */
    spaceIds: Readonly<Record<Brand, string | undefined>>
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const parsed = new WeakMap<object, Config>()
/**
 * Parsed configurations by the values they come from: the handlers' env and the one `cloudflare:workers` hands the
 * module's top level are two objects with the same values, so the isolate's start parses it for the first request.
 */
const byValues = new BoundedMemo<Config>(8)

/** What a configuration is parsed from: the env's vars and secrets (strings, JSON values), not its bindings. */
function valuesKey(env: object): string {
  const plain = Object.entries(env).filter(
    ([, value]) => typeof value !== 'object' || value === null || Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype,
  )
  return JSON.stringify(plain)
}

/** The configuration of this env object, parsed on first use. Throws ConfigError naming every bad variable. */
export function getConfig(env: object): Config {
  let config = parsed.get(env)
  if (config) return config
  const shared = byValues.get(valuesKey(env), () => parseConfig(env))
  // The values are shared; a binding is this env's own.
  config = { ...shared, cms: { ...shared.cms, demoSpace: (env as { DEMO_SPACE?: KVNamespace }).DEMO_SPACE } }
  parsed.set(env, config)
  return config
}

function parseConfig(env: object): Config {
  const result = envSchema.safeParse(env)
  if (!result.success) throw new ConfigError(`Invalid configuration: ${z.prettifyError(result.error)}`)
  const vars = result.data
  // Shoppers' cookies and carts cross this link: plain http only where nothing real travels.
  if (/^http:/i.test(vars.SHOP_API_BASE) && !['development', 'test'].includes(vars.ENVIRONMENT))
    throw new ConfigError('Invalid configuration: SHOP_API_BASE must be https outside development and test')
  const brandHosts = brandHostsSchema.parse(vars.SITE_HOSTS)
  const extraInternal = vars.LINK_INTERNAL_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  const internalFor = (brand: Brand) =>
    new Set([...COUNTRIES.flatMap((country) => brandHost(brandHosts, brand, country) ?? []), ...extraInternal])
  const aliases = vars.DEFAULT_SITE_ALIASES.split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  // A build without preview hosts (production's) has no preview host in its table, whatever the variable says. The shop
  // API Worker reads this configuration too, and its build defines no such flag (it serves no page): hence typeof.
  const previewHosts = typeof __PREVIEW_HOSTS__ === 'undefined' || __PREVIEW_HOSTS__
  const previewHostPrefix = previewHosts ? vars.PREVIEW_HOST_PREFIX : ''
  const config: Config = {
    environment: vars.ENVIRONMENT,
    buildVersion: vars.BUILD_VERSION,
    hosts: buildHostTable(brandHosts, previewHostPrefix, aliases),
    brandHosts,
    previewHostPrefix,
    scheme: vars.PUBLIC_SCHEME,
    keepRequestPort: vars.KEEP_REQUEST_PORT,
    pageCacheSeconds: vars.PAGE_CACHE_SECONDS,
    experimentsNeedConsent: vars.EXPERIMENTS_NEED_CONSENT,
    legacyCookiesUntil: vars.LEGACY_COOKIES_UNTIL === '' ? undefined : vars.LEGACY_COOKIES_UNTIL,
    pageStaleSeconds: vars.PAGE_STALE_SECONDS,
    designerOrigins: vars.DESIGNER_ORIGINS || {},
    accountLinks: { cart: vars.CART_URL || undefined, account: vars.ACCOUNT_URL || undefined },
    orderOrigins: vars.ORDER_ORIGINS || {},
    appOrigins: { account: vars.ACCOUNT_ORIGINS || {}, magazine: vars.MAGAZINE_ORIGIN || undefined },
    images: { resizeBase: vars.IMAGE_RESIZE_BASE, region: vars.STORYBLOK_REGION, shopHosts: vars.SHOP_IMAGE_HOSTS },
    helpChatScript: vars.HELP_CHAT_SCRIPT_URL,
    tagManager: vars.TAG_MANAGER_ID && vars.TAG_MANAGER_ORIGIN ? { id: vars.TAG_MANAGER_ID, origin: vars.TAG_MANAGER_ORIGIN } : undefined,
    internalLinkHosts: { cards: internalFor('cards'), poster: internalFor('poster') },
    shopApiBase: vars.SHOP_API_BASE || undefined,
    shopPageBudgetMs: vars.SHOP_PAGE_BUDGET_MS,
    turnstile: { siteKey: vars.TURNSTILE_SITE_KEY, secret: vars.TURNSTILE_SECRET },
    opsToken: vars.OPS_TOKEN,
    outboxKey: vars.OUTBOX_KEY,
    authLogKey: vars.AUTH_LOG_KEY,
    cms: {
      region: vars.STORYBLOK_REGION,
      timeoutMs: vars.CMS_TIMEOUT_MS,
      pageBudgetMs: vars.CMS_PAGE_BUDGET_MS,
      freshSeconds: vars.STORY_CACHE_FRESH_SECONDS,
      demoLatencyMs: vars.DEMO_CMS_LATENCY_MS,
      tokens: {
        cards: { published: vars.STORYBLOK_TOKEN_CARDS, preview: vars.STORYBLOK_PREVIEW_TOKEN_CARDS },
        poster: { published: vars.STORYBLOK_TOKEN_POSTER, preview: vars.STORYBLOK_PREVIEW_TOKEN_POSTER },
      },
      demoSpace: (env as { DEMO_SPACE?: KVNamespace }).DEMO_SPACE,
      webhookSecret: vars.STORYBLOK_WEBHOOK_SECRET,
      editorOrigins: vars.STORYBLOK_EDITOR_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter((o) => ORIGIN.test(o)),
      spaceIds: { cards: vars.STORYBLOK_SPACE_ID_CARDS, poster: vars.STORYBLOK_SPACE_ID_POSTER },
    },
  }
  return config
}

/**
 * API_BASE_COOKIE_HOSTS: the hosts a development `?_apiBase=` override may be sent the shopper's cookies at (comma list;
 * default `localhost,127.0.0.1`). Read only by builds with stand-ins, the only ones with the override.
 */
export function apiBaseCookieHosts(env: object): string[] {
  const raw = (env as { API_BASE_COOKIE_HOSTS?: unknown }).API_BASE_COOKIE_HOSTS
  return (typeof raw === 'string' ? raw : 'localhost,127.0.0.1')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
}

/** How the shop API Worker delivers its outbox (src/api/mail/): `local` keeps mails in D1 for development and tests. */
export type MailTransport = 'local' | 'cloudflare' | 'http'

export interface MailConfig {
  transport: MailTransport
  /** Each brand's sender (MAIL_FROM), e.g. `Kartenfee <service@kartenfee.de>`; a bare address gets the shop's name. */
  from: Readonly<Record<Brand, string>>
  /** The HTTP transport's endpoint and key (MAIL_API_URL, secret MAIL_API_KEY). */
  api: { url: string; key: string } | undefined
  /** Where contact requests go: per brand one address, or one per country. */
  contactAddresses: Partial<Record<Brand, string | Partial<Record<(typeof COUNTRIES)[number], string>>>>
  /** First retry delay of a failed delivery; each later one doubles it (MAIL_RETRY_SECONDS). */
  retrySeconds: number
}

const mailParsed = /* @__PURE__ */ new BoundedMemo<MailConfig>(4)

/**
 * The mail settings of the shop API Worker's env (MAIL_TRANSPORT, MAIL_FROM, MAIL_API_URL, MAIL_API_KEY,
 * CONTACT_ADDRESSES, MAIL_RETRY_SECONDS). Built only when asked, so the storefront, which sends no mail, carries none of
 * it. Throws ConfigError naming every bad variable; `local` is refused in production and preview.
 */
export function getMailConfig(env: object): MailConfig {
  return mailParsed.get(valuesKey(env), () => parseMailConfig(env))
}

/** MAIL_FROM as a sender per brand: one for both, or JSON naming each brand's (also read by `npm run doctor`). */
export function mailSenders(raw: string): Record<Brand, string> | undefined {
  const sender = /^([^<>@]*<[^\s@<>]+@[^\s@<>]+\.[a-z]{2,63}>|[^\s@<>]+@[^\s@<>]+\.[a-z]{2,63})$/i
  if (!raw.trim().startsWith('{')) return sender.test(raw.trim()) ? { cards: raw.trim(), poster: raw.trim() } : undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return undefined
  }
  const each = z.object({ cards: z.string().check(z.regex(sender)), poster: z.string().check(z.regex(sender)) }).safeParse(parsed)
  return each.success ? each.data : undefined
}

function parseMailConfig(env: object): MailConfig {
  const address = z.string().check(z.regex(/^[^\s@<>",;]+@[^\s@<>",;]+\.[a-z]{2,63}$/i, 'an e-mail address'))
  const schema = z.object({
    ENVIRONMENT: z.enum(['development', 'test', 'preview', 'production']),
    MAIL_TRANSPORT: z._default(z.enum(['local', 'cloudflare', 'http']), 'local'),
    MAIL_FROM: z._default(z.string(), ''),
    MAIL_API_URL: z._default(z.union([z.literal(''), httpUrl]), ''),
    MAIL_API_KEY: optionalSecret,
    CONTACT_ADDRESSES: z._default(z.string(), '{}'),
    MAIL_RETRY_SECONDS: z._default(intString(0, 3600), 60),
  })
  const result = schema.safeParse(env)
  if (!result.success) throw new ConfigError(`Invalid mail configuration: ${z.prettifyError(result.error)}`)
  const vars = result.data
  const problems: string[] = []
  if (vars.MAIL_TRANSPORT === 'local' && (vars.ENVIRONMENT === 'production' || vars.ENVIRONMENT === 'preview'))
    problems.push('MAIL_TRANSPORT "local" delivers nothing: production and preview need "cloudflare" or "http"')
  const from = mailSenders(vars.MAIL_FROM)
  if (!from) problems.push('MAIL_FROM must be an address, `Name <address>`, or JSON: brand -> one of those, for both brands')
  if (vars.MAIL_TRANSPORT === 'http' && (vars.MAIL_API_URL === '' || !vars.MAIL_API_KEY))
    problems.push('MAIL_TRANSPORT "http" needs MAIL_API_URL and the secret MAIL_API_KEY')
  let contacts: unknown
  try {
    contacts = JSON.parse(vars.CONTACT_ADDRESSES)
  } catch {
    contacts = undefined
  }
  const byCountry = z.partialRecord(z.enum(COUNTRIES), address)
  const contactSchema = z.partialRecord(z.enum(['cards', 'poster']), z.union([address, byCountry]))
  const contactAddresses = contactSchema.safeParse(contacts)
  if (!contactAddresses.success) problems.push('CONTACT_ADDRESSES must be JSON: brand -> address, or brand -> { COUNTRY -> address }')
  if (problems.length > 0 || !contactAddresses.success || !from) throw new ConfigError(`Invalid mail configuration: ${problems.join('; ')}`)
  return {
    transport: vars.MAIL_TRANSPORT,
    from,
    api: vars.MAIL_TRANSPORT === 'http' && vars.MAIL_API_KEY ? { url: vars.MAIL_API_URL, key: vars.MAIL_API_KEY } : undefined,
    contactAddresses: contactAddresses.data,
    retrySeconds: vars.MAIL_RETRY_SECONDS,
  }
}
