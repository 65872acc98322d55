// The modules wrangler.toml's [alias] puts in React's place when wrangler bundles the Worker (vitest resolves React
// itself): they must hand React's renderer and our views exactly what React's own modules would.
import * as ReactDOM from 'react-dom'
import * as runtime from 'react/jsx-runtime'
import { describe, expect, it } from 'vitest'
import { Fragment, jsx, jsxs } from '../../src/respond/jsx-runtime.mjs'
import * as internals from '../../src/respond/react-dom-internals'

describe('the JSX runtime as ES module bindings', () => {
  it('binds React’s own JSX functions', () => {
    expect(jsx).toBe(runtime.jsx)
    expect(jsxs).toBe(runtime.jsxs)
    expect(Fragment).toBe(runtime.Fragment)
  })
})

describe('react-dom’s internals alone', () => {
  const NAME = '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'
  /** Every key with the type of its value, nested objects included: the shape React's code relies on. */
  const shape = (value: unknown): unknown =>
    value !== null && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]))
      : value === null
        ? 'null'
        : typeof value

  it('are the only thing the module exports, in the shape react-dom’s own internals have', () => {
    expect(Object.keys(internals)).toEqual([NAME])
    expect(shape(internals[NAME])).toEqual(shape((ReactDOM as unknown as Record<string, unknown>)[NAME]))
  })

  it('start with the values react-dom starts with: no current priority, no-op resource hints, no form reset outside React', () => {
    const { d, p, findDOMNode } = internals[NAME]
    expect({ p, findDOMNode }).toEqual({ p: 0, findDOMNode: null })
    for (const hint of [d.f, d.D, d.C, d.L, d.m, d.X, d.S, d.M]) expect(hint()).toBeUndefined()
    expect(() => d.r()).toThrow(/requestFormReset/)
  })
})
