// The catch-all route's slug sanity check (SPEC §2): lowercase segments of letters, digits, `-` and `_`, at most 200 chars.
const SLUG = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/

/** `/` -> `home`, `/fotokalender/` -> `fotokalender`; anything else that is not a plausible story slug -> undefined. */
export function contentSlug(path: string): string | undefined {
  const trimmed = path.replace(/^\/+/, '').replace(/\/+$/, '')
  if (trimmed === '') return 'home'
  if (trimmed.length > 200 || !SLUG.test(trimmed)) return undefined
  return trimmed
}
