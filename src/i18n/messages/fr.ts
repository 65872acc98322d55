// French interface words (fr-BE, fr-CH, fr-FR, fr-LU); keys must match the German source file exactly.
import type { Messages } from './types'

export default {
  shell: {
    home: 'Accueil',
    back: 'Retour',
    navigation: 'Navigation principale',
    closeBar: 'Fermer le message',
    unavailableTitle: 'De retour dans un instant',
    unavailableText: 'La boutique est momentanément indisponible. Veuillez réessayer dans une minute.',
    notFoundTitle: 'Page introuvable',
    notFoundText: "Cette page n'existe pas (ou plus).",
    pageNotFound: 'Page introuvable\u00a0: {path}',
    languages: 'Langue',
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
    jetztGestalten: 'Créer maintenant',
    ohneFotoGestalten: 'Créer sans photo',
    jetztBestellen: 'Commander maintenant',
  },
  icons: {
    title: 'Icônes',
    intro: 'Toutes les icônes du sprite avec leur nom.',
  },
  header: {
    magazine: 'Magazine',
    service: 'Service client',
    account: 'Mon compte',
    cart: 'Panier',
    menu: 'Menu',
    login: 'Se connecter',
  },
} satisfies Messages
