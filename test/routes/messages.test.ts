import { env } from 'cloudflare:workers'
import { afterAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/domain/locales'
import de from '../../src/i18n/messages/de'
import en from '../../src/i18n/messages/en'
import es from '../../src/i18n/messages/es'
import fr from '../../src/i18n/messages/fr'
import it_ from '../../src/i18n/messages/it'
import nl from '../../src/i18n/messages/nl'
import { createTranslator, loadMessages, messagesAssetUrl, messagesLoaded, useMessages } from '../../src/i18n/translate'
import { fetchWorker } from './fetch-worker'
import { expectErrorLog } from '../setup/quiet-console'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'

const SOURCES = { de, en, es, fr, it: it_, nl }

describe('interface words load lazily per language (SPEC §7)', () => {
  afterAll(() => {
    for (const [language, messages] of Object.entries(SOURCES)) useMessages(language as keyof typeof SOURCES, messages)
  })

  it.each(LANGUAGES)('the built %s file is exactly the source file', async (language) => {
    const response = await env.ASSETS.fetch(messagesAssetUrl(language))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(SOURCES[language])))
  })

  it('loads only the language a request needs, once', async () => {
    forgetIsolateMemory('messages')
    const page = await fetchWorker('/', { host: 'cards.fr.localhost' })
    expect(page.status).toBe(200)
    expect(messagesLoaded('fr')).toBe(true)
    expect(messagesLoaded('de')).toBe(false)
    expect(await page.text()).toContain(`>${fr.layout.skip}</a>`)
    await loadMessages('fr', { fetch: () => Promise.reject(new Error('must not fetch again')) } as unknown as Fetcher)
    expect(createTranslator('fr')('shell.home')).toBe(fr.shell.home)
  })

  it('shows the SPEC §5 fallback text while a language cannot be loaded, and tries again later', async () => {
    forgetIsolateMemory('messages')
    expectErrorLog('translations-unavailable')
    const failing = { fetch: () => Promise.resolve(new Response('gone', { status: 404 })) } as unknown as Fetcher
    await loadMessages('nl', failing)
    expect(messagesLoaded('nl')).toBe(false)
    expect(createTranslator('nl')('shell.home')).toBe('home')
    await loadMessages('nl', env.ASSETS)
    expect(createTranslator('nl')('shell.home')).toBe(nl.shell.home)
  })

  it('stops waiting for words that do not come: the fallback text after the time limit, and a load that ends next time', async () => {
    forgetIsolateMemory('messages')
    expectErrorLog('translations-unavailable')
    // Headers, then a body that never ends: every request of the language joins this one load.
    const stalled = { fetch: () => Promise.resolve(new Response(new ReadableStream({ start() {} }))) } as unknown as Fetcher
    // Both end (at MESSAGES_TIMEOUT_MS) instead of waiting for good.
    await Promise.all([loadMessages('es', stalled), loadMessages('es', stalled)])
    expect(createTranslator('es')('shell.home')).toBe('home')
    await loadMessages('es', env.ASSETS)
    expect(createTranslator('es')('shell.home')).toBe(es.shell.home)
  })
})
