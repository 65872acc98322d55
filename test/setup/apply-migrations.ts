// Every workerd test file starts with the D1 schema applied and the interface words installed.
import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test'
import de from '../../src/i18n/messages/de'
import en from '../../src/i18n/messages/en'
import es from '../../src/i18n/messages/es'
import fr from '../../src/i18n/messages/fr'
import it from '../../src/i18n/messages/it'
import nl from '../../src/i18n/messages/nl'
import { useMessages } from '../../src/i18n/translate'

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

// The Worker loads each language's words from the built assets (src/middleware/messages.ts); tests install them from the
// source files, so a test that renders a component directly reads the same words. test/routes/messages.test.ts covers
// the loading itself.
const sources = { de, en, es, fr, it, nl }
for (const [language, messages] of Object.entries(sources)) useMessages(language as keyof typeof sources, messages)
