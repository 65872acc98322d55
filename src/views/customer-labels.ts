// The words of the customer forms, dialogs, account menu and wishlist in one language, built once per language on the
// server and handed to the islands as props (the browser bundle carries no translations). Result texts the customer
// API already words (`customerApi.*`) are the same words, so a form answers the same with or without JS.
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/customer/limits'
import type { Language } from '../domain/locales'
import { createTranslator } from '../i18n/translate'
import type { CustomerLabels } from './islands/parts/customer-forms'

const cache = new Map<Language, CustomerLabels>()

export function customerLabels(language: Language): CustomerLabels {
  const cached = cache.get(language)
  if (cached) return cached
  const t = createTranslator(language)
  const labels: CustomerLabels = {
    email: t('customer.email'),
    password: t('customer.password'),
    newPassword: t('customer.newPassword'),
    firstName: t('customer.firstName'),
    lastName: t('customer.lastName'),
    passwordHint: t('customer.passwordHint', { min: PASSWORD_MIN_LENGTH }),
    loginTitle: t('customer.loginTitle'),
    loginSubmit: t('customer.loginSubmit'),
    forgot: t('customer.forgot'),
    noAccount: t('customer.noAccount'),
    toSignup: t('customer.toSignup'),
    signupTitle: t('customer.signupTitle'),
    signupText: t('customer.signupText'),
    signupSubmit: t('customer.signupSubmit'),
    haveAccount: t('customer.haveAccount'),
    toLogin: t('customer.toLogin'),
    resetTitle: t('customer.resetTitle'),
    resetText: t('customer.resetText'),
    resetSubmit: t('customer.resetSubmit'),
    confirmTitle: t('customer.confirmTitle'),
    confirmSubmit: t('customer.confirmSubmit'),
    sending: t('customer.sending'),
    failed: t('customer.failed'),
    checkField: t('customer.checkField'),
    problems: {
      required: t('customerApi.required'),
      emailShape: t('customerApi.emailShape'),
      passwordTooShort: t('customerApi.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
      passwordTooLong: t('customerApi.passwordTooLong', { max: PASSWORD_MAX_LENGTH }),
      nameTooLong: t('customerApi.nameTooLong', { max: NAME_MAX_LENGTH }),
      tooLong: t('customerApi.tooLong'),
      characters: t('customerApi.characters'),
    },
  }
  cache.set(language, labels)
  return labels
}
