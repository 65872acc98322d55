// Interface words per language (SPEC §5): typed keys, `{name}` interpolation, and the missing-key and unknown-locale
// logging rules. One translator per language per isolate.
import { holdsIsolateMemory } from '../cache/isolate-memory'
import { beforeAbort } from '../domain/before-abort'
import { interpolate } from '../domain/interpolate'
import { LOCALES, type Language } from '../domain/locales'
import { log } from '../log'
import type { Messages } from './messages/types'
import { SingleFlight } from '../cache/single-flight'

/** Dotted path of every string leaf: 'shell.home' | 'cta.jetztGestalten' | … */
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string]
export type MessageKey = Paths<Messages>

export type Params = Record<string, string | number>
export type Translator = (key: MessageKey, params?: Params) => string

// SPEC §7 loads translation files lazily per locale. The files are static assets built from src/i18n/messages/*.ts
// (scripts/ops/build-messages.mjs, part of `npm run build:client`): a request's middleware loads its own language once per
// isolate through the ASSETS binding, so the six files cost the Worker bundle nothing (they were 17 KB of its gzip).
const flatTables = new Map<Language, ReadonlyMap<string, string>>()
const loading = new SingleFlight<void>()

/** The asset path of a language's words; the ASSETS binding ignores the host. */
export const messagesAssetUrl = (language: Language) => `https://assets.invalid/build/i18n/${language}.json`

/**
 * How long the requests of a language wait for its words (a static file of the same data centre, a few milliseconds
 * away): every request of the language joins the one load, so one that never ends would hold them all.
 */
export const MESSAGES_TIMEOUT_MS = 1_000

/**
 * Loads a language's words once per isolate. A failure or a load past `MESSAGES_TIMEOUT_MS` is logged and forgotten
 * (the next request tries again); the translator then shows SPEC §5's fallback text, so a page still renders.
 */
export function loadMessages(language: Language, assets: Fetcher): Promise<void> {
  if (flatTables.has(language)) return Promise.resolve()
  return loading.run(language, () =>
    beforeAbort(AbortSignal.timeout(MESSAGES_TIMEOUT_MS), async () => {
      const response = await assets.fetch(messagesAssetUrl(language))
      if (!response.ok) throw new Error(`status ${response.status}`)
      useMessages(language, (await response.json()) as Messages)
    }).catch((error: unknown) =>
      log.error('translations-unavailable', { language, error: error instanceof Error ? error.message : String(error) }),
    ),
  )
}

/** Installs a language's words (loadMessages; tests may install them directly). */
export function useMessages(language: Language, messages: Messages): void {
  flatTables.set(language, flatten(messages, '', new Map()))
}

export function messagesLoaded(language: Language): boolean {
  return flatTables.has(language)
}

// The shop API Worker bundles this module too, and its build defines no such flag: hence typeof.
if (typeof __STAND_INS__ !== 'undefined' && __STAND_INS__) holdsIsolateMemory('messages', () => flatTables.clear())

const EMPTY: ReadonlyMap<string, string> = new Map()
const translators = new Map<Language, Translator>()

function flatten(tree: object, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(prefix + key, value)
    else if (typeof value === 'object' && value !== null) flatten(value, `${prefix}${key}.`, into)
  }
  return into
}

function tableOf(language: Language): ReadonlyMap<string, string> {
  return flatTables.get(language) ?? EMPTY
}

/** Whether a key exists (for keys built from shop or CMS data, before translating them). */
export function hasMessage(language: Language, key: string): boolean {
  return tableOf(language).has(key)
}

// SPEC §5: a missing key shows its second segment (cta.jetztGestalten -> jetztGestalten); a single segment shows itself.
function fallbackText(key: string): string {
  const second = key.split('.')[1]
  return second ? second : key
}

/** Translates a key that is not known at compile time (e.g. from CMS content). */
export function translateLoose(language: Language, key: string, params?: Params): string {
  const text = tableOf(language).get(key)
  if (text !== undefined) return interpolate(text, params)
  // SPEC §5: missing translations are logged once per key (not while the language failed to load: that is logged once).
  if (flatTables.has(language)) log.once('warn', 'translator-missing-key', `${language}\u0000${key}`, { language, key })
  return fallbackText(key)
}

export function createTranslator(language: Language): Translator {
  let translator = translators.get(language)
  if (!translator) {
    translator = (key, params) => translateLoose(language, key, params)
    translators.set(language, translator)
  }
  return translator
}

const LOCALE_CODES: ReadonlySet<string> = new Set(LOCALES)

// SPEC §5: a locale code is two letters, a dash, two letters.
export function isLocaleCode(code: string): boolean {
  return /^[a-z]{2}-[a-z]{2}$/i.test(code)
}

/** Logs an unknown locale code once per isolate; SPEC §5: only codes of length 5 that are not among the 17 locales. */
export function checkLocaleCode(code: string): void {
  if (code.length !== 5 || LOCALE_CODES.has(code)) return
  log.once('warn', 'translator-unknown-locale', code, { code })
}
