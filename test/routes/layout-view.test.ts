// What the shell renders from a layout story (src/content/layout.ts): the action bar's countdown and its
// `countdown-date-in-past` log, the apps rule, lenient parsing; and the pure rules behind the countdown and chat islands.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { layoutView } from '../../src/loaders/layout'
import type { Story } from '../../src/domain/story'
import type { Site } from '../../src/domain/site'
import { countdownParts, countdownPhaseAt, parseCountdownEnd } from '../../src/domain/countdown'
import { CHAT_IDLE, chatTransition, type ChatEvent } from '../../src/views/islands/help-chat-view'
import { SMART_BANNER_COOKIE_MAX_AGE, SMART_BANNER_MAX_AGE } from '../../src/views/islands/smart-banner-view'
import { expectErrorLog } from '../setup/quiet-console'

const site = (brand: 'cards' | 'poster'): Site => ({
  brand,
  country: 'DE',
  locale: 'de-DE',
  fallbackLocale: undefined,
  language: 'de',
  currency: 'eur',
  unit: 'cm',
  platform: 'web',
  preview: false,
  host: `${brand}.de.localhost`,
  basePath: '',
  trailingSlash: brand === 'cards',
})

let storyId = 0
const story = (content: Record<string, unknown>): Story => ({
  id: ++storyId,
  uuid: `layout-${storyId}`,
  name: 'Layout',
  full_slug: 'de-de/layout',
  content: { component: 'layout', ...content },
})
const request = { dismissedBars: [], back: '/' }
const bar = (extra: Record<string, unknown>) => ({
  actionBar: [{ component: 'ActionBar', id: `bar-${storyId + 1}`, text: 'Sale', ...extra }],
})

afterEach(() => vi.restoreAllMocks())

describe('action bar countdown', () => {
  it('counts down to a future countdownEndDate (or actionBarEndDate), from the server’s clock', async () => {
    const end = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const view = await layoutView(story(bar({ countdownEndDate: end })), site('cards'), request)
    expect(view.actionBar?.countdown?.end).toBe(Date.parse(end))
    expect(view.actionBar?.countdown?.labels.endsIn).toBe('Endet in')
    expect(Math.abs((view.actionBar?.countdown?.now ?? 0) - Date.now())).toBeLessThan(5_000)
    const other = await layoutView(story(bar({ actionBarEndDate: end })), site('cards'), request)
    expect(other.actionBar?.countdown?.end).toBe(Date.parse(end))
  })

  it('logs countdown-date-in-past once, at error level (SPEC §5), and shows the bar without a countdown', async () => {
    expectErrorLog('countdown-date-in-past')
    const error = vi.spyOn(console, 'error')
    const content = story(bar({ countdownEndDate: '2020-01-01 10:00' }))
    const view = await layoutView(content, site('cards'), request)
    await layoutView(content, site('cards'), request)
    expect(view.actionBar?.html).toBe('Sale')
    expect(view.actionBar?.countdown).toBeUndefined()
    const logged = error.mock.calls
      .map(([line]) => JSON.parse(String(line)) as { event: string; end?: string })
      .filter((l) => l.event === 'countdown-date-in-past')
    expect(logged).toEqual([expect.objectContaining({ level: 'error', end: '2020-01-01 10:00' })])
  })

  it('has no countdown without an end date', async () => {
    expect((await layoutView(story(bar({})), site('cards'), request)).actionBar?.countdown).toBeUndefined()
  })
})

