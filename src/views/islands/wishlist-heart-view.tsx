// The wishlist heart of one design (SPEC §1, §9: cards brand only). A real form: without JavaScript it posts the
// design to the wishlist and comes back with `?wishlist=added` (or `login-required`, which offers the log-in form);
// the island toggles it in place and opens the log-in dialog for shoppers who are not logged in.
import type { FormEvent } from 'react'
import { IslandIcon } from './island-icon'

export interface WishlistHeartProps {
  themeId: string
  /** The design's name, for the button's accessible name. */
  name: string
  labels: { add: string; remove: string }
  basePath: string
  /** Where a plain form post returns to. */
  back: string
}

export function WishlistHeartView(
  props: WishlistHeartProps & { saved?: boolean; busy?: boolean; onSubmit?: (event: FormEvent<HTMLFormElement>) => void },
) {
  const saved = props.saved ?? false
  const label = `${saved ? props.labels.remove : props.labels.add}: ${props.name}`
  return (
    <form
      className="wishlist-heart"
      method="post"
      action={`${props.basePath}/web-api/wishlist${saved ? '/remove' : ''}`}
      onSubmit={props.onSubmit}
    >
      <input type="hidden" name="themeId" value={props.themeId} />
      <input type="hidden" name="back" value={props.back} />
      <button
        type="submit"
        className="wishlist-heart__button"
        aria-pressed={saved}
        aria-label={label}
        title={label}
        data-theme={props.themeId}
        disabled={props.busy}
      >
        <IslandIcon name="heart" />
      </button>
    </form>
  )
}
