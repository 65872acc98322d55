import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGES, LOCALES, type Language } from '../../src/domain/locales'
import de from '../../src/i18n/messages/de'
import en from '../../src/i18n/messages/en'
import es from '../../src/i18n/messages/es'
import fr from '../../src/i18n/messages/fr'
import it_ from '../../src/i18n/messages/it'
import nl from '../../src/i18n/messages/nl'
import { checkLocaleCode, createTranslator, isLocaleCode, translateLoose, type MessageKey } from '../../src/i18n/translate'

const FILES: Readonly<Record<Language, object>> = { de, en, es, fr, it: it_, nl }

/** Every string leaf of a message file as [dotted key, text]; a non-string, non-object leaf is reported as such. */
function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[prefix + key, value]],
  )
}

const germanKeys = leaves(de)
  .map(([key]) => key)
  .sort()

/** The parsed JSON lines written through console.warn for one event. */
function warned(spy: { mock: { calls: unknown[][] } }, event: string): Record<string, unknown>[] {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>).filter((entry) => entry.event === event)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('message files', () => {
  it.each(LANGUAGES)('%s has exactly the German keys', (language) => {
    expect(
      leaves(FILES[language])
        .map(([key]) => key)
        .sort(),
    ).toEqual(germanKeys)
  })

  it.each(LANGUAGES)('%s has a non-empty string for every key', (language) => {
    for (const [key, text] of leaves(FILES[language])) {
      expect(typeof text, key).toBe('string')
      expect(String(text).trim(), key).not.toBe('')
    }
  })

  it.each(LANGUAGES)('%s keeps the {name} placeholder of layout.greeting', (language) => {
    expect(createTranslator(language)('layout.greeting')).toContain('{name}')
  })

  it.each<[Language, string]>([
    ['de', 'Deutsch'],
    ['en', 'English'],
    ['es', 'Español'],
    ['fr', 'Français'],
    ['it', 'Italiano'],
    ['nl', 'Nederlands'],
  ])('names %s as %s in every language', (language, name) => {
    for (const other of LANGUAGES) expect(createTranslator(other)(`language.${language}`)).toBe(name)
  })
})

describe('createTranslator', () => {
  it.each<[Language, MessageKey, string]>([
    ['de', 'shell.home', 'Startseite'],
    ['en', 'shell.back', 'Back'],
    ['de', 'cta.jetztGestalten', 'Jetzt gestalten'],
    ['de', 'cta.ohneFotoGestalten', 'Ohne Foto gestalten'],
    ['de', 'cta.jetztBestellen', 'Jetzt bestellen'],
    ['fr', 'shell.notFoundText', "Cette page n'existe pas (ou plus)."],
    ['nl', 'shell.navigation', 'Hoofdnavigatie'],
  ])('translates %s %s to %j', (language, key, text) => {
    expect(createTranslator(language)(key)).toBe(text)
  })

  it('returns the same translator for a language within the isolate', () => {
    expect(createTranslator('es')).toBe(createTranslator('es'))
    expect(createTranslator('es')).not.toBe(createTranslator('it'))
  })

  it.each<[Language, Record<string, string | number>, string]>([
    ['de', { name: 'Ada' }, 'Hallo Ada'],
    ['en', { name: 'Ada' }, 'Hello Ada'],
    ['fr', { name: 'Ada' }, 'Bonjour Ada'],
    ['en', { name: 404 }, 'Hello 404'],
    ['en', { name: '$& {name} $1' }, 'Hello $& {name} $1'],
    ['en', {}, 'Hello {name}'],
    ['en', { other: 'x' }, 'Hello {name}'],
  ])('interpolates %s layout.greeting with %j', (language, params, text) => {
    expect(createTranslator(language)('layout.greeting', params)).toBe(text)
  })
})

describe('translateLoose', () => {
  it('translates a known key given as a plain string', () => {
    expect(translateLoose('it', 'header.cart')).toBe('Carrello')
    expect(translateLoose('en', 'layout.greeting', { name: 'x' })).toBe('Hello x')
  })

  it.each([
    ['cta.nochNichtUebersetzt', 'nochNichtUebersetzt'],
    ['produced.alu-gold.extra', 'alu-gold'],
    ['einzeln', 'einzeln'],
    ['shell', 'shell'],
    ['shell.', 'shell.'],
    ['', ''],
    ['__proto__.toString', 'toString'],
  ])('shows the missing key %j as %j', (key, text) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(translateLoose('de', key)).toBe(text)
  })

  it('logs a missing key once per language and key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    translateLoose('de', 'cta.einmalLoggen')
    translateLoose('de', 'cta.einmalLoggen')
    translateLoose('nl', 'cta.einmalLoggen')
    translateLoose('nl', 'cta.einmalLoggen')
    translateLoose('de', 'cta.andererSchluessel')
    expect(warned(warn, 'translator-missing-key')).toEqual([
      { level: 'warn', event: 'translator-missing-key', language: 'de', key: 'cta.einmalLoggen' },
      { level: 'warn', event: 'translator-missing-key', language: 'nl', key: 'cta.einmalLoggen' },
      { level: 'warn', event: 'translator-missing-key', language: 'de', key: 'cta.andererSchluessel' },
    ])
  })

  it('logs nothing for a key that exists', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const language of LANGUAGES) translateLoose(language, 'header.login')
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('isLocaleCode', () => {
  it.each<[string, boolean]>([
    ['de-DE', true],
    ['en-us', true],
    ['xx-YY', true],
    ['de', false],
    ['de_DE', false],
    ['de-DEU', false],
    ['d1-DE', false],
    ['de-', false],
    ['', false],
    [' de-DE', false],
  ])('%j is a locale code: %s', (code, expected) => {
    expect(isLocaleCode(code)).toBe(expected)
  })
})

describe('checkLocaleCode', () => {
  it('logs an unknown five-character code once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    checkLocaleCode('pt-BR')
    checkLocaleCode('pt-BR')
    checkLocaleCode('xx_YY')
    expect(warned(warn, 'translator-unknown-locale')).toEqual([
      { level: 'warn', event: 'translator-unknown-locale', code: 'pt-BR' },
      { level: 'warn', event: 'translator-unknown-locale', code: 'xx_YY' },
    ])
  })

  it.each(LOCALES)('does not log the known locale %s', (code) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    checkLocaleCode(code)
    expect(warn).not.toHaveBeenCalled()
  })

  it.each(['de', 'en', '', 'de-DEU', 'deutsch'])('does not log %j, which is not five characters long', (code) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    checkLocaleCode(code)
    expect(warn).not.toHaveBeenCalled()
  })
})
