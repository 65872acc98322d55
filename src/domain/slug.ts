// Page slugs: the catch-all route's sanity check (SPEC §2) and where a slug lives in a locale folder.
const SLUG = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/
const LOCALE_FOLDER = /^[a-z]{2}-[a-z]{2}(\/|$)/i

/** `/` -> `home`, `/fotokalender/` -> `fotokalender`; anything else that is not a plausible story slug -> undefined. */
export function contentSlug(path: string): string | undefined {
  const trimmed = path.replace(/^\/+/, '').replace(/\/+$/, '')
  if (trimmed === '') return 'home'
  if (trimmed.length > 200 || !SLUG.test(trimmed)) return undefined
  return trimmed
}

/**
 * The full slug a page is read at in a locale folder. The home page is the folder's start page, whose full slug in
 * Storyblok is the folder's own with a trailing slash (`de-de/`, `is_startpage: true`); nothing answers `de-de/home`.
 */
export function folderFullSlug(folder: string, slug: string): string {
  return slug === 'home' ? `${folder}/` : `${folder}/${slug}`
}

/** A story's page slug, its locale folder and slashes dropped: `de-de/fotokalender` -> `fotokalender`, `de-de/` -> `home`. */
export function pageSlugOf(fullSlug: string): string {
  return fullSlug.replace(LOCALE_FOLDER, '').replace(/^\/+|\/+$/g, '') || 'home'
}
