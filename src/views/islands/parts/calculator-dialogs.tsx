// The calculator's two dialogs (SPEC §2 `calculator-more-formats`, `calculator-own-format`; §4 calculator): the
// more-formats list grouped by stored ratio and the own-format inputs. One markup for the dialog (client/parts/
// calculator-dialogs.tsx, with handlers) and for the no-JavaScript panel under the calculator (a GET form of the page).
import type { ReactNode } from 'react'
import type { FormatRatio } from '../../../domain/commerce/catalogue-enums'
import { formatDimensions, parseFormat, sizeRangeText } from '../../../domain/commerce/format'
import { limitsInUnit, type FormatLimits } from '../../../domain/commerce/own-format'
import { formatPrice, isReduced } from '../../../domain/commerce/price'
import { unitOf, type Currency, type Locale } from '../../../domain/locales'
import type { CalculatorFormat } from '../../../domain/commerce/calculator'

export interface CalculatorDialogLabels {
  moreTitle: string
  moreIntro: string
  ownTitle: string
  /** With `{min}`, `{short}` and `{long}` in the site's unit. */
  ownLimits: string
  width: string
  height: string
  apply: string
  choose: string
  from: string
  loading: string
  failed: string
  original: string
  current: string
  /** With `{min}`. */
  tooSmall: string
  /** With `{short}` and `{long}`. */
  tooLarge: string
  invalid: string
  back: string
  /** Names of the word-named ratios (`square`, `din`, …); numeric ones (`3:2`) are shown as they are. */
  ratios: Readonly<Record<string, string>>
}

export interface MoreFormatsGroup {
  formatType: FormatRatio
  image: string
  formats: CalculatorFormat[]
  priceFrom: { priceCurrent: number; priceOriginal: number }
}

interface Money {
  locale: Locale
  currency: Currency
}

/** `{name}` placeholders filled in. */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}

export function ratioName(labels: CalculatorDialogLabels, ratio: FormatRatio): string {
  return labels.ratios[ratio] ?? ratio
}

function Amount({
  price,
  money,
  labels,
}: {
  price: { priceCurrent: number; priceOriginal: number }
  money: Money
  labels: CalculatorDialogLabels
}) {
  const show = (value: number) => formatPrice(value, money)
  const reduced = isReduced(price)
  return (
    <span className="format-choice__price">
      {reduced && (
        <s className="calculator__original">
          <span className="calculator__sr">{`${labels.original} `}</span>
          {show(price.priceOriginal)}
        </s>
      )}
      <span className={reduced ? 'calculator__current calculator__current--reduced' : 'calculator__current'}>
        {reduced && <span className="calculator__sr">{`${labels.current} `}</span>}
        {show(price.priceCurrent)}
      </span>
    </span>
  )
}

export interface MoreFormatsProps extends Money {
  idPrefix: string
  labels: CalculatorDialogLabels
  groups: readonly MoreFormatsGroup[]
  selected: string
  /** Dialog: a click picks the format. Absent: radio buttons of the page's GET form. */
  onPick?: ((format: CalculatorFormat) => void) | undefined
}

