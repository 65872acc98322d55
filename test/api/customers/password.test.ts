import { describe, expect, it } from 'vitest'
import { fromBase64 } from '../../../src/domain/crypto'
import {
  hashPassword,
  needsRehash,
  PASSWORD_ALGORITHM,
  PBKDF2_ITERATIONS,
  SALT_BYTES,
  verifyAgainstNothing,
  verifyPassword,
} from '../../../src/api/customers/password'

describe('password records', () => {
  it('uses exactly 100,000 PBKDF2 iterations: the production Workers cap (local workerd would accept more)', () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000)
  })

  it('stores algorithm, iterations, a 16-byte random salt and a 32-byte hash', async () => {
    const record = await hashPassword('correct horse battery')
    expect(record.algorithm).toBe(PASSWORD_ALGORITHM)
    expect(record.algorithm).toBe('pbkdf2-sha256')
    expect(record.iterations).toBe(100_000)
    expect(SALT_BYTES).toBe(16)
    expect(fromBase64(record.salt)).toHaveLength(16)
    expect(fromBase64(record.hash)).toHaveLength(32)
  })

  it('salts every record differently, so equal passwords give different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('same password!'), hashPassword('same password!')])
    expect(a.salt).not.toBe(b.salt)
    expect(a.hash).not.toBe(b.hash)
  })

  it('verifies the right password and refuses a wrong one', async () => {
    const record = await hashPassword('correct horse battery')
    expect(await verifyPassword('correct horse battery', record)).toBe(true)
    expect(await verifyPassword('correct horse batterY', record)).toBe(false)
    expect(await verifyPassword('', record)).toBe(false)
  })

  it('normalises Unicode (NFKC): a precomposed and a decomposed umlaut are the same password', async () => {
    const record = await hashPassword('Gr\u00fc\u00dfe aus K\u00f6ln')
    expect(await verifyPassword('Gru\u0308\u00dfe aus Ko\u0308ln', record)).toBe(true)
  })

  it('refuses records with an unknown algorithm or more iterations than the runtime allows', async () => {
    const record = await hashPassword('correct horse battery')
    expect(await verifyPassword('correct horse battery', { ...record, algorithm: 'md5' })).toBe(false)
    expect(await verifyPassword('correct horse battery', { ...record, iterations: 600_000 })).toBe(false)
  })

  it('asks for a rehash of records made with fewer iterations or another algorithm', async () => {
    const record = await hashPassword('correct horse battery')
    expect(needsRehash(record)).toBe(false)
    expect(needsRehash({ ...record, iterations: 50_000 })).toBe(true)
    expect(needsRehash({ ...record, algorithm: 'pbkdf2-sha1' })).toBe(true)
  })

  it('checks unknown accounts against a dummy record that matches nothing', async () => {
    expect(await verifyAgainstNothing('correct horse battery')).toBe(false)
    expect(await verifyAgainstNothing('')).toBe(false)
  })
})
