// The customer rows and how they become SPEC §3's Customer payload.
import type { Brand } from '../../domain/countries'
import type { Customer } from '../../domain/customer/schemas'
import { sha256Hex } from '../../domain/crypto'
import type { PasswordRecord } from './password'

export interface CustomerRow {
  id: number
  brand: Brand
  email: string
  email_key: string
  first_name: string
  last_name: string
  type: number
  is_whitelabel: number
  whitelabel_order: number
  locale: string
  password_algorithm: string
  password_iterations: number
  password_salt: string
  password_hash: string
  /** When the sign-up mail's link (or a password reset) proved the address; null: unconfirmed (docs/architecture.md). */
  confirmed_at: number | null
}

const COLUMNS = `c.id, c.brand, c.email, c.email_key, c.first_name, c.last_name, c.type, c.is_whitelabel, c.whitelabel_order,
  c.locale, c.password_algorithm, c.password_iterations, c.password_salt, c.password_hash, c.confirmed_at`

export async function customerByEmail(db: D1Database, brand: Brand, emailKey: string): Promise<CustomerRow | undefined> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM customers c WHERE c.brand = ? AND c.email_key = ?`)
    .bind(brand, emailKey)
    .first<CustomerRow>()
  return row ?? undefined
}

export async function customerById(db: D1Database, id: number): Promise<CustomerRow | undefined> {
  return (await db.prepare(`SELECT ${COLUMNS} FROM customers c WHERE c.id = ?`).bind(id).first<CustomerRow>()) ?? undefined
}

/** The customer of a live session (not revoked, not expired) on this brand. */
export async function customerBySession(db: D1Database, brand: Brand, tokenHash: string, now: number): Promise<CustomerRow | undefined> {
  const row = await db
    .prepare(
      `SELECT ${COLUMNS} FROM sessions s JOIN customers c ON c.id = s.customer_id
       WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND c.brand = ?`,
    )
    .bind(tokenHash, now, brand)
    .first<CustomerRow>()
  return row ?? undefined
}

export function passwordRecordOf(
  row: Pick<CustomerRow, 'password_algorithm' | 'password_iterations' | 'password_salt' | 'password_hash'>,
): PasswordRecord {
  return { algorithm: row.password_algorithm, iterations: row.password_iterations, salt: row.password_salt, hash: row.password_hash }
}

export function updatePassword(db: D1Database, customerId: number, record: PasswordRecord, now: number): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE customers SET password_algorithm = ?, password_iterations = ?, password_salt = ?, password_hash = ?, updated_at = ? WHERE id = ?',
    )
    .bind(record.algorithm, record.iterations, record.salt, record.hash, now, customerId)
}

/** A visitor who is not logged in: personal fields are null (SPEC §3: fullName only when logged in). */
export const ANONYMOUS_CUSTOMER: Customer = {
  emailHash: null,
  firstName: null,
  lastName: null,
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: null,
  order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
  type: 0,
}

/** The customer number shown to the shopper: stable, derived from the row id. */
export function customerNumber(id: number): string {
  return String(100_000 + id)
}

export async function customerPayload(row: CustomerRow): Promise<Customer> {
  const whitelabel = row.is_whitelabel === 1
  return {
    emailHash: await sha256Hex(row.email_key),
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`,
    isLoggedIn: true,
    isWhitelabelCustomer: whitelabel,
    number: customerNumber(row.id),
    // The cart's article count is filled in by customer-data and log-in (src/api/cart/store.ts). The white-label order
    // flag is the customer's choice through /whitelabel/switch and only counts for white-label customers.
    order: { cartArticlesAmount: 0, isWhitelabelOrder: whitelabel && row.whitelabel_order === 1 },
    type: row.type,
  }
}
