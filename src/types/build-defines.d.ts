// Values the bundler writes into the code per environment (wrangler.toml [define]); the tests get the top level's.
/** Whether this build carries the demo space's stand-in (src/content/demo/space.ts): development, tests, benchmark. */
declare const __DEMO_SPACE__: boolean
