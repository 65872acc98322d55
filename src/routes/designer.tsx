// Designer paths (SPEC §2 `/configurator-…` plus a query): in production Cloudflare routes them to the designer's own
// Worker before this one. Reaching them here means no designer runs on this host, and no designer origin is configured
// to send the shopper on to, so in builds with stand-ins (development, tests) a hand-off page shows the designer the
// link opens and every option it carries; production and preview builds answer 404. An unknown designer, or options
// that do not describe its product, is a 404.
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { COLLAGE_MATERIAL_TYPES, isOneOf, MATERIALS } from '../domain/commerce/catalogue-enums'
import type { SelectedOptions } from '../domain/commerce/designer-options'
import { parseDesignerUrl, type ParsedDesignerUrl } from '../domain/commerce/designer-url'
import { formatDimensions, parseFormat, printFormat } from '../domain/commerce/format'
import { productOf } from '../domain/commerce/product-identity'
import type { ParsedQueryValue } from '../domain/commerce/query-string'
import { isPagePath, sitePath } from '../domain/links'
import { isLocale } from '../domain/locales'
import { isAppSection } from '../domain/routes'
import { collapseSlashes, parsePath, type Site } from '../domain/site'
import { hasMessage, translateLoose } from '../i18n/translate'
import { type DesignerOptionView, DesignerPage } from '../pages/designer-page'
import { renderPage } from '../respond/render-page'
import { loadLayout } from '../loaders/shell'
import { renderNotFound } from '../respond/pages'

/** Options whose value is a list (`name[]=…`) or a record (`name[key]=…`); every other option is one text. */
const LIST_OPTIONS: ReadonlySet<string> = new Set(['accessoryTypes', 'optionTypes'])
const RECORD_OPTIONS: ReadonlySet<string> = new Set(['photoboxFormat'])
const WALL_MATERIALS: readonly string[] = [...MATERIALS, ...COLLAGE_MATERIAL_TYPES]

function shapeOf(value: ParsedQueryValue): 'list' | 'record' | 'text' {
  return Array.isArray(value) ? 'list' : typeof value === 'object' ? 'record' : 'text'
}

/** Whether the options are ones the designer could open: right shapes, known values, and they name its product. */
export function optionsParse({ product, options }: ParsedDesignerUrl): boolean {
  for (const [name, value] of Object.entries(options)) {
    if (shapeOf(value) !== (LIST_OPTIONS.has(name) ? 'list' : RECORD_OPTIONS.has(name) ? 'record' : 'text')) return false
  }
  const { locale, materialType, formatType } = options
  if (locale !== undefined && !(typeof locale === 'string' && isLocale(locale))) return false
  if (product === 'photoframe' || product === 'collage') {
    if (materialType !== undefined && !isOneOf(WALL_MATERIALS, materialType)) return false
    if (formatType !== undefined && (typeof formatType !== 'string' || printFormat(parseFormat(formatType)) !== formatType)) return false
  }
  // SPEC §3 product identity: the options must lead to the designer whose path they came with.
  return productOf(options as SelectedOptions) === product
}

function optionView(name: string, value: ParsedQueryValue, site: Site): DesignerOptionView {
  const t = (key: string) => translateLoose(site.language, key)
  const label = hasMessage(site.language, `calculator.designer.options.${name}`) ? t(`calculator.designer.options.${name}`) : name
  if (typeof value === 'string') {
    if (name === 'materialType' && hasMessage(site.language, `calculator.materials.${value}`))
      return { name, label, text: t(`calculator.materials.${value}`), raw: value }
    const dimensions = name === 'formatType' ? formatDimensions(parseFormat(value), site.locale) : ''
    return dimensions ? { name, label, text: dimensions, raw: value } : { name, label, text: value }
  }
  const text = Array.isArray(value)
    ? value.join(', ')
    : Object.entries(value)
        .map(([key, item]) => `${key}: ${item}`)
        .join(', ')
  return { name, label, text }
}

/** Back to the shop page the shopper came from (a page of this site), else the home page. */
function backHref(c: Context<AppEnv>): string {
  const site = c.get('site')
  const home = sitePath(site)
  let referer: URL
  try {
    referer = new URL(c.req.header('referer') ?? '')
  } catch {
    return home
  }
  // The Referer is request input like the path: `https://shop//evil.example/x` must not come back as `//evil.example/x`.
  const path = collapseSlashes(referer.pathname)
  if (referer.origin !== c.get('origin') || !isPagePath(path) || isAppSection(parsePath(path).rest)) return home
  return path + referer.search
}

export async function renderDesignerHandoff(c: Context<AppEnv>): Promise<Response> {
  c.header('x-robots-tag', 'noindex')
  const { scope } = c.var
  const { url } = scope
  const parsed = parseDesignerUrl(c.req.path, url.search)
  if (!parsed || !optionsParse(parsed)) return renderNotFound(c)
  // With a designer configured, the shopper goes there with the same path and options (the origin comes from
  // configuration, never from the request).
  const designer = c.get('config').designerOrigins[scope.site.brand]
  if (designer) return c.redirect(`${designer}${url.pathname}${url.search}`, 302)
  // The hand-off page is a development stand-in: a build without stand-ins (production, preview) has no designer here.
  if (__STAND_INS__) return renderHandoffPage(c, parsed)
  return renderNotFound(c)
}

async function renderHandoffPage(c: Context<AppEnv>, parsed: ParsedDesignerUrl): Promise<Response> {
  const { scope } = c.var
  // The back link follows the Referer, so this page is never one to share through the page cache.
  c.set('pageUncacheable', true)
  const context = scope.pageContext()
  const { site, t } = scope
  const layout = await loadLayout(scope)
  const product = translateLoose(site.language, `calculator.designer.products.${parsed.product}`)
  const title = t('calculator.designer.title', { product })
  const brand = layout.logo?.alt
  const handoff = {
    product: parsed.product,
    title,
    intro: t('calculator.designer.intro'),
    options: Object.entries(parsed.options).flatMap(([name, value]) => (value === undefined ? [] : [optionView(name, value, site)])),
    back: { href: backHref(c), text: t('calculator.designer.back') },
  }
  const meta = { title: brand ? `${title} | ${brand}` : title, description: '', robots: 'noindex,nofollow', canonical: undefined }
  return renderPage(scope, <DesignerPage context={context} meta={meta} layout={layout} handoff={handoff} />)
}
