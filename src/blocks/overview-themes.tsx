// ThemesOverviewWrapper: the brand's designs on a CMS page, with the listing machinery of the card listing (filters,
// sort, page size and page in the page's own query; src/domain/listing.ts). An editor may pin the product.
import * as z from 'zod/mini'
import { optionField } from '../content/fields'
import { PRODUCT_TYPES } from '../domain/commerce/catalogue-enums'
import { listingSearch, pageCount, parseListingState, THEMES_OVERVIEW, type ListingConfig, type ListingState } from '../domain/listing'
import { createTranslator } from '../i18n/translate'
import type { ThemesFilter } from '../shop/client'
import type { ThemesPage } from '../shop-contract/themes'
import { ThemeListing } from '../views/listing/theme-listing'
import { usePageContext } from '../views/page-context'
import { defineBlock, type BlockData, type BlockLoadRequest } from './define'
import { optionalText, ShopBlock, WhenLoaded } from './product-shared'

export const themesOverviewSchema = z.object({
  headline: optionalText,
  text: optionalText,
  /** Unset: themes of every product. A product the shop does not know fails the block (it would list the wrong themes). */
  product: optionField(z.optional(z.enum(PRODUCT_TYPES))),
})
type ThemesOverview = z.infer<typeof themesOverviewSchema>

/** The listing's state as the page's query sets it, and the shop's page of themes for it. */
interface OverviewData {
  config: ListingConfig
  state: ListingState
  page: ThemesPage
  /** The page's own path: filter, sort and page links stay on it. */
  path: string
}

async function loadOverview(block: ThemesOverview, request: BlockLoadRequest): Promise<OverviewData | null> {
  const { product: _pinned, ...others } = THEMES_OVERVIEW.filters
  const config: ListingConfig = block.product ? { ...THEMES_OVERVIEW, filters: others } : THEMES_OVERVIEW
  const state = parseListingState(request.url.searchParams, config)
  const filter: ThemesFilter = { ...(state.filters as ThemesFilter), ...(block.product ? { product: block.product } : {}) }
  const query = { ...filter, sort: state.sort, pageSize: state.pageSize, page: state.page }
  const page = await request.shop(`themes:${JSON.stringify(query)}`, (client) => client.themes(query))
  return page && { config, state, page, path: request.url.pathname }
}

function OverviewBody({ config, state, page, path }: OverviewData) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
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

export function ThemesOverviewWrapper({ block, data }: { block: ThemesOverview; data?: BlockData<OverviewData> }) {
  return (
    <section className="themes-overview">
      {block.headline && <h2 className="headline">{block.headline}</h2>}
      {block.text && <p className="themes-overview__text">{block.text}</p>}
      <ShopBlock name="listing">
        <WhenLoaded data={data}>{(loaded) => <OverviewBody {...loaded} />}</WhenLoaded>
      </ShopBlock>
    </section>
  )
}

export const THEMES_OVERVIEW_BLOCK = defineBlock(themesOverviewSchema, ThemesOverviewWrapper, loadOverview)
