// Prices (SPEC §3, §5, §9): a decimal amount in major units plus a currency; reduction, discount share and display text.
import { currencyOf, languageOf, type Currency, type Language, type Locale } from '../locales'

export interface Price {
  readonly priceOriginal: number
  readonly priceCurrent: number
}

// SPEC §3: a price is reduced when original is higher than current.
export function isReduced(price: Price): boolean {
  return Number.isFinite(price.priceOriginal) && Number.isFinite(price.priceCurrent) && price.priceOriginal > price.priceCurrent
}

/**
 * SPEC §3: the discount share is (original - current) / original. Negative when current is above original (the
 * calculator shows that case too); 0 when the share is undefined (an original of 0 or less, or a non-finite amount).
 */
export function discountShare(price: Price): number {
  const { priceOriginal: original, priceCurrent: current } = price
  if (!Number.isFinite(original) || !Number.isFinite(current) || original <= 0) return 0
  return (original - current) / original
}

export interface PriceFormatOptions {
  /** SPEC §5: without a locale there is no price text. */
  locale: Locale | undefined
  /** The locale's currency when absent (SPEC §9). */
  currency?: Currency
  /** SPEC §9: an optional 'from' prefix. */
  from?: boolean
  /** The translated 'from' word; a built-in word of the locale's language when absent. */
  fromLabel?: string
  /** SPEC §5: two decimals minimum and maximum by default. */
  minimumFractionDigits?: number
  maximumFractionDigits?: number
}

const FROM_WORD: Readonly<Record<Language, string>> = { de: 'ab', en: 'from', es: 'desde', fr: 'dès', it: 'da', nl: 'vanaf' }

// SPEC §9: the Swiss franc groups with an apostrophe. ICU's choice differs by build and language: workerd writes U+2019
// for de-CH, it-CH and de-LI, Node 20's ICU 78 writes U+0027, and both write a narrow no-break space (U+202F) for fr-CH.
// Every CHF amount is normalised to the ASCII apostrophe, and grouped from 1'000 on (it-CH would start at 10'000).
const SWISS_GROUP = "'"

type Formatter = (value: number) => string
const formatters = new Map<string, Formatter>()

function digits(value: number | undefined, fallback: number): number {
  return value === undefined || !Number.isFinite(value) ? fallback : Math.min(20, Math.max(0, Math.trunc(value)))
}

function formatterOf(locale: Locale, currency: Currency, min: number, max: number): Formatter {
  const key = `${locale}|${currency}|${min}|${max}`
  let formatter = formatters.get(key)
  if (!formatter) {
    const intl = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: currency === 'chf' ? 'always' : 'auto',
      // A tiny negative amount that rounds to zero shows as 0,00, not -0,00.
      signDisplay: 'negative',
    })
    formatter =
      currency === 'chf'
        ? (value) =>
            intl
              .formatToParts(value)
              .map((part) => (part.type === 'group' ? SWISS_GROUP : part.value))
              .join('')
        : (value) => intl.format(value)
    formatters.set(key, formatter)
  }
  return formatter
}

/** `12,50 €` (de-DE), `CHF 1'234.50` (de-CH), `ab 9,95 €` with `from`; empty text without a finite value or a locale. */
export function formatPrice(value: number, options: PriceFormatOptions): string {
  const { locale } = options
  // SPEC §5: price formatting only when the value is finite and a locale exists, otherwise empty text.
  if (!locale || !Number.isFinite(value)) return ''
  const min = digits(options.minimumFractionDigits, 2)
  const max = Math.max(min, digits(options.maximumFractionDigits, Math.max(min, 2)))
  const text = formatterOf(locale, options.currency ?? currencyOf(locale), min, max)(value)
  return options.from ? `${options.fromLabel ?? FROM_WORD[languageOf(locale)]} ${text}` : text
}
