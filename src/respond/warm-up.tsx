// A cold isolate's first page runs code V8 has never run: compiling and first running it cost about as much as the
// render itself (the bench's home page: 11–16 ms of its own time after the last CMS answer as an isolate's first render,
// 4–8 ms as its second). While that first page's story is on its way (from KV, or from the CMS when the cache is cold),
// the isolate has nothing else to do. So it renders a content page once meanwhile, from what the request already holds
// (the page index, its URL, and its layout if that is in) and an empty page story, and drops the bytes: the real page
// then runs warm code.
// - Once per isolate, on its first public content page; a page-cache hit never comes here, so an isolate that only
//   answers from the page cache never pays for it.
// - After the request's own reads have gone out (a timer's turn), never before them. A story that answers meanwhile
//   waits for the warm-up's end, a few milliseconds once per isolate; the compiling it spares its page is about as long.
// - Through a detached scope (src/loaders/scope.ts): it cannot answer the request, mark it stale or degraded, widen
//   the flags its page is kept under, or read the shopper. It reads no story (its own is made here, the layout and
//   index are the request's, or the layout an empty one), so it makes no CMS, KV or shop call. What it leaves are
//   entries of the head and island caches, which are keyed by their values: its own head is never another page's, and
//   the site's islands are the ones the page needs next. A failure is dropped with its bytes: it is not a page, and
//   the real render reports its own.
import { afterThisTask } from '../cache/after-this-task'
import { holdsIsolateMemory } from '../cache/isolate-memory'
import { contentPageProps } from '../loaders/content-page'
import { detachedScope, type PageScope } from '../loaders/scope'
import { pendingLayout, type PendingLayout } from '../loaders/shell'
import { contentFolder } from '../domain/locales'
import type { PageIndex } from '../domain/page-index'
import type { Story } from '../domain/story'
import { folderFullSlug } from '../domain/slug'
import { isStartPage } from '../content/sitemap-pages'
import { ContentPage } from '../pages/content-page'
import { pageElement } from './render-page'
import { renderWhole } from './render-stream'

let warmed = false
let runs = 0

/** A layout with nothing in it (its schema's defaults), for a warm-up whose site's layout is not in yet. */
const EMPTY_LAYOUT: Story = { id: 0, uuid: '', name: '', full_slug: '', content: { component: 'layout' } }

if (__STAND_INS__)
  holdsIsolateMemory('warm-up', () => {
    warmed = false
  })

/** How many warm-up renders this isolate ran (tests). */
export function warmUpCount(): number {
  return runs
}

/**
 * On the isolate's first public content page, renders a page like it in the background while the page's own reads are
 * out. `slug` is the page's, so the warm-up's head carries the same alternates; `index` and `layout` are the request's.
 */
export function warmUpWhileReading(scope: PageScope, slug: string, index: PageIndex, layout: PendingLayout): void {
  if (warmed || (__PREVIEW_HOSTS__ && scope.site.preview)) return
  warmed = true
  scope.waitUntil(
    afterThisTask()
      .then(() => warmUp(detachedScope(scope), slug, index, layout))
      .catch(() => undefined),
  )
}

async function warmUp(scope: PageScope, slug: string, index: PageIndex, layout: PendingLayout): Promise<void> {
  // Counted for the tests only: a build without stand-ins has nobody to ask.
  if (__STAND_INS__) runs += 1
  // The layout as it is now: when its story (or a relation of it) is still on its way, the page's own story may well
  // arrive first, and a warm-up that waited for the layout would then run after it and hold the page. So a layout not
  // in yet is replaced by an empty one, rendered in place: the shell's parts are the renderer's to prepare when the
  // layout arrives (src/respond/shell-cache.tsx), and the page's code, React's and the head's run warm either way.
  const inYet = await Promise.race([layout.story.then(() => true), afterThisTask()])
  const shell = inYet ? layout : pendingLayout(scope, Promise.resolve(EMPTY_LAYOUT), false)
  const folder = contentFolder(scope.site.locale)
  const story = {
    id: 0,
    uuid: '',
    name: '',
    full_slug: folderFullSlug(folder, slug, isStartPage(index, folder, slug)),
    content: { component: 'page' },
  }
  const loads = { story: Promise.resolve(story), layout: shell, index: Promise.resolve(index), trail: undefined }
  const props = await contentPageProps(scope, loads, { status: 200 })
  if (!props) return
  const render = pageElement(scope, <ContentPage {...props} />)
  // The renderer a page whose data is in takes; what it renders, or whether anything suspended, is dropped.
  renderWhole(render.element)
}
