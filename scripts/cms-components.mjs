#!/usr/bin/env node
// Writes the Storyblok space's component definitions, generated from the schemas the Worker validates content with
// (scripts/cms/component-definitions.ts), where Storyblok's CLI v4 reads them and in the form it reads: a bare JSON array
// of components in `{path}/components/{space id}/` (test/content/cms-components-push.test.ts checks the folder against
// the CLI's loader rules):
//   npm run cms:components -- --space <SPACE_ID> [--path DIR]      (DIR defaults to .storyblok, as the CLI's --path)
//   npx storyblok@4.22.0 components push --space <SPACE_ID> [--path DIR]
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { importTs, ROOT } from './demo-space.mjs'

const FILE = 'components.json'

/** The folder `storyblok components push --space <space> [--path <path>]` reads: `{path}/components/{space}`. */
export function componentsFolder(space, path = '.storyblok') {
  return resolve(ROOT, path, 'components', space)
}

/**
 * Writes the components to `{path}/components/{space}/components.json`. The CLI reads every `.json` file of that
 * folder, so any other file there (an earlier `components pull`, say) is named in `others`: its components would be
 * pushed too, or clash with ours as duplicates.
 */
export async function writeComponents({ space, path }) {
  if (!/^\d{1,20}$/.test(space ?? '')) throw new Error('name the space: npm run cms:components -- --space <SPACE_ID> (its numeric id)')
  const { componentDefinitions, STORYBLOK_CLI } = await importTs('scripts/cms/component-definitions.ts')
  const { components } = componentDefinitions()
  const folder = componentsFolder(space, path)
  mkdirSync(folder, { recursive: true })
  const file = join(folder, FILE)
  writeFileSync(file, `${JSON.stringify(components, null, 2)}\n`)
  const others = readdirSync(folder).filter((name) => name.endsWith('.json') && name !== FILE)
  return { file, folder, components, others, cli: STORYBLOK_CLI }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const option = (name) => {
    const at = process.argv.indexOf(name)
    return at > 0 ? process.argv[at + 1] : undefined
  }
  const space = option('--space')
  const path = option('--path')
  try {
    const { file, components, others, cli } = await writeComponents({ space, path })
    const roots = components.filter((component) => component.is_root).map((component) => component.name)
    console.log(`${components.length} components (content types: ${roots.join(', ')}) written to ${file}`)
    for (const other of others) console.warn(`also in that folder, and pushed with it: ${other} (remove it unless it belongs there)`)
    console.log(`push them: npx ${cli} components push --space ${space}${path ? ` --path ${path}` : ''}`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  }
}
