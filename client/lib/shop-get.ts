// GET a shop call from the browser (SPEC §7: X-Channel and X-Locale on every call), same-origin, its query written by
// the one SPEC §5 builder. The storefront passes it on to the API base it chooses per request (src/shop/base.ts); the
// page's own development override (`?_apiBase=`) travels with the call, so an island talks to the backend its page was
// rendered from. Only the answer's envelope is checked here (zod stays out of the browser bundle).
import { buildQueryString } from '../../src/domain/commerce/query-string'
import type { QueryValue } from '../../src/domain/commerce/designer-options'
import { API_BASE_PARAM } from '../../src/domain/api-base-param'

export interface ShopSite {
  channel: string
  locale: string
}

export async function shopGet<T>(
  path: string,
  query: Readonly<Record<string, QueryValue>>,
  site: ShopSite,
  custom: readonly string[] = [],
): Promise<T> {
  const override = new URLSearchParams(location.search).get(API_BASE_PARAM)
  const search = [buildQueryString(query, custom), override ? `${API_BASE_PARAM}=${encodeURIComponent(override)}` : '']
    .filter(Boolean)
    .join('&')
  const response = await fetch(`${path}${search ? `?${search}` : ''}`, {
    headers: { accept: 'application/json', 'x-channel': site.channel, 'x-locale': site.locale },
  })
  const body = (await response.json().catch(() => undefined)) as { payload?: T; message?: { text?: string } } | undefined
  if (!response.ok || body?.payload === undefined) throw new Error(`${path}: ${response.status} ${body?.message?.text ?? ''}`.trim())
  return body.payload
}
