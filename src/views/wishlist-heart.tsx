// The one-line way to put a wishlist heart on any design tile (SPEC §1, §9: the cards brand has a wishlist, the poster
// brand none): `<WishlistHeart themeId={theme.id} name={theme.name} />` inside a server component. Renders nothing on
// the poster brand; on the cards brand the island (hydrated when it nears the viewport) with a no-JS form inside.
import { withoutResults } from '../domain/customer/results'
import type { Site } from '../domain/site'
import { createTranslator } from '../i18n/translate'
import { Island } from './island'
import { usePageContext } from './page-context'
import { sitePath } from '../domain/links'

/** The cards brand's wishlist page (src/routes/wishlist.tsx). */
export const WISHLIST_ROUTE = '/wunschliste'

export function wishlistPath(site: Pick<Site, 'basePath' | 'trailingSlash'>): string {
  return sitePath(site, WISHLIST_ROUTE)
}

export function WishlistHeart({ themeId, name }: { themeId: string; name: string }) {
  const { site, url } = usePageContext()
  if (site.brand !== 'cards') return null
  const t = createTranslator(site.language)
  const props = {
    themeId,
    name,
    labels: { add: t('customer.wishlistAdd'), remove: t('customer.wishlistRemove') },
    basePath: site.basePath,
    back: withoutResults(url ?? `${site.basePath}/`),
  }
  return (
    <div className="island-box wishlist-heart-box">
      <Island name="wishlist-heart" props={props} hydrate="visible" />
    </div>
  )
}
