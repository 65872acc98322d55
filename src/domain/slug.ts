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
 * The full slug a page is read at in a locale folder. A folder's start page has, in Storyblok, its folder's full slug
 * with a trailing slash (`is_startpage: true`), and only that exact full slug answers: the home page is the locale
 * folder's start page (`de-de/`; nothing answers `de-de/home`), and a sub-folder's overview page, when `startpage`
 * says the page is one, is `de-de/journal/` (nothing answers `de-de/journal`).
 */
export function folderFullSlug(folder: string, slug: string, startpage = false): string {
  if (slug === 'home') return `${folder}/`
  return startpage ? `${folder}/${slug}/` : `${folder}/${slug}`
}

/** A story's page slug, its locale folder and slashes dropped: `de-de/fotokalender` -> `fotokalender`, `de-de/` -> `home`. */
export function pageSlugOf(fullSlug: string): string {
  return fullSlug.replace(LOCALE_FOLDER, '').replace(/^\/+|\/+$/g, '') || 'home'
}
