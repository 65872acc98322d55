// The page's statement of which islands and scripts the browser may trust, in an inline script only the server can
// place (it carries the response's CSP nonce, so injected markup can neither run it nor imitate it). It records the
// nonce the island markers carry (src/views/island.tsx) and the origins (or own paths) island props may load scripts from; the
// hydration entry (client/lib/island-trust.ts) hydrates a marker only when its nonce matches. A nonce is never written
// as text: it stays in the script's `nonce` attribute, which the page cache stores as a position (src/cache/page-store.ts).
import { useNonce } from './nonce'
import { useOptionalPageContext } from './page-context'

/** The window property the script defines (read-only, so neither a later script nor a named element can replace it). */
export const ISLAND_TRUST_GLOBAL = '__islandTrust'

/**
 * What islands may load scripts from besides our own `/assets/`, from configuration: the tag manager's and the help
 * chat's origins, or, for a script of our own (the help chat's development stand-in), its path.
 */
export function trustedScriptOrigins(...scriptUrls: Array<string | undefined>): string[] {
  const origins = new Set<string>()
  for (const url of scriptUrls) {
    if (url?.startsWith('/') && !url.startsWith('//')) origins.add(url)
    else if (url) origins.add(URL.parse(url)?.origin ?? '')
  }
  origins.delete('')
  return [...origins]
}

export function IslandTrust() {
  const nonce = useNonce()
  const context = useOptionalPageContext()
  const origins = trustedScriptOrigins(context?.tracking?.scriptUrl, context?.helpChatScript)
  if (!nonce) return null
  // JSON of configured origins with `<` escaped, so nothing in it can end the script element.
  const list = JSON.stringify(origins).replaceAll('<', '\\u003c')
  const code = `Object.defineProperty(self,${JSON.stringify(ISLAND_TRUST_GLOBAL)},{value:Object.freeze({nonce:document.currentScript.nonce,scriptOrigins:Object.freeze(${list})})})`
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />
}
