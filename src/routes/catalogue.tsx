// The product overview (`/products` and its German configurator aliases) and theme pages (`/themes/{id}`), SPEC §2.
// Both are CMS stories for now (`products`, `themes/{id}`); the commerce issue adds the shop's product and theme data.
import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { contentContext } from '../content/context'
import { loadStory } from '../content/stories'
import { PRODUCT_OVERVIEW_PATHS, themeId } from '../domain/routes'
import { createTranslator } from '../i18n/translate'
import { log } from '../log'
import { RelatedThemes } from '../render/related-themes'
import { WishlistHeart } from '../render/wishlist-heart'
import { shopClient } from '../shop/for-request'
import { layoutStoryOf, renderNotFound, renderStoryPage } from './page'

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
  const story = await loadStory(contentContext(c), site, `themes/${id.toLowerCase()}`)
  const related = shopClient(c)
    .themes({ product: site.brand === 'cards' ? 'card' : 'photoframe', sort: 'popularity', pageSize: 12 })
    .then((page) => page.items.filter((theme) => theme.id !== id).slice(0, 4))
    .catch((error: unknown) => {
      log.warn('related-themes-unavailable', { error })
      return []
    })
  const after = (
    <>
      {/* SPEC §1: the design on this page can go on the wishlist (cards brand; nothing on the poster brand). */}
      <WishlistHeart themeId={id.toLowerCase()} name={story?.name ?? id} />
      <RelatedThemes themes={related} title={createTranslator(site.language)('themes.more')} />
    </>
  )
  const response = await renderStoryPage(c, story, { status: 200, after })
  if (response) return response
  log.warn('cms-page-not-found', { brand: site.brand, locale: site.locale, slug: `themes/${id}` })
  return renderNotFound(c, 'fatal')
})
