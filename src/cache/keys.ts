// Every KV key of the story cache, in one place. Keys carry our shape version and the space's cache version (cv).
import type { Brand } from '../domain/countries'

/** Bump when the cached entry's shape changes: old entries then simply stop being read. */
export const CACHE_SHAPE_VERSION = 1

export function storyKey(brand: Brand, cv: number, fullSlug: string): string {
  return `story:v${CACHE_SHAPE_VERSION}:${brand}:${cv}:${fullSlug}`
}

export function cacheVersionKey(brand: Brand): string {
  return `cv:v${CACHE_SHAPE_VERSION}:${brand}`
}
