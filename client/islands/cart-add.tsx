// The cart-add island (view: src/views/islands/cart-add-view.tsx), hydrated on the first interaction: sends the form
// with fetch (`Accept: application/json`), shows the answer and updates the header's cart count at once. A failure
// other than the shopper's own input is reported under SPEC §8's key; the shopper reads a calm message.
import { useState, type FormEvent } from 'react'
import { CartAddView, type CartAddProps } from '../../src/views/islands/cart-add-view'
import { callApi } from '../lib/customer-api'
import { logCustomerFailure } from '../lib/customer-log'
import { showCartCount } from '../lib/cart-count'

export default function CartAdd(props: CartAddProps) {
  const [result, setResult] = useState(props.result)
  const [busy, setBusy] = useState(false)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') form.append(name, value)
    setBusy(true)
    void callApi<{ cartArticlesAmount?: number }>(props.action, 'POST', form, { once: true }).then((answer) => {
      setBusy(false)
      if (answer.ok && typeof answer.payload?.cartArticlesAmount === 'number') showCartCount(answer.payload.cartArticlesAmount)
      if (!answer.ok && answer.status !== 400)
        logCustomerFailure(props.kind === 'voucher' ? 'error-add-voucher' : 'error-add-accessory', answer.status)
      const calm = answer.status === 'network' || (typeof answer.status === 'number' && answer.status >= 500)
      setResult({ text: calm || !answer.text ? props.labels.failed : answer.text, tone: answer.ok ? 'success' : 'error' })
    })
  }
  return <CartAddView {...props} result={result} busy={busy} onSubmit={onSubmit} />
}
