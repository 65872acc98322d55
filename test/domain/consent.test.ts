import { describe, expect, it } from 'vitest'
import { assertTagId, mayTrack, parseConsent, type Consent } from '../../src/domain/consent'

describe('consent', () => {
  it.each<[string | undefined, Consent]>([
    [undefined, 'unknown'],
    ['', 'unknown'],
    ['unknown', 'unknown'],
    ['declined', 'declined'],
    ['granted', 'granted'],
    ['garbage', 'granted'],
    ['DECLINED', 'granted'],
  ])('reads %j as %s (an invalid value defaults to granted, SPEC §4)', (value, consent) => {
    expect(parseConsent(value)).toBe(consent)
  })

  it.each<[Consent, string | null, boolean]>([
    ['granted', null, true],
    ['granted', '0', false],
    ['declined', null, false],
    ['unknown', null, false],
  ])('tracks with consent %s and tracking=%s: %s', (consent, param, result) => {
    expect(mayTrack(consent, param)).toBe(result)
  })
})

describe('tag ids', () => {
  it.each(['GTM-ABC123', 'G-1A2B3C', 'GTM-X'])('accepts %s', (id) => {
    expect(assertTagId(id)).toBe(id)
  })

  it.each(['gtm-abc', 'GTM-', 'UA-123', 'GTM-abc', 'G-12 3', 'GTM-ABC;alert(1)'])('raises an error for %s', (id) => {
    expect(() => assertTagId(id)).toThrow(/Invalid tag id/)
  })
})
