// What the shared HTTP pieces read of a request's context, whichever Worker runs them: each Worker's own Hono
// environment has at least these, so neither Worker's types reach into the other's.
import type { Site } from '../domain/site'

/** A request of one site: the site and its absolute origin, set by the Worker's site middleware. */
export interface SiteRequest {
  Variables: { site: Site; origin: string }
}

/** A Worker bound to the shop's D1 database. */
export interface WithDb {
  Bindings: { DB: D1Database }
}
