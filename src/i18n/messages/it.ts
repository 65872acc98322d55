// Italian interface words (it-CH, it-IT); keys must match the German source file exactly.
import type { Messages } from './types'

export default {
  shell: {
    home: 'Home',
    back: 'Indietro',
    navigation: 'Navigazione principale',
    closeBar: 'Chiudi avviso',
    unavailableTitle: 'Torniamo subito',
    unavailableText: 'Il negozio non è raggiungibile al momento. Riprova tra un minuto.',
    notFoundTitle: 'Pagina non trovata',
    notFoundText: 'Questa pagina non esiste (più).',
    pageNotFound: 'Pagina non trovata: {path}',
    languages: 'Lingua',
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
    jetztGestalten: 'Crea ora',
    ohneFotoGestalten: 'Crea senza foto',
    jetztBestellen: 'Ordina ora',
  },
  icons: {
    title: 'Icone',
    intro: 'Tutte le icone dello sprite con il loro nome.',
  },
  header: {
    magazine: 'Magazine',
    service: 'Servizio clienti',
    account: 'Il mio account',
    cart: 'Carrello',
    menu: 'Menu',
    login: 'Accedi',
  },
  preview: {
    connecting: 'Connessione all’anteprima dal vivo …',
    live: 'Anteprima dal vivo attiva',
    updating: 'Aggiornamento dell’anteprima …',
    failed: 'Anteprima interrotta – ricarica la pagina',
    outsideEditor: 'La modalità bozza non è attiva: questa anteprima è aperta fuori dall’editor di Storyblok, le modifiche appaiono solo dopo il ricaricamento.',
  },
} satisfies Messages
