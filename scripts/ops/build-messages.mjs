// Build step (part of `npm run build:client`): writes each language's interface words as JSON to
// public/build/i18n/{language}.json. The Worker loads only the language a request needs, through the ASSETS binding
// (SPEC §7: translation files load lazily per locale), so the six files are not part of the Worker bundle.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const out = join(root, 'public', 'build', 'i18n')
const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'nl']

mkdirSync(out, { recursive: true })
for (const language of LANGUAGES) {
  const result = await build({
    entryPoints: [join(root, 'src', 'i18n', 'messages', `${language}.ts`)],
    bundle: true,
    format: 'cjs',
    platform: 'neutral',
    write: false,
    logLevel: 'warning',
  })
  const module = { exports: {} }
  new Function('module', 'exports', result.outputFiles[0].text)(module, module.exports)
  const messages = module.exports.default
  if (!messages || typeof messages !== 'object') throw new Error(`src/i18n/messages/${language}.ts has no default export`)
  writeFileSync(join(out, `${language}.json`), JSON.stringify(messages))
}
