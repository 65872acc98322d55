// The theme detail page (SPEC §2 `/themes/{id}`): the shop's theme, the story's blocks below it, related themes
// streamed after them. Renders its loader's props (src/loaders/theme-page.ts).
import type { ThemePageProps } from '../../loaders/theme-page'
import { PageBlocks } from '../pages/page-blocks'
import { RelatedThemes } from '../related-themes'
import { ShopPage } from './shop-page'
import { ThemeDetail } from './theme-detail'

export function ThemePage({ context, meta, layout, breadcrumb, theme, content, related, relatedTitle, cardOptions }: ThemePageProps) {
  return (
    <ShopPage context={context} meta={meta} layout={layout} breadcrumb={breadcrumb}>
      <ThemeDetail theme={theme} cardOptions={cardOptions} />
      {content && <PageBlocks page={{ ...content, teaser: [] }} />}
      <RelatedThemes themes={related} title={relatedTitle} />
    </ShopPage>
  )
}
