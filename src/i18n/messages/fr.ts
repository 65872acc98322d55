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
  preview: {
    connecting: 'Connexion de l’aperçu en direct …',
    live: 'Aperçu en direct actif',
    updating: 'Mise à jour de l’aperçu …',
    failed: 'Aperçu interrompu – veuillez recharger',
    outsideEditor: 'Le mode brouillon n’est pas actif : cet aperçu est ouvert hors de l’éditeur Storyblok, les modifications n’apparaissent qu’après rechargement.',
  },
} satisfies Messages
