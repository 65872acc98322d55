// Card options from D1 (migration 0016): the envelopes, inlays and ribbons a card order can carry, priced for the
// shopper's country (SPEC §9 envelope and inlay classes) and currency (ribbons), and a card order's total.
import { cardTotal, lineTotal, type CardSelection } from '../domain/commerce/card-total'
import { compareEnvelopeSizes, envelopeFamily, envelopeSizeClass, envelopeUnitPrice, type CardFold } from '../domain/commerce/envelope'
import type { Country } from '../domain/countries'
import { countryOf } from '../domain/locales'
import type { AccessoryChoice, AccessoryLine, CardAccessories, CardAccessoryPrice, EnvelopeSizeAnswer } from '../shop-contract/cards'
import type { Product, Products } from '../shop-contract/products'
import { toMajor } from './catalogue'
import { ApiError, type ShopRequest } from './http'

interface OptionRow {
  sku: string
  kind: AccessoryChoice['kind']
  variant: string
  colour: string | null
  width: number | null
  height: number | null
  price: number | null
}

async function labelsOf(db: D1Database, language: string): Promise<Map<string, string>> {
  const { results } = await db
    .prepare('SELECT value, label FROM catalogue_value_labels WHERE language = ?')
    .bind(language)
    .all<{ value: string; label: string }>()
  return new Map(results.map((row) => [row.value, row.label]))
}

async function optionRows(db: D1Database, currency: string, sku?: string): Promise<OptionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT o.sku, o.kind, o.variant, o.colour, o.width, o.height, p.price FROM card_accessory_options o
       LEFT JOIN card_accessory_prices p ON p.sku = o.sku AND p.currency = ?1
       WHERE ?2 IS NULL OR o.sku = ?2 ORDER BY o.sort_order`,
    )
    .bind(currency, sku ?? null)
    .all<OptionRow>()
  return results
}

/** A choice's price per piece here: SPEC §9 by size class and country for envelopes and inlays, the table for ribbons. */
function unitPriceOf(row: OptionRow, fold: CardFold, shop: ShopRequest): number | undefined {
  if (row.kind === 'ribbon') return row.price === null ? undefined : toMajor(row.price)
  const sizeClass = row.width !== null && row.height !== null ? envelopeSizeClass(row.width, row.height) : undefined
  const price = sizeClass && envelopeUnitPrice(sizeClass, fold, countryOf(shop.locale) as Country)
  // SPEC §9 prices each column in its own currency; a country that pays in another currency has none.
  return price && price.currency === shop.currency ? price.amount : undefined
}

function labelOf(row: OptionRow, labels: Map<string, string>): string {
  const name = (value: string | null) => (value === null ? '' : (labels.get(value) ?? value))
  if (row.kind === 'envelope') return `${name(row.colour)}, ${name(row.variant)}`
  if (row.kind === 'inlay') return `${name(row.variant)}, ${row.width} × ${row.height} mm`
  return `${name(row.variant)}, ${name(row.colour)}`
}

function choiceOf(row: OptionRow, fold: CardFold, shop: ShopRequest, labels: Map<string, string>): AccessoryChoice | undefined {
  const unitPrice = unitPriceOf(row, fold, shop)
  return unitPrice === undefined ? undefined : { sku: row.sku, kind: row.kind, label: labelOf(row, labels), unitPrice }
}

interface CardRow {
  fold: CardFold
  price: number
}

async function cardOf(db: D1Database, shop: ShopRequest, card: string): Promise<CardRow | undefined> {
  const row = await db
    .prepare(
      `SELECT f.fold, MIN(pr.price_current) AS price FROM card_folds f
       JOIN catalogue_products p ON p.id = f.product_id AND p.family = 'card'
       JOIN catalogue_product_prices pr ON pr.product_id = p.id AND pr.currency = ?2
       WHERE f.product_id = ?1 GROUP BY f.fold`,
    )
    .bind(card, shop.currency)
    .first<{ fold: CardFold; price: number }>()
  return row ? { fold: row.fold, price: toMajor(row.price) } : undefined
}

/** What a card order can carry; undefined for a card the shop does not sell. */
export async function loadCardAccessories(db: D1Database, shop: ShopRequest, card: string): Promise<CardAccessories | undefined> {
  const [found, rows, labels] = await Promise.all([
    cardOf(db, shop, card),
    optionRows(db, shop.currency),
    labelsOf(db, shop.locale.slice(0, 2)),
  ])
  if (!found) return undefined
  const sizes = new Map<string, EnvelopeSizeAnswer>()
  const inlays: AccessoryChoice[] = []
  const ribbons: AccessoryChoice[] = []
  for (const row of rows) {
    const choice = choiceOf(row, found.fold, shop, labels)
    if (!choice) continue
    if (row.kind === 'inlay') inlays.push(choice)
    else if (row.kind === 'ribbon') ribbons.push(choice)
    else if (row.width !== null && row.height !== null) {
      const key = `${row.width}x${row.height}:${row.variant}`
      let size = sizes.get(key)
      if (!size) {
        const sizeClass = envelopeSizeClass(row.width, row.height) ?? 'standard'
        size = {
          width: row.width,
          height: row.height,
          subType: row.variant,
          family: envelopeFamily(row.width, row.height),
          sizeClass,
          skus: [],
          choices: [],
        }
        sizes.set(key, size)
      }
      size.skus.push(row.sku)
      size.choices.push(choice)
    }
  }
  // SPEC §5: C6, B6, DIN long, other; straight before other; width descending.
  const envelopes = [...sizes.values()].sort(compareEnvelopeSizes)
  return { card, fold: found.fold, currency: shop.currency, cardPrice: found.price, envelopes, inlays, ribbons }
}

interface AccessoryProductRow extends OptionRow {
  id: string
  image: string
  has_3d: 0 | 1
  designer: string
}

/**
 * The Accessory blocks' articles (migration 0007's products of family `accessory`) at exactly the price the cart
 * charges for their sku (`accessoryLine`): one price source for the page, the card options and the cart. An article
 * this site does not sell (envelopes and inlays in GB and US) is left out, so no page offers it.
 */
export async function loadAccessoryProducts(db: D1Database, shop: ShopRequest, id?: string): Promise<Products> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.image, p.has_3d, p.designer, o.sku, o.kind, o.variant, o.colour, o.width, o.height, pr.price
       FROM catalogue_products p JOIN card_accessory_options o ON o.sku = json_extract(p.designer, '$.sku')
       LEFT JOIN card_accessory_prices pr ON pr.sku = o.sku AND pr.currency = ?1
       WHERE p.family = 'accessory' AND (?2 IS NULL OR p.id = ?2) ORDER BY p.sort_order`,
    )
    .bind(shop.currency, id ?? null)
    .all<AccessoryProductRow>()
  const products = results.flatMap((row): Product[] => {
    const unitPrice = unitPriceOf(row, 'single', shop)
    if (unitPrice === undefined) return []
    const price = { priceCurrent: unitPrice, priceOriginal: unitPrice }
    // The size in the product formats' tenths of millimetres; a ribbon has none.
    const formats = row.width !== null && row.height !== null ? [{ value: `${row.width * 10}x${row.height * 10}`, ...price }] : []
    return [
      {
        id: row.id,
        family: 'accessory',
        accessoryKind: row.kind,
        image: row.image,
        has3d: row.has_3d === 1,
        designer: JSON.parse(row.designer) as Product['designer'],
        priceFrom: price,
        formats,
      },
    ]
  })
  return { family: 'accessory', currency: shop.currency, products }
}

