// Writes src/views/islands/views.ts, the server's island registry, from the island files themselves: every
// src/views/islands/<name>-view.tsx is the island <name>, exporting <Name>View and its props type <Name>Props, and
// client/islands/<name>.tsx hydrates it (the client finds it by that file name). `npm run build:client` runs this, so
// adding an island is two files; test/routes/island-registry.test.ts fails when the committed registry is not what
// this writes, or when a view and a client file do not pair up.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const VIEWS_DIR = 'src/views/islands'
export const CLIENT_DIR = 'client/islands'
export const REGISTRY = `${VIEWS_DIR}/views.ts`

const VIEW_FILE = /^(.+)-view\.tsx$/
// A marker name is also a file name and a CSS-safe attribute value: lower-case words joined by hyphens.
const ISLAND_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

/** The islands' names, from the `*-view.tsx` files of the views folder (sub-folders hold parts, not islands). */
export function islandViewNames(root = ROOT) {
  const names = readdirSync(join(root, VIEWS_DIR), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => VIEW_FILE.exec(entry.name)?.[1])
    .filter((name) => name !== undefined)
    .sort()
  const bad = names.filter((name) => !ISLAND_NAME.test(name))
  if (bad.length) throw new Error(`${VIEWS_DIR}: island names are lower-case words joined by hyphens, not ${bad.join(', ')}`)
  return names
}

/** Every file under the client's islands folder, sub-folders included (all of them are bundled as islands), sorted. */
export function islandClientFiles(root = ROOT) {
  const dir = join(root, CLIENT_DIR)
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort()
}

const pascal = (name) => name.replace(/(?:^|-)([a-z0-9])/g, (_, letter) => letter.toUpperCase())
const key = (name) => (/^[a-z_$][\w$]*$/i.test(name) ? name : `'${name}'`)

/** The registry's source for these islands, formatted as Prettier would. */
export function registrySource(names) {
  const lines = [
    "// The server's island registry, written by scripts/island-registry.mjs from the *-view.tsx files next to it (run by",
    '// `npm run build:client`; do not edit): island name -> the view the server renders, typed by the props the view declares.',
    ...names.map((name) => `import { ${pascal(name)}View, type ${pascal(name)}Props } from './${name}-view'`),
    '',
    'export interface IslandProps {',
    ...names.map((name) => `  ${key(name)}: ${pascal(name)}Props`),
    '}',
    'export type IslandName = keyof IslandProps',
    '',
    'export const islandViews: { [N in IslandName]: (props: IslandProps[N]) => React.ReactNode } = {',
    ...names.map((name) => `  ${key(name)}: ${pascal(name)}View,`),
    '}',
    '',
  ]
  return lines.join('\n')
}

/** Writes the registry when it changed (an unchanged file keeps its time, so watchers do not rebuild for nothing). */
export function writeRegistry(root = ROOT) {
  const path = join(root, REGISTRY)
  const source = registrySource(islandViewNames(root))
  let current
  try {
    current = readFileSync(path, 'utf8')
  } catch {
    current = undefined
  }
  if (current === source) return false
  writeFileSync(path, source)
  return true
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (writeRegistry()) console.log(`wrote ${REGISTRY}`)
}
