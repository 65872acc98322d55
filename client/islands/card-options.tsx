// The card-options island (view: src/views/islands/card-options-view.tsx): every change of quantity (typed, rounded up
// to the next SPEC §9 option, or stepped with − and +), envelope, inlay or ribbon updates the total and the designer
// link at once, from the prices the page came with. The call to action
// puts the chosen envelope and inlay into the cart (one call, one line each) and only then opens the designer, which
// receives the ribbon.
import { useEffect, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent } from 'react'
import { CART_SLOTS, type CardSelection } from '../../src/domain/commerce/card-total'
import { roundUpCardQuantity } from '../../src/domain/commerce/card-quantity'
import { chosenAccessories, CardOptionsView, type CardOptionsProps } from '../../src/views/islands/card-options-view'
import { showCartCount } from '../lib/cart-count'
import { callApi } from '../lib/customer-api'
import { logCustomerFailure } from '../lib/customer-log'

export default function CardOptions(props: CardOptionsProps) {
  const [selection, setSelection] = useState<CardSelection>(props.selection)
  const [live, setLive] = useState(false)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState(props.result)
  const [typed, setTyped] = useState<string>()
  useEffect(() => setLive(true), [])
  const onChange = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    const { name, value } = event.currentTarget
    if (name === 'quantity') {
      setTyped(value)
      // An empty or unfinished number keeps the last quantity until there is one to round up.
      if (Number(value) > 0) setSelection((current) => ({ ...current, quantity: roundUpCardQuantity(Number(value)) }))
    } else setSelection((current) => ({ ...current, [name]: value || undefined }))
  }
  const onStep = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    const quantity = Number(new URL(event.currentTarget.href).searchParams.get('quantity'))
    setTyped(undefined)
    setSelection((current) => ({ ...current, quantity }))
  }
  // The total is current with every key: Enter would click the form's first button, the call to action.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') event.preventDefault()
  }
  const onOrder = (event: MouseEvent, href: string) => {
    event.preventDefault()
    if (chosenAccessories(selection).length === 0) {
      window.location.assign(href)
      return
    }
    const body: Record<string, string> = { next: href, quantity: String(selection.quantity) }
    for (const slot of CART_SLOTS) body[slot] = selection[slot] ?? ''
    setBusy(true)
    void callApi<{ cartArticlesAmount?: number }>(props.orderAction, 'POST', body, { once: true }).then((answer) => {
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
  return (
    <CardOptionsView
      {...props}
      {...{ selection, live, busy, result, typed, onChange, onStep, onKeyDown, onOrder }}
      onBlur={() => setTyped(undefined)}
    />
  )
}
