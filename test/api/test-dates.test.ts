// `npm run test:dates` runs the date-sensitive workerd files a year ahead and back (scripts/date-sensitive-tests.mjs):
// the rule must find every file that pins or reads the clock, and leave out enough to be worth running alone.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

const { selected, all, pinning } = env.TEST_DATE_SENSITIVE

describe('the date-sensitive test files', () => {
  it('include every file that pins or reads the clock', () => {
    expect(pinning.length).toBeGreaterThan(10)
    expect(pinning.filter((file) => !selected.includes(file))).toEqual([])
  })

  it('include the files whose helpers read the clock (customers made now, editor tokens minted now)', () => {
    expect(selected).toEqual(expect.arrayContaining(['test/api/customers/csrf.test.ts', 'test/routes/security-headers.test.ts']))
  })

  it('are workerd test files, and not all of them', () => {
    expect(selected.filter((file) => !all.includes(file))).toEqual([])
    expect(selected).not.toContain('test/domain/translate.test.ts')
    expect(selected.length).toBeLessThan(all.length * 0.6)
  })
})
