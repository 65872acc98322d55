// The result codes of customer form posts and mailed links (src/domain/customer/results.ts) and the shared valibot
// form rules the dialogs check before sending (src/domain/customer/validation.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageUrl, resultView, withResult, withoutResults } from '../../src/domain/customer/results'
import { formProblems, loginForm, newsletterForm, passwordConfirmForm, problemOf, signupForm } from '../../src/domain/customer/validation'

describe('result codes', () => {
  it.each([
    ['customer', 'login', { tone: 'success', form: 'log-in' }],
    ['customer', 'password-confirm', { tone: 'success', form: 'password-confirm' }],
    ['customer', 'logged-in', { text: 'loggedIn', tone: 'success' }],
    ['customer', 'login-failed', { text: 'loginFailed', tone: 'error', form: 'log-in' }],
    ['customer', 'signup-invalid', { text: 'invalid', tone: 'error', form: 'sign-up' }],
    ['customer', 'password-token-invalid', { text: 'tokenInvalid', tone: 'error', form: 'password-reset' }],
    ['customer', 'activated', { text: 'accountReady', tone: 'success', form: 'log-in' }],
    ['customer', 'signup-exists', { text: 'accountExists', tone: 'error', form: 'log-in' }],
    ['customer', 'confirm-required', { text: 'confirmFirst', tone: 'error' }],
    ['wishlist', 'login-required', { text: 'loginRequired', tone: 'error', form: 'log-in' }],
    ['wishlist', 'removed', { text: 'wishlistRemoved', tone: 'success' }],
    ['newsletter', 'subscribed', { text: 'newsletterSent', tone: 'success' }],
    ['newsletter', 'confirm-invalid', { text: 'tokenInvalid', tone: 'error' }],
  ] as const)('%s=%s', (param, code, view) => expect(resultView(param, code)).toEqual(view))

  it.each([null, undefined, '', 'toString', '__proto__', 'nonsense'])('knows nothing of %j', (code) => {
    expect(resultView('customer', code)).toBeUndefined()
  })

  it.each([
    ['/?customer=logged-in', false, '/'],
    ['/fr/x/?a=1&customer=login-failed&fields=email#top', false, '/fr/x/?a=1#top'],
    ['/?customer=password-confirm&token=abc', false, '/'],
    ['/?customer=password-invalid&token=abc', true, '/?token=abc'],
    ['/?newsletter=subscribed&wishlist=added&keep=1', false, '/?keep=1'],
  ])('%s without results (keep token: %s) is %s', (url, keepToken, expected) => expect(withoutResults(url, keepToken)).toBe(expected))

  it.each(['//evil.example', '//%zz', '/\\evil.example', '//%E0%A4%A/x', '/.//evil.example', '\\\\x'])(
    'never throws on %j nor builds a link off the site from it',
    (url) => {
      expect(pageUrl(url).host).toBe('x.invalid')
      expect(withResult(url, 'customer', 'login')).toMatch(/^\/(?![/\\])/)
      expect(withoutResults(url)).toMatch(/^\/(?![/\\])/)
    },
  )

  it('links to this page with one code, dropping older results', () => {
    expect(withResult('/themes/x/?customer=logged-out&a=1', 'customer', 'login')).toBe('/themes/x/?a=1&customer=login')
  })

  it('answers each page the same again, another code or page anew, however many pages come', () => {
    const login = withResult('/fotobuch/?customer=failed', 'customer', 'login')
    expect(withResult('/fotobuch/?customer=failed', 'customer', 'login')).toBe(login)
    expect(withResult('/fotobuch/?customer=failed', 'customer', 'signup')).toBe('/fotobuch/?customer=signup')
    expect(withResult('/fotobuch/?customer=failed', 'newsletter', 'login')).toBe('/fotobuch/?newsletter=login')
    expect(withoutResults('/fotobuch/?token=t&customer=x', true)).toBe('/fotobuch/?token=t')
    expect(withoutResults('/fotobuch/?token=t&customer=x')).toBe('/fotobuch/')
    for (let n = 0; n < 5000; n++) expect(withResult(`/p${n}/?a=${n}`, 'customer', 'login')).toBe(`/p${n}/?a=${n}&customer=login`)
    expect(withResult('/fotobuch/?customer=failed', 'customer', 'login')).toBe('/fotobuch/?customer=login')
  })

  it('is, for any path, this page without its results with the one code added', () => {
    const segment = fc.stringMatching(/^[a-z0-9%\\/?&=#.~ -]{0,12}$/)
    const param = fc.constantFrom('customer', 'wishlist', 'newsletter', 'fields', 'token', 'a', 'q')
    const url = fc
      .tuple(fc.array(segment, { maxLength: 4 }), fc.array(fc.tuple(param, segment), { maxLength: 4 }), fc.option(segment))
      .map(
        ([path, query, hash]) =>
          `/${path.join('/')}${query.length ? `?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : ''}${hash === null ? '' : `#${hash}`}`,
      )
    fc.assert(
      fc.property(url, (page) => {
        const expected = pageUrl(withoutResults(page))
        expected.searchParams.set('customer', 'login')
        expect(withResult(page, 'customer', 'login')).toBe(expected.pathname + expected.search + expected.hash)
      }),
    )
  })
})

describe('form rules shared with the browser', () => {
  it.each([
    [loginForm, { email: 'erika@example.com', password: 'x' }, {}],
    [loginForm, { email: ' ', password: '' }, { email: 'required', password: 'required' }],
    [loginForm, {}, { email: 'required', password: 'required' }],
    [signupForm, { email: 'a@b.co', password: '1234567890', firstName: ' Erika ', lastName: 'M' }, {}],
    [
      signupForm,
      { email: 'a@b', password: 'short', firstName: 'x'.repeat(81), lastName: 'a\u0000b' },
      { email: 'shape', password: 'too-short', firstName: 'too-long', lastName: 'characters' },
    ],
    [passwordConfirmForm, { password: 'x'.repeat(129) }, { password: 'too-long' }],
    [newsletterForm, { email: 'erika@example.c0m' }, { email: 'shape' }],
  ])('%#: problems of %j', (form, input, problems) => expect(formProblems(form, input)).toEqual(problems))

  it('answers the first problem of one value', () => {
    expect(problemOf(newsletterForm.entries.email, 'erika@example.com')).toBeUndefined()
    expect(problemOf(newsletterForm.entries.email, 42)).toBe('required')
  })
})
