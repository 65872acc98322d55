// The texts of the customer calls' answers (`message.text`, sign-up's per-field errors) in the shopper's language:
// SPEC §5/§8 show them to the shopper as they are. English defines the keys; the other languages must match.
import type { Language } from '../../domain/locales'
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Problem } from '../../domain/customer/validation'

const en = {
  invalid: 'Please check your entries.',
  required: 'Please fill in this field.',
  emailShape: 'Please enter a valid e-mail address.',
  passwordTooShort: 'The password needs at least {min} characters.',
  passwordTooLong: 'The password may have at most {max} characters.',
  passwordCommon: 'This password is one of the most common and easy to guess. Please choose another.',
  nameTooLong: 'Please use at most {max} characters.',
  characters: 'This field contains characters that are not allowed.',
  tooLong: 'This entry is too long.',
  loginFailed: 'The e-mail address or the password is not correct.',
  throttled: 'Too many attempts. Please try again in {minutes} min.',
  signupSent: 'Almost done: we have sent you an e-mail. Open the link in it to finish signing up.',
  resetSent: 'If the address is known, a mail is on its way.',
  accountReady: 'Your account is ready. Please log in.',
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
  tokenInvalid: 'This link is no longer valid. Please request a new one.',
  loggedOut: 'You are logged out.',
  loginRequired: 'Please log in first.',
  notWhitelabel: 'White-label orders are for white-label customers only.',
  unknownItem: 'This design is not available.',
  newsletterSent: 'Thank you! Please confirm your subscription with the link we have just sent you.',
  newsletterConfirmed: 'Your newsletter subscription is confirmed.',
  unsupported: 'Please send the form again.',
  failed: 'Something went wrong. Please try again in a moment.',
}

export type MessageKey = keyof typeof en
type Messages = Readonly<Record<MessageKey, string>>

const de: Messages = {
  invalid: 'Bitte prüfe deine Eingaben.',
  required: 'Bitte fülle dieses Feld aus.',
  emailShape: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  passwordTooShort: 'Das Passwort braucht mindestens {min} Zeichen.',
  passwordTooLong: 'Das Passwort darf höchstens {max} Zeichen haben.',
  passwordCommon: 'Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wähle ein anderes.',
  nameTooLong: 'Bitte höchstens {max} Zeichen.',
  characters: 'Dieses Feld enthält unzulässige Zeichen.',
  tooLong: 'Diese Eingabe ist zu lang.',
  loginFailed: 'E-Mail-Adresse oder Passwort stimmen nicht.',
  throttled: 'Zu viele Versuche. Bitte versuche es in {minutes} Min. noch einmal.',
  signupSent: 'Fast geschafft: Wir haben dir eine E-Mail geschickt. Öffne den Link darin, um die Anmeldung abzuschließen.',
  resetSent: 'Wenn die Adresse bei uns bekannt ist, ist eine E-Mail unterwegs.',
  accountReady: 'Dein Kundenkonto ist eingerichtet. Bitte melde dich an.',
  passwordChanged: 'Dein Passwort wurde geändert. Bitte melde dich mit dem neuen Passwort an.',
  tokenInvalid: 'Dieser Link ist nicht mehr gültig. Bitte fordere einen neuen an.',
  loggedOut: 'Du bist abgemeldet.',
  loginRequired: 'Bitte melde dich zuerst an.',
  notWhitelabel: 'White-Label-Bestellungen gibt es nur für White-Label-Kunden.',
  unknownItem: 'Dieses Design ist nicht verfügbar.',
  newsletterSent: 'Danke! Bitte bestätige dein Abo mit dem Link, den wir dir gerade geschickt haben.',
  newsletterConfirmed: 'Dein Newsletter-Abo ist bestätigt.',
  unsupported: 'Bitte sende das Formular noch einmal.',
  failed: 'Da ist etwas schiefgegangen. Bitte versuche es gleich noch einmal.',
}

