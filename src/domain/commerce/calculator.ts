// The calculator's selection rules (SPEC §4 Calculator), pure and shared by the server render, the no-JavaScript form
// and the island, so a price, an own format, an orientation swap and the designer link come out the same wherever they
// are computed: material resets the format, own formats priced by the nearest larger listed format, sku preselection,
// and the portrait/landscape swap.
import type { Locale } from '../locales'
import type { Material } from './catalogue-enums'
import { orientationOf, parseFormat, printFormat, swapOrientation, type Format } from './format'
import { checkOwnFormat, limitsInUnit, limitsOfFormats, parseSideText, type FormatLimits, type OwnFormatProblem } from './own-format'

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
  /** The shop's own-format limits for the material (SPEC §7 format-limits); absent: derived from the formats. */
  limits?: FormatLimits | undefined
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
  /** SPEC §4 orientation swap: the list is shown turned, each format priced like the listed format it turns from. */
  swapped?: true | undefined
}

/** The shop's sku context (SPEC §3): the material and format a page preselects, with the sku's own price. */
export interface SkuPreselection {
  materialType: string
  format: string
  priceCurrent: number
  priceOriginal: number
}

/** The smallest side of an own format, in tenths of millimetres (10 cm; the same 100 mm are 3.9 in). */
export const MIN_OWN_SIDE = 1000

export function materialsOf(choices: readonly CalculatorChoice[]): CalculatorMaterial[] {
  return choices.flatMap((choice) => choice.materials)
}

export function findMaterial(choices: readonly CalculatorChoice[], value: string | undefined): CalculatorMaterial | undefined {
  return materialsOf(choices).find((material) => material.value === value)
}

/** SPEC §4: choosing a material resets the format to that material's initial format (as listed; no own format). */
export function materialSelection(material: CalculatorMaterial): CalculatorSelection {
  return { material: material.value, format: material.initial }
}

function turned(value: string): string {
  return printFormat(swapOrientation(parseFormat(value)))
}

/**
 * The format list as shown: as listed, or (swapped) every format turned to the other orientation at the price of the
 * listed format it turns from. Square formats stay as they are.
 */
export function shownFormats(material: CalculatorMaterial, swapped: boolean | undefined): CalculatorFormat[] {
  return swapped ? material.formats.map((format) => ({ ...format, value: turned(format.value) })) : material.formats
}

