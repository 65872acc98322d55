// The calculator teaser (SPEC §2, §3 calculator fields, §4 calculator): material, then format, then the designer.
// Markup plus the pure selection rules, shared by the server render, the no-JavaScript form and the island, so a
// price, an own format and the designer link come out the same wherever they are computed. No DOM in here.
import type { Material } from '../../domain/commerce/catalogue-enums'
import { designerUrl } from '../../domain/commerce/designer-url'
import { formatDimensions, parseFormat, printFormat, sizeRangeText, type Format } from '../../domain/commerce/format'
import { formatPrice, isReduced } from '../../domain/commerce/price'
import type { Brand } from '../../domain/countries'
import { unitOf, type Currency, type Locale } from '../../domain/locales'

/** SPEC §3 button colour names, for the call to action. */
export const BUTTON_COLORS = [
  'black', 'blue', 'cool-gray', 'dirty-white', 'green', 'orange', 'pink', 'red', 'smashy1', 'smashy2', 'white', 'yellow',
] as const
export type ButtonColor = (typeof BUTTON_COLORS)[number]

export interface CalculatorFormat {
  /** `WIDTHxHEIGHT` in tenths of millimetres. */
  value: string
  priceCurrent: number
  priceOriginal: number
  /** Own formats only: the listed format whose price they take. */
  pricedAs?: string | undefined
}

export interface CalculatorMaterial {
  value: Material
  label: string
  initial: string
  formats: CalculatorFormat[]
}

export interface CalculatorBadge {
  text: string
  backgroundColor: string
  textColor: string
}

/** A top-level option: one material, or a group of them (SPEC §3 "or a group with options"). */
export interface CalculatorChoice {
  label: string
  group: boolean
  badge?: CalculatorBadge | undefined
  materials: CalculatorMaterial[]
}

export interface CalculatorSelection {
  material: Material
  format: string
  /** SPEC §4: a format outside the list, kept as an extra entry until another format is chosen. */
  own?: CalculatorFormat | undefined
}

export interface CalculatorLabels {
  title: string
  material: string
  format: string
  update: string
  moreFormats: string
  ownFormat: string
  /** With `{range}`. */
  ownIntro: string
  width: string
  height: string
  apply: string
  /** With `{range}`. */
  invalid: string
  /** With `{material}` and `{format}`. */
  tooLarge: string
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
  /** A rejected own format of the no-JavaScript form, already worded. */
  ownError?: string | undefined
}

// ---------------------------------------------------------------------------------------------------------------
// Rules

/** The smallest side of an own format, in tenths of millimetres (10 cm; the same 100 mm are 3.9 in). */
export const MIN_OWN_SIDE = 1000
const TENTHS_PER_UNIT = { cm: 100, inch: 254 } as const

export function materialsOf(choices: readonly CalculatorChoice[]): CalculatorMaterial[] {
  return choices.flatMap((choice) => choice.materials)
}

export function findMaterial(choices: readonly CalculatorChoice[], value: string | undefined): CalculatorMaterial | undefined {
  return materialsOf(choices).find((material) => material.value === value)
}

/** SPEC §4: choosing a material resets the format to that material's initial format (and drops an own format). */
export function materialSelection(material: CalculatorMaterial): CalculatorSelection {
  return { material: material.value, format: material.initial }
}

/** The format the selection points at: a listed one or the own entry. */
export function selectedFormat(material: CalculatorMaterial | undefined, selection: CalculatorSelection): CalculatorFormat | undefined {
  if (selection.own && selection.own.value === selection.format) return selection.own
  return material?.formats.find((format) => format.value === selection.format)
}

function fitsIn(inner: Format, outer: Format): boolean {
  return (inner.width <= outer.width && inner.height <= outer.height) || (inner.width <= outer.height && inner.height <= outer.width)
}

/**
 * The price rule of an own format: it costs what the nearest larger listed format costs, i.e. the listed format of
 * the same material with the smallest area that holds it in either orientation (both sides at least as long); on equal
 * areas the cheaper one. Undefined when no listed format is large enough: such a format cannot be ordered.
 */
export function nearestLargerFormat(formats: readonly CalculatorFormat[], own: Format): CalculatorFormat | undefined {
  let best: { format: CalculatorFormat; area: number } | undefined
  for (const format of formats) {
    const size = parseFormat(format.value)
    if (!fitsIn(own, size)) continue
    const area = size.width * size.height
    if (!best || area < best.area || (area === best.area && format.priceCurrent < best.format.priceCurrent)) best = { format, area }
  }
  return best?.format
}

/** A selection of `value` on `material`: the listed format, an own format priced by the rule above, or undefined. */
export function formatSelection(material: CalculatorMaterial, value: string): CalculatorSelection | undefined {
  if (material.formats.some((format) => format.value === value)) return { material: material.value, format: value }
  const size = parseFormat(value)
  if (printFormat(size) !== value || Math.min(size.width, size.height) < MIN_OWN_SIDE) return undefined
  const priced = nearestLargerFormat(material.formats, size)
  if (!priced) return undefined
  const own = { value, priceCurrent: priced.priceCurrent, priceOriginal: priced.priceOriginal, pricedAs: priced.value }
  return { material: material.value, format: value, own }
}

/** Own-format input bounds in the site's unit (SPEC §9: inch for en-US, cm elsewhere), one decimal. */
export function ownFormatBounds(material: CalculatorMaterial, locale: Locale): { min: number; max: number } {
  const per = TENTHS_PER_UNIT[unitOf(locale)]
  const longest = Math.max(0, ...material.formats.map((format) => Math.max(parseFormat(format.value).width, parseFormat(format.value).height)))
  return { min: Math.ceil((MIN_OWN_SIDE / per) * 10) / 10, max: Math.floor((longest / per) * 10) / 10 }
}

