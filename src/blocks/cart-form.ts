// Server side of the cart-add forms: where a plain post returns to, and the message for the result code it brings
// back (`?cart=…&cartForm={anchor}`, see src/api/cart/routes.ts), shown at the form that was sent.
import type { Language } from '../domain/locales'
import { createTranslator } from '../i18n/translate'
import type { CartAddProps } from '../views/islands/cart-add-view'

/** This page with `cartForm={anchor}` (earlier results dropped) and the fragment of the form. */
export function cartBack(pageUrl: string, anchor: string): string {
  const url = new URL(pageUrl, 'http://page.invalid')
  url.searchParams.delete('cart')
  url.searchParams.set('cartForm', anchor)
  return `${url.pathname}${url.search}#${anchor}`
}

/** The shopper's message for the code this page was opened with, when it belongs to this form. */
export function cartResult(pageUrl: string, anchor: string, language: Language, item: string): CartAddProps['result'] {
  const query = new URL(pageUrl, 'http://page.invalid').searchParams
  const code = query.get('cart')
  if (!code || query.get('cartForm') !== anchor) return undefined
  const t = createTranslator(language)
  if (code === 'voucher-added' || code === 'accessory-added') return { text: t('cart.added', { item }), tone: 'success' }
  if (code === 'invalid' || code === 'unknown') return { text: t('cart.invalid'), tone: 'error' }
  if (code === 'throttled') return { text: t('cart.throttled'), tone: 'error' }
  if (code === 'currency') return { text: t('cart.otherCurrency'), tone: 'error' }
  return { text: t('cart.failed'), tone: 'error' }
}

export function cartLabels(language: Language, legend: string, submit: string): CartAddProps['labels'] {
  const t = createTranslator(language)
  return { legend, submit, sending: '…', failed: t('cart.failed'), quantity: t('cart.quantity') }
}
