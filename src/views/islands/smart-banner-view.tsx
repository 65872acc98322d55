// The smart banner (SPEC §2): the brand's app, opened at the current path, with the store rating 4.6; dismissal is
// remembered in a cookie that lives three times the banner's maximum age (SPEC §9).
import { IslandIcon } from './island-icon'

/** The set maximum age: one week (SPEC §9 time constants). */
export const SMART_BANNER_MAX_AGE = 7 * 24 * 60 * 60
/** SPEC §9: the dismissal cookie lasts three times the maximum age. */
export const SMART_BANNER_COOKIE_MAX_AGE = 3 * SMART_BANNER_MAX_AGE
/** SPEC §2: the rating shown. */
export const SMART_BANNER_RATING = 4.6

export interface SmartBannerProps {
  title: string
  text: string
  cta: string
  href: string
  /** The rating as the locale writes it (4,6 or 4.6). */
  ratingText: string
  ratingLabel: string
  closeLabel: string
}

export function SmartBannerView(props: SmartBannerProps & { onDismiss?: () => void }) {
  return (
    <aside className="smart-banner" aria-label={props.title}>
      <button type="button" className="smart-banner__close" aria-label={props.closeLabel} onClick={props.onDismiss}>
        <IslandIcon name="close" />
      </button>
      <span className="smart-banner__icon" aria-hidden="true" />
      <span className="smart-banner__body">
        <strong className="smart-banner__title">{props.title}</strong>
        <span className="smart-banner__text">{props.text}</span>
        <span className="smart-banner__meta">
          <span className="smart-banner__rating" role="img" aria-label={props.ratingLabel}>
            {/* 4.6 of 5 stars: the filled row is clipped to 92 %. */}
            <span className="smart-banner__stars" style={{ width: `${(SMART_BANNER_RATING / 5) * 100}%` }} />
          </span>
          <span className="smart-banner__score" aria-hidden="true">
            {props.ratingText}
          </span>
        </span>
      </span>
      <a className="smart-banner__cta" href={props.href}>
        {props.cta}
      </a>
    </aside>
  )
}