/** A side typed in the site's unit (`45`, `45,5`, `17.5`) in tenths of millimetres; undefined when it is no length. */
export function parseSide(text: string, locale: Locale): number | undefined {
  const normalised = text.trim().replace(',', '.')
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(normalised)) return undefined
  return Math.round(Number(normalised) * TENTHS_PER_UNIT[unitOf(locale)])
}

export type OwnFormatResult = { ok: true; selection: CalculatorSelection } | { ok: false; error: 'invalid' | 'too-large' }

/** SPEC §4 own-format dialog: width and height in the site's unit, validated, priced by `nearestLargerFormat`. */
export function ownFormatSelection(material: CalculatorMaterial, width: string, height: string, locale: Locale): OwnFormatResult {
  const { min, max } = ownFormatBounds(material, locale)
  const per = TENTHS_PER_UNIT[unitOf(locale)]
  const sides = [parseSide(width, locale), parseSide(height, locale)]
  if (sides.some((side) => side === undefined || side < min * per - 0.5 || side > max * per + 0.5)) return { ok: false, error: 'invalid' }
  const selection = formatSelection(material, printFormat({ width: sides[0] ?? 0, height: sides[1] ?? 0 }))
  return selection ? { ok: true, selection } : { ok: false, error: 'too-large' }
}

/** The largest listed format (by area): what a too-large own format is told. */
export function largestFormat(material: CalculatorMaterial): CalculatorFormat | undefined {
  const area = (format: CalculatorFormat) => parseFormat(format.value).width * parseFormat(format.value).height
  return material.formats.reduce<CalculatorFormat | undefined>((max, format) => (max && area(max) >= area(format) ? max : format), undefined)
}

/** `{name}` placeholders filled in; the server's translator did the words, this only the numbers the browser knows. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}

/** The words of an own-format error. */
export function ownFormatError(props: CalculatorProps, material: CalculatorMaterial, error: 'invalid' | 'too-large'): string {
  if (error === 'invalid') return fill(props.labels.invalid, { range: rangeText(material, props.locale) })
  const largest = largestFormat(material)
  return fill(props.labels.tooLarge, { material: material.label, format: largest ? dimensions(largest.value, props.locale) : '' })
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

function unitLabel(locale: Locale): string {
  return unitOf(locale) === 'inch' ? 'in' : 'cm'
}

function rangeText(material: CalculatorMaterial, locale: Locale): string {
  const { min, max } = ownFormatBounds(material, locale)
  // SPEC §9 size range: 'MIN to MAX cm'; US English omits the unit (the inputs' labels name it).
  return sizeRangeText(min, max, locale)
}

// ---------------------------------------------------------------------------------------------------------------
// Markup

export interface CalculatorHandlers {
  material: (value: string) => void
  format: (value: string) => void
  /** The form's submit: the island applies the own format instead of reloading. */
  submit: (event: { preventDefault(): void; currentTarget: unknown }) => void
  toggleMore: (open: boolean) => void
}

export interface CalculatorViewProps extends CalculatorProps {
  /** The island's handlers: controlled inputs, changes without a reload. */
  on?: CalculatorHandlers | undefined
  /** True once the island has mounted: the no-JavaScript update button goes (after hydration, so the markup matches). */
  live?: boolean | undefined
  moreOpen?: boolean | undefined
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

function FormatOption(props: {
  view: CalculatorViewProps
  format: CalculatorFormat
  checked: boolean
  own: boolean
}) {
  const { view, format, checked, own } = props
  const inputProps = view.on
    ? { checked, onChange: () => view.on?.format(format.value) }
    : { defaultChecked: checked }
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

export function CalculatorView(view: CalculatorViewProps) {
  const { id, labels, choices, selected, on } = view
  const material = findMaterial(choices, selected.material)
  const current = selectedFormat(material, selected)
  const choice = choices.find((c) => c.materials.some((m) => m.value === selected.material))
  const href = designerHref(view, selected)
  const unit = unitLabel(view.locale)
  const selectProps = on
    ? { value: selected.material, onChange: (event: { currentTarget: object }) => on.material((event.currentTarget as { value: string }).value) }
    : { defaultValue: selected.material }
  const option = (m: CalculatorMaterial, badge?: CalculatorBadge) => (
    <option key={m.value} value={m.value}>
      {badge ? `${m.label} – ${badge.text}` : m.label}
    </option>
  )
  const sideInput = (name: 'ownWidth' | 'ownHeight', label: string) => (
    <label className="calculator__side">
      <span>{fill(label, { unit })}</span>
      <input name={name} type="text" inputMode="decimal" autoComplete="off" size={6} aria-describedby={`${id}-own-intro`} />
    </label>
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
        <fieldset className="calculator__formats">
          <legend>{labels.format}</legend>
          <ul className="calculator__format-list">
            {material?.formats.map((format) => (
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
        <details
          className="calculator__more"
          open={on ? view.moreOpen : Boolean(view.ownError)}
          onToggle={on ? (event) => on.toggleMore((event.currentTarget as unknown as { open: boolean }).open) : undefined}
        >
          <summary>{labels.moreFormats}</summary>
          <p className="calculator__own-intro" id={`${id}-own-intro`}>
            {fill(labels.ownIntro, { range: material ? rangeText(material, view.locale) : '' })}
          </p>
          <div className="calculator__own">
            {sideInput('ownWidth', labels.width)}
            <span aria-hidden="true">×</span>
            {sideInput('ownHeight', labels.height)}
            <button type="submit" name="apply" value="own" className="calculator__apply">
              {labels.apply}
            </button>
          </div>
          {view.ownError && (
            <p className="calculator__error" role="alert">
              {view.ownError}
            </p>
          )}
        </details>
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
