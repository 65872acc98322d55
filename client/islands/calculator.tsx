// Calculator island (SPEC §4): material, format and the two dialogs change the choice in place, and the designer link
// follows them; the rules live in the shared domain module, so the browser prices and links exactly as the server did.
// It hydrates on the first interaction (the server's markup is a working GET form until then), and the dialogs' code
// and data load only when one opens.
import { chunkFailed } from '../lib/chunk-load'
import { useEffect, useState } from 'react'
import {
  findMaterial,
  formatSelection,
  materialSelection,
  orientSelection,
  ownFormatSelection,
  type CalculatorSelection,
} from '../../src/domain/commerce/calculator'
import { CalculatorView, type CalculatorDialogKind, type CalculatorProps } from '../../src/views/islands/calculator-view'
import type { CalculatorDialogPayload } from '../parts/calculator-dialogs'

const KINDS = { 'more-formats': 'calculator-more-formats', 'own-format': 'calculator-own-format' } as const

export default function Calculator(props: CalculatorProps) {
  const [selected, setSelected] = useState<CalculatorSelection>(props.selected)
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])

  const material = findMaterial(props.choices, selected.material)

  const open = (kind: CalculatorDialogKind) => {
    if (!material) return
    const payload: CalculatorDialogPayload = {
      id: props.id,
      site: { channel: props.brand, locale: props.locale },
      locale: props.locale,
      currency: props.currency,
      labels: props.dialogs,
      material,
      selected: selected.format,
      // SPEC §4: a format outside the list is kept as the extra own-format entry with its price.
      pick: (format) =>
        setSelected((current) =>
          material.formats.some((f) => f.value === format.value)
            ? (formatSelection(material, format.value) ?? current)
            : { material: material.value, format: format.value, own: format },
        ),
      own: (width, height, limits) =>
        setSelected((current) => {
          const result = ownFormatSelection({ ...material, limits }, width, height, props.locale, current.swapped)
          return result.ok ? result.selection : current
        }),
    }
    Promise.all([import('../lib/dialogs'), import('../parts/calculator-dialogs')])
      .then(([dialogs]) => dialogs.openDialog(KINDS[kind], payload))
      .catch((error: unknown) => chunkFailed('calculator dialog', error))
  }

  return (
    <CalculatorView
      {...props}
      selected={selected}
      live={live}
      on={{
        material: (value) => {
          const next = findMaterial(props.choices, value)
          if (next) setSelected(materialSelection(next))
        },
        // Choosing a listed format clears the own-format entry (SPEC §4).
        format: (value) => {
          if (!material || value === selected.own?.value) return
          setSelected(formatSelection(material, value, selected.swapped) ?? selected)
        },
        submit: (event) => event.preventDefault(),
        open,
        // SPEC §4: the format converted to the other orientation (the toggle exists only when tag and flag are on).
        orientation: (value) => {
          if (!material || !props.orientation) return
          setSelected(orientSelection(material, selected, value))
        },
      }}
    />
  )
}