describe('layout content', () => {
  it('keeps the smart banner and app links for the poster brand only (SPEC §9)', async () => {
    const content = {
      smartBanner: { title: 'App', cta: 'Öffnen', appUrl: 'https://app.example/open' },
      footerBoxes: [
        { title: 'App', type: 'app-links', items: [] },
        { title: 'Service', type: 'customer-service', items: [] },
      ],
    }
    const poster = await layoutView(story(content), site('poster'), request)
    expect(poster.hasApps).toBe(true)
    expect(poster.smartBanner?.appUrl).toBe('https://app.example/open')
    expect(poster.footerBoxes.map((box) => box.type)).toEqual(['app-links', 'customer-service'])
    const cards = await layoutView(story(content), site('cards'), request)
    expect(cards.smartBanner).toBeUndefined()
    expect(cards.footerBoxes.map((box) => box.type)).toEqual(['customer-service'])
  })

  it('drops only the broken part: a bad flyout group, an unknown box type, a bad smart banner', async () => {
    const view = await layoutView(
      story({
        mainNavigationItems: [
          { text: 'A', link: { linktype: 'url', url: '/a' }, navigationType: 'spaceship', flyoutGroups: [{ flyoutGroupItems: 'nope' }] },
          {
            text: 'B',
            link: { linktype: 'url', url: '/b' },
            navigationType: 'frame',
            flyoutGroups: [{ flyoutGroupIdentifier: 'colors', flyoutGroupItems: [{ title: 'Gold' }] }],
          },
        ],
        footerBoxes: [{ title: 'X', type: 'mystery', items: [{ text: 'x' }] }],
        smartBanner: { title: 'App', cta: 'Open', appUrl: 'javascript:alert(1)' },
        copyright: '© {year}',
      }),
      site('poster'),
      request,
    )
    // The flyout group whose items are no list is left out; its item keeps its text and link (an unknown flyout type
    // is only a look: the plain list).
    expect(view.mainNavigation.map((item) => [item.text, item.navigationType, item.flyoutGroups.length])).toEqual([
      ['A', 'default', 0],
      ['B', 'frame', 1],
    ])
    expect(view.footerBoxes[0]?.type).toBe('default')
    expect(view.smartBanner).toBeUndefined()
    expect(view.copyright).toBe('© {year}')
  })
})

describe('countdown rules', () => {
  it.each([
    ['2026-12-24 18:00', Date.UTC(2026, 11, 24, 18)],
    ['2026-12-24T18:00:00+01:00', Date.UTC(2026, 11, 24, 17)],
    ['not a date', undefined],
    [undefined, undefined],
  ])('reads %s', (value, expected) => {
    expect(parseCountdownEnd(value)).toBe(expected)
  })

  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [-5_000, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [1, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [61_000, { days: 0, hours: 0, minutes: 1, seconds: 1 }],
    [2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000, { days: 2, hours: 3, minutes: 4, seconds: 5 }],
  ])('splits %i ms into days, hours, minutes, seconds', (ms, parts) => {
    expect(countdownParts(ms)).toEqual(parts)
  })

  it('runs before the end and is aborted at or after it', () => {
    expect(countdownPhaseAt(2_000, 1_000)).toBe('running')
    expect(countdownPhaseAt(1_000, 1_000)).toBe('aborted')
    expect(countdownPhaseAt(Number.NaN, 1_000)).toBe('aborted')
  })
})

describe('help-chat state machine (SPEC §4)', () => {
  const run = (events: ChatEvent[]) => events.reduce(chatTransition, CHAT_IDLE)
  it.each([
    [['click'], { loaded: false, loading: true, slow: false, open: false }],
    [['click', 'click'], { loaded: false, loading: true, slow: false, open: false }],
    [['click', 'slow'], { loaded: false, loading: true, slow: true, open: false }],
    [['slow'], { loaded: false, loading: false, slow: false, open: false }],
    [['click', 'load', 'slow'], { loaded: true, loading: false, slow: false, open: true }],
    [['click', 'slow', 'load'], { loaded: true, loading: false, slow: false, open: true }],
    [['click', 'load', 'close'], { loaded: true, loading: false, slow: false, open: false }],
    [['click', 'load', 'close', 'click'], { loaded: true, loading: false, slow: false, open: true }],
    [['click', 'fail'], { loaded: false, loading: false, slow: false, open: false }],
    [['click', 'slow', 'fail', 'click'], { loaded: false, loading: true, slow: false, open: false }],
  ] as [ChatEvent[], object][])('%j -> %j', (events, state) => {
    expect(run(events)).toEqual(state)
  })
})

it('keeps the smart-banner dismissal three times the banner’s maximum age (SPEC §9)', () => {
  expect(SMART_BANNER_COOKIE_MAX_AGE).toBe(3 * SMART_BANNER_MAX_AGE)
  // Under SPEC §9's cap of about 24.8 days for cookie time-outs.
  expect(SMART_BANNER_COOKIE_MAX_AGE).toBeLessThan((2 ** 31 - 1) / 1000)
})
