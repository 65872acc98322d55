// What the index of a brand's published pages holds: per page whether search engines may list it, the editor's
// alternates and whether it is a folder's start page. Listed from the CMS (src/content/sitemap-pages.ts), kept by the
// cache (src/cache/page-index.ts), read by the head's hreflang links, the sitemap and a page's loader.

export interface IndexedPage {
  noindex: boolean
  /** SPEC §3 page `alternates`: the editor's path of this page in another locale. */
  alternates: readonly (readonly [locale: string, path: string])[]
  /** A folder's start page: read at its folder's full slug with a trailing slash (`de-de/journal/`). */
  startpage: boolean
  /** The story's uuid, by which links name it: published stories' links are resolved from the index (src/content/stories.ts). */
  uuid: string
}
/**
 * `{locale folder}/{page slug}` (lowercase) -> page. A folder's start page is keyed by its folder's path, as it is
 * looked up: `de-de/` is `de-de/home`, `de-de/journal/` is `de-de/journal`.
 */
export type PageIndex = ReadonlyMap<string, IndexedPage>
