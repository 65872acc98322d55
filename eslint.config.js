// Lint: typescript-eslint's type-aware rules; above all no floating promises (on Workers a promise neither awaited
// nor passed to waitUntil is silently dropped).
import tseslint from 'typescript-eslint'

/** What pure code never imports: the web framework, React, the Workers runtime or Node. */
const RUNTIME = [{ regex: '^(hono|react|react-dom|cloudflare:|node:)', message: 'domain/ is pure: no Hono, React or runtime modules.' }]

/** Code that runs without a Hono app: it reads the request scope, never Context. */
const HONO_FREE = (why) => ({ regex: '^hono(/|$)', message: `${why}, never Hono: no hono imports here.` })

function layerRule(files, patterns) {
  return [{ files, rules: { 'no-restricted-imports': ['error', { patterns }] } }]
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'public/build/**', '.wrangler/**', 'worker-configuration.d.ts', 'scripts/bench/**'] },
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
  // Layers point one way: routes -> loaders -> content / shop -> cache -> domain, and render -> cache -> domain. A rule here
  // fails the lint the moment a file reaches the wrong way (the README's project layout says what each folder is for).
  ...layerRule(['src/domain/*.ts'], [{ regex: '^\\.\\./', message: 'domain/ is pure: it imports only from domain/.' }, ...RUNTIME]),
  ...layerRule(
    ['src/domain/*/*.ts'],
    [{ regex: '^\\.\\./\\.\\./', message: 'domain/ is pure: it imports only from domain/.' }, ...RUNTIME],
  ),
  ...layerRule(
    ['src/content/**/*.ts'],
    [
      {
        regex: '^(\\.\\./)+(render|routes|loaders|middleware|api|shop)(/|$)',
        message: 'content/ reads the CMS; rendering, requests and the shop are other layers.',
      },
      { regex: '^(hono|react|react-dom)(/|$)', message: 'content/ knows nothing of Hono or React.' },
    ],
  ),
  // shop-contract/ is the leaf both Workers share: the shop calls' paths and answer schemas, over domain/ and zod/mini.
  ...layerRule(
    ['src/shop-contract/**/*.ts'],
    [
      { regex: '^\\.\\./(?!domain/)', message: 'shop-contract/ is a leaf: it imports only domain/.' },
      { regex: '^(?!\\.|zod/mini$)', message: 'shop-contract/ imports no package but zod/mini.' },
    ],
  ),
  // cache/ holds and decides cached state for content/, flags/, middleware and render/, so it imports none of them
  // (only the story schema, until the story cache reads any schema), no React and no Hono: the page-cache middleware
  // hands it plain values.
  ...layerRule(
    ['src/cache/**/*.{ts,tsx}'],
    [
      {
        regex: '^(\\.\\./)+(render|routes|loaders|middleware|respond|api|shop|flags|i18n|app-env)(/|$)',
        message: 'cache/ sits below the layers that use it: it never imports render, routes, loaders, middleware, the shop or the API.',
      },
      { regex: '^(\\.\\./)+content/(?!schemas$)', message: 'cache/ knows the story schema of content/, nothing else of it.' },
      { regex: '^(react|react-dom|hono)(/|$)', message: 'cache/ knows nothing of React or Hono.' },
    ],
  ),
  ...layerRule(
    ['src/render/**/*.{ts,tsx}'],
    [
      {
        regex: '^(\\.\\./)+(routes|loaders|middleware|api)(/|$)',
        message: 'render/ turns props into HTML; it never reaches back into loaders, routes, middleware or the built-in API.',
      },
      HONO_FREE('render/ renders from the request scope and props'),
    ],
  ),
  // Loaders read the request scope (src/loaders/scope.ts), so they run and are tested without a Hono app.
  ...layerRule(
    ['src/loaders/**/*.{ts,tsx}'],
    [
      {
        regex: '^(\\.\\./)+(routes|middleware|api)(/|$)',
        message:
          "loaders/ take the request scope; routes and middleware call them, never the reverse, and the built-in API is the shop client's.",
      },
      HONO_FREE('loaders/ take the request scope'),
    ],
  ),
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
