// Photo calculator island (SPEC §3 photo prints and photo boxes): kind, format, paper and quantity change in place,
// by the rules the Worker applied to the form. Hydrates on the first interaction.
import { useEffect, useState } from 'react'
import { kindStart, printQuantity, type PhotoboxChoice } from '../../src/domain/commerce/photobox-selection'
import { PhotoCalculatorView, type PhotoCalculatorProps } from '../../src/views/islands/photo-calculator-view'

export default function PhotoCalculator(props: PhotoCalculatorProps) {
  const [selected, setSelected] = useState<PhotoboxChoice>(props.selected)
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  return (
    <PhotoCalculatorView
      {...props}
      selected={selected}
      live={live}
      on={{
        kind: (value) => {
          const kind = props.kinds.find((k) => k.photoboxType === value)
          if (kind) setSelected(kindStart(kind))
        },
        change: (patch) =>
          setSelected((current) => ({
            ...current,
            ...patch,
            ...(patch.quantity === undefined ? {} : { quantity: printQuantity(String(patch.quantity)) }),
          })),
        submit: (event) => event.preventDefault(),
      }}
    />
  )
}
