// Flag definitions as this isolate holds them: read from KV at most every 30 s, through the one reader (./swr.ts). An
// old copy is never served while a new one loads: past 30 s the read waits for KV, as the flags must follow an
// operator's change. What is read and how a failure turns the flags off is src/flags/definitions.ts's.
import type { FlagDefinition } from '../domain/flags'
import { holdsIsolateMemory } from './isolate-memory'
import { FLAGS_KEY } from './keys'
import { StaleWhileRevalidate, type CacheContext } from './swr'

const FRESH_MS = 30_000

const definitions = new StaleWhileRevalidate<readonly FlagDefinition[]>({ memoryEntries: 1, serveStale: false, staleMarksPage: false })

if (__STAND_INS__) holdsIsolateMemory('flag definitions', () => definitions.forget())

/** The definitions this isolate read less than 30 s ago, else what `read` reads now (it must not reject). */
export function cachedFlagDefinitions(
  ctx: CacheContext,
  read: () => Promise<readonly FlagDefinition[]>,
): Promise<readonly FlagDefinition[]> {
  return definitions.read(ctx, { key: FLAGS_KEY, freshMs: () => FRESH_MS, load: read })
}
