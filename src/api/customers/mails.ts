// The e-mails the customer calls send, written to the D1 `outbox` table (no mail provider is wired in): sign-up
// confirmation, "you already have an account", password reset and change, newsletter confirmation — in the site's language.
import type { Brand } from '../../domain/countries'
import { languageOf, type Language, type Locale } from '../../domain/locales'
import { log } from '../../log'
import { LINK_WITHHELD, sealLink } from './outbox-seal'

export type MailKind = 'signup-confirm' | 'signup-exists' | 'password-reset' | 'password-changed' | 'newsletter-confirm'

const SHOP_NAMES: Readonly<Record<Brand, string>> = { cards: 'Kartenfee', poster: 'Posterhaus' }

type Template = Readonly<{ subject: string; body: string }>
type Templates = Readonly<Record<MailKind, Template>>

// {shop} is the brand's name, {link} the one link of the mail.
const en: Templates = {
  'signup-confirm': {
    subject: 'Confirm your {shop} account',
    body: 'Hello,\n\nplease open this link within 24 hours to finish creating your {shop} account:\n{link}\n\nIf you did not sign up, ignore this mail: no account is created without the link.',
  },
  'signup-exists': {
    subject: 'You already have a {shop} account',
    body: 'Hello,\n\nsomeone (probably you) tried to sign up at {shop} with this address, but it already has an account. Log in here, or reset your password there if you forgot it:\n{link}\n\nIf it was not you, ignore this mail: nothing has changed.',
  },
  'password-reset': {
    subject: 'Reset your {shop} password',
    body: 'Hello,\n\nopen this link within an hour to choose a new password:\n{link}\n\nIf you did not ask for it, ignore this mail: your password stays as it is.',
  },
  'password-changed': {
    subject: 'Your {shop} password has been changed',
    body: 'Hello,\n\nthe password of your {shop} account has just been changed, and every device has been logged out. If that was not you, reset your password now:\n{link}',
  },
  'newsletter-confirm': {
    subject: 'Confirm your {shop} newsletter subscription',
    body: 'Hello,\n\nplease confirm that you want to receive the {shop} newsletter:\n{link}\n\nIf you did not subscribe, ignore this mail.',
  },
}

const de: Templates = {
  'signup-confirm': {
    subject: 'Bestätige dein {shop}-Kundenkonto',
    body: 'Hallo,\n\nöffne bitte innerhalb von 24 Stunden diesen Link, um dein {shop}-Kundenkonto anzulegen:\n{link}\n\nDu hast dich nicht angemeldet? Dann ignoriere diese E-Mail: Ohne den Link entsteht kein Konto.',
  },
  'signup-exists': {
    subject: 'Du hast schon ein {shop}-Kundenkonto',
    body: 'Hallo,\n\njemand (wahrscheinlich du) wollte sich mit dieser Adresse bei {shop} registrieren, es gibt aber schon ein Konto dazu. Melde dich hier an oder setze dort dein Passwort zurück, falls du es vergessen hast:\n{link}\n\nWarst du das nicht, ignoriere diese E-Mail: Es hat sich nichts geändert.',
  },
  'password-reset': {
    subject: 'Dein {shop}-Passwort zurücksetzen',
    body: 'Hallo,\n\nöffne innerhalb einer Stunde diesen Link, um ein neues Passwort zu wählen:\n{link}\n\nDu hast das nicht angefordert? Dann ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
  },
  'password-changed': {
    subject: 'Dein {shop}-Passwort wurde geändert',
    body: 'Hallo,\n\ndas Passwort deines {shop}-Kontos wurde gerade geändert, und alle Geräte wurden abgemeldet. Warst du das nicht, setze dein Passwort jetzt zurück:\n{link}',
  },
  'newsletter-confirm': {
    subject: 'Bestätige dein {shop}-Newsletter-Abo',
    body: 'Hallo,\n\nbitte bestätige, dass du den {shop}-Newsletter erhalten möchtest:\n{link}\n\nDu hast dich nicht angemeldet? Dann ignoriere diese E-Mail.',
  },
}

