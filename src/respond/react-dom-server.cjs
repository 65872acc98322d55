// wrangler.toml aliases `react-dom/server` here. React's server.edge entry also loads the legacy renderToString build
// (100 KB minified) that the Worker never calls; this entry loads only the streaming renderer. esbuild drops the branch
// NODE_ENV does not take. The renderer is built with our chunk encoder (./chunk-encoder.ts) as its TextEncoder: it
// makes its one encoder when its module loads, here, and the runtime's own is put back at once.
'use strict'
// A CommonJS file on purpose: only require() can pick a build by NODE_ENV at bundle time.
/* eslint-disable @typescript-eslint/no-require-imports */
const { ChunkEncoder } = require('./chunk-encoder.ts')

const RuntimeTextEncoder = globalThis.TextEncoder
globalThis.TextEncoder = ChunkEncoder
try {
  module.exports =
    process.env.NODE_ENV === 'production'
      ? require('../../node_modules/react-dom/cjs/react-dom-server.edge.production.js')
      : require('../../node_modules/react-dom/cjs/react-dom-server.edge.development.js')
} finally {
  globalThis.TextEncoder = RuntimeTextEncoder
}
