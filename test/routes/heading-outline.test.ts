// A page's main content starts with its h1 and steps down one heading level at a time (h1 then h2, never h1 then h3),
// so a screen reader's outline has no holes.
import { beforeEach, describe, expect, it } from 'vitest'
import { fetchWorker, resetCaches } from './fetch-worker'

beforeEach(() => resetCaches())

/** The heading levels inside the page's `<main>`, in document order. */
function mainHeadingLevels(html: string): number[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  return [...main.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]))
}

/** Each place where a heading goes more than one level deeper than the one before it, e.g. "h1 → h3". */
function skips(levels: number[]): string[] {
  return levels.flatMap((level, index) => (index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : []))
}

describe('heading outline', () => {
  it.each([
    // An accessory list right under the page's headline.
    ['poster.de.localhost', '/zubehoer/aufhaenger'],
    ['cards.de.localhost', '/'],
    ['poster.de.localhost', '/'],
  ])('%s%s starts with its h1 and skips no level', async (host, path) => {
    const response = await fetchWorker(path, { host })
    expect(response.status).toBe(200)
    const levels = mainHeadingLevels(await response.text())
    expect(levels[0]).toBe(1)
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    expect(skips(levels)).toEqual([])
  })
})
