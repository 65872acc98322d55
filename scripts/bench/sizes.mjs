// Step 1 and 2: the production builds, both Workers' bundle sizes, and the home page's first-load JavaScript.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'
import { API_OUT_DIR, fileSizes, gzipSize, OUT_DIR, PRODUCTION_OUT_DIR, PUBLIC_DIR, ROOT, runCommand, WORKER_OUT_DIR } from './lib.mjs'

const BUILD_ENV = { NODE_ENV: 'production', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' }

/** `wrangler deploy --dry-run --outdir <outDir> <args>`: the bundled module's path and size, and wrangler's own figure. */
async function dryRun(label, outDir, args, log) {
  rmSync(outDir, { recursive: true, force: true })
  const wrangler = await runCommand('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', relative(ROOT, outDir), ...args], {
    env: BUILD_ENV,
    label: `wrangler deploy --dry-run (${label})`,
  })
  log.push(`$ wrangler deploy --dry-run ${args.join(' ')}\n${wrangler.output}`)
  if (!/--dry-run: exiting now/.test(wrangler.output)) {
    throw new Error(`wrangler deploy --dry-run (${label}) did not report a finished dry run; see ${join(OUT_DIR, 'build.log')}`)
  }
  // The outdir holds the bundled module (index.js), its source map and a README; wrangler names the module after `main`.
  const modules = readdirSync(outDir).filter((name) => /\.m?js$/.test(name))
  const main = modules.includes('index.js') ? 'index.js' : modules.length === 1 ? modules[0] : undefined
  if (!main) throw new Error(`cannot tell the Worker module in ${outDir}: ${modules.join(', ') || 'no .js files'}`)
  if (modules.length > 1) {
    throw new Error(`the dry-run outdir holds more than one module (${modules.join(', ')}); the benchmark expects one bundled script`)
  }
  const scriptPath = join(outDir, main)
  const wranglerTotal = /Total Upload: ([^\n]+)/.exec(wrangler.output)?.[1]?.trim()
  return { scriptPath, wranglerTotal, bundle: { file: relative(ROOT, scriptPath), ...fileSizes(scriptPath) } }
}

/**
 * `npm run build:client`, then three dry runs: the storefront as production ships it (`--env production`: its size),
 * the storefront of the top-level environment (the bundle the benchmark serves: it carries the demo space's stand-in
 * the benchmark reads), and the shop API Worker (wrangler.api.toml; its code is the same in every environment).
 */
export async function buildProduction() {
  mkdirSync(OUT_DIR, { recursive: true })
  const client = await runCommand('npm', ['run', 'build:client'], { label: 'npm run build:client' })
  const log = [`$ npm run build:client\n${client.output}`]
  try {
    const production = await dryRun('storefront, production', PRODUCTION_OUT_DIR, ['--env', 'production'], log)
    const served = await dryRun('storefront, top level', WORKER_OUT_DIR, [], log)
    const api = await dryRun('shop API, production', API_OUT_DIR, ['-c', 'wrangler.api.toml', '--env', 'production'], log)
    return {
      scriptPath: served.scriptPath,
      apiScriptPath: api.scriptPath,
      wranglerTotal: production.wranglerTotal,
      bundle: production.bundle,
      apiBundle: { ...api.bundle, wranglerTotalUpload: api.wranglerTotal },
    }
  } finally {
    writeFileSync(join(OUT_DIR, 'build.log'), log.join('\n'))
  }
}

// Static imports in esbuild's minified ESM output: `import{a as b}from"./chunks/chunk-X.js"`, `import"./x.js"`,
// `export*from"./x.js"`, at a statement boundary. Dynamic imports: `import("./chunks/action-bar-X.js")`.
const STATIC_IMPORT = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?["']([^"'\n]+)["']/g
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"'\n]+)["']\s*\)/g
const SITE = 'http://site.invalid'

function publicFile(url) {
  return join(PUBLIC_DIR, decodeURIComponent(new URL(url).pathname))
}

