import { describe, expect, it } from 'vitest'
import { cookieMaxAge, isSameSitePath, MAX_COOKIE_AGE_SECONDS } from '../../src/domain/cookies'

describe('cookie rules', () => {
  it('caps cookie lifetimes at about 24.8 days (SPEC §9)', () => {
    expect(MAX_COOKIE_AGE_SECONDS).toBe(2_147_483)
  })

  it.each([
    [30 * 24 * 60 * 60, 2_147_483],
    [21 * 24 * 60 * 60, 1_814_400],
    [2_147_483, 2_147_483],
    [3600.7, 3600],
    [0, 0],
    [-5, 0],
  ])('writes a lifetime of %d s as Max-Age %d', (seconds, maxAge) => {
    expect(cookieMaxAge(seconds)).toBe(maxAge)
  })

  it.each([
    ['/', true],
    ['/fotokalender/?x=1#y', true],
    ['/fr/poster', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['/a b', false],
    ['/a\u0000b', false],
    [`/${'a'.repeat(2000)}`, false],
    [undefined, false],
    [42, false],
  ])('treats %j as a same-site path: %s', (value, safe) => {
    expect(isSameSitePath(value)).toBe(safe)
  })
})
