// The interface words installed from the source files. The Worker loads each language's words from the built assets
// (src/middleware/messages.ts); tests install them from the sources, so a test that renders a component directly reads
// the same words. test/routes/messages.test.ts covers the loading itself.
import de from '../../src/i18n/messages/de'
import en from '../../src/i18n/messages/en'
import es from '../../src/i18n/messages/es'
import fr from '../../src/i18n/messages/fr'
import it from '../../src/i18n/messages/it'
import nl from '../../src/i18n/messages/nl'
import { useMessages } from '../../src/i18n/translate'

const sources = { de, en, es, fr, it, nl }

export function installWords(): void {
  for (const [language, messages] of Object.entries(sources)) useMessages(language as keyof typeof sources, messages)
}
