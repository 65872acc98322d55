// Calculator island (SPEC §4): material, format and own format change in place, and the designer link follows them;
// the rules live in the shared domain module, so the browser prices and links exactly as the server did.
import { useEffect, useState } from 'react'
import {
  findMaterial,
  formatSelection,
  materialSelection,
  orientSelection,
  ownFormatSelection,
  type CalculatorSelection,
} from '../../src/domain/commerce/calculator'
import { CalculatorView, ownFormatError, type CalculatorProps } from '../../src/render/islands/calculator-view'

export default function Calculator(props: CalculatorProps) {
  const [selected, setSelected] = useState<CalculatorSelection>(props.selected)
  const [ownError, setOwnError] = useState(props.ownError)
  const [moreOpen, setMoreOpen] = useState(Boolean(props.ownError))
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])

  const material = findMaterial(props.choices, selected.material)

  return (
    <CalculatorView
      {...props}
      selected={selected}
      ownError={ownError}
      moreOpen={moreOpen}
      live={live}
      on={{
        material: (value) => {
          const next = findMaterial(props.choices, value)
          if (!next) return
          setSelected(materialSelection(next))
          setOwnError(undefined)
        },
        // Choosing a listed format clears the own-format entry (SPEC §4).
        format: (value) => {
          if (!material || value === selected.own?.value) return
          setSelected(formatSelection(material, value, selected.swapped) ?? selected)
          setOwnError(undefined)
        },
        submit: (event) => {
          event.preventDefault()
          if (!material) return
          const form = new FormData(event.currentTarget as HTMLFormElement)
          const [width, height] = [String(form.get('ownWidth') ?? ''), String(form.get('ownHeight') ?? '')]
          // Only the own-format fields submit anything here; the rest of the form already took effect.
          if (!width.trim() && !height.trim()) return
          const result = ownFormatSelection(material, width, height, props.locale, selected.swapped)
          if (!result.ok) {
            setOwnError(ownFormatError(props, material, result.error))
            return
          }
          setSelected(result.selection)
          setOwnError(undefined)
          setMoreOpen(false)
        },
        toggleMore: setMoreOpen,
        // SPEC §4: the format converted to the other orientation (the toggle exists only when tag and flag are on).
        orientation: (value) => {
          if (!material || !props.orientation) return
          setSelected(orientSelection(material, selected, value))
        },
      }}
    />
  )
}
