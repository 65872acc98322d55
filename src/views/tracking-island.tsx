// Places the consent-and-tags island on pages that have a page context (not on crawler responses). Before a choice the
// banner's own form works without JavaScript, so the island loads only when the shopper reaches for it (its code is then
// no first-load cost); once consent is known it loads when the page is idle, so granted tags start with the page.
import { Island } from './island'
import { useOptionalPageContext } from './page-context'

export function TrackingIsland() {
  const tracking = useOptionalPageContext()?.tracking
  if (!tracking) return null
  return (
    // Its own box: "interaction" listens inside the island's parent, which must not be the whole page.
    <div className="island-box">
      <Island name="tracking" props={tracking} hydrate={tracking.consent === 'unknown' ? 'interaction' : 'idle'} stored />
    </div>
  )
}
