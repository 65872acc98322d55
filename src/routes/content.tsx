// The catch-all content route (SPEC §2 `/{slug...}`): parse the slug, load story and layout, render; missing -> error story, 404.
import type { Context } from 'hono'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../app-env'
import { contentContext } from '../content/context'
import { loadLayout } from '../content/layout'
import { pageContentSchema, type Story } from '../content/schemas'
import { loadStory } from '../content/stories'
import { DISMISSED_BARS_COOKIE, parseDismissedBars } from '../domain/dismissed-bars'
import { contentSlug } from '../domain/slug'
import { log } from '../log'
import { ContentPage } from '../render/pages/content-page'
import { UnavailablePage } from '../render/pages/unavailable-page'
import { renderPage } from '../render/render-page'

// The editor's canonical URL if set, else this page's own URL on the configured origin, without query.
function canonicalUrl(c: Context<AppEnv>, configured: string | undefined): string {
  const origin = c.get('origin')
  if (configured && /^https?:\/\/[^\s]+$/i.test(configured)) return configured
  if (configured?.startsWith('/') && !configured.startsWith('//')) return origin + configured
  return origin + new URL(c.req.url).pathname
}

async function renderStory(c: Context<AppEnv>, story: Story | null, status: 200 | 404): Promise<Response | undefined> {
  const page = story ? pageContentSchema.safeParse(story.content) : undefined
  if (!story || !page?.success) return undefined
  const site = c.get('site')
  const url = new URL(c.req.url)
  const layout = await loadLayout(contentContext(c), site, {
    dismissedBars: parseDismissedBars(getCookie(c, DISMISSED_BARS_COOKIE)),
    back: url.pathname + url.search,
    pageBar: page.data.bar,
  })
  const meta = {
    title: page.data.title || story.name,
    description: page.data.description,
    robots: status === 404 ? 'noindex,follow' : page.data.robots,
    canonical: status === 404 ? undefined : canonicalUrl(c, page.data.canonicalUrl?.url),
  }
  return renderPage(c, <ContentPage context={{ site, origin: c.get('origin') }} meta={meta} layout={layout} page={page.data} />, status)
}

/** The CMS error story with status 404; a built-in page if the space has none. */
export async function renderNotFound(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site')
  const story = await loadStory(contentContext(c), site, 'error')
  return (await renderStory(c, story, 404)) ?? renderPage(c, <UnavailablePage site={site} notFound />, 404)
}

export const contentRoutes = new Hono<AppEnv>()

contentRoutes.get('*', async (c) => {
  const slug = contentSlug(c.req.path)
  if (slug === undefined || slug === 'error' || slug === 'layout') return renderNotFound(c)
  const site = c.get('site')
  const story = await loadStory(contentContext(c), site, slug)
  const response = await renderStory(c, story, 200)
  if (response) return response
  // SPEC §8: story not found is logged, then a fatal 404.
  log.warn('cms-page-not-found', { brand: site.brand, locale: site.locale, slug })
  return renderNotFound(c)
})
