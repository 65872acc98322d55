// Fills the placeholders of a page's story (src/domain/copy-placeholders.ts) for the site that shows it: a `{price:…}`
// from the shop's answer for this site (its currency: the client sends the site's locale), a `{size:…}` in the site's
// unit. Page, head and structured data all read the filled story, so a text lent by a fallback locale carries no other
// country's currency or unit. A placeholder the shop does not know is left out with a `content-invalid` warning naming
// the story and field; one the shop cannot answer now is left out too, and the page is not kept (degraded).
import { holdsIsolateMemory } from '../cache/isolate-memory'
import { BoundedMemo } from '../domain/bounded-memo'
import { MATERIALS, type Material } from '../domain/commerce/catalogue-enums'
import { formatPrice, type Price } from '../domain/commerce/price'
import { fillPlaceholders, placeholdersIn, readPlaceholder } from '../domain/copy-placeholders'
import type { Currency } from '../domain/locales'
import type { Story } from '../domain/story'
import { log } from '../log'
import { ShopApiError, type ShopClient } from '../shop/client'
import { PRODUCT_FAMILIES, type ProductFamily } from '../shop-contract/products'
import type { PageScope } from './scope'

/** The shown text and, for structured data's price fields, the bare amount; or why there is none. */
type Value = { text: string; amount: string } | 'unknown' | 'unavailable'
type Call = <T>(key: string, load: (client: ShopClient) => Promise<T>) => Promise<T>

/** Fields whose whole value is one price: structured data (productSnippet) takes the bare amount, `14.99`. */
const AMOUNT_FIELDS: ReadonlySet<string> = new Set(['price', 'lowPrice', 'highPrice'])
const isFamily = (name: string): name is ProductFamily => (PRODUCT_FAMILIES as readonly string[]).includes(name)
const isMaterial = (name: string): name is Material => (MATERIALS as readonly string[]).includes(name)

/** The cheapest of the prices; undefined when there is none. */
function lowest(prices: readonly Price[], currency: Currency): { price: Price; currency: Currency } | undefined {
  const price = prices.reduce<Price | undefined>((low, p) => (low && low.priceCurrent <= p.priceCurrent ? low : p), undefined)
  return price && Number.isFinite(price.priceCurrent) ? { price, currency } : undefined
}

/**
 * `{price:…}` names: a product family (`card`), one of its products (`card/klappkarte`) and a format of it
 * (`card/klappkarte/1480x1050`); a material (`poster`) and a format of it (`poster/5000x7000`); `frame`, the cheapest
 * frame; `free-shipping`, the order value from which delivery to the site's country is free.
 */
async function priceOf(path: readonly string[], call: Call) {
  const [name = '', second, third] = path
  if (isFamily(name)) {
    const answer = await call(`products:${name}`, (client) => client.products(name))
    const products = second ? answer.products.filter((product) => product.id === second) : answer.products
    const prices = third ? products.flatMap((product) => product.formats.filter((f) => f.value === third)) : products.map((p) => p.priceFrom)
    return lowest(prices, answer.currency)
  }
  if (isMaterial(name) && !third) {
    const answer = await call(`formats:${name}`, (client) => client.formatPrices({ materialType: name }))
    return lowest(second ? answer.formats.filter((f) => f.value === second) : answer.formats, answer.currency)
  }
  if (second) return undefined
  if (name === 'frame') {
    const answer = await call('frames:from', (client) => client.framePricesFrom())
    return lowest(
      answer.families.map((family) => family.priceFrom),
      answer.currency,
    )
  }
  if (name !== 'free-shipping') return undefined
  const { freeFrom, currency } = await call('shipping', (client) => client.shippingInformation())
  return freeFrom === null ? undefined : lowest([{ priceCurrent: freeFrom, priceOriginal: freeFrom }], currency)
}

