import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { limitAddress, networkOf } from '../../src/domain/client-address'

describe('limitAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0db8:0000:0002::', '2001:db8:0:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:198.51.100.9', '198.51.100.9'],
    ['2001:db8:1:2:3:4:192.0.2.1', '2001:db8:1:2::/64'],
    [' 2001:db8:1:2::9 ', '2001:db8:1:2::/64'],
    ['not an address', 'not an address'],
    ['2001:db8::1::2', '2001:db8::1::2'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, expected) => {
    expect(limitAddress(address)).toBe(expected)
  })

  it('counts every address of one /64 as one, and addresses of different /64s apart', () => {
    const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16))
    fc.assert(
      fc.property(
        fc.array(hextet, { minLength: 8, maxLength: 8 }),
        fc.array(hextet, { minLength: 4, maxLength: 4 }),
        (address, otherTail) => {
          const same = [...address.slice(0, 4), ...otherTail]
          expect(limitAddress(address.join(':'))).toBe(limitAddress(same.join(':')))
          const prefix = address.slice(0, 4).map((group) => parseInt(group, 16))
          const neighbour = [...prefix.slice(0, 3), ((prefix[3] ?? 0) + 1) % 0x10000].map((n) => n.toString(16))
          expect(limitAddress([...neighbour, ...otherTail].join(':'))).not.toBe(limitAddress(address.join(':')))
        },
      ),
    )
  })
})

describe('networkOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    [' 203.0.113.255 ', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['not an address', 'not an address'],
  ])('names %j by its network %s', (address, network) => {
    expect(networkOf(address)).toBe(network)
  })
})
