import { describe, expect, it } from 'vitest'
import {
  customerSchema,
  fieldProblems,
  loginInput,
  newsletterInput,
  passwordConfirmInput,
  signupInput,
  whitelabelInput,
} from '../../../src/domain/customer/schemas'
import { emailProblem, isEmail, nameProblem, normaliseEmail, passwordProblem } from '../../../src/domain/customer/validation'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../src/domain/customer/limits'
import { ANONYMOUS_CUSTOMER } from '../../../src/api/customers/store'

describe('e-mail shape (SPEC §5: characters, at-sign, domain, dot, at least two letters)', () => {
  it.each(['erika@example.com', 'erika.mustermann+shop@mail.example.de', 'ÄÖÜ@example.ch', '  erika@example.com  ', 'a@b.co'])(
    'accepts %s',
    (email) => expect(isEmail(email)).toBe(true),
  )

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['erika', 'shape'],
    ['erika@', 'shape'],
    ['@example.com', 'shape'],
    ['erika@example', 'shape'],
    ['erika@example.c', 'shape'],
    ['erika@example.c0m', 'shape'],
    ['eri ka@example.com', 'shape'],
    ['erika@@example.com', 'shape'],
    [`${'a'.repeat(250)}@example.com`, 'too-long'],
  ])('refuses %j as %s', (email, problem) => expect(emailProblem(email)).toBe(problem))

  it('normalises for comparison: trimmed and lower-cased', () => {
    expect(normaliseEmail('  Erika@Example.COM ')).toBe('erika@example.com')
  })
})

describe('passwords (length 10 to 128, counted in characters)', () => {
  it('has the limits the issue names', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([10, 128])
  })

  it.each([
    ['', 'required'],
    ['short', 'too-short'],
    ['123456789', 'too-short'],
    ['1234567890', undefined],
    ['🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱', undefined],
    ['x'.repeat(128), undefined],
    ['x'.repeat(129), 'too-long'],
    ['          ', undefined],
  ])('%j -> %s', (password, problem) => expect(passwordProblem(password)).toBe(problem))
})

describe('names (1 to 80 characters, no control characters)', () => {
  it.each([
    ['Erika', undefined],
    ['  ', 'required'],
    ['x'.repeat(80), undefined],
    ['x'.repeat(81), 'too-long'],
    ['Erika\nBcc: x@example.com', 'characters'],
    ['Zoë-Éléonore d’Artagnan', undefined],
  ])('%j -> %s', (name, problem) => expect(nameProblem(name)).toBe(problem))
})

describe('input schemas', () => {
  it('trims e-mail and names but never the password', () => {
    const parsed = signupInput.parse({ email: ' erika@example.com ', password: ' spaced pass ', firstName: ' Erika ', lastName: 'Muster ' })
    expect(parsed).toEqual({ email: 'erika@example.com', password: ' spaced pass ', firstName: 'Erika', lastName: 'Muster' })
  })

  it('reports one Problem code per failed field, missing and non-string fields as required', () => {
    const result = signupInput.safeParse({ email: 'nope', password: 'short', firstName: 42 })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(fieldProblems(result.error)).toEqual({ email: 'shape', password: 'too-short', firstName: 'required', lastName: 'required' })
  })

  it('lets a log-in through with any non-empty password up to 128 characters', () => {
    expect(loginInput.safeParse({ email: 'erika@example.com', password: 'short' }).success).toBe(true)
    expect(loginInput.safeParse({ email: 'erika@example.com', password: '' }).success).toBe(false)
  })

  it('needs a token that looks like one of ours to confirm a password', () => {
    expect(passwordConfirmInput.safeParse({ token: 'x', password: 'long enough password' }).success).toBe(false)
    expect(passwordConfirmInput.safeParse({ token: 'A'.repeat(43), password: 'long enough password' }).success).toBe(true)
  })

  it("fills the newsletter form's optional fields with empty strings", () => {
    expect(newsletterInput.parse({ email: 'erika@example.com' })).toEqual({
      email: 'erika@example.com',
      uniqueIdentifier: '',
      reCaptchaToken: '',
    })
  })

  it.each([
    [{}, undefined],
    [{ enabled: true }, true],
    [{ enabled: 'false' }, false],
    [{ enabled: 'on' }, true],
  ])('reads the white-label switch %j as %s', (input, enabled) => expect(whitelabelInput.parse(input).enabled).toBe(enabled))

  it('describes the logged-out customer with the Customer schema', () => {
    expect(customerSchema.parse(ANONYMOUS_CUSTOMER)).toEqual(ANONYMOUS_CUSTOMER)
  })
})