const es: Messages = {
  invalid: 'Revisa los datos introducidos.',
  required: 'Rellena este campo.',
  emailShape: 'Introduce una dirección de correo electrónico válida.',
  passwordTooShort: 'La contraseña necesita al menos {min} caracteres.',
  passwordTooLong: 'La contraseña puede tener como máximo {max} caracteres.',
  passwordCommon: 'Esta contraseña es de las más comunes y fácil de adivinar. Elige otra, por favor.',
  nameTooLong: 'Usa como máximo {max} caracteres.',
  characters: 'Este campo contiene caracteres no permitidos.',
  tooLong: 'Este dato es demasiado largo.',
  loginFailed: 'La dirección de correo electrónico o la contraseña no son correctas.',
  throttled: 'Demasiados intentos. Inténtalo de nuevo en {minutes} min.',
  signupSent: 'Casi listo: te hemos enviado un correo. Abre el enlace para completar el registro.',
  resetSent: 'Si conocemos la dirección, te llegará un correo.',
  accountReady: 'Tu cuenta está lista. Inicia sesión.',
  passwordChanged: 'Tu contraseña ha cambiado. Inicia sesión con la nueva contraseña.',
  tokenInvalid: 'Este enlace ya no es válido. Solicita uno nuevo.',
  loggedOut: 'Has cerrado la sesión.',
  loginRequired: 'Inicia sesión primero.',
  notWhitelabel: 'Los pedidos de marca blanca son solo para clientes de marca blanca.',
  unknownItem: 'Este diseño no está disponible.',
  newsletterSent: '¡Gracias! Confirma tu suscripción con el enlace que te acabamos de enviar.',
  newsletterConfirmed: 'Tu suscripción al boletín está confirmada.',
  unsupported: 'Envía el formulario de nuevo.',
  failed: 'Algo ha salido mal. Inténtalo de nuevo en un momento.',
}

const fr: Messages = {
  invalid: 'Veuillez vérifier vos saisies.',
  required: 'Veuillez remplir ce champ.',
  emailShape: 'Veuillez saisir une adresse e-mail valide.',
  passwordTooShort: 'Le mot de passe doit comporter au moins {min} caractères.',
  passwordTooLong: 'Le mot de passe peut comporter au plus {max} caractères.',
  passwordCommon: 'Ce mot de passe fait partie des plus courants et se devine facilement. Veuillez en choisir un autre.',
  nameTooLong: 'Veuillez utiliser au plus {max} caractères.',
  characters: 'Ce champ contient des caractères non autorisés.',
  tooLong: 'Cette saisie est trop longue.',
  loginFailed: 'L’adresse e-mail ou le mot de passe est incorrect.',
  throttled: 'Trop de tentatives. Veuillez réessayer dans {minutes} min.',
  signupSent: 'Presque terminé : nous vous avons envoyé un e-mail. Ouvrez le lien qu’il contient pour finaliser l’inscription.',
  resetSent: 'Si l’adresse nous est connue, un e-mail est en route.',
  accountReady: 'Votre compte est prêt. Veuillez vous connecter.',
  passwordChanged: 'Votre mot de passe a été modifié. Veuillez vous connecter avec le nouveau mot de passe.',
  tokenInvalid: 'Ce lien n’est plus valable. Veuillez en demander un nouveau.',
  loggedOut: 'Vous êtes déconnecté.',
  loginRequired: 'Veuillez d’abord vous connecter.',
  notWhitelabel: 'Les commandes en marque blanche sont réservées aux clients marque blanche.',
  unknownItem: 'Ce design n’est pas disponible.',
  newsletterSent: 'Merci ! Veuillez confirmer votre abonnement avec le lien que nous venons de vous envoyer.',
  newsletterConfirmed: 'Votre abonnement à la newsletter est confirmé.',
  unsupported: 'Veuillez renvoyer le formulaire.',
  failed: 'Une erreur s’est produite. Veuillez réessayer dans un instant.',
}

