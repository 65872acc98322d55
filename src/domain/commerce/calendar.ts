// Calendar rules for product calls (SPEC §5): the start month and year, the mounting type, the quantity of a sample.
import { MOUNTING_TYPES, isOneOf, type MountingType } from './catalogue-enums'

export interface CalendarStartInput {
  /** 1 (January) to 12, as a number or as query text. */
  startMonth?: number | string | null | undefined
  year?: number | string | null | undefined
  /** An ISO date (`2026-03-01`) or date-time; only its date part counts. */
  startDate?: string | null | undefined
}

export interface CalendarStart {
  /** 1 (January) to 12. */
  readonly month: number
  readonly year: number
}

function wholeNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined
  const number = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN
  return Number.isSafeInteger(number) ? number : undefined
}

function valid(month: number | undefined, year: number | undefined): CalendarStart | undefined {
  if (month === undefined || year === undefined) return undefined
  return month >= 1 && month <= 12 && year >= 1 && year <= 9999 ? { month, year } : undefined
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/

/**
 * SPEC §5: start month and year are used if both are given, otherwise they come from startDate or today. A month or
 * year that is out of range counts as not given. `today` is read in UTC, the Worker's clock.
 */
export function calendarStart(input: CalendarStartInput, today: Date): CalendarStart {
  const given = valid(wholeNumber(input.startMonth), wholeNumber(input.year))
  if (given) return given
  const date = ISO_DATE.exec(input.startDate ?? '')
  const fromDate = date && Number(date[3]) >= 1 && Number(date[3]) <= 31 ? valid(Number(date[2]), Number(date[1])) : undefined
  return fromDate ?? { month: today.getUTCMonth() + 1, year: today.getUTCFullYear() }
}

// SPEC §5: an unknown mounting type falls back to ohne.
export function calendarMountingType(value: string | null | undefined): MountingType {
  return isOneOf(MOUNTING_TYPES, value) ? value : 'ohne'
}

/** SPEC §5: a sample quantity is replaced by 1. Otherwise a positive whole amount is kept and anything else is 1. */
export function calendarQuantity(amount: number, isSample: boolean): number {
  if (isSample) return 1
  return Number.isSafeInteger(amount) && amount > 0 ? amount : 1
}