/** The placeholders anywhere in a story's content, found once per content object. */
let tokensByContent = new WeakMap<object, readonly string[]>()
/** Each story filled once per site locale and set of values: the same object on every request, for the memos after. */
let filledStories = new WeakMap<Story, BoundedMemo<Story>>()
if (__STAND_INS__)
  holdsIsolateMemory('memos', () => {
    tokensByContent = new WeakMap()
    filledStories = new WeakMap()
  })

function tokensOf(content: object): readonly string[] {
  let tokens = tokensByContent.get(content)
  if (!tokens) tokensByContent.set(content, (tokens = [...new Set(placeholdersIn(JSON.stringify(content)))]))
  return tokens
}

/** The story with its placeholders filled for this request's site; the story itself when it has none. */
export async function fillStoryCopy(scope: PageScope, story: Story | null): Promise<Story | null> {
  const tokens = story ? tokensOf(story.content) : []
  if (!story || tokens.length === 0) return story
  const { site } = scope
  const calls = new Map<string, Promise<unknown>>()
  const call: Call = (key, load) => {
    let pending = calls.get(key)
    if (!pending) calls.set(key, (pending = load(scope.shop())))
    return pending as Promise<never>
  }
  const valueOf = async (token: string): Promise<Value> => {
    const placeholder = readPlaceholder(token)
    if (placeholder?.kind === 'size') return { text: placeholder.text(site.locale), amount: '' }
    try {
      const priced = placeholder && (await priceOf(placeholder.path, call))
      if (!priced) return 'unknown'
      const amount = priced.price.priceCurrent
      return { text: formatPrice(amount, { locale: site.locale, currency: priced.currency }), amount: amount.toFixed(2) }
    } catch (error) {
      // The shop's refusal (a name it does not sell here) is the content's fault; anything else is the shop's now.
      if (error instanceof ShopApiError && error.status >= 400 && error.status < 500) return 'unknown'
      log.warn('shop-block-data-unavailable', { key: token, error })
      return 'unavailable'
    }
  }
  const values = new Map(await Promise.all(tokens.map(async (token) => [token, await valueOf(token)] as const)))
  if ([...values.values()].includes('unavailable')) scope.degrade()
  let memo = filledStories.get(story)
  if (!memo) filledStories.set(story, (memo = new BoundedMemo(16)))
  return memo.get(`${site.locale} ${JSON.stringify([...values])}`, () => ({
    ...story,
    content: filled(story.content, '', '', { uid: '', component: story.content.component }, story.full_slug, values),
  }))
}

/** `value` with its placeholders filled; the same object where nothing in it changed. */
function filled<T>(value: T, key: string, path: string, block: { uid: string; component: string }, story: string, values: ReadonlyMap<string, Value>): T
function filled(value: unknown, key: string, path: string, block: { uid: string; component: string }, story: string, values: ReadonlyMap<string, Value>): unknown {
  if (typeof value === 'string') {
    const valueOf = (token: string): string | undefined => {
      const found = values.get(token) ?? 'unknown'
      if (found === 'unknown')
        log.once('warn', 'content-invalid', `${story}\u0000${path}\u0000${token}`, { story, path, ...block, problem: `unknown placeholder ${token}` })
      return typeof found === 'string' ? undefined : AMOUNT_FIELDS.has(key) ? found.amount : found.text
    }
    return placeholdersIn(value).length > 0 ? fillPlaceholders(value, valueOf) : value
  }
  if (value === null || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const inner = typeof record.component === 'string' ? { uid: String(record._uid ?? ''), component: record.component } : block
  let changed = false
  const entries = Object.entries(record).map(([name, item]) => {
    const next = filled(item, Array.isArray(record) ? key : name, path ? `${path}.${name}` : name, inner, story, values)
    changed ||= next !== item
    return [name, next] as const
  })
  if (!changed) return value
  return Array.isArray(value) ? entries.map(([, item]) => item) : Object.fromEntries(entries)
}
