// Frame-selection island (SPEC §3): family, frame type, mat, glass, options and format change in place; a family or
// material whose formats are not known yet loads them from `prices-formats` (one call per pair), and the price and the
// designer link follow by the same domain rules the Worker used. Hydrates on the first interaction.
import { useEffect, useState } from 'react'
import {
  defaultOptions,
  familySelection,
  withFormat,
  type FramedFormat,
  type FrameSelection,
} from '../../src/domain/commerce/frame-selection'
import { formatsKey, FrameSelectionView, type FrameSelectionProps } from '../../src/views/islands/frame-selection-view'
import { shopGet } from '../lib/shop-get'

export default function FrameSelectionIsland(props: FrameSelectionProps) {
  const [selected, setSelected] = useState<FrameSelection>(props.selected)
  const [formats, setFormats] = useState<Record<string, FramedFormat[]>>({ ...props.formats })
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])

  const key = formatsKey(selected)
  const known = formats[key]
  useEffect(() => {
    if (known) {
      if (!known.some((f) => f.value === selected.formatType)) setSelected((current) => withFormat(current, known))
      return
    }
    let current = true
    shopGet<{ formats: FramedFormat[] }>(
      '/web-api/product-selection-photo-frame/prices-formats',
      { frameType: selected.frameType, materialType: selected.materialType },
      { channel: props.brand, locale: props.locale },
    )
      .then((answer) => current && setFormats((all) => ({ ...all, [key]: answer.formats })))
      .catch((error: unknown) => console.warn('frame formats could not load', error))
    return () => void (current = false)
  }, [key, known, selected.formatType, selected.frameType, selected.materialType, props.brand, props.locale])

  return (
    <FrameSelectionView
      {...props}
      formats={formats}
      selected={selected}
      quoted={selected === props.selected ? props.quoted : undefined}
      live={live}
      on={{
        // A new family starts from its defaults, keeping the format when the family is made in it.
        family: (value) => {
          const family = props.families.find((f) => f.frameFamily === value)
          const next = family && familySelection(family, props.materials)
          if (next) setSelected({ ...next, formatType: selected.formatType })
        },
        change: (patch) => {
          setSelected((current) => {
            const next = { ...current, ...patch }
            // Another material has other option groups: its defaults.
            if (patch.materialType && patch.materialType !== current.materialType) {
              return { ...next, options: defaultOptions(props.materials.find((m) => m.materialType === patch.materialType)) }
            }
            return next
          })
        },
        option: (group, value) => setSelected((current) => ({ ...current, options: { ...current.options, [group]: value } })),
        submit: (event) => event.preventDefault(),
      }}
    />
  )
}
