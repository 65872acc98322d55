// `npm run check:html`: renders every page type of both brands on a fresh local shop and validates them with the Nu
// Html Checker; prints each page's errors and exits 1 on any. Options: --port N  check a shop already running there.
import { fileURLToPath } from 'node:url'
import { fetchPage, PAGE_TYPES, validatePages } from './html-check.mjs'
import { startLocalShop } from './local-shop.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const given = process.argv.indexOf('--port')
const shop =
  given > 0 ? { port: Number(process.argv[given + 1]), stop: async () => {} } : await startLocalShop({ root, prefix: 'storefront-html-' })
let failed = 0
try {
  const pages = []
  for (const [host, path] of PAGE_TYPES) {
    const { status, html } = await fetchPage(shop.port, host, path)
    pages.push({ name: `${host}${path} (${status})`, html })
  }
  for (const { name, errors } of await validatePages(pages)) {
    failed += errors.length
    if (errors.length) console.log(`${name}: ${errors.length} error(s)\n${errors.map((e) => `  ${e}`).join('\n')}`)
  }
  console.log(`check:html: ${failed} error(s) on ${pages.length} pages`)
} finally {
  await shop.stop()
}
process.exitCode = failed ? 1 : 0
