// A card's quantity and accessories (SPEC §9 quantities, §5 envelope order, §3 inlays and ribbons) with the order's
// total. Without JavaScript it is a GET form to the page itself, whose server renders the chosen total (a typed
// quantity rounds up to the next SPEC §9 option; − and + are links to the page with the option below or above); the
// `card-options` island recomputes the total on every change. What was priced is what is ordered: the call to action
// posts the chosen envelope and inlay to the cart (`/web-api/card-accessory-order`, one line each, the card's
// quantity) and then opens the designer, whose URL carries the card, the design, the quantity and the ribbon (SPEC §3
// names); the designer prices the card with its ribbon.
import type { ChangeEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react'
import { MAX_CARD_QUANTITY, MIN_CARD_QUANTITY, stepCardQuantity } from '../../domain/commerce/card-quantity'
import {
  CARD_ACCESSORY_SLOTS,
  CART_SLOTS,
  cardDesignerOptions,
  cardTotal,
  type CardAccessorySlot,
  type CardSelection,
} from '../../domain/commerce/card-total'
import type { SelectedOptions } from '../../domain/commerce/designer-options'
import { designerUrl } from '../../domain/commerce/designer-url'
import { formatPrice } from '../../domain/commerce/price'
import type { Brand } from '../../domain/countries'
import type { Currency, Locale } from '../../domain/locales'

export interface CardChoice {
  sku: string
  label: string
  unitPrice: number
}

export interface CardOptionsProps {
  /** The page's own path (markers included): the no-JavaScript form submits here. */
  action: string
  locale: Locale
  brand: Brand
  basePath: string
  currency: Currency
  cardPrice: number
  /** Envelope sizes in SPEC §5 order, each an option group. */
  envelopes: { label: string; choices: CardChoice[] }[]
  inlays: CardChoice[]
  ribbons: CardChoice[]
  selection: CardSelection
  /** The card's own designer options (`card`, `themeId`); without a themeId there is no designer link. */
  designer: SelectedOptions
  /** The cart call the call to action posts the accessories to (markers included). */
  orderAction: string
  /** The message of a card order that came back (no JavaScript), e.g. a full cart. */
  result?: { text: string; tone: 'success' | 'error' } | undefined
  /** The request's clock, ms (the designer link's date rules). */
  now: number
  /** The total the shop's price call answered for `selection` (no JavaScript needed to see it). */
  total?: number | undefined
  /** A quantity the page was asked for that is no option (it was rounded up). */
  asked?: number | undefined
  labels: {
    /** The form's heading. */
    options: string
    quantity: string
    pieces: string
    envelope: string
    inlay: string
    ribbon: string
    none: string
    total: string
    /** Beside the total: the designer prices the cards and the ribbon, the cart takes envelopes and inlays. */
    totalNote: string
    update: string
    each: string
    cta: string
    rounded: string
    /** A cart call that failed for a reason other than the shopper's choice. */
    failed: string
  }
}

function unitPrices(props: CardOptionsProps, selection: CardSelection): number[] {
  const all = [...props.envelopes.flatMap((size) => size.choices), ...props.inlays, ...props.ribbons]
  return CARD_ACCESSORY_SLOTS.flatMap((slot) => all.find((choice) => choice.sku === selection[slot])?.unitPrice ?? [])
}

/** The total and the designer link of a selection: the same rules on the server and in the island. */
export function cardOptionsState(props: CardOptionsProps, selection: CardSelection) {
  const total = cardTotal(selection.quantity, props.cardPrice, unitPrices(props, selection))
  // The props are the designer context (locale, brand, path markers) with the request's clock.
  const href = designerUrl(cardDesignerOptions(props.designer, selection) as SelectedOptions, { ...props, today: new Date(props.now) })
  return { total, href }
}

/** The accessories a selection puts into the cart beside the cards. */
export function chosenAccessories(selection: CardSelection): string[] {
  return CART_SLOTS.flatMap((slot) => selection[slot] ?? [])
}

export function CardOptionsView(
  props: CardOptionsProps & {
    live?: boolean
    busy?: boolean
    /** The quantity field's text while the shopper types (the island's; the selection holds it rounded up). */
    typed?: string
    onChange?: (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => void
    /** − or +: the link's own query holds the quantity it steps to. */
    onStep?: (event: MouseEvent<HTMLAnchorElement>) => void
    /** The quantity field's keys (live, Enter would click the first button, the call to action). */
    onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
    /** Leaving the quantity field shows the option the typed number rounded up to. */
    onBlur?: () => void
    onOrder?: (event: MouseEvent<HTMLButtonElement>, href: string) => void
  },
) {
  const { labels, selection, locale, currency } = props
  const computed = cardOptionsState(props, selection)
  // The shop's own answer wins where the page has one and the shopper has not changed anything since.
  const total = props.live ? computed.total : (props.total ?? computed.total)
  const price = (value: number) => formatPrice(value, { locale, currency })
  const option = (choice: CardChoice) => (
    <option key={choice.sku} value={choice.sku}>
      {`${choice.label} · ${labels.each.replace('{price}', price(choice.unitPrice))}`}
    </option>
  )
  // The server renders the choice as the default; the island controls it.
  const onChange = props.onChange
  const field = (value: string | number) => (onChange ? { value, onChange } : { defaultValue: value })
  // A field without choices is left out; an accessory's list starts with none.
  const select = (name: CardAccessorySlot, choices: ReactNode[]) =>
    choices.length > 0 && (
      <label className="card-options__field">
        <span>{labels[name]}</span>
        <select name={name} {...field(selection[name] ?? '')}>
          <option value="">{labels.none}</option>
          {choices}
        </select>
      </label>
    )
  // − and +: the page itself with the option below or above and the rest of the selection, which the island handles.
  const step = (by: -1 | 1) => {
    const quantity = stepCardQuantity(selection.quantity, by)
    // The selection holds the chosen skus only (a cleared field's `undefined` does not parse as a sku).
    const query = new URLSearchParams({ ...selection, quantity } as unknown as Record<string, string>)
    return (
      <a
        className="button card-options__step"
        href={`${props.action}?${query}#card-options`}
        aria-label={labels.pieces.replace('{count}', String(quantity))}
        onClick={props.onStep}
      >
        {by < 0 ? '−' : '+'}
      </a>
    )
  }
  return (
    <form
      id="card-options"
      className="card-options"
      method="get"
      action={`${props.action}#card-options`}
      aria-labelledby="card-options-heading"
    >
      {/* A section of its own: on the theme page it follows the h1 directly, so no h3 (no skipped level). */}
      <h2 id="card-options-heading" className="product-detail__subhead">
        {labels.options}
      </h2>
      {props.asked !== undefined && !props.live && (
        <p className="card-options__note" role="status">
          {labels.rounded}
        </p>
      )}
      <div className="card-options__fields">
        <div className="card-options__field">
          <label htmlFor="card-options-quantity">{labels.quantity}</label>
          <span className="card-options__stepper">
            {step(-1)}
            <input
              id="card-options-quantity"
              type="number"
              name="quantity"
              min={MIN_CARD_QUANTITY}
              max={MAX_CARD_QUANTITY}
              {...field(props.typed ?? selection.quantity)}
              onKeyDown={props.onKeyDown}
              onBlur={props.onBlur}
            />
            {step(1)}
          </span>
        </div>
        {select(
          'envelope',
          props.envelopes.map((size) => (
            <optgroup key={size.label} label={size.label}>
              {size.choices.map(option)}
            </optgroup>
          )),
        )}
        {select('inlay', props.inlays.map(option))}
        {select('ribbon', props.ribbons.map(option))}
      </div>
      <p className="card-options__total" aria-live="polite">
        <span>{labels.total}</span>{' '}
        <strong className="card-options__amount" data-total={total}>
          {total === undefined ? '' : price(total)}
        </strong>
      </p>
      <p className="card-options__note">{labels.totalNote}</p>
      <div className="card-options__actions">
        {!props.live && (
          <button type="submit" className="button button--secondary card-options__update">
            {labels.update}
          </button>
        )}
        {computed.href && (
          // Without JavaScript the form posts its choices to the cart, which answers with the designer (`next`).
          <button
            type="submit"
            className="button button--primary card-options__cta"
            formMethod="post"
            formAction={props.orderAction}
            name="next"
            value={computed.href}
            disabled={props.busy}
            onClick={props.onOrder && ((event) => props.onOrder?.(event, computed.href ?? ''))}
          >
            {labels.cta}
          </button>
        )}
      </div>
      {props.result && (
        <p className={`card-options__result card-options__result--${props.result.tone}`} role="status">
          {props.result.text}
        </p>
      )}
    </form>
  )
}