/**
 * `quantity` pieces of one accessory, bought alone or (`fold`) with a card of that fold, whose rule prices envelopes
 * and inlays (SPEC §9); undefined when the shop does not sell that sku here.
 */
export async function accessoryLine(
  db: D1Database,
  shop: ShopRequest,
  sku: string,
  quantity: number,
  fold: CardFold = 'single',
): Promise<AccessoryLine | undefined> {
  const [rows, labels] = await Promise.all([optionRows(db, shop.currency, sku), labelsOf(db, shop.locale.slice(0, 2))])
  const row = rows[0]
  const choice = row && choiceOf(row, fold, shop, labels)
  const total = choice && lineTotal(quantity, choice.unitPrice)
  return choice && total !== undefined ? { ...choice, quantity, total } : undefined
}

/**
 * SPEC: quantity × card price + accessories, with the card's fold that priced them (for the cart's lines). A sku the
 * card cannot carry here is a 400 naming it.
 */
export async function priceCardOrder(
  db: D1Database,
  shop: ShopRequest,
  card: string,
  selection: CardSelection,
): Promise<{ price: CardAccessoryPrice; fold: CardFold } | undefined> {
  const options = await loadCardAccessories(db, shop, card)
  if (!options) return undefined
  const choices = new Map<string, AccessoryChoice>(
    [...options.envelopes.flatMap((size) => size.choices), ...options.inlays, ...options.ribbons].map((choice) => [choice.sku, choice]),
  )
  const lines: AccessoryLine[] = []
  for (const slot of ['envelope', 'inlay', 'ribbon'] as const) {
    const sku = selection[slot]
    if (sku === undefined) continue
    const choice = choices.get(sku)
    if (!choice || choice.kind !== slot) throw new ApiError(400, `${slot}: ${sku} is no ${slot} sold with this card here`)
    lines.push({ ...choice, quantity: selection.quantity, total: lineTotal(selection.quantity, choice.unitPrice) ?? 0 })
  }
  const total =
    cardTotal(
      selection.quantity,
      options.cardPrice,
      lines.map((line) => line.unitPrice),
    ) ?? 0
  return {
    price: { card, currency: options.currency, quantity: selection.quantity, cardPrice: options.cardPrice, lines, total },
    fold: options.fold,
  }
}
