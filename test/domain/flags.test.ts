import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bucketOf, evaluateFlag, type FlagDefinition, type FlagRequest } from '../../src/domain/flags'

const request = (overrides: Partial<FlagRequest> = {}): FlagRequest => ({
  brand: 'poster',
  locale: 'de-DE',
  platform: 'web',
  path: '/',
  userKey: 'k',
  isBot: false,
  ...overrides,
})
const half: FlagDefinition = { name: 'voll-portrait-format', rules: [{ brands: ['poster'], percentage: 50 }] }

describe('feature flags', () => {
  it('give one shopper the same treatment every time', () => {
    fc.assert(
      fc.property(fc.uuid(), (userKey) => {
        expect(evaluateFlag(half, request({ userKey }))).toBe(evaluateFlag(half, request({ userKey })))
      }),
    )
  })

  it('split 50/50 within ±2 % over 10,000 shoppers', () => {
    let on = 0
    for (let i = 0; i < 10_000; i++) if (evaluateFlag(half, request({ userKey: crypto.randomUUID() })) === 'on') on++
    expect(on).toBeGreaterThan(4_800)
    expect(on).toBeLessThan(5_200)
  })

  it('bucket shoppers independently per flag', () => {
    const keys = Array.from({ length: 2_000 }, () => crypto.randomUUID())
    const same = keys.filter((key) => bucketOf(key, 'a') < 5_000 === bucketOf(key, 'b') < 5_000).length
    expect(same / keys.length).toBeGreaterThan(0.45)
    expect(same / keys.length).toBeLessThan(0.55)
  })

  it.each<[string, Partial<FlagRequest>, string]>([
    ['a crawler', { isBot: true }, 'control'],
    ['another brand', { brand: 'cards' }, 'control'],
  ])('gives %s control', (_, overrides, treatment) => {
    expect(evaluateFlag(half, request(overrides))).toBe(treatment)
  })

  it.each<[number, string]>([
    [0, 'off'],
    [100, 'on'],
  ])('at %i %% everyone gets %s', (percentage, treatment) => {
    const flag: FlagDefinition = { name: 'x', rules: [{ percentage }] }
    for (let i = 0; i < 100; i++) expect(evaluateFlag(flag, request({ userKey: String(i) }))).toBe(treatment)
  })

  it('matches path, locale and platform rules', () => {
    const flag: FlagDefinition = {
      name: 'p',
      rules: [{ pathPrefix: '/posterdruck', locales: ['de-DE'], platforms: ['web'], percentage: 100 }],
    }
    expect(evaluateFlag(flag, request({ path: '/posterdruck-guenstig' }))).toBe('on')
    expect(evaluateFlag(flag, request({ path: '/poster' }))).toBe('control')
    expect(evaluateFlag(flag, request({ path: '/posterdruck', locale: 'fr-FR' }))).toBe('control')
    expect(evaluateFlag(flag, request({ path: '/posterdruck', platform: 'desktop' }))).toBe('control')
  })
})
