// The one cookie parser for page variants and the flag accessor that records what a page reads.
import { describe, expect, it } from 'vitest'
import { FlagReader } from '../../src/domain/flags'
import { readCookies, readRequestVariant, withTreatments } from '../../src/domain/request-variant'

const KEY = '0d7f3b8e-1c2a-4e5f-8a9b-1234567890ab'
const variant = (cookie: string | undefined, crawler = false) =>
  readRequestVariant({
    site: { host: 'cards.de.localhost', language: 'de', preview: false },
    url: new URL('http://cards.de.localhost/x?y=1'),
    path: '/x',
    cookie,
    crawler,
  })

describe('readCookies', () => {
  it.each([
    ['consent=declined', 'declined', false],
    [' consent =granted', 'granted', false],
    ['consent\t=\t"declined"', 'declined', false],
    ['consent=de%63lined', 'declined', false],
    ['consent=declined; consent=granted', 'declined', false],
    ['consent=un"known; consent=declined', 'declined', false],
    ['Consent=declined', undefined, true],
    ['consent', undefined, true],
    ['session=abc; consent=declined', 'declined', true],
    [';; ; consent=declined;', 'declined', false],
  ])('reads %j as consent %j (foreign cookies: %j)', (header, consent, foreign) => {
    const jar = readCookies(header)
    expect(jar.values.get('consent')).toBe(consent)
    expect(jar.foreign).toBe(foreign)
  })
})

describe('readRequestVariant', () => {
  it('reads consent, bars, banner and a valid split key, and is anonymous without other cookies', () => {
    const read = variant(`consent=declined; dismissed_bars=b.a; smart_banner_dismissed=1; split_key=${KEY}`)
    expect(read).toMatchObject({
      consent: 'declined',
      dismissedBars: ['b', 'a'],
      smartBannerDismissed: true,
      splitKey: KEY,
      anonymous: true,
      pathname: '/x',
      search: '?y=1',
    })
  })

  it('ignores a split key that is not a UUID, and an unknown consent value reads as granted (SPEC §4)', () => {
    expect(variant('split_key=nope; consent=maybe')).toMatchObject({ splitKey: undefined, consent: 'granted' })
    expect(variant(undefined)).toMatchObject({ splitKey: undefined, consent: 'unknown', anonymous: true })
  })

  it('marks a split key issued on this request', () => {
    expect(withTreatments(variant(undefined), KEY, {}).splitKeyIssued).toBe(true)
    expect(withTreatments(variant(`split_key=${KEY}`), KEY, {}).splitKeyIssued).toBe(false)
  })
})

describe('FlagReader', () => {
  it('records the flags read, but not those the cache key only peeks at', () => {
    const flags = new FlagReader({ a: 'on', b: 'off', c: 'control' })
    expect(flags.isOn('b')).toBe(false)
    expect(flags.treatment('unknown')).toBeUndefined()
    expect(flags.peek('a')).toBe('on')
    expect(flags.read()).toEqual(['b', 'unknown'])
    flags.all()
    expect(flags.read()).toEqual(['a', 'b', 'c', 'unknown'])
  })
})
