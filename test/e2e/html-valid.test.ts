// Valid HTML: every page type of both brands (scripts/html-check.mjs, the list `npm run check:html` checks), rendered by
// the suite's running shop and validated by the Nu Html Checker in one Java start, has no error.
import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { fetchPage, PAGE_TYPES, validatePages } from '../../scripts/html-check.mjs'

describe('the Nu Html Checker', () => {
  it('finds no error on any page type of either brand', { timeout: 60_000 }, async () => {
    const port = inject('e2ePort')
    const pages = await Promise.all(
      PAGE_TYPES.map(async ([host, path]) => ({ name: `${host}${path}`, html: (await fetchPage(port, host, path)).html })),
    )
    const results = await validatePages(pages)
    expect(results).toHaveLength(PAGE_TYPES.length)
    expect(results.filter((page) => page.errors.length > 0)).toEqual([])
  })

  it(
    'reports what it finds, per page (a page with a skipped heading level and a literal bracket in an href)',
    { timeout: 30_000 },
    async () => {
      const bad = '<!doctype html><html lang="de"><title>x</title><h1>a</h1><h3>b</h3><a href="/x?a[]=1">c</a></html>'
      const good = '<!doctype html><html lang="de"><title>x</title><h1>a</h1><a href="/x?a%5B%5D=1">c</a></html>'
      const [badPage, goodPage] = await validatePages([
        { name: 'bad', html: bad },
        { name: 'good', html: good },
      ])
      expect(badPage?.errors).toEqual([expect.stringContaining('“[” is not allowed'), expect.stringContaining('skipping 1 heading level')])
      expect(goodPage?.errors).toEqual([])
    },
  )
})
