// German interface words: the source language. Its literal defines the `Messages` shape (types.ts), so it is checked
// only against the generic tree; `satisfies Messages` here would make the type refer to itself.
import type { MessageTree } from './types'

export default {
  shell: {
    home: 'Startseite',
    back: 'Zurück',
    navigation: 'Hauptnavigation',
    closeBar: 'Hinweis schließen',
    unavailableTitle: 'Gleich wieder da',
    unavailableText: 'Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es in einer Minute noch einmal.',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundText: 'Diese Seite gibt es nicht (mehr).',
    pageNotFound: 'Seite nicht gefunden: {path}',
    languages: 'Sprache',
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
    jetztGestalten: 'Jetzt gestalten',
    ohneFotoGestalten: 'Ohne Foto gestalten',
    jetztBestellen: 'Jetzt bestellen',
  },
  icons: {
    title: 'Icons',
    intro: 'Alle Symbole des Sprites mit ihrem Namen.',
  },
  header: {
    magazine: 'Magazin',
    service: 'Kundenservice',
    account: 'Mein Konto',
    cart: 'Warenkorb',
    menu: 'Menü',
    login: 'Anmelden',
  },
  preview: {
    connecting: 'Live-Vorschau wird verbunden …',
    live: 'Live-Vorschau aktiv',
    updating: 'Vorschau wird aktualisiert …',
    failed: 'Live-Vorschau unterbrochen – bitte neu laden',
    outsideEditor: 'Entwurfsmodus nicht aktiv: Diese Vorschau ist außerhalb des Storyblok-Editors geöffnet, Änderungen erscheinen erst nach dem Neuladen.',
  },
} satisfies MessageTree
