// "Into the cart" for a gift voucher (amounts in the site currency) or card accessories on their own: a plain POST to
// the cart call that comes back here with `?cart=…&cartForm={anchor}#{anchor}` and the server's message, or — with
// JavaScript — the `cart-add` island sends it with fetch, shows the answer and updates the header's cart count.
import type { FormEvent } from 'react'

export interface CartAddProps {
  kind: 'voucher' | 'accessory'
  /** `{markers}/web-api/voucher` or `{markers}/web-api/card-accessory-order`. */
  action: string
  /** This page (markers and query), with `cartForm` and the fragment pointing back at this form. */
  back: string
  /** The form's id: the fragment a plain post returns to. */
  anchor: string
  /** Voucher amounts: the value sent and its price text in the site currency. */
  amounts?: { value: number; label: string }[]
  sku?: string
  quantity?: number
  labels: { legend: string; submit: string; sending: string; failed: string; quantity: string }
  /** The message for the result code this page was opened with (plain form posts). */
  result?: { text: string; tone: 'success' | 'error' } | undefined
}

export function CartAddView(props: CartAddProps & { busy?: boolean; onSubmit?: (event: FormEvent<HTMLFormElement>) => void }) {
  const { labels, result, anchor } = props
  return (
    <form id={anchor} className={`cart-add cart-add--${props.kind}`} method="post" action={props.action} onSubmit={props.onSubmit}>
      <input type="hidden" name="back" value={props.back} />
      {props.amounts && (
        <fieldset className="cart-add__amounts">
          <legend className="cart-add__legend">{labels.legend}</legend>
          {props.amounts.map((amount, index) => (
            <label key={amount.value} className="cart-add__amount">
              <input type="radio" name="amount" value={amount.value} defaultChecked={index === 0} />
              <span>{amount.label}</span>
            </label>
          ))}
        </fieldset>
      )}
      {props.sku && (
        <>
          <input type="hidden" name="sku" value={props.sku} />
          <label className="cart-add__quantity">
            <span>{labels.quantity}</span>
            <input
              type="number"
              name="quantity"
              min={1}
              max={5000}
              step={1}
              defaultValue={props.quantity ?? 1}
              required
              inputMode="numeric"
            />
          </label>
        </>
      )}
      <button type="submit" className="button button--primary cart-add__submit" disabled={props.busy}>
        {props.busy ? labels.sending : labels.submit}
      </button>
      {result && (
        <p className={`cart-add__result cart-add__result--${result.tone}`} role={result.tone === 'error' ? 'alert' : 'status'}>
          {result.text}
        </p>
      )}
    </form>
  )
}
