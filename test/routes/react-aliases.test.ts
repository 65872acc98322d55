// The modules wrangler.toml's [alias] puts in React's place when wrangler bundles the Worker (vitest resolves React
// itself): they must hand React's renderer and our views exactly what React's own modules would.
import * as runtime from 'react/jsx-runtime'
import { describe, expect, it } from 'vitest'
import { Fragment, jsx, jsxs } from '../../src/respond/jsx-runtime.mjs'

describe('the JSX runtime as ES module bindings', () => {
  it('binds React’s own JSX functions', () => {
    expect(jsx).toBe(runtime.jsx)
    expect(jsxs).toBe(runtime.jsxs)
    expect(Fragment).toBe(runtime.Fragment)
  })
})
