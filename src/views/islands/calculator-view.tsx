// The calculator teaser (SPEC §2, §3 calculator fields, §4 calculator): material, then format, then the designer.
// Markup and wording, shared by the server render, the no-JavaScript form and the island; the selection rules live in
// src/domain/commerce/calculator.ts. No DOM in here.
import {
  canSwap,
  findMaterial,
  limitsOf,
  selectedFormat,
  selectionOrientation,
  shownFormats,
  type CalculatorBadge,
  type CalculatorChoice,
  type CalculatorFormat,
  type CalculatorMaterial,
  type CalculatorSelection,
  type SwapOrientation,
} from '../../domain/commerce/calculator'
import type { ButtonColor } from '../../domain/commerce/catalogue-enums'
import { designerUrl } from '../../domain/commerce/designer-url'
import { formatDimensions, parseFormat } from '../../domain/commerce/format'
import type { OwnFormatProblem } from '../../domain/commerce/own-format'
import { formatPrice, isReduced } from '../../domain/commerce/price'
import type { Brand } from '../../domain/countries'
import { interpolate } from '../../domain/interpolate'
import type { Currency, Locale } from '../../domain/locales'
import { ownProblemText, type CalculatorDialogLabels } from './parts/calculator-dialogs'

export type {
  CalculatorBadge,
  CalculatorChoice,
  CalculatorFormat,
  CalculatorMaterial,
  CalculatorSelection,
} from '../../domain/commerce/calculator'

export interface CalculatorLabels {
  title: string
  material: string
  format: string
  update: string
  moreFormats: string
  ownFormat: string
  /** With `{format}`. */
  pricedAs: string
  original: string
  current: string
}

export interface CalculatorProps {
  /** Prefix of element ids (the block's `_uid`); an island cannot use React's useId across server and client trees. */
  id: string
  locale: Locale
  currency: Currency
  brand: Brand
  /** The request's path markers, kept in front of the designer path. */
  basePath: string
  isCollage: boolean
  /** The page itself: the no-JavaScript form asks it again with the shopper's choice. */
  action: string
  choices: CalculatorChoice[]
  selected: CalculatorSelection
  cta: { text: string; color?: ButtonColor | undefined }
  labels: CalculatorLabels
  /** The words of the more-formats and own-format dialogs (and of their no-JavaScript panels). */
  dialogs: CalculatorDialogLabels
  /**
   * SPEC §4 orientation swap, only when the page's content tag and its experiment are both on: the toggle's words.
   * Absent, no toggle is shown and the list stays as the shop lists it.
   */
  orientation?: { legend: string; portrait: string; landscape: string } | undefined
}

// ---------------------------------------------------------------------------------------------------------------
// Wording

/** `{name}` placeholders filled in; the server's translator did the words, this only the numbers the browser knows. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return interpolate(template, values)
}

/** The words of an own-format problem, with the material's limits in the site's unit. */
export function ownFormatError(
  props: Pick<CalculatorProps, 'dialogs' | 'locale'>,
  material: CalculatorMaterial,
  error: OwnFormatProblem,
): string {
  return ownProblemText(props.dialogs, limitsOf(material), props.locale, error)
}

/** The two dialogs of SPEC §2; without JavaScript each is a panel of the page (`?calculator=…`). */
export type CalculatorDialogKind = 'more-formats' | 'own-format'

/** The page with the current choice and a dialog's panel open: the dialog's no-JavaScript twin. */
export function dialogHref(
  props: Pick<CalculatorProps, 'action' | 'id'>,
  selection: CalculatorSelection,
  kind: CalculatorDialogKind,
): string {
  const query = new URLSearchParams({
    materialType: selection.material,
    shownMaterial: selection.material,
    formatType: selection.format,
    calculator: kind,
  })
  return `${props.action}?${query.toString()}#${props.id}-panel`
}

/** SPEC §2: the designer link, built locally from material, format type and collage status with the shared module. */
export function designerHref(props: CalculatorProps, selection: CalculatorSelection): string | undefined {
  return designerUrl(
    { materialType: selection.material, formatType: selection.format },
    { locale: props.locale, brand: props.brand, basePath: props.basePath, isCollage: props.isCollage },
  )
}

function dimensions(value: string, locale: Locale): string {
  return formatDimensions(parseFormat(value), locale)
}

// ---------------------------------------------------------------------------------------------------------------
// Markup

export interface CalculatorHandlers {
  material: (value: string) => void
  format: (value: string) => void
  /** The form's submit: with the island every change has already taken effect, so nothing reloads. */
  submit: (event: { preventDefault(): void; currentTarget: unknown }) => void
  /** Opens a dialog instead of following its no-JavaScript link. */
  open: (kind: CalculatorDialogKind) => void
  orientation: (value: SwapOrientation) => void
}

export interface CalculatorViewProps extends CalculatorProps {
  /** The island's handlers: controlled inputs, changes without a reload. */
  on?: CalculatorHandlers | undefined
  /** True once the island has mounted: the no-JavaScript update button goes (after hydration, so the markup matches). */
  live?: boolean | undefined
}

function Price({ format, props, className }: { format: CalculatorFormat; props: CalculatorProps; className: string }) {
  const money = (value: number) => formatPrice(value, { locale: props.locale, currency: props.currency })
  const reduced = isReduced(format)
  return (
    <span className={className}>
      {reduced && (
        <s className="calculator__original">
          <span className="calculator__sr">{`${props.labels.original} `}</span>
          {money(format.priceOriginal)}
        </s>
      )}
      <span className={reduced ? 'calculator__current calculator__current--reduced' : 'calculator__current'}>
        {reduced && <span className="calculator__sr">{`${props.labels.current} `}</span>}
        {money(format.priceCurrent)}
      </span>
    </span>
  )
}

