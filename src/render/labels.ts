// The few interface words the shell needs before the translation files of a later issue arrive, per language.
import type { Language } from '../domain/locales'

export interface ShellLabels {
  home: string
  back: string
  navigation: string
  closeBar: string
  unavailableTitle: string
  unavailableText: string
  notFoundTitle: string
  notFoundText: string
}

export const SHELL_LABELS: Readonly<Record<Language, ShellLabels>> = {
  de: { home: 'Startseite', back: 'Zurück', navigation: 'Hauptnavigation', closeBar: 'Hinweis schließen', unavailableTitle: 'Gleich wieder da', unavailableText: 'Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es in einer Minute noch einmal.', notFoundTitle: 'Seite nicht gefunden', notFoundText: 'Diese Seite gibt es nicht (mehr).' },
  en: { home: 'Home', back: 'Back', navigation: 'Main navigation', closeBar: 'Close notice', unavailableTitle: 'Back in a moment', unavailableText: 'The shop is unavailable right now. Please try again in a minute.', notFoundTitle: 'Page not found', notFoundText: 'This page does not exist (any more).' },
  es: { home: 'Inicio', back: 'Volver', navigation: 'Navegación principal', closeBar: 'Cerrar aviso', unavailableTitle: 'Volvemos enseguida', unavailableText: 'La tienda no está disponible en este momento. Vuelve a intentarlo en un minuto.', notFoundTitle: 'Página no encontrada', notFoundText: 'Esta página no existe (o ya no existe).' },
  fr: { home: 'Accueil', back: 'Retour', navigation: 'Navigation principale', closeBar: 'Fermer le message', unavailableTitle: 'De retour dans un instant', unavailableText: 'La boutique est momentanément indisponible. Veuillez réessayer dans une minute.', notFoundTitle: 'Page introuvable', notFoundText: "Cette page n'existe pas (ou plus)." },
  it: { home: 'Home', back: 'Indietro', navigation: 'Navigazione principale', closeBar: 'Chiudi avviso', unavailableTitle: 'Torniamo subito', unavailableText: 'Il negozio non è raggiungibile al momento. Riprova tra un minuto.', notFoundTitle: 'Pagina non trovata', notFoundText: 'Questa pagina non esiste (più).' },
  nl: { home: 'Home', back: 'Terug', navigation: 'Hoofdnavigatie', closeBar: 'Melding sluiten', unavailableTitle: 'Zo terug', unavailableText: 'De shop is op dit moment niet bereikbaar. Probeer het over een minuut opnieuw.', notFoundTitle: 'Pagina niet gevonden', notFoundText: 'Deze pagina bestaat niet (meer).' },
}
