// The cookie that remembers which action bars a shopper dismissed (SPEC §2: dismissal remembered per bar id).
// Shared by the server (renders no dismissed bar) and the action-bar island (writes it without a round trip).

const MAX_REMEMBERED = 20
const BAR_ID = /^[A-Za-z0-9_-]{1,64}$/

export function isBarId(value: string): boolean {
  return BAR_ID.test(value)
}

export function parseDismissedBars(cookie: string | undefined): string[] {
  if (!cookie) return []
  return cookie.split('.').filter(isBarId).slice(-MAX_REMEMBERED)
}

/** The cookie value with `id` added (oldest forgotten first). */
export function addDismissedBar(cookie: string | undefined, id: string): string {
  const ids = parseDismissedBars(cookie).filter((known) => known !== id)
  ids.push(id)
  return ids.slice(-MAX_REMEMBERED).join('.')
}
