// Shape of one story in the bundled demo space: the published content, and the editor's draft when it differs.
export interface DemoStorySeed {
  /** Storyblok full_slug with its locale folder, e.g. `de-de/fotokalender`; a folder's start page is `de-de/`. */
  full_slug: string
  name: string
  /** Published content; absent when the story was never published (draft only). */
  content?: Record<string, unknown>
  /** Unpublished changes; the draft API version answers this instead of `content`. */
  draft?: Record<string, unknown>
  is_startpage?: boolean
  tag_list?: string[]
}
