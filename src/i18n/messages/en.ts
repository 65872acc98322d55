// English interface words (en-GB, en-US); keys must match the German source file exactly.
import type { Messages } from './types'

export default {
  shell: {
    home: 'Home',
    back: 'Back',
    navigation: 'Main navigation',
    closeBar: 'Close notice',
    unavailableTitle: 'Back in a moment',
    unavailableText: 'The shop is unavailable right now. Please try again in a minute.',
    notFoundTitle: 'Page not found',
    notFoundText: 'This page does not exist (any more).',
    pageNotFound: 'Page not found: {path}',
    languages: 'Language',
  },
  language: {
    de: 'Deutsch',
    en: 'English',
    es: 'Español',
    fr: 'Français',
    it: 'Italiano',
    nl: 'Nederlands',
  },
  cta: {
    jetztGestalten: 'Design now',
    ohneFotoGestalten: 'Design without a photo',
    jetztBestellen: 'Order now',
  },
  icons: {
    title: 'Icons',
    intro: 'Every icon in the sprite with its name.',
  },
  header: {
    magazine: 'Magazine',
    service: 'Customer service',
    account: 'My account',
    cart: 'Basket',
    menu: 'Menu',
    login: 'Log in',
  },
  preview: {
    connecting: 'Connecting live preview …',
    live: 'Live preview on',
    updating: 'Updating preview …',
    failed: 'Live preview interrupted – please reload',
    outsideEditor: 'Draft mode is not active: this preview is open outside the Storyblok editor, so changes appear only after a reload.',
  },
} satisfies Messages
