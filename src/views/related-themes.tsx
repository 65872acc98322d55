// "More designs" on a theme page: deferred shop data streamed inside a Suspense boundary, so the page's own content
// never waits for it. The promise never rejects (an unavailable shop API yields no list).
import { Suspense, use } from 'react'
import type { Theme } from '../shop-contract/themes'
import { usePageContext } from './page-context'
import { WishlistHeart } from './wishlist-heart'
import { sitePath } from '../domain/links'

function ThemeList({ themes, title }: { themes: Promise<Theme[]>; title: string }) {
  const items = use(themes)
  const { site } = usePageContext()
  if (items.length === 0) return null
  return (
    <section className="related-themes" aria-labelledby="related-themes-title">
      <h2 id="related-themes-title" className="headline">
        {title}
      </h2>
      <ul className="related-themes__list">
        {items.map((theme) => (
          <li key={theme.id} className="related-themes__item">
            <a href={sitePath(site, `/themes/${theme.id}`)} className="related-themes__link">
              <span className="related-themes__swatches" aria-hidden="true">
                {theme.colors.map((color) => (
                  <span key={color} className={`swatch swatch--${color}`} />
                ))}
              </span>
              <span className="related-themes__name">{theme.name}</span>
            </a>
            <WishlistHeart themeId={theme.id} name={theme.name} />
          </li>
        ))}
      </ul>
    </section>
  )
}

export function RelatedThemes({ themes, title }: { themes: Promise<Theme[]>; title: string }) {
  return (
    <Suspense fallback={<div className="related-themes related-themes--loading" aria-busy="true" />}>
      <ThemeList themes={themes} title={title} />
    </Suspense>
  )
}