const it: Messages = {
  invalid: 'Controlla i dati inseriti.',
  required: 'Compila questo campo.',
  emailShape: 'Inserisci un indirizzo e-mail valido.',
  passwordTooShort: 'La password deve avere almeno {min} caratteri.',
  passwordTooLong: 'La password può avere al massimo {max} caratteri.',
  passwordCommon: 'Questa password è tra le più comuni e facile da indovinare. Scegline un’altra.',
  nameTooLong: 'Usa al massimo {max} caratteri.',
  characters: 'Questo campo contiene caratteri non ammessi.',
  tooLong: 'Questo dato è troppo lungo.',
  loginFailed: 'L’indirizzo e-mail o la password non sono corretti.',
  throttled: 'Troppi tentativi. Riprova tra {minutes} min.',
  signupSent: 'Quasi fatto: ti abbiamo inviato un’e-mail. Apri il link per completare la registrazione.',
  resetSent: 'Se l’indirizzo è conosciuto, è in arrivo un’e-mail.',
  accountReady: 'Il tuo account è pronto. Accedi.',
  passwordChanged: 'La password è stata cambiata. Accedi con la nuova password.',
  tokenInvalid: 'Questo link non è più valido. Richiedine uno nuovo.',
  loggedOut: 'Sei uscito dal tuo account.',
  loginRequired: 'Prima accedi al tuo account.',
  notWhitelabel: 'Gli ordini white label sono riservati ai clienti white label.',
  unknownItem: 'Questo design non è disponibile.',
  newsletterSent: 'Grazie! Conferma l’iscrizione con il link che ti abbiamo appena inviato.',
  newsletterConfirmed: 'La tua iscrizione alla newsletter è confermata.',
  unsupported: 'Invia di nuovo il modulo.',
  failed: 'Qualcosa è andato storto. Riprova tra un momento.',
}

const nl: Messages = {
  invalid: 'Controleer je gegevens.',
  required: 'Vul dit veld in.',
  emailShape: 'Vul een geldig e-mailadres in.',
  passwordTooShort: 'Het wachtwoord moet minstens {min} tekens hebben.',
  passwordTooLong: 'Het wachtwoord mag hoogstens {max} tekens hebben.',
  passwordCommon: 'Dit wachtwoord is een van de meest gebruikte en makkelijk te raden. Kies een ander wachtwoord.',
  nameTooLong: 'Gebruik hoogstens {max} tekens.',
  characters: 'Dit veld bevat tekens die niet zijn toegestaan.',
  tooLong: 'Deze invoer is te lang.',
  loginFailed: 'Het e-mailadres of het wachtwoord klopt niet.',
  throttled: 'Te veel pogingen. Probeer het over {minutes} min. opnieuw.',
  signupSent: 'Bijna klaar: we hebben je een e-mail gestuurd. Open de link erin om je registratie af te ronden.',
  resetSent: 'Als het adres bij ons bekend is, is er een e-mail onderweg.',
  accountReady: 'Je account is klaar. Log in.',
  passwordChanged: 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
  tokenInvalid: 'Deze link is niet meer geldig. Vraag een nieuwe aan.',
  loggedOut: 'Je bent uitgelogd.',
  loginRequired: 'Log eerst in.',
  notWhitelabel: 'White-labelbestellingen zijn alleen voor white-labelklanten.',
  unknownItem: 'Dit ontwerp is niet beschikbaar.',
  newsletterSent: 'Bedankt! Bevestig je inschrijving met de link die we je net hebben gestuurd.',
  newsletterConfirmed: 'Je inschrijving voor de nieuwsbrief is bevestigd.',
  unsupported: 'Verstuur het formulier opnieuw.',
  failed: 'Er ging iets mis. Probeer het zo opnieuw.',
}

const MESSAGES: Readonly<Record<Language, Messages>> = { de, en, es, fr, it, nl }

export function message(language: Language, key: MessageKey, values: Record<string, string | number> = {}): string {
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}

/** The text for one field's Problem (sign-up's `payload.errors`). */
export function problemMessage(language: Language, field: string, problem: Problem): string {
  switch (problem) {
    case 'required':
      return message(language, 'required')
    case 'shape':
      return message(language, field === 'email' ? 'emailShape' : 'invalid')
    case 'too-short':
      return message(language, 'passwordTooShort', { min: PASSWORD_MIN_LENGTH })
    case 'too-long':
      if (field === 'password') return message(language, 'passwordTooLong', { max: PASSWORD_MAX_LENGTH })
      return field === 'email' ? message(language, 'tooLong') : message(language, 'nameTooLong', { max: NAME_MAX_LENGTH })
    case 'characters':
      return message(language, 'characters')
  }
}
