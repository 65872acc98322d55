// Reads and writes the shop's cookies in the browser (names: src/domain/cookies.ts).
import { cookieMaxAge } from '../../src/domain/cookies'

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}

/**
 * Writes a cookie as every island writes one: for the whole site, for `maxAgeSeconds`, sent on top-level navigations
 * from other sites (SameSite=Lax, so the server's render sees it), and only over HTTPS when the page came over HTTPS.
 * A `__Host-` cookie is always Secure, as the prefix demands: browsers accept that on http://localhost and
 * http://*.localhost too (secure contexts), so development works the same.
 * The value is written as given: the shop's cookie values are plain tokens (ids, "1", a consent choice).
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = name.startsWith('__Host-') || location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${value}; Path=/; Max-Age=${cookieMaxAge(maxAgeSeconds)}; SameSite=Lax${secure}`
}
