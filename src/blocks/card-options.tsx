// The card options of a card detail and a card theme's page: the shop's envelopes, inlays and ribbons for the card
// (`/web-api/card-accessories`), the total of the selection in the page's query (`/web-api/card-accessory-price`),
// rendered as the `card-options` island (a GET form without JavaScript).
import { CARD_ACCESSORY_SLOTS, readCardSelection, type CardSelection } from '../domain/commerce/card-total'
import type { SelectedOptions } from '../domain/commerce/designer-options'
import { compareEnvelopeSizes } from '../domain/commerce/envelope'
import type { Language } from '../domain/locales'
import { createTranslator } from '../i18n/translate'
import { cartResult } from './cart-form'
import type { ShopClient } from '../shop/client'
import type { CardAccessories, CardAccessoryPrice } from '../shop-contract/cards'
import { Island } from '../views/island'
import { usePageContext } from '../views/page-context'

export interface CardOptionsData {
  options: CardAccessories
  selection: CardSelection
  /** The quantity the query asked for when it was no option. */
  asked?: number | undefined
  /** The shop's total for the query's selection; absent when the query chose nothing. */
  price?: CardAccessoryPrice | undefined
}

/** Loads the card's options and, when the page was asked for a selection, its total; null when the shop has none. */
export async function loadCardOptions(
  shop: <T>(key: string, call: (client: ShopClient) => Promise<T>) => Promise<T | null>,
  card: string,
  url: URL,
): Promise<CardOptionsData | null> {
  const options = await shop(`card-accessories:${card}`, (client) => client.cardAccessories(card))
  if (!options) return null
  const selection = readCardSelection(url.searchParams)
  const asked = Number(url.searchParams.get('quantity'))
  const chosen = ['quantity', ...CARD_ACCESSORY_SLOTS].some((name) => url.searchParams.has(name))
  // A sku the shop does not offer with this card is dropped rather than failing the page.
  const offered = new Set([...options.envelopes.flatMap((size) => size.choices), ...options.inlays, ...options.ribbons].map((c) => c.sku))
  for (const slot of CARD_ACCESSORY_SLOTS) if (selection[slot] && !offered.has(selection[slot])) delete selection[slot]
  const price = chosen ? await shop(`card-accessory-price:${card}`, (client) => client.cardAccessoryPrice({ card, ...selection })) : null
  return {
    options,
    selection,
    asked: Number.isFinite(asked) && asked > 0 && asked !== selection.quantity ? asked : undefined,
    price: price ?? undefined,
  }
}

/**
 * A card order that failed comes back to the page it was sent from (its Referer, see src/api/cart/routes.ts) with
 * `?cart=` and no `cartForm`, which every other cart form of a page names.
 */
function cardOrderResult(pageUrl: string, language: Language, item: string) {
  const url = new URL(pageUrl, 'http://page.invalid')
  if (url.searchParams.has('cartForm')) return undefined
  url.searchParams.set('cartForm', 'card-options')
  return cartResult(`${url.pathname}${url.search}`, 'card-options', language, item)
}

const PLAIN_LABELS = ['options', 'quantity', 'envelope', 'inlay', 'ribbon', 'none', 'total', 'totalNote', 'update', 'failed'] as const

export function CardOptions({ data, designer, cta }: { data: CardOptionsData; designer: SelectedOptions; cta?: string | undefined }) {
  const { site, path, url = path, now } = usePageContext()
  const t = createTranslator(site.language)
  const { options, selection } = data
  const action = url.split(/[?#]/)[0] ?? path
  return (
    <Island
      name="card-options"
      hydrate="interaction"
      props={{
        action,
        locale: site.locale,
        brand: site.brand,
        basePath: site.basePath,
        currency: options.currency,
        cardPrice: options.cardPrice,
        // SPEC §5 dropdown order, whatever order the backend answered in.
        envelopes: options.envelopes.toSorted(compareEnvelopeSizes).map((size) => {
          const name = size.family === 'other' ? '' : `${size.family} · `
          return { label: `${name}${size.width} × ${size.height} mm`, choices: size.choices }
        }),
        inlays: options.inlays,
        ribbons: options.ribbons,
        selection,
        designer,
        orderAction: `${site.basePath}/web-api/card-accessory-order`,
        result: cardOrderResult(url, site.language, t('cart.options')),
        now: now ?? Date.now(),
        total: data.price?.total,
        asked: data.asked,
        labels: {
          // The words named like their message (`cart.quantity`, …), then the ones that take a value or differ.
          ...(Object.fromEntries(PLAIN_LABELS.map((name) => [name, t(`cart.${name}`)])) as Record<(typeof PLAIN_LABELS)[number], string>),
          pieces: t('cart.pieces', { count: '{count}' }),
          each: t('cart.each', { price: '{price}' }),
          cta: cta ?? t('cta.jetztGestalten'),
          rounded: t('cart.quantityRounded', { asked: data.asked ?? '', quantity: selection.quantity }),
        },
      }}
    />
  )
}
