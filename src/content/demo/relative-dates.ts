// Demo content stores its dates relative to the day it is read ("in 3 days at midnight"), so the demo shop is correct on
// any day and no committed file holds a date computed from the clock. The demo space resolves them as it answers.
import { COUNTRIES, COUNTRY_INFO, type Country } from '../../domain/countries'

/**
 * `@date(+3d 00:00)`: Storyblok's datetime (`YYYY-MM-DD HH:mm`, UTC) of that local time in the site's zone, N days on.
 * `@date(-40d)`: a date without a time (`YYYY-MM-DD 00:00`, as Storyblok writes one) N days from the site's today.
 * `@timestamp(-24d)`: an ISO timestamp N days from now.
 */
const TOKEN = /^@(date|timestamp)\(([+-]\d{1,4})d(?: ([01]\d|2[0-3]):([0-5]\d))?\)$/

const DAY_MS = 86_400_000
const UTC_ZONE = 'UTC'

/** The time zone of a content folder (`de-ch` → Europe/Zurich); folders of no known country read UTC. */
export function folderTimeZone(fullSlug: string): string {
  const country = fullSlug.slice(3, 5).toUpperCase()
  return COUNTRIES.includes(country as Country) ? COUNTRY_INFO[country as Country].timeZone : UTC_ZONE
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>()
function wallClock(ms: number, timeZone: string): { y: number; m: number; d: number; h: number; min: number } {
  let format = zoneFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    zoneFormats.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, Number(p.value)]))
  return { y: parts.year ?? 0, m: parts.month ?? 1, d: parts.day ?? 1, h: parts.hour ?? 0, min: parts.minute ?? 0 }
}

/** The instant at which the zone's wall clock shows this date and time (the later one across a DST change). */
function zonedInstant(y: number, m: number, d: number, h: number, min: number, timeZone: string): number {
  const asUtc = Date.UTC(y, m - 1, d, h, min)
  let instant = asUtc
  // Two passes settle the zone's offset, also on the days its offset changes.
  for (let i = 0; i < 2; i++) {
    const shown = wallClock(instant, timeZone)
    instant += asUtc - Date.UTC(shown.y, shown.m - 1, shown.d, shown.h, shown.min)
  }
  return instant
}

const pad = (n: number) => String(n).padStart(2, '0')
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The resolved value of a relative-date token, or the value itself when it is none. */
export function resolveRelativeDate(value: string, now: number, timeZone: string): string {
  const match = TOKEN.exec(value)
  if (!match) return value
  const [, kind, offset, hour, minute] = match
  const days = Number(offset)
  if (kind === 'timestamp') return new Date(now + days * DAY_MS).toISOString()
  const today = wallClock(now, timeZone)
  const day = Date.UTC(today.y, today.m - 1, today.d) + days * DAY_MS
  if (hour === undefined || minute === undefined) return `${isoDate(day)} 00:00`
  const date = new Date(day)
  const at = zonedInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), Number(hour), Number(minute), timeZone)
  const utc = new Date(at)
  return `${isoDate(at)} ${pad(utc.getUTCHours())}:${pad(utc.getUTCMinutes())}`
}

/** A copy of story content with every relative-date token resolved. */
export function resolveRelativeDates<T>(content: T, now: number, timeZone: string): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return node.startsWith('@') ? resolveRelativeDate(node, now, timeZone) : node
    if (Array.isArray(node)) return node.map(walk)
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]))
    return node
  }
  return walk(content) as T
}
