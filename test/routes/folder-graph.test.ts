// The folder graph of src/ points one way: no two folders import each other, no file circle loads at run time but the
// block registry's recursion into nested blocks, and the shop API Worker reaches none of the storefront's own folders
// (scripts/lint/folder-graph.mjs reads the files; the vitest config hands its findings in, as workerd reads no files).
// `npm run lint` runs the same check.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

describe('the folder graph of src/', () => {
  it('has no folders that import each other', () => {
    expect(env.TEST_FOLDER_GRAPH.mutual).toEqual([])
  })

  it('has no runtime import circle outside the block registry', () => {
    expect(env.TEST_FOLDER_GRAPH.circles).toEqual([])
  })

  it('keeps the shop API Worker out of the storefront: no chain of imports from src/api/ reaches middleware, respond, views, app-env or another storefront folder', () => {
    expect(env.TEST_FOLDER_GRAPH.apiReaches).toEqual([])
  })
})
