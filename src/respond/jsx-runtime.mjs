// wrangler.toml aliases `react/jsx-runtime` here: React's JSX runtime as ES module bindings. The runtime is CommonJS, so
// esbuild reached it through a namespace object in every module that has JSX and wrote each element as
// `(0,ns.jsx)(...)`: some 1,300 calls, 2.8 KB gzip of the Worker. Bindings read from this module are plain identifiers.
// The same functions run; React's own entry still picks the production or development build by NODE_ENV.
import runtime from '../../node_modules/react/jsx-runtime.js'

export const { jsx, jsxs, Fragment } = runtime
