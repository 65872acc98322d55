// The one cookie parser for page variants and the flag accessor that records what a page reads.
import { describe, expect, it } from 'vitest'
import { FlagReader } from '../../src/domain/flags'
import { readCookies, readRequestVariant, withTreatments } from '../../src/domain/request-variant'

const KEY = '0d7f3b8e-1c2a-4e5f-8a9b-1234567890ab'
const variant = (cookie: string | undefined, crawler = false, legacyCookies = false) =>
  readRequestVariant({
    site: { host: 'cards.de.localhost', language: 'de', preview: false },
    url: new URL('http://cards.de.localhost/x?y=1'),
    path: '/x',
    cookie,
    crawler,
    legacyCookies,
  })

describe('readCookies', () => {
  it.each([
    ['__Host-consent=declined', 'declined', false],
    [' __Host-consent =granted', 'granted', false],
    ['__Host-consent\t=\t"declined"', 'declined', false],
    ['__Host-consent=de%63lined', 'declined', false],
    ['__Host-consent=declined; __Host-consent=granted', 'declined', false],
    ['__Host-consent=un"known; __Host-consent=declined', 'declined', false],
    ['__host-consent=declined', undefined, true],
    ['__Host-consent', undefined, true],
    ['session=abc; __Host-consent=declined', 'declined', true],
    [';; ; __Host-consent=declined;', 'declined', false],
    // The old name is a variant cookie too (a planted one must not take shoppers out of the cache), but not this one.
    ['consent=granted', undefined, false],
  ])('reads %j as consent %j (foreign cookies: %j)', (header, consent, foreign) => {
    const jar = readCookies(header)
    expect(jar.values.get('__Host-consent')).toBe(consent)
    expect(jar.foreign).toBe(foreign)
  })
})

describe('readRequestVariant', () => {
  it('reads consent, bars, banner and a valid split key, and is anonymous without other cookies', () => {
    const read = variant(`__Host-consent=declined; __Host-dismissed_bars=b.a; smart_banner_dismissed=1; __Host-split_key=${KEY}`)
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
    expect(variant('__Host-split_key=nope; __Host-consent=maybe')).toMatchObject({ splitKey: undefined, consent: 'granted' })
    expect(variant(undefined)).toMatchObject({ splitKey: undefined, consent: 'unknown', anonymous: true })
  })

  it('marks a split key issued on this request', () => {
    expect(withTreatments(variant(undefined), KEY, {}).splitKeyIssued).toBe(true)
    expect(withTreatments(variant(`__Host-split_key=${KEY}`), KEY, {}).splitKeyIssued).toBe(false)
  })

  it('gives the old names no say outside the migration: a cookie set for the parent domain is only a name', () => {
    const planted = variant(`consent=granted; split_key=${KEY}; dismissed_bars=a`)
    expect(planted).toMatchObject({ consent: 'unknown', splitKey: undefined, dismissedBars: [], anonymous: true })
    expect(planted.migration).toEqual({ expire: [], rewrite: new Map() })
    expect(variant('__Host-consent=granted; consent=declined').consent).toBe('granted')
  })

  it('reads the old names during the migration where no new cookie says otherwise, and plans their rewrite', () => {
    const old = variant(`consent=declined; split_key=${KEY}; dismissed_bars=b.a`, false, true)
    expect(old).toMatchObject({ consent: 'declined', splitKey: KEY, dismissedBars: ['b', 'a'], anonymous: true })
    expect(old.migration.expire).toEqual(['consent', 'split_key', 'dismissed_bars'])
    expect([...old.migration.rewrite]).toEqual([
      ['__Host-consent', 'declined'],
      ['__Host-split_key', KEY],
      ['__Host-dismissed_bars', 'b.a'],
    ])
    // A new cookie wins over its old name; the old one is only expired.
    const both = variant('__Host-consent=declined; consent=granted', false, true)
    expect(both.consent).toBe('declined')
    expect(both.migration).toEqual({ expire: ['consent'], rewrite: new Map() })
    // A value that means nothing is not carried over.
    const empty = variant('consent=; split_key=nope; dismissed_bars=bad id', false, true)
    expect(empty).toMatchObject({ consent: 'unknown', splitKey: undefined, dismissedBars: [] })
    expect(empty.migration).toEqual({ expire: ['consent', 'split_key', 'dismissed_bars'], rewrite: new Map() })
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
