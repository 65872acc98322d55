// What the browser trusts, read from the server's nonce-bearing inline script (src/views/island-trust.tsx): only island
// markers carrying the page's nonce are hydrated, and islands load scripts only from our own `/assets/`, an origin the
// server configured, or one of our paths it names (a development stand-in). Markup injected through content has none
// of these, so it stays inert HTML.

interface IslandTrust {
  nonce: string
  /** Origins of other hosts, and paths of our own (`/…`), whose scripts islands may load. */
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
  const trusted = islandTrust()?.scriptOrigins ?? []
  if (parsed.origin === location.origin) {
    return parsed.pathname.startsWith('/assets/') || trusted.includes(parsed.pathname) ? parsed.href : undefined
  }
  return trusted.includes(parsed.origin) ? parsed.href : undefined
}
