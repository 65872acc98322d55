// Places the consent-and-tags island on pages that have a page context (not on crawler responses).
import { Island } from './island'
import { useOptionalPageContext } from './page-context'

export function TrackingIsland() {
  const tracking = useOptionalPageContext()?.tracking
  return tracking ? <Island name="tracking" props={tracking} /> : null
}