const es: Templates = {
  'signup-confirm': { subject: 'Confirma tu cuenta de {shop}', body: 'Hola:\n\nabre este enlace en las próximas 24 horas para crear tu cuenta de {shop}:\n{link}\n\nSi no te has registrado, ignora este correo.' },
  'signup-exists': { subject: 'Ya tienes una cuenta de {shop}', body: 'Hola:\n\nalguien (probablemente tú) ha intentado registrarse en {shop} con esta dirección, pero ya tiene una cuenta. Inicia sesión o restablece tu contraseña aquí:\n{link}\n\nSi no has sido tú, ignora este correo.' },
  'password-reset': { subject: 'Restablece tu contraseña de {shop}', body: 'Hola:\n\nabre este enlace en la próxima hora para elegir una nueva contraseña:\n{link}\n\nSi no lo has pedido, ignora este correo: tu contraseña no cambia.' },
  'password-changed': { subject: 'Tu contraseña de {shop} ha cambiado', body: 'Hola:\n\nla contraseña de tu cuenta de {shop} acaba de cambiar y se han cerrado todas las sesiones. Si no has sido tú, restablécela ahora:\n{link}' },
  'newsletter-confirm': { subject: 'Confirma tu suscripción al boletín de {shop}', body: 'Hola:\n\nconfirma que quieres recibir el boletín de {shop}:\n{link}\n\nSi no te has suscrito, ignora este correo.' },
}

const fr: Templates = {
  'signup-confirm': { subject: 'Confirmez votre compte {shop}', body: 'Bonjour,\n\nouvrez ce lien dans les 24 heures pour créer votre compte {shop} :\n{link}\n\nSi vous ne vous êtes pas inscrit, ignorez cet e-mail.' },
  'signup-exists': { subject: 'Vous avez déjà un compte {shop}', body: 'Bonjour,\n\nquelqu’un (sans doute vous) a voulu s’inscrire chez {shop} avec cette adresse, mais elle a déjà un compte. Connectez-vous ou réinitialisez votre mot de passe ici :\n{link}\n\nSi ce n’était pas vous, ignorez cet e-mail.' },
  'password-reset': { subject: 'Réinitialisez votre mot de passe {shop}', body: 'Bonjour,\n\nouvrez ce lien dans l’heure pour choisir un nouveau mot de passe :\n{link}\n\nSi vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe reste inchangé.' },
  'password-changed': { subject: 'Votre mot de passe {shop} a été modifié', body: 'Bonjour,\n\nle mot de passe de votre compte {shop} vient d’être modifié et tous les appareils ont été déconnectés. Si ce n’était pas vous, réinitialisez-le maintenant :\n{link}' },
  'newsletter-confirm': { subject: 'Confirmez votre abonnement à la newsletter {shop}', body: 'Bonjour,\n\nveuillez confirmer que vous souhaitez recevoir la newsletter {shop} :\n{link}\n\nSi vous ne vous êtes pas abonné, ignorez cet e-mail.' },
}

const it: Templates = {
  'signup-confirm': { subject: 'Conferma il tuo account {shop}', body: 'Ciao,\n\napri questo link entro 24 ore per creare il tuo account {shop}:\n{link}\n\nSe non ti sei registrato, ignora questa e-mail.' },
  'signup-exists': { subject: 'Hai già un account {shop}', body: 'Ciao,\n\nqualcuno (probabilmente tu) ha provato a registrarsi su {shop} con questo indirizzo, che ha già un account. Accedi o reimposta la password qui:\n{link}\n\nSe non sei stato tu, ignora questa e-mail.' },
  'password-reset': { subject: 'Reimposta la password di {shop}', body: 'Ciao,\n\napri questo link entro un’ora per scegliere una nuova password:\n{link}\n\nSe non l’hai richiesto, ignora questa e-mail: la password non cambia.' },
  'password-changed': { subject: 'La password di {shop} è stata cambiata', body: 'Ciao,\n\nla password del tuo account {shop} è appena stata cambiata e tutti i dispositivi sono stati disconnessi. Se non sei stato tu, reimpostala ora:\n{link}' },
  'newsletter-confirm': { subject: 'Conferma l’iscrizione alla newsletter di {shop}', body: 'Ciao,\n\nconferma che vuoi ricevere la newsletter di {shop}:\n{link}\n\nSe non ti sei iscritto, ignora questa e-mail.' },
}

