// Lint: typescript-eslint's type-aware rules; above all no floating promises (on Workers a promise neither awaited
// nor passed to waitUntil is silently dropped).
import tseslint from 'typescript-eslint'

/**
 * The layer table: each folder of src/ (and each file at its root) with what it may import of the others. Lint forbids
 * every other edge, so the folder graph stays one-way (scripts/lint/folder-graph.mjs checks the same from the files);
 * docs/architecture.md's layer table says the same in words. `packages` names what a folder never imports from npm or the runtime.
 */
const LAYERS = {
  domain: { may: [], packages: ['hono', 'react', 'react-dom', 'cloudflare:', 'node:'], why: 'pure rules' },
  'shop-contract': { may: ['domain'], onlyPackage: 'zod/mini', why: 'the leaf both Workers share' },
  cache: {
    may: ['domain', 'log', 'log-events'],
    packages: ['hono', 'react', 'react-dom'],
    why: 'cached state, below the layers that use it',
  },
  content: { may: ['cache', 'config', 'domain', 'log', 'log-events'], packages: ['hono', 'react', 'react-dom'], why: 'CMS reads only' },
  flags: { may: ['cache', 'domain', 'log', 'log-events'], packages: ['hono', 'react', 'react-dom'], why: 'feature-flag definitions' },
  i18n: { may: ['cache', 'domain', 'log', 'log-events'], packages: ['hono', 'react', 'react-dom'], why: 'interface words' },
  http: {
    may: ['domain', 'i18n', 'log', 'log-events'],
    packages: ['react', 'react-dom'],
    why: 'the HTTP pieces both Workers share',
  },
  shop: {
    may: ['app-env', 'config', 'domain', 'log', 'log-events', 'shop-contract'],
    packages: ['react', 'react-dom'],
    why: 'the shop client',
  },
  views: {
    may: ['config', 'content', 'domain', 'i18n', 'log', 'log-events', 'shop-contract'],
    packages: ['hono'],
    why: 'pure components from props',
  },
  blocks: {
    may: ['config', 'content', 'domain', 'i18n', 'log', 'log-events', 'shop', 'shop-contract', 'views'],
    packages: ['hono'],
    why: 'a CMS block: its schema, load and view',
  },
  pages: {
    may: ['blocks', 'config', 'content', 'domain', 'i18n', 'log', 'log-events', 'shop-contract', 'views'],
    packages: ['hono'],
    why: 'whole pages put together from blocks and views',
  },
  loaders: {
    may: [
      'blocks',
      'cache',
      'config',
      'content',
      'domain',
      'flags',
      'i18n',
      'log',
      'log-events',
      'pages',
      'shop',
      'shop-contract',
      'views',
    ],
    packages: ['hono'],
    why: 'loaders take the request scope',
  },
  middleware: {
    may: ['app-env', 'cache', 'config', 'content', 'domain', 'flags', 'http', 'i18n', 'loaders', 'log', 'log-events', 'shop'],
    why: 'what runs around every route',
  },
  respond: {
    may: ['app-env', 'cache', 'config', 'content', 'domain', 'i18n', 'loaders', 'log', 'log-events', 'middleware', 'pages', 'views'],
    why: 'the document renderer and the responses routes share',
  },
  routes: {
    may: [
      'app-env',
      'blocks',
      'cache',
      'config',
      'content',
      'domain',
      'flags',
      'http',
      'i18n',
      'loaders',
      'log',
      'log-events',
      'middleware',
      'pages',
      'respond',
      'shop',
      'shop-contract',
      'views',
    ],
    why: 'parse, load, render',
  },
  api: {
    may: ['config', 'domain', 'http', 'i18n', 'log', 'log-events', 'shop-contract'],
    why: 'the shop API Worker: it shares the contract and the generic HTTP pieces, never the storefront',
  },
}

/** Every folder and root file of src/ an import can name. */
const NODES = [...Object.keys(LAYERS), 'app', 'app-env', 'config', 'index', 'log', 'log-events', 'types']
const escape = (name) => name.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')

