#!/usr/bin/env node
// Simulates Storyblok's publish webhook against a running local shop (`npm run dev`): the story's draft in the demo
// space becomes published and the cache version moves, exactly the path a real publish takes in production.
//   npm run publish:demo -- de-de/ [--brand poster] [--url http://127.0.0.1:8787]
// (`de-de/` is the home page: Storyblok names a folder's start page after its folder, with a trailing slash.)
import { createHmac } from 'node:crypto'
import { parseArgs } from 'node:util'
import { devSecret } from '../dev-secrets.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { brand: { type: 'string', default: 'cards' }, url: { type: 'string', default: 'http://127.0.0.1:8787' } },
})
const fullSlug = positionals[0]
if (!fullSlug || !/^[a-z]{2}-[a-z]{2}\/[a-z0-9/_-]*$/.test(fullSlug)) {
  console.error(
    'usage: npm run publish:demo -- <full_slug, e.g. de-de/ (home) or de-de/fotokalender> [--brand cards|poster] [--url http://127.0.0.1:8787]',
  )
  process.exit(2)
}
const spaceId = { cards: 1, poster: 2 }[values.brand]
if (!spaceId) {
  console.error(`unknown brand ${values.brand}: cards or poster`)
  process.exit(2)
}
// The shell's secret, else this checkout's development one (.dev.vars, as `npm run dev` runs with).
const secret = devSecret('STORYBLOK_WEBHOOK_SECRET')
// Storyblok's shape for a published story; the Worker re-reads the space version at most once in 10 s.
const body = JSON.stringify({
  text: `The user published the Story ${fullSlug}`,
  action: 'published',
  space_id: spaceId,
  full_slug: fullSlug,
})
const signature = createHmac('sha1', secret).update(body).digest('hex')
const response = await fetch(new URL('/_webhooks/storyblok', values.url), {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'webhook-signature': signature },
  body,
}).catch((error) => {
  console.error(`could not reach ${values.url}: is \`npm run dev\` running? (${error.message})`)
  process.exit(1)
})
console.log(`${response.status} ${await response.text()}`)
process.exit(response.ok ? 0 : 1)
