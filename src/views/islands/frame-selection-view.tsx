// The photo-frame selection (SPEC §3 frame families, frame types, mats, glass, option groups): a GET form of the page,
// the same markup for the server render, the no-JavaScript form and the island; the rules are domain/commerce/
// frame-selection.ts, the names SPEC §3's key families (produced.*, produced-short.*, frameWithMat). No DOM in here.
import { Fragment, type ReactNode } from 'react'
import type { PricePair } from '../../domain/commerce/frame-price'
import {
  frameDesignerOptions,
  matValue,
  selectionPrice,
  type FramedFormat,
  type FrameFamilyChoice,
  type FramedMaterial,
  type FrameSelection,
  type FrameSurcharges,
} from '../../domain/commerce/frame-selection'
import { designerUrl } from '../../domain/commerce/designer-url'
import { formatDimensions, parseFormat } from '../../domain/commerce/format'
import { formatPrice, isReduced } from '../../domain/commerce/price'
import type { Brand } from '../../domain/countries'
import type { Currency, Locale } from '../../domain/locales'

export interface FrameSelectionLabels {
  title: string
  family: string
  frameType: string
  mat: string
  glass: string
  noGlass: string
  material: string
  format: string
  update: string
  price: string
  from: string
  original: string
  current: string
  cta: string
  loading: string
  /** `[FRAME] mit Passepartout` (SPEC §3 frameWithMat). */
  frameWithMat: string
}

export interface FrameSelectionProps {
  id: string
  locale: Locale
  currency: Currency
  brand: Brand
  basePath: string
  action: string
  labels: FrameSelectionLabels
  /** Every shopper-facing name by kind and value: `type:`, `short:`, `family:`, `mat:`, `glass:`, `material:`, `group:`, `option:{group}:`. */
  names: Readonly<Record<string, string>>
  families: FrameFamilyChoice[]
  materials: FramedMaterial[]
  surcharges: FrameSurcharges
  /** Each family's "from" price (prices-from). */
  pricesFrom: Readonly<Record<string, PricePair>>
  /** Framed formats by `{frameFamily}:{materialType}` (prices-formats); the island loads the others when needed. */
  formats: Readonly<Record<string, FramedFormat[]>>
  selected: FrameSelection
  /** The shop's quote (price-article) of `selected`, shown until the shopper changes anything. */
  quoted?: PricePair | undefined
}

export interface FrameSelectionHandlers {
  family: (value: string) => void
  change: (patch: Partial<FrameSelection>) => void
  option: (group: string, value: string) => void
  submit: (event: { preventDefault(): void }) => void
}

export interface FrameSelectionViewProps extends FrameSelectionProps {
  on?: FrameSelectionHandlers | undefined
  live?: boolean | undefined
}

export const formatsKey = (selection: Pick<FrameSelection, 'frameFamily' | 'materialType'>) =>
  `${selection.frameFamily}:${selection.materialType}`

function name(props: FrameSelectionProps, key: string, fallback: string): string {
  return props.names[key] ?? fallback
}

/** SPEC §3: the frame's long name, with the mat when it has one (`frameWithMat` with its [FRAME] placeholder). */
export function selectionName(props: FrameSelectionProps, selection: FrameSelection): string {
  const frame = name(props, `type:${selection.frameType}`, selection.frameType)
  return selection.matType === 'mat-none' ? frame : props.labels.frameWithMat.replace('[FRAME]', frame)
}

export function frameDesignerHref(props: FrameSelectionProps, selection: FrameSelection): string | undefined {
  // The props are the designer context: the site's locale, brand and path markers.
  return designerUrl(frameDesignerOptions(selection), props)
}

function Money({ price, props }: { price: PricePair; props: FrameSelectionProps }) {
  const show = (value: number) => formatPrice(value, props)
  const reduced = isReduced(price)
  return (
    <span className="frame-selection__amount">
      {reduced && (
        <s className="calculator__original">
          <span className="calculator__sr">{`${props.labels.original} `}</span>
          {show(price.priceOriginal)}
        </s>
      )}
      <span className={reduced ? 'calculator__current calculator__current--reduced' : 'calculator__current'}>
        {reduced && <span className="calculator__sr">{`${props.labels.current} `}</span>}
        {show(price.priceCurrent)}
      </span>
    </span>
  )
}

