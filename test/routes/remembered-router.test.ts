// The app's router (src/middleware/remembered-router.ts): what Hono's PatternRouter answers, asked once or many times,
// for any path; and no route once it has answered.
import fc from 'fast-check'
import { PatternRouter } from 'hono/router/pattern-router'
import { describe, expect, it } from 'vitest'
import { RememberedRouter } from '../../src/middleware/remembered-router'

const ROUTES: Array<[method: string, path: string]> = [
  ['ALL', '*'],
  ['GET', '/'],
  ['GET', '/robots.txt'],
  ['GET', '/sitemap/:file'],
  ['GET', '/p/:product'],
  ['POST', '/api/cart/:id'],
  ['ALL', '/api/*'],
  ['GET', '/:slug{.+}'],
  ['GET', '/konto'],
]

function routers() {
  const pattern = new PatternRouter<number>()
  const remembered = new RememberedRouter<number>()
  ROUTES.forEach(([method, path], index) => {
    pattern.add(method, path, index)
    remembered.add(method, path, index)
  })
  return { pattern, remembered }
}

const segment = fc.constantFrom('', 'p', 'api', 'cart', 'konto', 'robots.txt', 'sitemap', 'grusskarten', 'x.xml', '%C3%BC', '42')

describe('the remembered router', () => {
  it('answers as PatternRouter does, the first time and every time after', () => {
    const { pattern, remembered } = routers()
    fc.assert(
      fc.property(fc.constantFrom('GET', 'POST', 'HEAD'), fc.array(segment, { minLength: 1, maxLength: 4 }), (method, parts) => {
        const path = `/${parts.join('/')}`
        const expected = pattern.match(method, path)
        expect(remembered.match(method, path)).toEqual(expected)
        expect(remembered.match(method, path)).toEqual(expected)
      }),
      { numRuns: 300 },
    )
  })

  it('keeps a method apart from another on the same path', () => {
    const { remembered } = routers()
    const handlers = (method: string) => remembered.match(method, '/api/cart/7')[0].map(([handler]) => handler)
    expect(handlers('GET')).toEqual([0, 6, 7])
    expect(handlers('POST')).toEqual([0, 5, 6])
  })

  it('refuses a route added after it first answered', () => {
    const { remembered } = routers()
    remembered.match('GET', '/')
    expect(() => remembered.add('GET', '/neu', 99)).toThrow('added after the router first answered')
  })
})
