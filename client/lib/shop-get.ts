// GET a built-in shop call from the browser (SPEC §7: X-Channel and X-Locale on every call), same-origin, its query
// written by the one SPEC §5 builder. Answers are the Worker's own, already shaped by its schemas; only the envelope
// is checked here (zod stays out of the browser bundle).
import { buildQueryString } from '../../src/domain/commerce/query-string'
import type { QueryValue } from '../../src/domain/commerce/designer-options'

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
  const search = buildQueryString(query, custom)
  const response = await fetch(`${path}${search ? `?${search}` : ''}`, {
    headers: { accept: 'application/json', 'x-channel': site.channel, 'x-locale': site.locale },
  })
  const body = (await response.json().catch(() => undefined)) as { payload?: T; message?: { text?: string } } | undefined
  if (!response.ok || body?.payload === undefined) throw new Error(`${path}: ${response.status} ${body?.message?.text ?? ''}`.trim())
  return body.payload
}