function FormatOption(props: { view: CalculatorViewProps; format: CalculatorFormat; checked: boolean; own: boolean }) {
  const { view, format, checked, own } = props
  const inputProps = view.on ? { checked, onChange: () => view.on?.format(format.value) } : { defaultChecked: checked }
  return (
    <li className={own ? 'calculator__format calculator__format--own' : 'calculator__format'}>
      <label className="calculator__format-label">
        <input type="radio" name="formatType" value={format.value} {...inputProps} />
        <span className="calculator__dimensions">
          {own && <span className="calculator__own-name">{`${view.labels.ownFormat}: `}</span>}
          {dimensions(format.value, view.locale)}
          {own && format.pricedAs && (
            <span className="calculator__priced-as">{` (${fill(view.labels.pricedAs, { format: dimensions(format.pricedAs, view.locale) })})`}</span>
          )}
        </span>
        <Price format={format} props={view} className="calculator__format-price" />
      </label>
    </li>
  )
}

/** SPEC §4: portrait or landscape, as two radio buttons (the no-JavaScript form sends the chosen one). */
function OrientationToggle({ view, material }: { view: CalculatorViewProps; material: CalculatorMaterial }) {
  const words = view.orientation
  if (!words || !canSwap(material)) return null
  const current = selectionOrientation(material, view.selected)
  const on = view.on
  const radio = (value: SwapOrientation, label: string) => {
    const inputProps = on ? { checked: current === value, onChange: () => on.orientation(value) } : { defaultChecked: current === value }
    return (
      <label className="calculator__orientation-option">
        <input type="radio" name="orientation" value={value} {...inputProps} />
        <span>{label}</span>
      </label>
    )
  }
  return (
    <fieldset className="calculator__orientation" data-orientation={current}>
      <legend>{words.legend}</legend>
      {radio('portrait', words.portrait)}
      {radio('landscape', words.landscape)}
    </fieldset>
  )
}

export function CalculatorView(view: CalculatorViewProps) {
  const { id, labels, choices, selected, on } = view
  const material = findMaterial(choices, selected.material)
  const current = selectedFormat(material, selected)
  const choice = choices.find((c) => c.materials.some((m) => m.value === selected.material))
  const href = designerHref(view, selected)
  const selectProps = on
    ? {
        value: selected.material,
        onChange: (event: { currentTarget: object }) => on.material((event.currentTarget as { value: string }).value),
      }
    : { defaultValue: selected.material }
  const option = (m: CalculatorMaterial, badge?: CalculatorBadge) => (
    <option key={m.value} value={m.value}>
      {badge ? `${m.label} – ${badge.text}` : m.label}
    </option>
  )
  const opener = (kind: CalculatorDialogKind, label: string) => (
    <a
      className="calculator__dialog-link"
      href={dialogHref(view, selected, kind)}
      aria-haspopup={on ? 'dialog' : undefined}
      onClick={
        on
          ? (event) => {
              event.preventDefault()
              on.open(kind)
            }
          : undefined
      }
    >
      {label}
    </a>
  )
  return (
    <section className="calculator" aria-labelledby={`${id}-title`} data-material={selected.material} data-format={selected.format}>
      <h2 className="calculator__title" id={`${id}-title`}>
        {labels.title}
      </h2>
      <form className="calculator__form" method="get" action={view.action} onSubmit={on?.submit}>
        <input type="hidden" name="shownMaterial" value={selected.material} />
        <div className="calculator__material">
          <label htmlFor={`${id}-material`}>{labels.material}</label>
          <select id={`${id}-material`} name="materialType" {...selectProps}>
            {choices.map((c) =>
              c.group ? (
                <optgroup key={c.label} label={c.badge ? `${c.label} – ${c.badge.text}` : c.label}>
                  {c.materials.map((m) => option(m))}
                </optgroup>
              ) : (
                c.materials.map((m) => option(m, c.badge))
              ),
            )}
          </select>
          {choice?.badge && (
            <span className="calculator__badge" style={{ backgroundColor: choice.badge.backgroundColor, color: choice.badge.textColor }}>
              {choice.badge.text}
            </span>
          )}
        </div>
        {material && <OrientationToggle view={view} material={material} />}
        <fieldset className="calculator__formats">
          <legend>{labels.format}</legend>
          <ul className="calculator__format-list">
            {material &&
              shownFormats(material, selected.swapped).map((format) => (
                <FormatOption key={format.value} view={view} format={format} checked={format.value === selected.format} own={false} />
              ))}
            {selected.own && <FormatOption view={view} format={selected.own} checked={selected.own.value === selected.format} own />}
          </ul>
        </fieldset>
        {!view.live && (
          <button type="submit" className="calculator__update">
            {labels.update}
          </button>
        )}
        <p className="calculator__dialogs">
          {opener('more-formats', labels.moreFormats)}
          {opener('own-format', labels.ownFormat)}
        </p>
      </form>
      <div className="calculator__summary">
        {current && (
          <p className="calculator__price" aria-live="polite">
            <Price format={current} props={view} className="calculator__prices" />
          </p>
        )}
        {href && (
          <a className={`button button--primary calculator__cta${view.cta.color ? ` button--${view.cta.color}` : ''}`} href={href}>
            {view.cta.text}
          </a>
        )}
      </div>
    </section>
  )
}