export function FrameSelectionView(view: FrameSelectionViewProps) {
  const { id, labels, selected: s, on } = view
  const family = view.families.find((f) => f.frameFamily === s.frameFamily)
  const material = view.materials.find((m) => m.materialType === s.materialType)
  const formats = view.formats[formatsKey(s)]
  const price = view.quoted ?? (formats && selectionPrice(s, formats, view.surcharges))
  const href = formats ? frameDesignerHref(view, s) : undefined
  const select = (
    field: string,
    label: string,
    value: string,
    options: { value: string; text: string }[],
    onChange?: (value: string) => void,
  ) => {
    const props =
      on && onChange
        ? { value, onChange: (e: { currentTarget: object }) => onChange((e.currentTarget as { value: string }).value) }
        : { defaultValue: value }
    return (
      <div className="frame-selection__field">
        <label htmlFor={`${id}-${field}`}>{label}</label>
        <select id={`${id}-${field}`} name={field} {...props}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </select>
      </div>
    )
  }
  const radios = (
    field: string,
    legend: string,
    value: string,
    options: { value: string; text: string }[],
    onChange: (value: string) => void,
  ): ReactNode => (
    <fieldset className="frame-selection__choices">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="frame-selection__choice">
          <input
            type="radio"
            name={field}
            value={o.value}
            {...(on ? { checked: o.value === value, onChange: () => onChange(o.value) } : { defaultChecked: o.value === value })}
          />
          <span>{o.text}</span>
        </label>
      ))}
    </fieldset>
  )
  const fromText = (f: FrameFamilyChoice) => {
    const from = view.pricesFrom[f.frameFamily]
    const familyName = name(view, `family:${f.frameFamily}`, f.frameFamily)
    return from ? `${familyName} – ${labels.from} ${formatPrice(from.priceCurrent, view)}` : familyName
  }
  return (
    <section className="frame-selection" aria-labelledby={`${id}-title`} data-frame-type={s.frameType} data-format={s.formatType}>
      <h2 className="frame-selection__title" id={`${id}-title`}>
        {labels.title}
      </h2>
      <form className="frame-selection__form" method="get" action={`${view.action}#${id}`} onSubmit={on?.submit}>
        <input type="hidden" name="shownFamily" value={s.frameFamily} />
        {select(
          'frameFamily',
          labels.family,
          s.frameFamily,
          view.families.map((f) => ({ value: f.frameFamily, text: fromText(f) })),
          on?.family,
        )}
        {family &&
          select(
            'frameType',
            labels.frameType,
            s.frameType,
            family.frameTypes.map((t) => ({ value: t.value, text: name(view, `short:${t.value}`, t.value) })),
            (value) => on?.change({ frameType: value }),
          )}
        {family &&
          family.materials.length > 1 &&
          select(
            'materialType',
            labels.material,
            s.materialType,
            family.materials.map((m) => ({ value: m, text: name(view, `material:${m}`, m) })),
            (value) => on?.change({ materialType: value as FrameSelection['materialType'] }),
          )}
        {family &&
          family.mats.length > 0 &&
          radios(
            'mat',
            labels.mat,
            matValue(s.matType, s.matSize),
            family.mats.map((m) => ({ value: matValue(m.matType, m.matSize), text: name(view, `mat:${m.matType}`, m.matType) })),
            (value) => {
              const mat = family.mats.find((m) => matValue(m.matType, m.matSize) === value)
              if (mat) on?.change({ matType: mat.matType, matSize: mat.matSize })
            },
          )}
        {family && family.glasses.length > 0 ? (
          radios(
            'glassType',
            labels.glass,
            s.glassType ?? '',
            family.glasses.map((g) => ({ value: g.glassType, text: name(view, `glass:${g.glassType}`, g.glassType) })),
            (value) => on?.change({ glassType: value as FrameSelection['glassType'] }),
          )
        ) : (
          <p className="frame-selection__note">{labels.noGlass}</p>
        )}
        {material?.optionGroups.map((group) => (
          <Fragment key={group.value}>
            {select(
              `option-${group.value}`,
              name(view, `group:${group.value}`, group.value),
              s.options[group.value] ?? '',
              group.options.map((o) => ({ value: o.value, text: name(view, `option:${group.value}:${o.value}`, o.value) })),
              (value) => on?.option(group.value, value),
            )}
          </Fragment>
        ))}
        {formats ? (
          select(
            'formatType',
            labels.format,
            s.formatType,
            formats.map((f) => {
              const each = selectionPrice({ ...s, formatType: f.value }, formats, view.surcharges)
              return {
                value: f.value,
                text: `${formatDimensions(parseFormat(f.value), view.locale)}${each ? ` – ${formatPrice(each.priceCurrent, view)}` : ''}`,
              }
            }),
            (value) => on?.change({ formatType: value }),
          )
        ) : (
          <p className="frame-selection__note" aria-busy="true">
            {labels.loading}
          </p>
        )}
        {!view.live && (
          <button type="submit" className="calculator__update frame-selection__update">
            {labels.update}
          </button>
        )}
      </form>
      <div className="frame-selection__summary">
        <p className="frame-selection__name">{selectionName(view, s)}</p>
        {price && (
          <p className="frame-selection__price" aria-live="polite">
            <span className="calculator__sr">{`${labels.price} `}</span>
            <Money price={price} props={view} />
          </p>
        )}
        {href && (
          <a className="button button--primary frame-selection__cta" href={href} rel="nofollow">
            {labels.cta}
          </a>
        )}
      </div>
    </section>
  )
}
