// The theme detail page (SPEC §2 `/themes/{id}`): the shop's theme, the story's blocks below it, related themes
// streamed after them. Renders its loader's props (src/loaders/theme-page.ts).
import type { BreadcrumbStep } from '../content/breadcrumb'
import type { PageContent } from '../content/schemas'
import type { Theme } from '../shop-contract/themes'
import type { DocumentMeta } from '../views/document'
import type { LayoutView } from '../views/layout/layout-view'
import type { PageContextValue } from '../views/page-context'
import { PageBlocks } from './page-blocks'
import { RelatedThemes } from '../views/related-themes'
import type { CardOptionsData } from '../blocks/card-options'
import { ShopPage } from './shop-page'
import { ThemeDetail } from './theme-detail'

export interface ThemePageProps {
  context: PageContextValue
  meta: DocumentMeta
  layout: LayoutView
  breadcrumb: readonly BreadcrumbStep[]
  theme: Theme
  /** The story's blocks below the theme (its teaser is the theme itself). */
  content: PageContent | undefined
  related: Promise<Theme[]>
  relatedTitle: string
  /** A card design: quantity, envelopes, inlays and ribbons of the brand's first card (settled before the render). */
  cardOptions?: Promise<{ card: string; data: CardOptionsData } | null> | undefined
}

export function ThemePage({ context, meta, layout, breadcrumb, theme, content, related, relatedTitle, cardOptions }: ThemePageProps) {
  return (
    <ShopPage context={context} meta={meta} layout={layout} breadcrumb={breadcrumb}>
      <ThemeDetail theme={theme} cardOptions={cardOptions} />
      {content && <PageBlocks page={{ ...content, teaser: [] }} />}
      <RelatedThemes themes={related} title={relatedTitle} />
    </ShopPage>
  )
}
