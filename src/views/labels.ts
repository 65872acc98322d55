// The interface words the shell renders, taken from the request language's message file.
import type { Language } from '../domain/locales'
import { createTranslator } from '../i18n/translate'

export interface ShellLabels {
  home: string
  back: string
  navigation: string
  closeBar: string
  unavailableTitle: string
  unavailableText: string
  /** An unexpected failure (status 500), above the CMS error story. */
  errorTitle: string
  errorText: string
  notFoundTitle: string
  notFoundText: string
  languages: string
  languageName: (language: Language) => string
}

const cache = new Map<Language, ShellLabels>()

export function shellLabels(language: Language): ShellLabels {
  let labels = cache.get(language)
  if (!labels) {
    const t = createTranslator(language)
    labels = {
      home: t('shell.home'),
      back: t('shell.back'),
      navigation: t('shell.navigation'),
      closeBar: t('shell.closeBar'),
      unavailableTitle: t('shell.unavailableTitle'),
      unavailableText: t('shell.unavailableText'),
      errorTitle: t('shell.errorTitle'),
      errorText: t('shell.errorText'),
      notFoundTitle: t('shell.notFoundTitle'),
      notFoundText: t('shell.notFoundText'),
      languages: t('shell.languages'),
      languageName: (other) => t(`language.${other}`),
    }
    cache.set(language, labels)
  }
  return labels
}
