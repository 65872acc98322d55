#!/usr/bin/env node
// Purges the story cache by moving the stored cache version (cv): every story key carries cv, so all entries miss at
// once and are fetched fresh; the previous cv stays known as the fallback during a CMS outage.
//   npm run cache:purge                              local (wrangler dev's KV)
//   npm run cache:purge -- --env production          the production namespace (needs `wrangler login`)
import { execFileSync } from 'node:child_process'
import { writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { importTs } from '../demo-space.mjs'

const { values } = parseArgs({ options: { env: { type: 'string' }, brand: { type: 'string', multiple: true } } })
const brands = values.brand ?? ['cards', 'poster']
const where = values.env ? ['--env', values.env, '--remote'] : ['--local']
const wrangler = (args) =>
  execFileSync('npx', ['wrangler', ...args, '--binding', 'STORY_CACHE', ...where], {
    encoding: 'utf8',
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })

const { cacheVersionKey } = await importTs('src/cache/keys.ts')
for (const brand of brands) {
  const key = cacheVersionKey(brand)
  let previous
  try {
    previous = JSON.parse(wrangler(['kv', 'key', 'get', key])).cv
  } catch {
    previous = undefined
  }
  // Storyblok accepts any cv as a cache buster; the real one returns with the next background check (30 s).
  const cv = Math.floor(Date.now() / 1000)
  const file = join(mkdtempSync(join(tmpdir(), 'purge-')), 'cv.json')
  writeFileSync(file, JSON.stringify({ cv, previous, checkedAt: Date.now() }))
  wrangler(['kv', 'key', 'put', key, '--path', file])
  console.log(`${brand}: cache version ${previous ?? '(none)'} -> ${cv}; isolates pick it up within 5 s`)
}
