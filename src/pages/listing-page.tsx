// A theme listing (card designs, calendar designs) as a whole page: the shop page around the listing's heading and tiles.
import type { BreadcrumbStep } from '../content/breadcrumb'
import type { ListingConfig, ListingState } from '../domain/listing'
import type { ThemesPage } from '../shop-contract/themes'
import type { DocumentMeta } from '../views/document'
import type { LayoutView } from '../views/layout/layout-view'
import type { PageContextValue } from '../views/page-context'
import { ThemeListing } from '../views/listing/theme-listing'
import { ShopPage } from './shop-page'

export interface ListingPageProps {
  context: PageContextValue
  meta: DocumentMeta
  layout: LayoutView
  breadcrumb: readonly BreadcrumbStep[]
  pageLinks: { prev?: string | undefined; next?: string | undefined }
  title: string
  intro: string
  config: ListingConfig
  state: ListingState
  page: ThemesPage
  path: string
}

export function ListingPage(props: ListingPageProps) {
  return (
    <ShopPage context={props.context} meta={props.meta} layout={props.layout} breadcrumb={props.breadcrumb} pageLinks={props.pageLinks}>
      <header className="listing-header">
        <h1 className="headline">{props.title}</h1>
        <p className="listing-header__intro">{props.intro}</p>
      </header>
      <ThemeListing config={props.config} state={props.state} page={props.page} path={props.path} />
    </ShopPage>
  )
}
