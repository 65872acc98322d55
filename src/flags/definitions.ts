// Flag definitions: read from KV (`flags:v1`, written by operators), kept by the cache for 30 s per isolate
// (src/cache/flag-definitions.ts); the bundled demo definitions answer when KV holds none. A definition that does not
// parse is dropped and logged, never fatal.
import * as z from 'zod/mini'
import { BRANDS } from '../domain/countries'
import type { FlagDefinition } from '../domain/flags'
import { LOCALES } from '../domain/locales'
import { cachedFlagDefinitions } from '../cache/flag-definitions'
import { FLAGS_KEY } from '../cache/keys'
import type { CacheContext } from '../cache/swr'
import { log } from '../log'

const ruleSchema = z.object({
  brands: z.optional(z.array(z.enum(BRANDS))),
  locales: z.optional(z.array(z.enum(LOCALES))),
  platforms: z.optional(z.array(z.enum(['web', 'desktop']))),
  pathPrefix: z.optional(z.string()),
  percentage: z.number().check(z.minimum(0), z.maximum(100)),
})
const definitionSchema = z.object({
  // SPEC §9: keys up to 250 characters; our names are lowercase with dashes.
  name: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,249}$/)),
  rules: z.array(ruleSchema),
})

/** Demo experiments (SPEC §9): kls- for the cards brand, voll- for the poster brand, and the /posterdruck page flag. */
export const DEMO_FLAGS: readonly FlagDefinition[] = [
  { name: 'kls-calculator-redesign', rules: [{ brands: ['cards'], percentage: 50 }] },
  { name: 'kls-nudging', rules: [{ brands: ['cards'], percentage: 20 }] },
  { name: 'kls-portrait-format', rules: [{ brands: ['cards'], percentage: 50 }] },
  { name: 'voll-calculator-redesign', rules: [{ brands: ['poster'], percentage: 50 }] },
  { name: 'voll-portrait-format', rules: [{ brands: ['poster'], percentage: 50 }] },
  { name: 'voll-canvas-redesign', rules: [{ brands: ['poster'], locales: ['de-DE', 'de-AT', 'de-CH'], percentage: 30 }] },
  { name: 'posterdruck', rules: [{ pathPrefix: '/posterdruck', percentage: 100 }] },
]

export function parseDefinitions(raw: unknown): FlagDefinition[] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((item) => {
    const parsed = definitionSchema.safeParse(item)
    if (!parsed.success) log.warn('feature-flag-definition-invalid', { name: (item as { name?: unknown } | null)?.name })
    return parsed.success ? [parsed.data] : []
  })
}

/** The flag definitions in force: KV's, else the demo set; none at all when KV fails (SPEC §8: every flag off). */
export function flagDefinitions(ctx: CacheContext): Promise<readonly FlagDefinition[]> {
  return cachedFlagDefinitions(ctx, async () => {
    try {
      const raw: unknown = await ctx.kv.get(FLAGS_KEY, 'json')
      return raw === null ? DEMO_FLAGS : parseDefinitions(raw)
    } catch (error) {
      // SPEC §8: a flag-service failure turns every flag off; the demo set stands in only when KV has none.
      log.error('feature-flag-initialise-failure', { error })
      return []
    }
  })
}
