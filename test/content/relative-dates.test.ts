// Demo dates are relative to the day the demo space answers, in the story folder's time zone.
import { describe, expect, it } from 'vitest'
import { folderTimeZone, resolveRelativeDate, resolveRelativeDates } from '../../src/content/demo/relative-dates'

const at = (iso: string) => Date.parse(iso)

describe('resolveRelativeDate', () => {
  it.each([
    // midnight three days on, in Berlin (UTC+1 in winter, UTC+2 in summer)
    ['@date(+3d 00:00)', '2026-11-23T10:00:00Z', 'Europe/Berlin', '2026-11-25 23:00'],
    ['@date(+3d 00:00)', '2027-07-01T10:00:00Z', 'Europe/Berlin', '2027-07-03 22:00'],
    // late in the evening UTC it is already the next day in Berlin
    ['@date(+3d 00:00)', '2026-11-23T23:30:00Z', 'Europe/Berlin', '2026-11-26 23:00'],
    ['@date(+3d 00:00)', '2026-11-23T10:00:00Z', 'America/New_York', '2026-11-26 05:00'],
    ['@date(+3d 00:00)', '2026-11-23T10:00:00Z', 'UTC', '2026-11-26 00:00'],
    // across the change to summer time (29 March 2026 in the EU)
    ['@date(+1d 00:00)', '2026-03-28T12:00:00Z', 'Europe/Berlin', '2026-03-28 23:00'],
    ['@date(+2d 00:00)', '2026-03-28T12:00:00Z', 'Europe/Berlin', '2026-03-29 22:00'],
    ['@date(+0d 18:30)', '2026-12-24T08:00:00Z', 'Europe/London', '2026-12-24 18:30'],
    ['@date(-40d)', '2026-11-23T10:00:00Z', 'Europe/Berlin', '2026-10-14 00:00'],
    ['@date(-1d)', '2027-01-01T00:30:00Z', 'Europe/Berlin', '2026-12-31 00:00'],
    ['@date(-1d)', '2027-01-01T00:30:00Z', 'America/New_York', '2026-12-30 00:00'],
    ['@timestamp(-21d)', '2026-11-23T10:00:00Z', 'Europe/Berlin', '2026-11-02T10:00:00.000Z'],
  ])('%s at %s in %s is %s', (token, now, zone, expected) => {
    expect(resolveRelativeDate(token, at(now), zone)).toBe(expected)
  })

  it.each([
    '2026-11-25 00:00',
    '@date(3d)',
    '@date(+3d 24:00)',
    '@date(+3d 0:00)',
    '@timestamp(+1w)',
    '@dates(+1d)',
    'x @date(+1d)',
    '@date(+1d) ',
  ])('leaves %j as it is', (value) => {
    expect(resolveRelativeDate(value, at('2026-11-23T10:00:00Z'), 'UTC')).toBe(value)
  })
})

describe('resolveRelativeDates', () => {
  it('resolves tokens anywhere in story content and leaves the rest untouched', () => {
    const content = { component: 'page', date: '@date(-2d)', bar: [{ end: '@date(+1d 00:00)', text: '@not-a-date' }], n: 3, empty: null }
    expect(resolveRelativeDates(content, at('2026-11-23T10:00:00Z'), 'UTC')).toEqual({
      component: 'page',
      date: '2026-11-21 00:00',
      bar: [{ end: '2026-11-24 00:00', text: '@not-a-date' }],
      n: 3,
      empty: null,
    })
    expect(content.date).toBe('@date(-2d)')
  })
})

describe('folderTimeZone', () => {
  it.each([
    ['de-de/home', 'Europe/Berlin'],
    ['de-ch/layout', 'Europe/Zurich'],
    ['en-us/home', 'America/New_York'],
    ['en-gb/journal/x', 'Europe/London'],
    ['global/flags', 'UTC'],
  ])('%s reads %s', (slug, zone) => {
    expect(folderTimeZone(slug)).toBe(zone)
  })
})
