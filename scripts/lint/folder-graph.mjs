// The folder graph of src/: which top-level folder imports which. Run by `npm run lint`; fails when two folders import
// each other (a mutual edge hides a layer that points both ways), when files import each other in a circle, except
// the block registry's recursion into nested blocks, which is the one circle by design, or when the shop API Worker
// reaches a storefront-only folder through any chain of imports.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = fileURLToPath(new URL('../..', import.meta.url))
const SRC = join(root, 'src')
const EXTENSIONS = ['.ts', '.tsx', '.js', '.cjs', '.mjs']

/**
 * Files allowed in an import circle: a block that renders nested blocks (or rich text with embedded blocks) reaches
 * the registry that holds it.
 */
export const ALLOWED_CIRCLE = /(^|\/)blocks\/|(^|\/)richtext\.tsx$/

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return walk(path)
    return EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, 'index' + ext))]) {
    try {
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // not this candidate
    }
  }
  return undefined
}

/** A file's folder node: its top-level folder under src/, or the root file itself. */
export function folderOf(file) {
  const parts = relative(SRC, file).split('/')
  return parts.length > 1 ? parts[0] : parts[0].replace(/\.[^.]+$/, '')
}

/** A declaration that brings in types only: `import type`, or every named binding marked `type`. */
function typeOnly(node) {
  const clause = ts.isImportDeclaration(node) ? node.importClause : undefined
  if (ts.isExportDeclaration(node)) {
    return (
      node.isTypeOnly ||
      (node.exportClause &&
        ts.isNamedExports(node.exportClause) &&
        node.exportClause.elements.length > 0 &&
        node.exportClause.elements.every((element) => element.isTypeOnly))
    )
  }
  if (!clause) return false
  if (clause.isTypeOnly) return true
  const bindings = clause.namedBindings
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  )
}

/**
 * Every src file with the src files it imports: `all` counts type imports too (a folder depends on another's types),
 * `runtime` only what is loaded when the module runs (a circle there is what breaks module initialisation).
 */
export function importGraph() {
  const all = new Map()
  const runtime = new Map()
  for (const file of walk(SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
    const every = new Set()
    const loaded = new Set()
    for (const node of source.statements) {
      if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) || !node.moduleSpecifier) continue
      const target = resolveImport(file, node.moduleSpecifier.text)
      if (!target?.startsWith(SRC)) continue
      every.add(target)
      if (!typeOnly(node)) loaded.add(target)
    }
    all.set(file, [...every])
    runtime.set(file, [...loaded])
  }
  return { all, runtime }
}

export function mutualFolderEdges(graph) {
  const edges = new Map()
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const from = folderOf(file)
      const to = folderOf(target)
      if (from === to) continue
      const key = `${from} -> ${to}`
      if (!edges.has(key)) edges.set(key, `${relative(root, file)} imports ${relative(root, target)}`)
    }
  }
  const mutual = []
  for (const [key, example] of edges) {
    const [from, to] = key.split(' -> ')
    if (from < to && edges.has(`${to} -> ${from}`)) mutual.push(`${from} <-> ${to}: ${example}; ${edges.get(`${to} -> ${from}`)}`)
  }
  return mutual
}

/** Strongly connected groups of more than one file (Tarjan), leaving out the allowed block recursion. */
export function fileCircles(graph) {
  let index = 0
  const stack = []
  const state = new Map()
  const circles = []
  function visit(file) {
    state.set(file, { index, low: index, onStack: true })
    index++
    stack.push(file)
    for (const target of graph.get(file) ?? []) {
      if (!state.has(target)) {
        visit(target)
        state.get(file).low = Math.min(state.get(file).low, state.get(target).low)
      } else if (state.get(target).onStack) {
        state.get(file).low = Math.min(state.get(file).low, state.get(target).index)
      }
    }
    if (state.get(file).low === state.get(file).index) {
      const group = []
      let member
      do {
        member = stack.pop()
        state.get(member).onStack = false
        group.push(relative(root, member))
      } while (member !== file)
      if (group.length > 1) circles.push(group.sort())
    }
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return circles.filter((group) => !group.every((file) => ALLOWED_CIRCLE.test(file)))
}

/**
 * The storefront's own folders and root files: the shop API Worker (src/api/) reaches none of them, not even through a
 * folder both Workers share, or it would compile against (and bundle) the storefront.
 */
export const STOREFRONT_ONLY = [
  'app',
  'app-env',
  'blocks',
  'content',
  'index',
  'loaders',
  'middleware',
  'pages',
  'respond',
  'routes',
  'shop',
  'views',
]

/** Each storefront-only node the files of src/api/ reach through any chain of imports, with the chain that reaches it. */
export function apiReachesStorefront(graph) {
  const chains = new Map()
  const queue = []
  for (const file of graph.keys()) {
    if (folderOf(file) === 'api') {
      chains.set(file, [file])
      queue.push(file)
    }
  }
  const found = new Map()
  while (queue.length > 0) {
    const file = queue.shift()
    for (const target of graph.get(file) ?? []) {
      if (chains.has(target)) continue
      const chain = [...chains.get(file), target]
      chains.set(target, chain)
      queue.push(target)
      const node = folderOf(target)
      if (STOREFRONT_ONLY.includes(node) && !found.has(node)) found.set(node, chain.map((step) => relative(root, step)).join(' -> '))
    }
  }
  return [...found].map(([node, chain]) => `${node}: ${chain}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = importGraph()
  const problems = [
    ...mutualFolderEdges(graph.all).map((line) => `folders import each other: ${line}`),
    ...fileCircles(graph.runtime).map((group) => `import circle: ${group.join(', ')}`),
    ...apiReachesStorefront(graph.all).map((line) => `the shop API reaches the storefront's ${line}`),
  ]
  for (const problem of problems) console.error(problem)
  process.exit(problems.length ? 1 : 0)
}
