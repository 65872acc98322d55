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

const encode = (text: string) => new TextEncoder().encode(text)
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

/** A digest as lower-case hex: SHA-256 is how tokens are stored (never the token itself) and the customer's emailHash. */
export async function digestHex(text: string, hash: 'SHA-1' | 'SHA-256' = 'SHA-256'): Promise<string> {
  return hex(await crypto.subtle.digest(hash, encode(text)))
}

export const sha256Hex = (text: string): Promise<string> => digestHex(text)

/**
 * An HMAC of `text` under `secret` as lower-case hex: with SHA-256 a stable pseudonym nobody without the secret can
 * reverse (the authentication and mail logs' accounts, the operator endpoint's clients); SHA-1 signs Storyblok's webhook.
 */
export async function hmacHex(secret: string, text: string, hash: 'SHA-1' | 'SHA-256' = 'SHA-256'): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encode(secret), { name: 'HMAC', hash }, false, ['sign'])
  return hex(await crypto.subtle.sign('HMAC', key, encode(text)))
}

export const hmacSha256Hex = (secret: string, text: string): Promise<string> => hmacHex(secret, text)

/** Equal-length comparison whose time does not depend on where the inputs differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && crypto.subtle.timingSafeEqual(a, b)
}