function attributes(tag) {
  const result = {}
  for (const match of tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    result[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? ''
  }
  return result
}

/**
 * The JavaScript a first visit to the page downloads: its script (and modulepreload) files, what they import statically,
 * and the dynamic chunk of every island on the page together with that chunk's static imports.
 */
export function firstLoadJs(html) {
  const entries = []
  const notes = []
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = attributes(match[1])
    if (attrs.src !== undefined) entries.push(attrs.src)
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1])
    if ((attrs.rel ?? '').split(/\s+/).includes('modulepreload') && attrs.href) entries.push(attrs.href)
  }
  // Islands hydrated on interaction, on the first scroll or on demand load nothing until the shopper acts: not first-load.
  const markers = [...html.matchAll(/<div\b[^>]*\bdata-island\s*=\s*["']([^"']+)["'][^>]*>/g)]
  const deferred = (tag) => /\bdata-hydrate\s*=\s*["'](interaction|manual|scroll)["']/.test(tag)
  const islands = [...new Set(markers.filter((m) => !deferred(m[0])).map((m) => m[1]))]
  const onInteraction = [...new Set(markers.filter((m) => deferred(m[0])).map((m) => m[1]))].filter((name) => !islands.includes(name))
  if (onInteraction.length) notes.push(`not counted (load on interaction): ${onInteraction.join(', ')}`)

  const files = new Map() // url -> { file, rawBytes, gzipBytes, via }
  const dynamicImports = new Map() // url -> importer
  function visit(url, via) {
    if (files.has(url)) return
    if (new URL(url).origin !== SITE) {
      notes.push(`not counted (other origin): ${url}`)
      return
    }
    const path = publicFile(url)
    if (!existsSync(path)) throw new Error(`first-load JS: ${new URL(url).pathname} (${via}) is not in ${relative(ROOT, PUBLIC_DIR)}/`)
    const buffer = readFileSync(path)
    files.set(url, { file: relative(PUBLIC_DIR, path), rawBytes: buffer.length, gzipBytes: gzipSize(buffer), via })
    const source = buffer.toString('utf8')
    for (const match of source.matchAll(STATIC_IMPORT))
      visit(new URL(match[1], url).href, `import from ${posix.basename(new URL(url).pathname)}`)
    for (const match of source.matchAll(DYNAMIC_IMPORT)) {
      const target = new URL(match[1], url).href
      if (!dynamicImports.has(target)) dynamicImports.set(target, url)
    }
  }
  for (const src of entries) visit(new URL(src, SITE).href, 'page <script>')
  for (const island of islands) {
    const escaped = island.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const chunkName = new RegExp(`^${escaped}-[A-Za-z0-9_]+\\.js$`)
    const chunks = [...dynamicImports.keys()].filter((url) => chunkName.test(posix.basename(new URL(url).pathname)))
    if (chunks.length === 0)
      notes.push(`island "${island}": no dynamic chunk named ${island}-*.js (bundled into the entry, or not loadable)`)
    for (const url of chunks) visit(url, `island ${island} (dynamic import)`)
  }
  const list = [...files.values()]
  return {
    scripts: entries,
    islands,
    files: list,
    totalRawBytes: list.reduce((sum, f) => sum + f.rawBytes, 0),
    totalGzipBytes: list.reduce((sum, f) => sum + f.gzipBytes, 0),
    notes: [...notes, ...crossCheckWithMetafile(list)],
  }
}

/** esbuild's metafile (written by build:client) knows each output's static imports; say so if the regex scan disagrees. */
function crossCheckWithMetafile(list) {
  const metaPath = join(ROOT, '.wrangler', 'client-meta.json')
  if (!existsSync(metaPath)) return []
  try {
    const outputs = JSON.parse(readFileSync(metaPath, 'utf8')).outputs ?? {}
    const notes = []
    const counted = new Set(list.map((f) => posix.join('public', f.file.split('\\').join('/'))))
    for (const file of counted) {
      const output = outputs[file]
      if (!output) {
        notes.push(`metafile: ${file} is not an output of the last build:client`)
        continue
      }
      const staticImports = (output.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => i.path)
      for (const path of staticImports) if (!counted.has(path)) notes.push(`metafile: ${file} imports ${path}, which the scan missed`)
    }
    return notes
  } catch (error) {
    return [`metafile unreadable: ${error.message}`]
  }
}
