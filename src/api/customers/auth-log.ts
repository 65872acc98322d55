// The authentication log: one structured line per log-in, log-out, password reset and change, activation, lock and
// unlock, success or failure alike, so a burst against one account or from one network shows in `wrangler tail`.
// The account is a keyed pseudonym of its normalised address (HMAC-SHA-256 with AUTH_LOG_KEY), never the address.
import type { Context } from 'hono'
import type { ApiAppEnv } from '../api-env'
import { networkOf } from '../../domain/client-address'
import { hmacSha256Hex } from '../../domain/crypto'
import { log } from '../../log'
import type { LogEvent } from '../../log-events'

export type AuthEvent = Extract<
  LogEvent,
  'auth-login' | 'auth-logout' | 'auth-password-reset-request' | 'auth-password-change' | 'auth-activation' | 'auth-lock' | 'auth-unlock'
>

export interface AuthEntry {
  outcome: 'success' | 'failure'
  /** Why, in a short kebab-case word: `invalid-credentials`, `throttled`, `ip-limit`, `token-invalid`, … */
  reason?: string
  /** The normalised address the event concerns (never logged itself), when the request names or reaches one. */
  emailKey?: string | undefined
  /** Further numbers or words without personal data (failures so far, seconds to wait). */
  details?: Readonly<Record<string, string | number | boolean>>
}

/** 128 bits of the HMAC: unique per account for any shop's lifetime, short enough to read and group in a log. */
const ACCOUNT_HEX = 32

/** The pseudonymous account id of a normalised address; undefined without a key (then logged once as missing). */
export async function accountId(key: string | undefined, emailKey: string): Promise<string | undefined> {
  if (!key) {
    log.once('error', 'auth-log-key-missing', 'auth-log-key', { message: 'AUTH_LOG_KEY is not set: authentication events name no account' })
    return undefined
  }
  return (await hmacSha256Hex(key, emailKey)).slice(0, ACCOUNT_HEX)
}

/** The client's network: `a.b.c.0/24` or the IPv6 /64, as the per-address limits count it. */
export function clientNetwork(c: Context<ApiAppEnv>): string {
  const address = c.req.header('cf-connecting-ip')?.trim()
  return address ? networkOf(address) : 'unknown'
}

/** Writes the event's one line: event key, outcome, reason, account pseudonym, network, brand and details. */
export async function logAuth(c: Context<ApiAppEnv>, event: AuthEvent, entry: AuthEntry): Promise<void> {
  const account = entry.emailKey === undefined ? undefined : await accountId(c.get('config').authLogKey, entry.emailKey)
  log.security(event, {
    outcome: entry.outcome,
    ...(entry.reason ? { reason: entry.reason } : {}),
    account: account ?? null,
    network: clientNetwork(c),
    brand: c.get('site').brand,
    ...entry.details,
  })
}
