// The buttons of a product detail that open the SPEC §2 `product-description` and `3d-preview` dialogs, and those
// dialogs' contents. Pure React shared by the server (buttons only) and the lazily loaded product-dialogs island.
import { useState } from 'react'
import { DIALOG_TITLE_ID } from './dialog-host-view'

export interface ProductDialogsProps {
  name: string
  /** Paragraphs of the full description. */
  description: string[]
  facts: string[]
  /** Pictures of the product; the 3D view shows the first as the front and the second (or the first) as the back. */
  images: string[]
  has3d: boolean
  labels: { description: string; view3d: string; rotate: string; facts: string }
}

export type ProductDialogKind = 'product-description' | '3d-preview'

export function ProductDialogsView(props: ProductDialogsProps & { onOpen?: (kind: ProductDialogKind) => void }) {
  const { labels, onOpen } = props
  return (
    <div className="product-dialogs">
      <button
        type="button"
        className="button button--secondary"
        data-product-dialog="product-description"
        onClick={() => onOpen?.('product-description')}
      >
        {labels.description}
      </button>
      {props.has3d && (
        <button type="button" className="button button--secondary" data-product-dialog="3d-preview" onClick={() => onOpen?.('3d-preview')}>
          {labels.view3d}
        </button>
      )}
    </div>
  )
}

export function ProductDescriptionContent({ payload }: { payload: ProductDialogsProps }) {
  return (
    <div className="product-description">
      <h2 id={DIALOG_TITLE_ID}>{payload.name}</h2>
      {payload.description.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      {payload.facts.length > 0 && (
        <>
          <h3>{payload.labels.facts}</h3>
          <ul>
            {payload.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/** A card-like object in CSS 3D: the product picture on its faces, turned with a slider (and slowly by itself until then). */
export function Preview3dContent({ payload }: { payload: ProductDialogsProps }) {
  const [angle, setAngle] = useState<number | null>(null)
  const front = payload.images[0] ?? ''
  const back = payload.images[1] ?? front
  return (
    <div className="preview-3d">
      <h2 id={DIALOG_TITLE_ID}>
        {payload.name} – {payload.labels.view3d}
      </h2>
      <div className="preview-3d__stage">
        <div
          className={angle === null ? 'preview-3d__object preview-3d__object--spinning' : 'preview-3d__object'}
          style={angle === null ? undefined : { transform: `rotateX(-8deg) rotateY(${angle}deg)` }}
        >
          <img className="preview-3d__face preview-3d__face--front" src={front} alt="" />
          <img className="preview-3d__face preview-3d__face--back" src={back} alt="" />
          <span className="preview-3d__edge" />
        </div>
      </div>
      <label className="preview-3d__control">
        {payload.labels.rotate}
        <input
          type="range"
          min={-180}
          max={180}
          step={1}
          value={angle ?? 0}
          onChange={(event) => setAngle(Number((event.currentTarget as unknown as { value: string }).value))}
        />
      </label>
    </div>
  )
}