const nl: Templates = {
  'signup-confirm': { subject: 'Bevestig je {shop}-account', body: 'Hallo,\n\nopen deze link binnen 24 uur om je {shop}-account aan te maken:\n{link}\n\nHeb je je niet aangemeld? Negeer dan deze e-mail.' },
  'signup-exists': { subject: 'Je hebt al een {shop}-account', body: 'Hallo,\n\niemand (waarschijnlijk jij) wilde zich met dit adres bij {shop} registreren, maar er bestaat al een account. Log hier in of stel je wachtwoord opnieuw in:\n{link}\n\nWas jij het niet? Negeer dan deze e-mail.' },
  'password-reset': { subject: 'Stel je {shop}-wachtwoord opnieuw in', body: 'Hallo,\n\nopen deze link binnen een uur om een nieuw wachtwoord te kiezen:\n{link}\n\nHeb je dit niet aangevraagd? Negeer dan deze e-mail: je wachtwoord blijft hetzelfde.' },
  'password-changed': { subject: 'Je {shop}-wachtwoord is gewijzigd', body: 'Hallo,\n\nhet wachtwoord van je {shop}-account is zojuist gewijzigd en alle apparaten zijn uitgelogd. Was jij dit niet? Stel je wachtwoord nu opnieuw in:\n{link}' },
  'newsletter-confirm': { subject: 'Bevestig je inschrijving voor de {shop}-nieuwsbrief', body: 'Hallo,\n\nbevestig dat je de {shop}-nieuwsbrief wilt ontvangen:\n{link}\n\nHeb je je niet ingeschreven? Negeer dan deze e-mail.' },
}

const TEMPLATES: Readonly<Record<Language, Templates>> = { de, en, es, fr, it, nl }

export interface Mail {
  kind: MailKind
  brand: Brand
  locale: Locale
  to: string
  subject: string
  body: string
}

/**
 * The mail as the outbox stores it: its link sealed with `outboxKey` (./outbox-seal.ts), so the table never holds a
 * working link in plain text. Without a key nothing usable is stored and the gap is logged: production must set it.
 */
export async function composeMail(kind: MailKind, brand: Brand, locale: Locale, to: string, link: string, outboxKey: string | undefined): Promise<Mail> {
  const template = TEMPLATES[languageOf(locale)][kind]
  if (!outboxKey) log.error('outbox-key-missing', { kind })
  const stored = outboxKey ? await sealLink(link, outboxKey) : LINK_WITHHELD
  const fill = (text: string) => text.replaceAll('{shop}', SHOP_NAMES[brand]).replaceAll('{link}', stored)
  return { kind, brand, locale, to, subject: fill(template.subject), body: fill(template.body) }
}

/**
 * The outbox row for a mail, as a statement to run in the same D1 batch as the record it belongs to. With `onlyIf`
 * (an SQL condition and its values) the row is written only when the condition holds inside that batch.
 */
export function queueMail(db: D1Database, mail: Mail, now: number, onlyIf?: { sql: string; values: unknown[] }): D1PreparedStatement {
  const values = [mail.kind, mail.brand, mail.locale, mail.to, mail.subject, mail.body, now]
  if (!onlyIf) {
    return db.prepare('INSERT INTO outbox (kind, brand, locale, to_address, subject, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').bind(...values)
  }
  return db
    .prepare(`INSERT INTO outbox (kind, brand, locale, to_address, subject, body, created_at) SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${onlyIf.sql}`)
    .bind(...values, ...onlyIf.values)
}
