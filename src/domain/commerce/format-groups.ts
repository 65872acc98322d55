// The more-formats dialog's grouping (SPEC §2/§4): a material's formats grouped by SPEC §3's stored format ratios, in
// the order the shop gives the ratios, each group with its cheapest price for a "from" text. `hidden` is never shown.
import type { FormatRatio } from './catalogue-enums'

export interface RatioFormat {
  value: string
  priceCurrent: number
  priceOriginal: number
  formatType: FormatRatio
}

export interface RatioGroup<F extends RatioFormat> {
  formatType: FormatRatio
  formats: F[]
  priceFrom: { priceCurrent: number; priceOriginal: number }
}

/** Groups in `order` (ratios not in it last, in SPEC order); formats keep their order within a group. */
export function groupByRatio<F extends RatioFormat>(formats: readonly F[], order: readonly FormatRatio[]): RatioGroup<F>[] {
  const groups = new Map<FormatRatio, F[]>()
  for (const format of formats) {
    if (format.formatType === 'hidden') continue
    groups.set(format.formatType, [...(groups.get(format.formatType) ?? []), format])
  }
  const rank = (ratio: FormatRatio) => {
    const index = order.indexOf(ratio)
    return index === -1 ? order.length : index
  }
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([formatType, list]) => {
      const cheapest = list.reduce((min, format) => (format.priceCurrent < min.priceCurrent ? format : min))
      return { formatType, formats: list, priceFrom: { priceCurrent: cheapest.priceCurrent, priceOriginal: cheapest.priceOriginal } }
    })
}
