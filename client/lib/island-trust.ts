// What the browser trusts, read from the server's nonce-bearing inline script (src/views/island-trust.tsx): only island
// markers carrying the page's nonce are hydrated, and islands load scripts only from our own `/assets/` or an origin
// the server configured. Markup injected through content has neither, so it stays inert HTML.

interface IslandTrust {
  nonce: string
  scriptOrigins: readonly string[]
}

function islandTrust(): IslandTrust | undefined {
  const value: unknown = (window as { __islandTrust?: unknown }).__islandTrust
  if (typeof value !== 'object' || value === null) return undefined
  const { nonce, scriptOrigins } = value as Partial<IslandTrust>
  // A nonce is 128 random bits; an empty one (a browser that hides it from scripts too) must not match an empty marker.
  if (typeof nonce !== 'string' || nonce.length < 16 || !Array.isArray(scriptOrigins)) return undefined
  return { nonce, scriptOrigins }
}

/** True when the server placed this island marker in this response. */
export function placedByServer(element: HTMLElement): boolean {
  const trust = islandTrust()
  return trust !== undefined && element.nonce === trust.nonce
}

/** The absolute URL when `url` may be loaded as a script by an island, else undefined. */
export function trustedScriptUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  let parsed: URL
  try {
    parsed = new URL(url, location.href)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined
  if (parsed.origin === location.origin) return parsed.pathname.startsWith('/assets/') ? parsed.href : undefined
  return islandTrust()?.scriptOrigins.includes(parsed.origin) ? parsed.href : undefined
}