/** One lint row per folder and depth, so `../` counts reach exactly the top of src/. */
function layerRows() {
  return Object.entries(LAYERS).flatMap(([folder, layer]) => {
    const forbidden = NODES.filter((node) => node !== folder && !layer.may.includes(node))
    return [1, 2, 3, 4].map((depth) => {
      const up = '\\.\\./'.repeat(depth)
      const patterns = [
        {
          regex: `^${up}(${forbidden.map(escape).join('|')})(/|$)`,
          message: `${folder}/ (${layer.why}) imports only ${layer.may.length ? layer.may.join(', ') : 'itself'} of src/ (the layer table in eslint.config.js).`,
        },
      ]
      if (layer.packages) {
        patterns.push({
          regex: `^(${layer.packages.map(escape).join('|')})(/|$)`,
          message: `${folder}/ never imports ${layer.packages.join(', ')}.`,
        })
      }
      if (layer.onlyPackage) {
        patterns.push({
          regex: `^(?!\\.|${escape(layer.onlyPackage)}$)`,
          message: `${folder}/ imports no package but ${layer.onlyPackage}.`,
        })
      }
      const glob = `src/${folder}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`
      return { files: [glob], rules: { 'no-restricted-imports': ['error', { patterns }] } }
    })
  })
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'public/build/**',
      '.wrangler/**',
      'worker-configuration.d.ts',
      'api-configuration.d.ts',
      'scripts/bench/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // Three programs: the Worker (root), the browser (client/) and Node-side test code (test/node).
        project: ['./tsconfig.json', './client/tsconfig.json', './test/node/tsconfig.json'],
        tsconfigRootDir: new URL('.', import.meta.url).pathname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-namespace': 'off',
    },
  },
  // The built-in shop API is its own Worker (wrangler.api.toml), reached through the SHOP_API service binding: nothing
  // of the storefront imports it, or its code would ship in the storefront's bundle. First, so that a folder's own layer
  // rule below (which must forbid api/ itself) takes its place there.
  {
    files: ['src/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(src/)?api(/|$)|^\\./api(/|$)',
              message: 'src/api/ is the shop API Worker: the storefront reaches it through the SHOP_API binding (src/shop/for-request.ts).',
            },
          ],
        },
      ],
    },
  },
  // Layers point one way (the table above). A folder's own row replaces the storefront-wide ban on src/api/ for its
  // files, so each row forbids api/ itself where the table does not allow it.
  ...layerRows(),
  // zod/mini helpers that cost the storefront Worker kilobytes for what a few lines do (docs/architecture.md "Decisions worth knowing"): z.catch
  // keeps all of zod's util module (catchWith in src/content/fields.ts builds the same schema), the string formats
  // their own validators (src/config.ts has small parsers that accept the same).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'z',
          property: 'catch',
          message: 'Use catchWith() from src/content/fields.ts: z.catch keeps all of zod/util in the bundle.',
        },
        ...['stringbool', 'iso', 'httpUrl', 'url', 'email'].map((property) => ({
          object: 'z',
          property,
          message: "zod's string formats cost the Worker's bundle their validators; check with a regex or a small parser.",
        })),
      ],
    },
  },
  // The Worker stands on React's and the runtime's public APIs: a global replaced (while a render starts, while a
  // module loads) changes code it does not own, and React's private internals change without notice between releases.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression > MemberExpression.left[object.name='globalThis']",
          message: 'Do not replace a global: pass what you need to the code that needs it.',
        },
        {
          selector: 'Identifier[name=/^__.*(INTERNALS|DO_NOT_USE)/]',
          message: "React's private internals are not an API: use its public exports.",
        },
      ],
    },
  },
  // The browser writes cookies in one place, so every cookie keeps the shop's attributes (path, SameSite, Secure).
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/lib/cookies.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression > MemberExpression.left[object.name='document'][property.name='cookie']",
          message: 'Write cookies with writeCookie() from client/lib/cookies.ts.',
        },
      ],
    },
  },
)
