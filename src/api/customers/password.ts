// Password records: PBKDF2-SHA256 on WebCrypto with a random salt per customer, stored with their parameters.
//
// Why 100,000 iterations and not OWASP's 600,000 for PBKDF2-HMAC-SHA256: Cloudflare's production runtime refuses
// PBKDF2 above 100,000 iterations (deriveBits throws NotSupportedError), while local workerd accepts any count — so the
// cap is asserted by a test, not discovered in production. Argon2id/scrypt are not in WebCrypto and would cost a WASM
// module plus CPU time the Worker's budget does not have. What offsets the lower cost: the per-account failure counter
// and lock and the per-IP limits (online guessing), a 16-byte salt per customer, passwords of at least 10 characters,
// and a record that names its algorithm and iteration count: `needsRehash` upgrades a record at the next successful
// log-in, so raising the cost later (or moving to another algorithm) needs no reset campaign.
import { constantTimeEqual, fromBase64, toBase64 } from '../../domain/crypto'

export const PASSWORD_ALGORITHM = 'pbkdf2-sha256'
/** The production Workers cap for PBKDF2 (see above). Raising it breaks every log-in in production. */
export const PBKDF2_ITERATIONS = 100_000
export const SALT_BYTES = 16
const HASH_BITS = 256

export interface PasswordRecord {
  algorithm: string
  iterations: number
  /** base64 */
  salt: string
  /** base64 */
  hash: string
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  // NIST SP 800-63B: normalise Unicode (NFKC) so the same passphrase typed on another keyboard still matches.
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password.normalize('NFKC')), 'PBKDF2', false, ['deriveBits'])
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS))
}

export async function hashPassword(password: string): Promise<PasswordRecord> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, PBKDF2_ITERATIONS)
  return { algorithm: PASSWORD_ALGORITHM, iterations: PBKDF2_ITERATIONS, salt: toBase64(salt), hash: toBase64(hash) }
}

export async function verifyPassword(password: string, record: PasswordRecord): Promise<boolean> {
  if (record.algorithm !== PASSWORD_ALGORITHM || record.iterations < 1 || record.iterations > PBKDF2_ITERATIONS) return false
  const derived = await derive(password, fromBase64(record.salt), record.iterations)
  return constantTimeEqual(derived, fromBase64(record.hash))
}

/** A record made with weaker parameters than today's: rehash it while the password is at hand (after a log-in). */
export function needsRehash(record: PasswordRecord): boolean {
  return record.algorithm !== PASSWORD_ALGORITHM || record.iterations < PBKDF2_ITERATIONS
}

// Unknown addresses are checked against this record so that they take as long as a wrong password (no timing hint).
// Its hash matches no password: it is not the output of the derivation.
const DUMMY_RECORD: PasswordRecord = {
  algorithm: PASSWORD_ALGORITHM,
  iterations: PBKDF2_ITERATIONS,
  salt: 'c2hvcC1kdW1teS1zYWx0IQ==',
  hash: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
}

/** Spends the same work as `verifyPassword` and is always false. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_RECORD)
  return false
}
