// The site-wide shell rendered once: the layout's shared parts (<ShellPart>) as HTML per site (host, markers, locale,
// platform), layout story and year, kept in isolate memory. A publish moves the cache version, the story cache then
// hands out a new layout story object, and its shell is rendered anew: the key names the story object itself, so no
// cv lookup is needed and a cold start (no cv known yet) is covered too. Consulted while a page renders (the renderer
// hands the layout a lookup), never by a loader; preview hosts get no lookup (drafts are never shared).
// Not kept in the Cache API: one render per isolate and site costs about one page render, a Cache API read not much less.
import type { LayoutView } from '../views/layout/layout-view'
import { holdsIsolateMemory } from '../cache/isolate-memory'
import { shellKey } from '../cache/keys'
import { RenderCache } from '../cache/render-cache'
import { PageContextProvider, type PageContextValue } from '../views/page-context'
import { Layout } from '../views/layout/layout'
import { collectParts, collectRuns, type ShellHtml, type ShellLookup } from '../views/layout/shell-part'
import type { Config } from '../config'
import type { LinkContext } from '../domain/links'
import type { Site } from '../domain/site'
import type { PendingLayout } from '../loaders/shell'
import { reportUnusableImage } from '../views/content-errors'
import { renderNonceFree } from './render-html'

// About 70 KB of HTML per site (counted as UTF-16, 140 KB): the 17 locales on both platforms fit, old layout
// versions age out first.
const shells = new RenderCache<ShellHtml>({
  memory: 'shells',
  maxEntries: 48,
  maxBytes: 8 * 1024 * 1024,
  failed: 'shell-render-failed',
})

// The story cache returns the same object for a layout story as long as it holds it (keys carry cv), so an object
// stands for one published version of the layout (the rule of src/cache/isolate-memory.ts: it is never changed). Weak:
// a story the cache dropped takes its number with it.
let versions = new WeakMap<object, number>()
if (__STAND_INS__) holdsIsolateMemory('memos', () => (versions = new WeakMap()))
let lastVersion = 0

/** This isolate's number for a layout story object. */
function versionOf(story: object): number {
  let version = versions.get(story)
  if (version === undefined) {
    version = ++lastVersion
    versions.set(story, version)
  }
  return version
}

/** How many times this isolate rendered a shell (tests: a second page of a site must not render it again). */
export function shellRenderCount(): number {
  return shells.renders ?? 0
}

async function renderShell(view: LayoutView, context: PageContextValue): Promise<ShellHtml> {
  const { html, split } = await renderNonceFree(
    <PageContextProvider value={context}>
      <Layout layout={{ ...view, shell: 'collect' }}>{null}</Layout>
    </PageContextProvider>,
  )
  const parts = new Map([...collectParts(html)].map(([name, inner]) => [name, split(inner)]))
  const runs = new Map([...collectRuns(html)].map(([name, run]) => [name, { holes: run.holes, segments: run.segments.map(split) }]))
  return { parts, runs }
}

/**
 * The shared parts of this site's shell for this layout story: held ones at once, else rendered on first use. `context`
 * must hold only site-level facts (its path and query are the home page's). Never rejects: a failed render is logged
 * and the page renders its shell itself.
 */
function cachedShell(story: object, view: LayoutView, context: PageContextValue, now: number): ShellHtml | Promise<ShellHtml | undefined> {
  const key = shellKey(versionOf(story), context, new Date(now).getUTCFullYear())
  return shells.render(key, now, () => renderShell(view, context), { host: context.site.host })
}

/** What the stored parts are rendered from: the site-level facts of a request. */
export interface ShellRequest {
  site: Site
  origin: string
  links: LinkContext
  config: Pick<Config, 'images' | 'helpChatScript'>
  now(): number
}

/** The page context the stored parts are rendered with: what is the same on every page of the site (the home page's
 * path, no experiments). */
export function siteFacts(request: ShellRequest): PageContextValue {
  const { site } = request
  return {
    site,
    origin: request.origin,
    path: '/',
    url: `${site.basePath}/`,
    links: request.links,
    experiments: [],
    images: request.config.images,
    helpChatScript: request.config.helpChatScript,
    reportUnusableImage,
  }
}

/**
 * Renders the site's stored parts as soon as the layout story is in, unless they are held: a cold page then renders
 * them while its other CMS reads are still out (and its renderer is warm when they answer), instead of after the last
 * one. Public hosts only, as the lookup.
 */
export function prepareShell(request: ShellRequest, layout: PendingLayout): void {
  if (__PREVIEW_HOSTS__ && request.site.preview) return
  const now = request.now()
  const context = siteFacts(request)
  void layout.story
    .then(async (story) => {
      if (!story || shells.get(shellKey(versionOf(story), context, new Date(now).getUTCFullYear()), now)) return
      const view = await layout()
      if (view.shellSource) await cachedShell(view.shellSource, view, context, now)
    })
    // The page's own call of the layout reports what went wrong; this was only a head start.
    .catch(() => undefined)
}

/** A settled answer React's use() reads without suspending (the thenable status React itself writes). */
interface TrackedShell extends PromiseLike<ShellHtml | undefined> {
  status?: 'fulfilled'
  value?: ShellHtml | undefined
}

/**
 * The lookup a page's renderer hands its layout: `context` holds the site-level facts the parts are rendered with, `now`
 * the request's clock. One answer per layout view, so a render that waited for the parts reads the same one again.
 */
export function shellLookup(context: PageContextValue, now: number): ShellLookup {
  const asked = new WeakMap<object, TrackedShell>()
  return (story, view) => {
    let answer = asked.get(view)
    if (!answer) {
      const found = cachedShell(story, view, context, now)
      answer = found instanceof Promise ? found : Object.assign(Promise.resolve(found), { status: 'fulfilled' as const, value: found })
      asked.set(view, answer)
    }
    return answer
  }
}
