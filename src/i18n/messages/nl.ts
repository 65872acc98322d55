// Dutch interface words (nl-BE, nl-NL); keys must match the German source file exactly.
import type { Messages } from './types'

export default {
  shell: {
    home: 'Home',
    back: 'Terug',
    navigation: 'Hoofdnavigatie',
    closeBar: 'Melding sluiten',
    unavailableTitle: 'Zo terug',
    unavailableText: 'De shop is op dit moment niet bereikbaar. Probeer het over een minuut opnieuw.',
    notFoundTitle: 'Pagina niet gevonden',
    notFoundText: 'Deze pagina bestaat niet (meer).',
    pageNotFound: 'Pagina niet gevonden: {path}',
    languages: 'Taal',
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
    jetztGestalten: 'Nu ontwerpen',
    ohneFotoGestalten: 'Ontwerpen zonder foto',
    jetztBestellen: 'Nu bestellen',
  },
  icons: {
    title: 'Iconen',
    intro: 'Alle iconen uit de sprite met hun naam.',
  },
  header: {
    magazine: 'Magazine',
    service: 'Klantenservice',
    account: 'Mijn account',
    cart: 'Winkelwagen',
    menu: 'Menu',
    login: 'Inloggen',
  },
  preview: {
    connecting: 'Livevoorbeeld wordt verbonden …',
    live: 'Livevoorbeeld actief',
    updating: 'Voorbeeld wordt bijgewerkt …',
    failed: 'Livevoorbeeld onderbroken – laad de pagina opnieuw',
    outsideEditor: 'Conceptmodus is niet actief: dit voorbeeld is buiten de Storyblok-editor geopend, wijzigingen verschijnen pas na herladen.',
  },
} satisfies Messages
