// ThemesOverviewWrapper: the brand's designs on a CMS page, with the listing machinery of the card listing (filters,
// sort, page size and page in the page's own query; src/domain/listing.ts). An editor may pin the product.
import * as z from 'zod/mini'
import { PRODUCT_TYPES } from '../../domain/commerce/catalogue-enums'
import { listingSearch, pageCount, parseListingState, THEMES_OVERVIEW, type ListingConfig } from '../../domain/listing'
import { createTranslator } from '../../i18n/translate'
import type { ThemesFilter } from '../../shop/client'
import { ThemeListing } from '../listing/theme-listing'
import { usePageContext } from '../page-context'
import { defineBlock } from './define'
import { pageUrl, useShopData } from './product-data'
import { optionalText, ShopBlock } from './product-shared'

export const themesOverviewSchema = z.object({
  headline: optionalText,
  text: optionalText,
  product: z.optional(z.enum(PRODUCT_TYPES)),
})
type ThemesOverview = z.infer<typeof themesOverviewSchema>

function OverviewBody({ block }: { block: ThemesOverview }) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
  const url = pageUrl()
  const { product: _pinned, ...others } = THEMES_OVERVIEW.filters
  const config: ListingConfig = block.product ? { ...THEMES_OVERVIEW, filters: others } : THEMES_OVERVIEW
  const state = parseListingState(url?.searchParams ?? '', config)
  const filter: ThemesFilter = { ...(state.filters as ThemesFilter), ...(block.product ? { product: block.product } : {}) }
  const query = { ...filter, sort: state.sort, pageSize: state.pageSize, page: state.page }
  const page = useShopData(`themes:${JSON.stringify(query)}`, (client) => client.themes(query))
  if (!page || !url) return null
  const path = url.pathname
  // A page beyond the last inside a CMS page cannot be a 404 of its own: it says so and leads back to the first page.
  if (state.page > pageCount(page.total, state.pageSize)) {
    return (
      <p className="listing__empty">
        {t('listing.empty')} <a href={`${path}${listingSearch({ ...state, page: 1 }, config)}`}>{t('listing.reset')}</a>
      </p>
    )
  }
  return <ThemeListing config={config} state={state} page={page} path={path} tileHeading="h3" />
}

export function ThemesOverviewWrapper({ block }: { block: ThemesOverview }) {
  return (
    <section className="themes-overview">
      {block.headline && <h2 className="headline">{block.headline}</h2>}
      {block.text && <p className="themes-overview__text">{block.text}</p>}
      <ShopBlock name="listing">
        <OverviewBody block={block} />
      </ShopBlock>
    </section>
  )
}

export const THEMES_OVERVIEW_BLOCK = defineBlock(themesOverviewSchema, ThemesOverviewWrapper)
