// The card-options island (view: src/views/islands/card-options-view.tsx): every change of quantity, envelope, inlay
// or ribbon updates the total and the designer link at once, from the prices the page came with. The call to action
// puts the chosen envelope and inlay into the cart (one call, one line each) and only then opens the designer, which
// receives the ribbon.
import { useEffect, useState, type ChangeEvent, type MouseEvent } from 'react'
import { CART_SLOTS, type CardSelection } from '../../src/domain/commerce/card-total'
import { chosenAccessories, CardOptionsView, type CardOptionsProps } from '../../src/views/islands/card-options-view'
import { showCartCount } from '../lib/cart-count'
import { callApi } from '../lib/customer-api'
import { logCustomerFailure } from '../lib/customer-log'

export default function CardOptions(props: CardOptionsProps) {
  const [selection, setSelection] = useState<CardSelection>(props.selection)
  const [live, setLive] = useState(false)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState(props.result)
  useEffect(() => setLive(true), [])
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { name, value } = event.currentTarget
    setLive(true)
    setSelection((current) => (name === 'quantity' ? { ...current, quantity: Number(value) } : { ...current, [name]: value || undefined }))
  }
  const onOrder = (event: MouseEvent<HTMLButtonElement>, href: string) => {
    event.preventDefault()
    if (chosenAccessories(selection).length === 0) {
      window.location.assign(href)
      return
    }
    const body: Record<string, string> = { next: href, quantity: String(selection.quantity) }
    for (const slot of CART_SLOTS) body[slot] = selection[slot] ?? ''
    setBusy(true)
    void callApi<{ cartArticlesAmount?: number }>(props.orderAction, 'POST', body).then((answer) => {
      if (answer.ok) {
        if (typeof answer.payload?.cartArticlesAmount === 'number') showCartCount(answer.payload.cartArticlesAmount)
        window.location.assign(href)
        return
      }
      setBusy(false)
      if (answer.status !== 400) logCustomerFailure('error-add-accessory', answer.status)
      const calm = answer.status === 'network' || (typeof answer.status === 'number' && answer.status >= 500)
      setResult({ text: calm || !answer.text ? props.labels.failed : answer.text, tone: 'error' })
    })
  }
  return <CardOptionsView {...props} selection={selection} live={live} busy={busy} result={result} onChange={onChange} onOrder={onOrder} />
}
