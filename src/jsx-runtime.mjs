// The JSX runtime every .tsx file of the Worker calls (tsconfig.json's jsxImportSource, resolved by package.json's
// "imports"): React's own public `react/jsx-runtime`, re-exported as ES module bindings. React's runtime is CommonJS,
// so a bundler reaches it through a namespace object in every module with JSX and writes each element as
// `(0,ns.jsx)(...)`, and a module whose code was all dropped still leaves its `require` of the runtime behind: some
// 1,300 calls and 120 requires, 2.8 KB gzip of the Worker. Read from this module, they are plain identifiers.
import runtime from 'react/jsx-runtime'

export const { jsx, jsxs, Fragment } = runtime