/** Every format of the material, one group per stored ratio with its picture and "from" price. */
export function MoreFormatsList(props: MoreFormatsProps) {
  const { labels } = props
  return (
    <div className="more-formats">
      {props.groups.map((group) => {
        const heading = `${props.idPrefix}-ratio-${group.formatType.replace(/[^a-z0-9]/gi, '-')}`
        return (
          <section key={group.formatType} className="more-formats__group" aria-labelledby={heading}>
            <h3 className="more-formats__ratio" id={heading}>
              <img src={group.image} alt="" width={32} height={32} loading="lazy" decoding="async" />
              <span>{ratioName(labels, group.formatType)}</span>
              <span className="more-formats__from">
                {`${labels.from} `}
                {formatPrice(group.priceFrom.priceCurrent, props)}
              </span>
            </h3>
            <ul className="more-formats__list">
              {group.formats.map((format) => {
                const name = formatDimensions(parseFormat(format.value), props.locale)
                const checked = format.value === props.selected
                const body = (
                  <>
                    <span className="format-choice__name">{name}</span>
                    <Amount price={format} money={props} labels={labels} />
                  </>
                )
                return (
                  <li key={format.value} className="format-choice" data-format={format.value}>
                    {props.onPick ? (
                      <button type="button" className="format-choice__button" aria-pressed={checked} onClick={() => props.onPick?.(format)}>
                        {body}
                      </button>
                    ) : (
                      <label className="format-choice__button">
                        <input type="radio" name="formatType" value={format.value} defaultChecked={checked} />
                        {body}
                      </label>
                    )}
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </div>
  )
}

export interface OwnFormatProps {
  idPrefix: string
  locale: Locale
  labels: CalculatorDialogLabels
  limits: FormatLimits
  /** A worded problem with what was typed. */
  error?: string | undefined
  defaults?: { width: string; height: string } | undefined
  /** Dialog: the island checks and applies without a reload. */
  onSubmit?: ((width: string, height: string) => void) | undefined
  children?: ReactNode
}

export function unitName(locale: Locale): string {
  return unitOf(locale) === 'inch' ? 'in' : 'cm'
}

/** The limits as a sentence: each side's range in SPEC §9's size-range text (`10 bis 70 cm`; en-US without the unit). */
export function limitsText(labels: CalculatorDialogLabels, limits: FormatLimits, locale: Locale): string {
  const { min, maxShort, maxLong } = limitsInUnit(limits, locale)
  return fill(labels.ownLimits, { short: sizeRangeText(min, maxShort, locale), long: sizeRangeText(min, maxLong, locale) })
}

/** The problem of an own format, worded with the limits in the site's unit. */
export function ownProblemText(
  labels: CalculatorDialogLabels,
  limits: FormatLimits,
  locale: Locale,
  problem: 'invalid' | 'too-small' | 'too-large',
): string {
  const { min, maxShort, maxLong } = limitsInUnit(limits, locale)
  const n = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(value)
  const values = { min: n(min), short: n(maxShort), long: n(maxLong), unit: unitName(locale) }
  return fill(problem === 'too-small' ? labels.tooSmall : problem === 'too-large' ? labels.tooLarge : labels.invalid, values)
}

/** Width × height within the material's limits; its inputs are the page form's `ownWidth` / `ownHeight`. */
export function OwnFormatFields(props: OwnFormatProps) {
  const { labels, idPrefix } = props
  const unit = unitName(props.locale)
  const hint = `${idPrefix}-own-limits`
  const error = `${idPrefix}-own-error`
  const described = props.error ? `${hint} ${error}` : hint
  const input = (name: 'ownWidth' | 'ownHeight', label: string, value: string | undefined) => (
    <label className="calculator__side">
      <span>{fill(label, { unit })}</span>
      <input
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        size={6}
        defaultValue={value}
        aria-describedby={described}
        aria-invalid={props.error ? true : undefined}
        required
      />
    </label>
  )
  return (
    <div className="own-format">
      <p className="own-format__limits" id={hint}>
        {limitsText(labels, props.limits, props.locale)}
      </p>
      <div className="calculator__own">
        {input('ownWidth', labels.width, props.defaults?.width)}
        <span aria-hidden="true">×</span>
        {input('ownHeight', labels.height, props.defaults?.height)}
        <button type="submit" name="apply" value="own" className="button button--primary calculator__apply">
          {labels.apply}
        </button>
      </div>
      {props.error && (
        <p className="calculator__error" id={error} role="alert">
          {props.error}
        </p>
      )}
      {props.children}
    </div>
  )
}

/** What the no-JavaScript panel under the calculator shows (`?calculator=more-formats|own-format`). */
export type CalculatorPanel =
  | { kind: 'more-formats'; groups: MoreFormatsGroup[] }
  | { kind: 'own-format'; limits: FormatLimits; error?: string | undefined; defaults?: { width: string; height: string } | undefined }

export interface CalculatorPanelProps {
  id: string
  action: string
  locale: Locale
  currency: Currency
  labels: CalculatorDialogLabels
  material: string
  format: string
  panel: CalculatorPanel
}

/** A dialog's content as a section of the page with its own GET form; "back" returns to the calculator. */
export function CalculatorPanelView(props: CalculatorPanelProps) {
  const { labels, panel } = props
  const title = `${props.id}-panel-title`
  return (
    <section className="calculator-panel" id={`${props.id}-panel`} aria-labelledby={title} data-panel={panel.kind}>
      <h2 id={title}>{panel.kind === 'more-formats' ? labels.moreTitle : labels.ownTitle}</h2>
      <form method="get" action={props.action} className="calculator-panel__form">
        <input type="hidden" name="materialType" value={props.material} />
        <input type="hidden" name="shownMaterial" value={props.material} />
        {panel.kind === 'more-formats' ? (
          <>
            <p className="calculator-panel__intro">{labels.moreIntro}</p>
            <MoreFormatsList
              idPrefix={props.id}
              locale={props.locale}
              currency={props.currency}
              labels={labels}
              groups={panel.groups}
              selected={props.format}
            />
            <button type="submit" className="button button--primary">
              {labels.choose}
            </button>
          </>
        ) : (
          <>
            <input type="hidden" name="formatType" value={props.format} />
            <OwnFormatFields
              idPrefix={props.id}
              locale={props.locale}
              labels={labels}
              limits={panel.limits}
              error={panel.error}
              defaults={panel.defaults}
            />
          </>
        )}
      </form>
      <a
        className="calculator-panel__back"
        href={`${props.action}?${new URLSearchParams({ materialType: props.material, shownMaterial: props.material, formatType: props.format }).toString()}`}
      >
        {labels.back}
      </a>
    </section>
  )
}
