// The wishlist page's list (cards brand). HTML is cached and shared, so the server renders only the loading state;
// the island loads the customer's designs in the browser (GET /web-api/wishlist). Without JavaScript the page says so
// next to this (src/routes/wishlist.tsx).
import type { FormEvent } from 'react'
import { IslandIcon } from './island-icon'

export interface WishlistPageProps {
  labels: { loading: string; empty: string; login: string; loginButton: string; remove: string; failed: string }
  basePath: string
  /** `/themes/` under the site's markers; a design's page is this + its id (+ the brand's slash). */
  themesPath: string
  trailingSlash: boolean
}

export interface WishlistEntry {
  themeId: string
  name: string
  product: string
}

export interface WishlistPageState {
  /** undefined: loading; null: not logged in. */
  items?: readonly WishlistEntry[] | null | undefined
  failed?: boolean
  onLogin?: () => void
  onRemove?: (event: FormEvent<HTMLFormElement>) => void
}

export function WishlistPageView(props: WishlistPageProps & WishlistPageState) {
  const { labels, items } = props
  if (props.failed)
    return (
      <p className="wishlist__note" role="alert">
        {labels.failed}
      </p>
    )
  if (items === undefined) {
    return (
      <p className="wishlist__note" aria-busy="true">
        {labels.loading}
      </p>
    )
  }
  if (items === null) {
    return (
      <div className="wishlist__note">
        <p>{labels.login}</p>
        <button type="button" className="button button--primary" onClick={props.onLogin}>
          {labels.loginButton}
        </button>
      </div>
    )
  }
  if (items.length === 0) return <p className="wishlist__note">{labels.empty}</p>
  return (
    <ul className="wishlist__list">
      {items.map((item) => (
        <li key={item.themeId} className="wishlist__item" data-theme={item.themeId}>
          <IslandIcon name="heart" className="wishlist__icon" />
          <a className="wishlist__name" href={`${props.themesPath}${item.themeId}${props.trailingSlash ? '/' : ''}`}>
            {item.name}
          </a>
          <form method="post" action={`${props.basePath}/web-api/wishlist/remove`} onSubmit={props.onRemove}>
            <input type="hidden" name="themeId" value={item.themeId} />
            <button type="submit" className="wishlist__remove" aria-label={`${labels.remove}: ${item.name}`}>
              {labels.remove}
            </button>
          </form>
        </li>
      ))}
    </ul>
  )
}
