// The one link of an outbox mail is stored sealed (AES-256-GCM with a key derived from the OUTBOX_KEY secret), so the
// outbox holds no working sign-up, reset or newsletter link in plain text: a copy of the database opens
// nothing without the secret. Whatever delivers the mail opens the link with the same key
// (`openSealedLinks`, also used by the tests and `scripts/ops/outbox.mjs`). Plain WebCrypto, so Node runs it too.
// The seal is bound to its mail (kind, brand and recipient as AES-GCM's associated data): a sealed link copied into
// another row, say a mail to the copier's own address, does not open.

/** How every sealed text begins. */
export const SEALED_PREFIX = 'sealed:v2:'
const PREFIX = SEALED_PREFIX
/** A sealed link as it stands in a stored mail body. */
export const SEALED_LINK = /sealed:v2:[A-Za-z0-9_-]+/g

/** The mail a link belongs to, as the outbox row holds it. */
export interface SealedFor {
  kind: string
  brand: string
  to_address: string
}

function associatedData({ kind, brand, to_address }: SealedFor): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(new TextEncoder().encode(JSON.stringify([kind, brand, to_address])))
}
/** Stands in for the link when no key is configured: nothing usable is stored (logged as outbox-key-missing). */
export const LINK_WITHHELD = '[link withheld: OUTBOX_KEY is not set]'

const keys = new Map<string, Promise<CryptoKey>>()

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle
      .importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: new TextEncoder().encode('storefront outbox link v1') },
          material,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      )
    keys.set(secret, key)
  }
  return key
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

export async function sealLink(link: string, secret: string, mail: SealedFor): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: associatedData(mail) },
      await keyFor(secret),
      new TextEncoder().encode(link),
    ),
  )
  const bytes = new Uint8Array(iv.byteLength + sealed.byteLength)
  bytes.set(iv)
  bytes.set(sealed, iv.byteLength)
  return PREFIX + toBase64Url(bytes)
}

/** The link inside one sealed text; throws when it was sealed with another key, for another mail, or altered. */
export async function openLink(sealed: string, secret: string, mail: SealedFor): Promise<string> {
  if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed link')
  const bytes = fromBase64Url(sealed.slice(PREFIX.length))
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, 12), additionalData: associatedData(mail) },
    await keyFor(secret),
    bytes.subarray(12),
  )
  return new TextDecoder().decode(plain)
}

/** A stored mail body with every sealed link opened: what the recipient of `mail` reads. */
export async function openSealedLinks(body: string, secret: string, mail: SealedFor): Promise<string> {
  const sealed = body.match(SEALED_LINK) ?? []
  let opened = body
  for (const text of sealed) opened = opened.replace(text, await openLink(text, secret, mail))
  return opened
}
