// Random tokens and digests for sessions, links and e-mail hashes, on the runtime's WebCrypto.

export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

/** A fresh secret: 32 random bytes (256 bits), base64url — for session cookies and mailed links. */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)))
}

/** SHA-256 as lower-case hex: how tokens are stored (never the token itself) and the customer's emailHash. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

const hmacKeys = new Map<string, Promise<CryptoKey>>()

/** HMAC-SHA-256 of `text` under `secret`, as lower-case hex: a stable pseudonym nobody without the secret can reverse. */
export async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  let key = hmacKeys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    hmacKeys.set(secret, key)
  }
  const digest = new Uint8Array(await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(text)))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Equal-length comparison whose time does not depend on where the inputs differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && crypto.subtle.timingSafeEqual(a, b)
}
