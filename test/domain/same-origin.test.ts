import { describe, expect, it } from 'vitest'
import { isSameOrigin } from '../../src/domain/same-origin'

const SITE = 'https://www.kartenfee.de'

describe('isSameOrigin', () => {
  it.each<[string | undefined, string | undefined, boolean]>([
    [SITE, 'same-origin', true],
    [SITE, undefined, true],
    [undefined, 'same-origin', true],
    [undefined, undefined, false],
    ['null', 'same-origin', false],
    ['https://evil.example', 'same-origin', false],
    ['https://preview.www.kartenfee.de', undefined, false],
    [SITE, 'same-site', false],
    [SITE, 'cross-site', false],
    [SITE, 'none', false],
    [undefined, 'cross-site', false],
    [`${SITE}/`, 'same-origin', false],
    ['http://www.kartenfee.de', 'same-origin', false],
  ])('Origin %s with Sec-Fetch-Site %s: %s', (origin, secFetchSite, allowed) => {
    expect(isSameOrigin({ origin, secFetchSite }, SITE)).toBe(allowed)
  })
})
