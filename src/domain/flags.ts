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
