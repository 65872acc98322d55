// The calculator's dialog contents (SPEC §2 `calculator-more-formats`, `calculator-own-format`), loaded with the first
// opening, never with the page. Each loads its data from the built-in shop API when it opens (the more-formats list,
// the material's limits) and hands the choice back to the calculator island through its payload.
import { useEffect, useRef, useState } from 'react'
import type { CalculatorFormat, CalculatorMaterial } from '../../src/domain/commerce/calculator'
import { checkOwnFormat, type FormatLimits } from '../../src/domain/commerce/own-format'
import {
  MoreFormatsList,
  OwnFormatFields,
  ownProblemText,
  type CalculatorDialogLabels,
  type MoreFormatsGroup,
} from '../../src/views/islands/parts/calculator-dialogs'
import { DIALOG_TITLE_ID } from '../../src/views/islands/dialog-host-view'
import type { Currency, Locale } from '../../src/domain/locales'
import { dialogContents } from '../lib/dialogs'
import { shopGet, type ShopSite } from '../lib/shop-get'

export interface CalculatorDialogPayload {
  id: string
  site: ShopSite
  locale: Locale
  currency: Currency
  labels: CalculatorDialogLabels
  material: CalculatorMaterial
  selected: string
  /** A format of the more-formats list, with its own price. */
  pick: (format: CalculatorFormat) => void
  /** Typed-in sides within the limits; the calculator prices them. */
  own: (width: string, height: string, limits: FormatLimits) => void
}

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T }

function useShop<T>(path: string, site: ShopSite, materialType: string): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' })
  useEffect(() => {
    let live = true
    shopGet<T>(path, { materialType }, site)
      .then((value) => live && setLoaded({ state: 'ready', value }))
      .catch((error: unknown) => {
        console.warn('calculator dialog could not load', path, error)
        if (live) setLoaded({ state: 'failed' })
      })
    return () => void (live = false)
  }, [path, site, materialType])
  return loaded
}

function Status({ loaded, labels }: { loaded: Loaded<unknown>; labels: CalculatorDialogLabels }) {
  if (loaded.state === 'failed') return <p role="alert">{labels.failed}</p>
  return (
    <p className="dialog__loading" aria-busy="true">
      {labels.loading}
    </p>
  )
}

function MoreFormatsDialog({ payload, close }: { payload: unknown; close: () => void }) {
  const p = payload as CalculatorDialogPayload
  const loaded = useShop<{ groups: MoreFormatsGroup[] }>('/price-api/prices/format-group-prices-images', p.site, p.material.value)
  return (
    <>
      <h2 id={DIALOG_TITLE_ID}>{p.labels.moreTitle}</h2>
      <p>{p.labels.moreIntro}</p>
      {loaded.state === 'ready' ? (
        <MoreFormatsList
          idPrefix={`${p.id}-dialog`}
          locale={p.locale}
          currency={p.currency}
          labels={p.labels}
          groups={loaded.value.groups}
          selected={p.selected}
          onPick={(format) => {
            p.pick({ value: format.value, priceCurrent: format.priceCurrent, priceOriginal: format.priceOriginal })
            close()
          }}
        />
      ) : (
        <Status loaded={loaded} labels={p.labels} />
      )}
    </>
  )
}

function OwnFormatDialog({ payload, close }: { payload: unknown; close: () => void }) {
  const p = payload as CalculatorDialogPayload
  const loaded = useShop<FormatLimits>('/web-api/product-selection-photo-frame/format-limits', p.site, p.material.value)
  const [error, setError] = useState<string>()
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (loaded.state === 'ready') form.current?.querySelector('input')?.focus()
  }, [loaded.state])
  return (
    <>
      <h2 id={DIALOG_TITLE_ID}>{p.labels.ownTitle}</h2>
      {loaded.state === 'ready' ? (
        <form
          ref={form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const data = new FormData(event.currentTarget)
            const [width, height] = [String(data.get('ownWidth') ?? ''), String(data.get('ownHeight') ?? '')]
            // The same rule set the Worker applies to the no-JavaScript form.
            const checked = checkOwnFormat(loaded.value, p.locale, width, height)
            if (!checked.ok) {
              setError(ownProblemText(p.labels, loaded.value, p.locale, checked.problem))
              return
            }
            p.own(width, height, loaded.value)
            close()
          }}
        >
          <OwnFormatFields idPrefix={`${p.id}-dialog`} locale={p.locale} labels={p.labels} limits={loaded.value} error={error} />
        </form>
      ) : (
        <Status loaded={loaded} labels={p.labels} />
      )}
    </>
  )
}

dialogContents.set('calculator-more-formats', MoreFormatsDialog)
dialogContents.set('calculator-own-format', OwnFormatDialog)
