#!/usr/bin/env node
// The bundled demo space, built from its one source of truth (demo/seed/*.ts) and seeded into the local DEMO_SPACE KV
// namespace, which only development, tests and the benchmark bind. `npm run dev` runs it before every start, so a fresh
// clone and a clone with old local state both serve the current demo content:
//   node scripts/demo-space.mjs [--persist-to DIR]
// Seeding is a publish: the space gets a new cache version (a Unix timestamp, as Storyblok's cv is) and the local story
// cache forgets the version it knew, so no page is built from the previous content.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const BRANDS = ['cards', 'poster']

// Some sources log (src/log.ts imports node:async_hooks); Node provides its builtins, so they stay imports. The
// runtime's `cloudflare:workers` (the Worker's bindings) does not exist in Node, and no script runs code that reads
// a binding: it is an empty `env` here.
const NO_BINDINGS = {
  name: 'no-bindings',
  setup(build) {
    build.onResolve({ filter: /^cloudflare:workers$/ }, () => ({ path: 'cloudflare:workers', namespace: 'no-bindings' }))
    build.onLoad({ filter: /.*/, namespace: 'no-bindings' }, () => ({ contents: 'export const env = {}', loader: 'js' }))
  },
}

/** A TypeScript module of the repository, bundled and imported in Node (the scripts share the Worker's own sources). */
export async function importTs(entry) {
  const result = await build({
    entryPoints: [join(ROOT, entry)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    external: ['node:*'],
    plugins: [NO_BINDINGS],
    // A script keeps nothing in isolate memory to forget (src/cache/isolate-memory.ts), and carries no stand-in.
    define: { __STAND_INS__: 'false' },
    write: false,
    logLevel: 'error',
  })
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`)
}

/** Each brand's space as the Worker reads it (src/content/demo/space.ts `demoSpaceSchema`): `{ cv, stories }`. */
export async function buildDemoSpaces(cv) {
  // Stored the way Storyblok stores it: the seeds are written for people, the space holds what the CDN API delivers.
  const [{ componentDefinitions }, { storyUuid, toStoryblokShape }] = await Promise.all([
    importTs('scripts/cms/component-definitions.ts'),
    importTs('scripts/cms/wire-form.ts'),
  ])
  const { components } = componentDefinitions()
  const [{ DEMO_SPACE_IDS }, { demoStoryId }] = await Promise.all([
    importTs('src/content/demo/ids.ts'),
    importTs('src/content/demo/space.ts'),
  ])
  const spaces = {}
  for (const brand of BRANDS) {
    const seeds = (await importTs(`demo/seed/${brand}.ts`)).stories
    // Every value in Storyblok's wire form (scripts/cms/wire-form.ts); story links name their target's uuid.
    const targetUuid = (fullSlug) => storyUuid(brand, fullSlug)
    const shape = (content) => (content === undefined ? undefined : toStoryblokShape(content, components, { targetUuid }))
    const stories = seeds.map((story, position) => {
      const content = shape(story.content)
      // Draft content as the CDN API answers it: every block with its `_editable`, also where no draft differs.
      const draft = story.draft ? shape(story.draft) : content && structuredClone(content)
      return {
        ...story,
        uuid: story.uuid ?? targetUuid(story.full_slug),
        ...(content ? { content } : {}),
        ...(draft ? { draft: withEditable(draft, demoStoryId(brand, position), DEMO_SPACE_IDS[brand]) } : {}),
      }
    })
    spaces[brand] = cv === undefined ? { stories } : { cv, stories }
  }
  return spaces
}

/** Every block of draft content names itself to the visual editor in Storyblok's form (see src/content/editable.ts). */
function withEditable(node, storyId, spaceId) {
  if (Array.isArray(node)) for (const item of node) withEditable(item, storyId, spaceId)
  else if (node && typeof node === 'object') {
    if (typeof node.component === 'string' && typeof node._uid === 'string') {
      const options = { name: node.component, space: String(spaceId), uid: node._uid, id: String(storyId) }
      node._editable = `<!--#storyblok#${JSON.stringify(options)}-->`
    }
    for (const value of Object.values(node)) withEditable(value, storyId, spaceId)
  }
  return node
}

/** The DEMO_SPACE entries (key, JSON value) of these spaces, and the story-cache keys a reseed makes stale. */
export async function demoSpaceEntries(spaces) {
  const { demoSpaceKey } = await importTs('src/content/demo/space.ts')
  const { cacheVersionKey } = await importTs('src/cache/keys.ts')
  return {
    entries: Object.entries(spaces).map(([brand, space]) => ({ key: demoSpaceKey(brand), value: JSON.stringify(space) })),
    staleCacheKeys: BRANDS.map((brand) => cacheVersionKey(brand)),
  }
}

async function seedLocal(persistTo) {
  const spaces = await buildDemoSpaces(Math.floor(Date.now() / 1000))
  const { entries, staleCacheKeys } = await demoSpaceEntries(spaces)
  const dir = join(ROOT, '.wrangler', 'demo-space')
  mkdirSync(dir, { recursive: true })
  const spaceFile = join(dir, 'space.json')
  const staleFile = join(dir, 'stale-keys.json')
  writeFileSync(spaceFile, JSON.stringify(entries))
  writeFileSync(staleFile, JSON.stringify(staleCacheKeys))
  const wrangler = join(ROOT, 'node_modules', '.bin', 'wrangler')
  const where = ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])]
  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' }
  const run = (args) => execFileSync(wrangler, args, { cwd: ROOT, env, stdio: 'pipe' })
  run(['kv', 'bulk', 'put', spaceFile, '--binding', 'DEMO_SPACE', ...where])
  run(['kv', 'bulk', 'delete', staleFile, '--binding', 'STORY_CACHE', '--force', ...where])
  const count = Object.values(spaces).reduce((n, space) => n + space.stories.length, 0)
  console.log(`demo space: ${count} stories seeded into the local DEMO_SPACE namespace`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const option = (name) => {
    const at = process.argv.indexOf(name)
    return at > 0 ? process.argv[at + 1] : undefined
  }
  await seedLocal(option('--persist-to'))
}
