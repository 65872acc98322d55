// Values the bundler writes into the code per environment (wrangler.toml [define]); the tests get the top level's.
/** Whether this build carries the demo space's stand-in (src/content/demo/space.ts): development, tests, benchmark. */
declare const __DEMO_SPACE__: boolean
/**
 * Whether this build serves editors' preview hosts: everywhere but production, whose Worker serves none (its host table
 * has no preview host whatever PREVIEW_HOST_PREFIX says, and the preview gate, live preview and layout page are left out,
 * as are the editor's block attributes and content notices and the flag debug panel, which only preview hosts and
 * development show).
 */
declare const __PREVIEW_HOSTS__: boolean
/**
 * Whether this build carries the development stand-ins: the help chat's stand-in script (HELP_CHAT_SCRIPT_URL may name
 * it), the demo pictures (`/demo/…`), the designer hand-off, order and other applications' stand-in pages, and the
 * hooks by which the tests forget isolate memory (src/cache/isolate-memory.ts). True in development, tests and the
 * benchmark; false for production and preview, whose bundles leave them out.
 */
declare const __STAND_INS__: boolean
