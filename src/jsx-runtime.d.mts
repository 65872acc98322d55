// The types of ./jsx-runtime.mjs: React's own, with the JSX namespace TypeScript reads from a jsxImportSource.
export * from 'react/jsx-runtime'
