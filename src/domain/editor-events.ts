// Which of the visual editor's events a preview page acts on. Storyblok's bridge reports every event of the editor it
// is connected to: `input` (an unsaved edit, with the whole story: `story.id`), `change` (saved) and `published`
// (both naming the story by `storyId`, a number or a string). In a space of thousands of stories in many locales the
// editor may save or edit a story other than the one this page shows (another locale's twin, a story opened in a
// second tab, the page left by following a link); such an event must neither reload nor rewrite this page.

/** The stories a preview page is built from, by Storyblok id. */
export interface ShownStories {
  /** The story live editing renders into the page: the page's own, or the layout story on the layout's own page. */
  live: number
  /** The layout story the page's shell is built from; none where the site has no layout story. */
  layout?: number | undefined
}

/** What a page does with an editor event: render the edit in place, reload (a saved story it shows), or nothing. */
export type EditorEffect = 'render' | 'reload' | 'ignore'

/** Storyblok's story ids are positive integers, sent as a number or as its decimal string. */
function sameStory(id: unknown, shown: number | undefined): boolean {
  if (shown === undefined) return false
  if (typeof id === 'number') return id === shown
  return typeof id === 'string' && /^\d{1,20}$/.test(id) && id === String(shown)
}

/**
 * An edit of the story the page renders live is rendered; a save or publish of any story the page shows (its own, or
 * the layout around it) reloads it; everything else (another story's events, unknown actions, malformed events) is
 * ignored. The layout's unsaved edits on a content page are ignored too: its shell is rendered with the page, and
 * the layout's own preview page shows them live.
 */
export function editorEffect(event: unknown, shown: ShownStories): EditorEffect {
  if (!event || typeof event !== 'object') return 'ignore'
  const { action, story, storyId } = event as { action?: unknown; story?: unknown; storyId?: unknown }
  if (action === 'input') {
    const id = story && typeof story === 'object' ? (story as { id?: unknown }).id : undefined
    return sameStory(id, shown.live) ? 'render' : 'ignore'
  }
  if (action === 'change' || action === 'published') {
    return sameStory(storyId, shown.live) || sameStory(storyId, shown.layout) ? 'reload' : 'ignore'
  }
  return 'ignore'
}
