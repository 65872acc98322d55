#!/usr/bin/env node
// Writes the Storyblok space's component definitions, generated from the schemas the Worker validates content with
// (scripts/cms/component-definitions.ts), in the format Storyblok's CLI pushes:
//   npm run cms:components [-- --out FILE]        (default: .storyblok/components.json)
//   npx storyblok push-components .storyblok/components.json --space <SPACE_ID>
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { build } from 'esbuild'
import { ROOT } from './demo-space.mjs'

const at = process.argv.indexOf('--out')
const out = resolve(at > 0 ? process.argv[at + 1] : join(ROOT, '.storyblok', 'components.json'))
const bundled = await build({
  entryPoints: [join(ROOT, 'scripts/cms/component-definitions.ts')],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  external: ['node:*'],
  write: false,
  logLevel: 'error',
})
const { componentDefinitions } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`)
const { components } = componentDefinitions()
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, `${JSON.stringify({ components }, null, 2)}\n`)
const roots = components.filter((component) => component.is_root).map((component) => component.name)
console.log(`${components.length} components (content types: ${roots.join(', ')}) written to ${out}`)
