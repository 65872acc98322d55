// Feature flags decided at the edge (SPEC §3, §4, §6): a flag's treatment for a shopper comes from its rules (brand,
// locale, platform, path) and a stable hash of the shopper's split key, so the same shopper always sees the same
// treatment. Crawlers, failures and missing definitions get control/off.
import type { Brand } from './countries'
import type { Locale } from './locales'
import type { Platform } from './site'

export type Treatment = 'control' | 'off' | 'on'

export interface FlagRule {
  brands?: readonly Brand[]
  locales?: readonly Locale[]
  platforms?: readonly Platform[]
  /** Paths starting with this (marker-free), e.g. `/posterdruck`. */
  pathPrefix?: string
  /** Share of matching shoppers who get `on`, 0 to 100; the rest get `off`. */
  percentage: number
}

export interface FlagDefinition {
  name: string
  /** The first matching rule decides; no match means control. */
  rules: readonly FlagRule[]
}

export interface FlagRequest {
  brand: Brand
  locale: Locale
  platform: Platform
  path: string
  userKey: string
  isBot: boolean
}

/** FNV-1a, 32 bit: fast, synchronous and well spread; only stability and spread matter here. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** The shopper's bucket for a flag, 0 to 9999: independent per flag, stable per key. */
export function bucketOf(userKey: string, flag: string): number {
  return hash32(`${flag}:${userKey}`) % 10_000
}

function matches(rule: FlagRule, request: FlagRequest): boolean {
  return (
    (!rule.brands || rule.brands.includes(request.brand)) &&
    (!rule.locales || rule.locales.includes(request.locale)) &&
    (!rule.platforms || rule.platforms.includes(request.platform)) &&
    (!rule.pathPrefix || request.path.startsWith(rule.pathPrefix))
  )
}

export function evaluateFlag(definition: FlagDefinition, request: FlagRequest): Treatment {
  // SPEC §6: crawlers receive no feature-flag client: everything stays control for them.
  if (request.isBot) return 'control'
  const rule = definition.rules.find((candidate) => matches(candidate, request))
  if (!rule) return 'control'
  return bucketOf(request.userKey, definition.name) < rule.percentage * 100 ? 'on' : 'off'
}

export function evaluateFlags(definitions: readonly FlagDefinition[], request: FlagRequest): Record<string, Treatment> {
  return Object.fromEntries(definitions.map((definition) => [definition.name, evaluateFlag(definition, request)]))
}

/** SPEC §4: a flag that failed or has no treatment is off (control when no treatment exists at all). */
export function isOn(flags: Readonly<Record<string, Treatment>>, name: string): boolean {
  return flags[name] === 'on'
}

/**
 * The one way a page reads its treatments. It remembers which flags were read, so the page cache keys a page by those
 * flags only: a page that reads no flag has one copy for every shopper.
 */
export class FlagReader {
  readonly #treatments: Readonly<Record<string, Treatment>>
  readonly #read = new Set<string>()

  constructor(treatments: Readonly<Record<string, Treatment>> = {}) {
    this.#treatments = treatments
  }

  /** The shopper's treatment; undefined for a flag nobody defined (or a crawler, who gets none). */
  treatment(name: string): Treatment | undefined {
    this.#read.add(name)
    return this.#treatments[name]
  }

  /** SPEC §4: a flag that failed or has no treatment is off. */
  isOn(name: string): boolean {
    return this.treatment(name) === 'on'
  }

  /** Every evaluated flag (the debug panel): the page then depends on all of them. */
  all(): Readonly<Record<string, Treatment>> {
    for (const name of Object.keys(this.#treatments)) this.#read.add(name)
    return this.#treatments
  }

  /** The treatment without counting as a read: for the cache key, which must not widen what the page depends on. */
  peek(name: string): Treatment | undefined {
    return this.#treatments[name]
  }

  /** The flags read so far, sorted. */
  read(): string[] {
    return [...this.#read].sort()
  }
}
