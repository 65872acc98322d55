// The shell's interface words (header, menus, footer, banners, dialogs) in the request's language, built once per language.
import type { Language } from '../../domain/locales'
import { createTranslator } from '../../i18n/translate'
import type { LayoutLabels } from '../../views/layout/layout-view'

const cache = new Map<Language, LayoutLabels>()

export function layoutLabels(language: Language): LayoutLabels {
  let labels = cache.get(language)
  if (!labels) {
    const t = createTranslator(language)
    labels = {
      skip: t('layout.skip'),
      shops: t('layout.shops'),
      menu: t('layout.menu'),
      closeMenu: t('layout.closeMenu'),
      back: t('layout.back'),
      all: (name) => t('layout.all', { name }),
      previous: t('layout.previous'),
      next: t('layout.next'),
      hotline: t('layout.hotline'),
      greeting: (name) => t('layout.greeting', { name }),
      cartCount: (count) => t('layout.cartCount', { count }),
      close: t('layout.close'),
      loginTitle: t('layout.loginTitle'),
      loginText: t('layout.loginText'),
      loginLink: t('layout.loginLink'),
      cookieSettings: t('layout.cookieSettings'),
      cookieText: t('layout.cookieText'),
      email: t('layout.email'),
      viewMore: t('layout.viewMore'),
      viewLess: t('layout.viewLess'),
      payment: t('layout.payment'),
      breadcrumb: t('layout.breadcrumb'),
      backToTop: t('layout.backToTop'),
      chat: t('layout.chat'),
      chatLoading: t('layout.chatLoading'),
      rating: (rating) => t('layout.rating', { rating }),
      closeBanner: t('layout.closeBanner'),
      whiteLabel: t('layout.whiteLabel'),
      showAll: t('layout.showAll'),
      legal: t('layout.legal'),
      magazine: t('header.magazine'),
      service: t('header.service'),
      account: t('header.account'),
      cart: t('header.cart'),
      countdown: {
        endsIn: t('layout.countdown.endsIn'),
        days: t('layout.countdown.days'),
        hours: t('layout.countdown.hours'),
        minutes: t('layout.countdown.minutes'),
        seconds: t('layout.countdown.seconds'),
      },
      reviews: {
        label: t('layoutShell.reviews'),
        slide: t('layoutShell.review'),
        previous: t('layoutShell.previousReviews'),
        next: t('layoutShell.nextReviews'),
        stars: (stars) => t('layoutShell.stars', { stars }),
        score: (score, count) => t('layoutShell.score', { score, count }),
        all: t('layoutShell.allReviews'),
      },
    }
    cache.set(language, labels)
  }
  return labels
}
