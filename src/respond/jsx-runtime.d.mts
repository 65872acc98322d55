// The types of ./jsx-runtime.mjs: React's own.
export { Fragment, jsx, jsxs } from 'react/jsx-runtime'
