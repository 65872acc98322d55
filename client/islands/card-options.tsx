// The card-options island (view: src/views/islands/card-options-view.tsx): every change of quantity, envelope, inlay
// or ribbon updates the total and the designer link at once, from the prices the page came with.
import { useEffect, useState, type ChangeEvent } from 'react'
import type { CardSelection } from '../../src/domain/commerce/card-total'
import { CardOptionsView, type CardOptionsProps } from '../../src/views/islands/card-options-view'

export default function CardOptions(props: CardOptionsProps) {
  const [selection, setSelection] = useState<CardSelection>(props.selection)
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { name, value } = event.currentTarget
    setLive(true)
    setSelection((current) => (name === 'quantity' ? { ...current, quantity: Number(value) } : { ...current, [name]: value || undefined }))
  }
  return <CardOptionsView {...props} selection={selection} live={live} onChange={onChange} />
}
