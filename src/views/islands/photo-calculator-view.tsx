// The photo calculator teaser (SPEC §2 calculator teaser for photo prints and photo boxes, §3 photobox kinds, papers
// and photo formats): kind, format, paper and, for prints, a quantity, with the price in the site's currency and the
// photo-box designer link (photoboxType, photoboxFormat). A GET form of the page without JavaScript; the same markup
// for the island. No DOM in here.
import type { PhotoboxType } from '../../domain/commerce/catalogue-enums'
import { designerUrl } from '../../domain/commerce/designer-url'
import { photoboxDesignerOptions, photoFormatName } from '../../domain/commerce/photo-formats'
import {
  PRINT_QUANTITY,
  photoboxTotal,
  type PhotoboxChoice,
  type PhotoboxKind,
  type PhotoboxPrice,
} from '../../domain/commerce/photobox-selection'
import { formatPrice, isReduced } from '../../domain/commerce/price'
import type { Brand } from '../../domain/countries'
import type { Currency, Locale } from '../../domain/locales'

export interface PhotoCalculatorLabels {
  title: string
  kind: string
  format: string
  paper: string
  quantity: string
  update: string
  /** With `{price}`. */
  perPiece: string
  /** With `{count}`. */
  capacity: string
  original: string
  current: string
  cta: string
}

export interface PhotoCalculatorProps {
  id: string
  locale: Locale
  currency: Currency
  brand: Brand
  basePath: string
  action: string
  kinds: (PhotoboxKind & { name: string; capacity: number | null; paperNames: Readonly<Record<string, string>> })[]
  prices: Readonly<Partial<Record<PhotoboxType, PhotoboxPrice[]>>>
  selected: PhotoboxChoice
  labels: PhotoCalculatorLabels
}

export interface PhotoCalculatorHandlers {
  kind: (value: string) => void
  change: (patch: Partial<PhotoboxChoice>) => void
  submit: (event: { preventDefault(): void }) => void
}

export interface PhotoCalculatorViewProps extends PhotoCalculatorProps {
  on?: PhotoCalculatorHandlers | undefined
  live?: boolean | undefined
}

const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all)

export function photoDesignerHref(
  props: Pick<PhotoCalculatorProps, 'locale' | 'brand' | 'basePath'>,
  choice: PhotoboxChoice,
): string | undefined {
  return designerUrl(photoboxDesignerOptions(choice), {
    locale: props.locale,
    brand: props.brand,
    basePath: props.basePath,
  })
}

export function PhotoCalculatorView(view: PhotoCalculatorViewProps) {
  const { id, labels, selected: s, on } = view
  const kind = view.kinds.find((k) => k.photoboxType === s.photoboxType)
  const prices = view.prices[s.photoboxType] ?? []
  const total = photoboxTotal(s, prices)
  const piece = photoboxTotal({ ...s, quantity: 1 }, prices)
  const money = (value: number) => formatPrice(value, view)
  const href = photoDesignerHref(view, s)
  const controlled = <T,>(value: T, change: (value: string) => void) =>
    on
      ? { value, onChange: (e: { currentTarget: object }) => change((e.currentTarget as { value: string }).value) }
      : { defaultValue: value }
  return (
    <section
      className="calculator photo-calculator"
      aria-labelledby={`${id}-title`}
      data-photobox-type={s.photoboxType}
      data-format={s.format}
    >
      <h2 className="calculator__title" id={`${id}-title`}>
        {labels.title}
      </h2>
      <form className="calculator__form" method="get" action={view.action} onSubmit={on?.submit}>
        <input type="hidden" name="shownType" value={s.photoboxType} />
        {view.kinds.length > 1 ? (
          <div className="calculator__material">
            <label htmlFor={`${id}-kind`}>{labels.kind}</label>
            <select id={`${id}-kind`} name="photoboxType" {...controlled(s.photoboxType, (value) => on?.kind(value))}>
              {view.kinds.map((k) => (
                <option key={k.photoboxType} value={k.photoboxType}>
                  {k.capacity ? `${k.name} (${fill(labels.capacity, { count: String(k.capacity) })})` : k.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <input type="hidden" name="photoboxType" value={s.photoboxType} />
        )}
        <fieldset className="calculator__formats">
          <legend>{labels.format}</legend>
          <ul className="calculator__format-list">
            {kind?.formats.map((format) => {
              const each = photoboxTotal({ ...s, format: format.value, quantity: 1 }, prices)
              const checked = format.value === s.format
              return (
                <li key={format.value} className="calculator__format">
                  <label className="calculator__format-label">
                    <input
                      type="radio"
                      name="photoFormat"
                      value={format.value}
                      {...(on ? { checked, onChange: () => on.change({ format: format.value }) } : { defaultChecked: checked })}
                    />
                    <span className="calculator__dimensions">{photoFormatName(format.value, view.locale)}</span>
                    {each && <span className="calculator__format-price">{money(each.priceCurrent)}</span>}
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>
        <div className="calculator__material">
          <label htmlFor={`${id}-paper`}>{labels.paper}</label>
          <select id={`${id}-paper`} name="paper" {...controlled(s.paper, (value) => on?.change({ paper: value }))}>
            {kind?.papers.map((p) => (
              <option key={p.paper} value={p.paper}>
                {kind.paperNames[p.paper] ?? p.paper}
              </option>
            ))}
          </select>
        </div>
        {s.photoboxType === 'photoprint' && (
          <div className="calculator__material">
            <label htmlFor={`${id}-quantity`}>{labels.quantity}</label>
            <input
              id={`${id}-quantity`}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={PRINT_QUANTITY.min}
              max={PRINT_QUANTITY.max}
              {...controlled(String(s.quantity), (value) => on?.change({ quantity: Number(value) }))}
            />
          </div>
        )}
        {!view.live && (
          <button type="submit" className="calculator__update">
            {labels.update}
          </button>
        )}
      </form>
      <div className="calculator__summary">
        {total && (
          <p className="calculator__price" aria-live="polite">
            <span className="calculator__prices">
              {isReduced(total) && (
                <s className="calculator__original">
                  <span className="calculator__sr">{`${labels.original} `}</span>
                  {money(total.priceOriginal)}
                </s>
              )}
              <span className={isReduced(total) ? 'calculator__current calculator__current--reduced' : 'calculator__current'}>
                {isReduced(total) && <span className="calculator__sr">{`${labels.current} `}</span>}
                {money(total.priceCurrent)}
              </span>
            </span>
            {s.photoboxType === 'photoprint' && piece && (
              <span className="photo-calculator__piece">{fill(labels.perPiece, { price: money(piece.priceCurrent) })}</span>
            )}
          </p>
        )}
        {href && (
          <a className="button button--primary calculator__cta" href={href}>
            {labels.cta}
          </a>
        )}
      </div>
    </section>
  )
}