/** The format the selection points at: a shown one or the own entry. */
export function selectedFormat(material: CalculatorMaterial | undefined, selection: CalculatorSelection): CalculatorFormat | undefined {
  if (selection.own && selection.own.value === selection.format) return selection.own
  return material && shownFormats(material, selection.swapped).find((format) => format.value === selection.format)
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

/** An own format `value` priced by the rule above, or undefined when it is no format, too small or too large. */
export function ownFormat(material: CalculatorMaterial, value: string): CalculatorFormat | undefined {
  const size = parseFormat(value)
  if (printFormat(size) !== value || Math.min(size.width, size.height) < MIN_OWN_SIDE) return undefined
  const priced = nearestLargerFormat(material.formats, size)
  return priced && { value, priceCurrent: priced.priceCurrent, priceOriginal: priced.priceOriginal, pricedAs: priced.value }
}

/**
 * A selection of `value` on `material`: a shown format (which drops an own entry), an own format priced by the rule
 * above, or undefined. The orientation the list is shown in is kept.
 */
export function formatSelection(material: CalculatorMaterial, value: string, swapped?: boolean): CalculatorSelection | undefined {
  const keep = swapped ? { swapped: true as const } : {}
  if (shownFormats(material, swapped).some((format) => format.value === value)) return { material: material.value, format: value, ...keep }
  const own = ownFormat(material, value)
  return own && { material: material.value, format: value, own, ...keep }
}

/** SPEC §4: a variant preselected from the sku context; a format outside the list becomes the own entry with its price. */
export function skuSelection(choices: readonly CalculatorChoice[], sku: SkuPreselection): CalculatorSelection | undefined {
  const material = findMaterial(choices, sku.materialType)
  if (!material) return undefined
  if (material.formats.some((format) => format.value === sku.format)) return { material: material.value, format: sku.format }
  const own = { value: sku.format, priceCurrent: sku.priceCurrent, priceOriginal: sku.priceOriginal }
  return { material: material.value, format: sku.format, own }
}

// ---------------------------------------------------------------------------------------------------------------
// Orientation (SPEC §4: "portrait and landscape can be swapped and the format converted to the swapped orientation")

export type SwapOrientation = 'portrait' | 'landscape'

/** Whether turning means anything: the material has a format that is not square. */
export function canSwap(material: CalculatorMaterial): boolean {
  return material.formats.some((format) => orientationOf(parseFormat(format.value)) !== 'square')
}

/**
 * The orientation the shopper sees: the selected format's, or for a square one the shown list's (its first format
 * that is not square); portrait when nothing tells.
 */
export function selectionOrientation(material: CalculatorMaterial | undefined, selection: CalculatorSelection): SwapOrientation {
  const own = orientationOf(parseFormat(selection.format))
  if (own !== 'square') return own
  const first =
    material &&
    shownFormats(material, selection.swapped)
      .map((f) => orientationOf(parseFormat(f.value)))
      .find((o) => o !== 'square')
  return first ?? 'portrait'
}

/**
 * The selection turned: the format converted with `swapOrientation` and the list shown the other way round. A listed
 * format keeps the price of the listed format of the other orientation it matches; an own format is priced again by
 * the own-format rule (which holds in either orientation, so its price stays).
 */
export function swapSelection(material: CalculatorMaterial, selection: CalculatorSelection): CalculatorSelection {
  const swapped = !selection.swapped
  const format = turned(selection.format)
  const keep = swapped ? { swapped: true as const } : {}
  if (selection.own && selection.own.value === selection.format) {
    const own = ownFormat(material, format) ?? { ...selection.own, value: format }
    return { material: selection.material, format, own, ...keep }
  }
  return { material: selection.material, format, ...keep }
}

/** The selection in `orientation`: turned when it shows the other one, else as it is. */
export function orientSelection(
  material: CalculatorMaterial,
  selection: CalculatorSelection,
  orientation: SwapOrientation,
): CalculatorSelection {
  return selectionOrientation(material, selection) === orientation ? selection : swapSelection(material, selection)
}

// ---------------------------------------------------------------------------------------------------------------
// Own formats typed in

/** The material's own-format limits: the shop's (format-limits call), else 10 cm up to its longest listed side. */
export function limitsOf(material: CalculatorMaterial): FormatLimits {
  return material.limits ?? limitsOfFormats(material.formats, MIN_OWN_SIDE)
}

/** Own-format input bounds in the site's unit (SPEC §9: inch for en-US, cm elsewhere), one decimal. */
export function ownFormatBounds(material: CalculatorMaterial, locale: Locale): { min: number; max: number } {
  const { min, maxLong } = limitsInUnit(limitsOf(material), locale)
  return { min, max: maxLong }
}

/** A side typed in the site's unit (`45`, `45,5`, `17.5`) in tenths of millimetres; undefined when it is no length. */
export const parseSide = parseSideText

export type OwnFormatResult = { ok: true; selection: CalculatorSelection } | { ok: false; error: OwnFormatProblem }

/**
 * SPEC §4 own-format dialog: width and height in the site's unit, validated by the shared rule set (./own-format)
 * against the material's limits, priced by `nearestLargerFormat`. The sides are taken as typed; the orientation the
 * list is shown in stays.
 */
export function ownFormatSelection(
  material: CalculatorMaterial,
  width: string,
  height: string,
  locale: Locale,
  swapped?: boolean,
): OwnFormatResult {
  const checked = checkOwnFormat(limitsOf(material), locale, width, height)
  if (!checked.ok) return { ok: false, error: checked.problem }
  const selection = formatSelection(material, printFormat(checked.format), swapped)
  return selection ? { ok: true, selection } : { ok: false, error: 'too-large' }
}

/** The largest listed format (by area): what a too-large own format is told. */
export function largestFormat(material: CalculatorMaterial): CalculatorFormat | undefined {
  const area = (format: CalculatorFormat) => parseFormat(format.value).width * parseFormat(format.value).height
  return material.formats.reduce<CalculatorFormat | undefined>(
    (max, format) => (max && area(max) >= area(format) ? max : format),
    undefined,
  )
}
