// The texts of the customer calls' answers (`message.text`, sign-up's per-field errors) in the shopper's language:
// SPEC §5/§8 show them to the shopper as they are. The words live in the one catalogue, under `customerApi`.
import type { Language } from '../../domain/locales'
import type { Messages } from '../../i18n/messages/types'
import { createTranslator, type Params } from '../../i18n/translate'
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Problem } from '../../domain/customer/limits'

/** The keys of the customer calls' answers (`customerApi.*` in src/i18n/messages). */
export type MessageKey = keyof Messages['customerApi']

export function message(language: Language, key: MessageKey, values?: Params): string {
  return createTranslator(language)(`customerApi.${key}`, values)
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
