// The product overview (`/products` and its German configurator aliases) and theme pages (`/themes/{id}`), SPEC §2.
// The overview is a CMS story; a theme page is the shop's theme (`/web-api/themes/{id}`) with its CMS story's blocks.
import { Hono, type Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../app-env'
import { parseOnce } from '../content/parse-once'
import { pageContentSchema, type Story } from '../content/schemas'
import { contentContext } from '../content/context'
import { loadStory } from '../content/stories'
import { PRODUCT_OVERVIEW_PATHS, themeId } from '../domain/routes'
import { createTranslator } from '../i18n/translate'
import { log } from '../log'
import { ShopPage } from '../render/listing/shop-page'
import { ThemeDetail } from '../render/listing/theme-detail'
import { valueLabel } from '../render/listing/value-label'
import { PageBlocks } from '../render/pages/page-blocks'
import { RelatedThemes } from '../render/related-themes'
import { renderPage } from '../render/render-page'
import { shopPageMeta } from '../render/seo/page-meta'
import { ShopApiError } from '../shop/client'
import { shopClient } from '../shop/for-request'
import type { Theme } from '../shop/schemas'
import { layoutStoryOf, pageContextOf, renderNotFound, renderStoryPage, requestLayout } from './page'

export const catalogueRoutes = new Hono<AppEnv>()

for (const path of PRODUCT_OVERVIEW_PATHS) {
  catalogueRoutes.get(path, async (c) => {
    void layoutStoryOf(c)
    const story = await loadStory(contentContext(c), c.get('site'), 'products')
    const site = c.get('site')
    const canonicalPath = `${site.basePath}/products${site.trailingSlash ? '/' : ''}`
    return (await renderStoryPage(c, story, { status: 200, canonicalPath })) ?? renderNotFound(c, 'fatal')
  })
}

// SPEC §5: a theme id must be non-empty; `/themes` and `/themes/` are a fatal 404.
catalogueRoutes.get('/themes', (c) => renderNotFound(c, 'fatal'))
catalogueRoutes.get('/themes/:id{.*}', async (c) => {
  const id = themeId(c.req.param('id').replace(/\/$/, ''))
  if (id === undefined) return renderNotFound(c, 'fatal')
  const site = c.get('site')
  void layoutStoryOf(c)
  const shop = shopClient(c)
  // The shop's theme and the CMS story (extra content an editor wrote for it) load side by side.
  const [theme, story] = await Promise.all([
    shop.theme(id).catch((error: unknown) => {
      if (!(error instanceof ShopApiError && error.status === 404)) log.warn('theme-unavailable', { id, error })
      return null
    }),
    loadStory(contentContext(c), site, `themes/${id.toLowerCase()}`),
  ])
  const related = shop
    .themes({ product: theme?.product ?? (site.brand === 'cards' ? 'card' : 'photoframe'), sort: 'popularity', pageSize: 12 })
    .then((page) => page.items.filter((item) => item.id !== id).slice(0, 4))
    .catch((error: unknown) => {
      log.warn('related-themes-unavailable', { error })
      return []
    })
  const t = createTranslator(site.language)
  const after = <RelatedThemes themes={related} title={t('themes.more')} />
  if (theme) return renderThemePage(c, theme, story, after)
  // A theme the shop does not know may still have its CMS page.
  const response = await renderStoryPage(c, story, { status: 200, after })
  if (response) return response
  log.warn('cms-page-not-found', { brand: site.brand, locale: site.locale, slug: `themes/${id}` })
  return renderNotFound(c, 'fatal')
})

/** The theme detail: the shop's theme (pictures, name, product, "from" price, designer link), the story's blocks below. */
async function renderThemePage(c: Context<AppEnv>, theme: Theme, story: Story | null, after: ReactNode): Promise<Response> {
  const site = c.get('site')
  const t = createTranslator(site.language)
  const page = story ? parseOnce(pageContentSchema, story.content) : undefined
  const content = page?.success ? page.data : undefined
  const path = `${site.basePath}/themes/${theme.id}${site.trailingSlash ? '/' : ''}`
  const listing = theme.product === 'card' ? '/karten-designen' : theme.product === 'calendar' ? '/alle-fotokalender' : undefined
  const crumbs = listing && site.brand === 'cards' ? [{ text: t(theme.product === 'card' ? 'listing.cardsTitle' : 'listing.calendarsTitle'), url: `${site.basePath}${listing}${site.trailingSlash ? '/' : ''}` }] : []
  const layout = await requestLayout(c, content?.bar)
  const trail = [...crumbs, { text: theme.name, url: path }]
  const priceFrom = theme.priceFrom?.priceCurrent
  const meta = await shopPageMeta(c, {
    title: content?.title || `${theme.name} – ${valueLabel(theme.labels, theme.category)}`,
    description: content?.description || `${theme.name}: ${valueLabel(theme.labels, theme.product)}, ${valueLabel(theme.labels, theme.category)}`,
    robots: content?.robots || 'index,follow',
    canonical: c.get('origin') + path,
    layout,
    trail,
    story,
    // The design as a product: its "from" price is the lowest offer.
    product: { name: theme.name, description: '', sku: theme.id, image: theme.image ? { filename: theme.image } : undefined, lowPrice: priceFrom },
  })
  const element = (
    <ShopPage context={pageContextOf(c)} meta={meta} layout={layout} breadcrumb={trail}>
      <ThemeDetail theme={theme} />
      {content && <PageBlocks page={{ ...content, teaser: [] }} />}
      {after}
    </ShopPage>
  )
  return renderPage(c, element, 200)
}
