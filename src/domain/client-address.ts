// The part of a client's address that rate limits count by: an IPv4 address as it is, an IPv6 address by its /64
// prefix. One subscriber gets a whole /64 (RFC 6177) and can use any of its 2^64 addresses, so counting full IPv6
// addresses would give each guesser an unlimited supply of fresh counters.

const HEXTET = /^[0-9a-f]{1,4}$/

/** The eight hextets of an IPv6 address (`::` expanded, an embedded IPv4 tail converted), or undefined. */
function hextets(address: string): number[] | undefined {
  let text = address.toLowerCase()
  const zone = text.indexOf('%')
  if (zone >= 0) text = text.slice(0, zone)
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (v4) {
    const bytes = v4.slice(1).map(Number)
    if (bytes.some((byte) => byte > 255)) return undefined
    const [a = 0, b = 0, c = 0, d = 0] = bytes
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return undefined
  const parse = (part: string | undefined) => (part ? part.split(':') : [])
  const head = parse(halves[0])
  const tail = parse(halves[1])
  if (![...head, ...tail].every((group) => HEXTET.test(group))) return undefined
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  return [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((group) => parseInt(group, 16))
}

/**
 * The client's network as security logs name it: IPv4 by its /24 (`192.0.2.0/24`), IPv6 by its /64 as limits count it
 * (an IPv4-mapped address as its IPv4 /24). Enough to see a burst from one network, too coarse to name a subscriber.
 */
export function networkOf(address: string): string {
  const counted = limitAddress(address)
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(counted)
  return v4 ? `${v4[1]}.0/24` : counted
}

/**
 * What a per-address limit counts `address` as: IPv4 unchanged, IPv6 as `prefix::/64` (an IPv4-mapped IPv6 address as
 * its IPv4 address). Anything else (no header in local development) is kept, lower-cased and cut to 64 characters.
 */
export function limitAddress(address: string): string {
  const trimmed = address.trim()
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(trimmed)) return trimmed
  const groups = trimmed.includes(':') ? hextets(trimmed) : undefined
  if (!groups) return trimmed.toLowerCase().slice(0, 64)
  const [a, b, c, d, e, f, g = 0, h = 0] = groups
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
