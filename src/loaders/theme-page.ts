// The theme detail's loader (SPEC §2 `/themes/{id}`): the shop's theme, the CMS story of the same id (extra blocks an
// editor wrote for it), layout, page index and the related themes all start at once. Critical: theme, story, layout
// and the head's alternates; deferred: the related themes and the data of the story's blocks (streamed inside
// <Suspense>). A theme the shop does not know falls back to its story's content page; neither is null (-> 404).
import { parseOnce, reportContent } from '../content/parse-once'
import { pageContentSchema } from '../content/schemas'
import { loadPageStory } from '../content/page-story'
import { log } from '../log'
import { valueLabel } from '../views/listing/value-label'
import type { ThemePageProps } from '../pages/theme-page'
import type { ContentPageProps } from '../pages/content-page'
import { shopPageMeta, storyAlternates } from './view/page-meta'
import { ShopApiError } from '../shop/client'
import type { Theme } from '../shop-contract/themes'
import { blockLoadRequest, firstBytesReady, startBlockLoads } from './block-data'
import { contentPageProps, startStoryPage } from './content-page'
import { defer } from './deferred'
import { loadCardOptions, type CardOptionsData } from '../blocks/card-options'
import type { BlockLoadRequest } from '../blocks/define'
import type { PageScope } from './scope'
import { sitePath } from '../domain/links'

/** The theme's page, or its story's content page (the route adds the related themes after it). */
export type ThemePageData =
  { kind: 'theme'; props: ThemePageProps } | { kind: 'story'; props: ContentPageProps; related: Promise<Theme[]>; relatedTitle: string }

export async function loadThemePage(scope: PageScope, id: string): Promise<ThemePageData | null> {
  const { site, t } = scope
  const shop = scope.shop()
  const slug = `themes/${id.toLowerCase()}`
  const theme = shop.theme(id).catch((error: unknown) => {
    if (!(error instanceof ShopApiError && error.status === 404)) log.warn('theme-unavailable', { id, error })
    return null
  })
  const loads = startStoryPage(scope, slug, { found: true, story: loadPageStory(scope.content, site, slug) })
  // Related designs of the theme's product; the brand's main product until the theme is in.
  const related = defer(
    theme
      .then((found) =>
        shop.themes({ product: found?.product ?? (site.brand === 'cards' ? 'card' : 'photoframe'), sort: 'popularity', pageSize: 12 }),
      )
      .then((page) => page.items.filter((item) => item.id !== id).slice(0, 4))
      .catch((error: unknown) => {
        log.warn('related-themes-unavailable', { error })
        return []
      }),
    [],
  )
  scope.awaiting([related])
  const relatedTitle = t('themes.more')
  const [found, story] = await Promise.all([theme, loads.story])
  if (!found) {
    // A theme the shop does not know may still have its CMS page.
    const props = await contentPageProps(scope, loads, { status: 200 })
    return props && { kind: 'story', props, related, relatedTitle }
  }
  const page = story ? parseOnce(pageContentSchema, story.content, { fields: true }) : undefined
  // A story of another content type (a URL naming the layout, say) is simply no page, not bad content.
  if (story?.content.component === 'page' && page) reportContent(story.full_slug, page)
  const content = page?.success ? page.data : undefined
  // The story's blocks below the theme (its teaser is the theme itself) start their loads before the shell is awaited.
  const blockRequest = blockLoadRequest(scope)
  const blockData = content && startBlockLoads(blockRequest, [content.uspTeaser, content.body])
  if (blockData) scope.awaiting(blockData.values())
  // A card design is ordered on the brand's first card (`/web-api/card-price`), with that card's options.
  const cardOptions = found.product === 'card' ? defer(themeCardOptions(blockRequest, scope.url), null) : undefined
  scope.awaiting([cardOptions])
  const path = sitePath(site, `/themes/${found.id}`)
  const listing = found.product === 'card' ? '/karten-designen' : found.product === 'calendar' ? '/alle-fotokalender' : undefined
  const crumbs =
    listing && site.brand === 'cards'
      ? [{ text: t(found.product === 'card' ? 'listing.cardsTitle' : 'listing.calendarsTitle'), url: sitePath(site, listing) }]
      : []
  const trail = [...crumbs, { text: found.name, url: path }]
  // The card options are a form: awaited, so the page works without JavaScript (streamed parts need a script).
  const [layout, index] = await Promise.all([
    loads.layout(content?.bar, story?.full_slug),
    loads.index,
    cardOptions,
    firstBytesReady(blockData),
  ])
  const priceFrom = found.priceFrom?.priceCurrent
  const meta = shopPageMeta(scope, {
    title: content?.title || `${found.name} – ${valueLabel(found.labels, found.category)}`,
    description:
      content?.description || `${found.name}: ${valueLabel(found.labels, found.product)}, ${valueLabel(found.labels, found.category)}`,
    robots: content?.robots || 'index,follow',
    canonical: scope.origin + path,
    layout,
    trail,
    alternates: storyAlternates(scope, index, story),
    // The design as a product: its "from" price is the lowest offer.
    product: {
      name: found.name,
      description: '',
      sku: found.id,
      image: found.image ? { filename: found.image, alt: found.name } : undefined,
      lowPrice: priceFrom,
    },
  })
  return {
    kind: 'theme',
    props: {
      context: scope.pageContext(blockData, story?.full_slug),
      meta,
      layout,
      breadcrumb: trail,
      theme: found,
      content,
      related,
      relatedTitle,
      cardOptions,
    },
  }
}

async function themeCardOptions(request: BlockLoadRequest, url: URL): Promise<{ card: string; data: CardOptionsData } | null> {
  const cards = await request.shop('products:card', (client) => client.products('card'))
  const card = cards?.products[0]?.id
  const data = card ? await loadCardOptions(request.shop, card, url) : null
  return card && data ? { card, data } : null
}
