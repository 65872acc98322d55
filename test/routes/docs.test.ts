// The documentation stays readable and whole: the README fits in 300 lines, docs/ holds one document per reader, every
// relative link of the README and docs/ names a file or folder of the repository (none outside it), and no document
// dates a run or counts sessions. The vitest config hands in the texts and the repository's paths (TEST_DOCS), as
// workerd reads no files.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

const { documents, paths } = env.TEST_DOCS
const README_MAX_LINES = 300
const READERS = ['docs/architecture.md', 'docs/editors.md', 'docs/operators.md', 'docs/performance.md', 'docs/testing.md']

/** The targets of inline links `[text](target)` and reference definitions `[label]: target`, code blocks and spans left out. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^ {0,3}```[\s\S]*?^ {0,3}```/gm, '').replace(/`[^`\n]*`/g, '')
  const inline = [...prose.matchAll(/\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1] ?? '')
  const defined = [...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm)].map((match) => match[1] ?? '')
  return [...inline, ...defined]
}

/**
 * The repository path a link of `document` names (a leading `/` is the repository's root), without its anchor or query;
 * `undefined` for a URL or an anchor alone, which name no file here; `null` for a path that climbs out of the repository.
 */
function linkedPath(document: string, target: string): string | null | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//') || target.startsWith('#')) return undefined
  const path = decodeURIComponent(target.replace(/[?#].*$/, ''))
  const segments = path.startsWith('/') ? [] : document.split('/').slice(0, -1)
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (segments.length === 0) return null
      segments.pop()
    } else segments.push(segment)
  }
  return segments.join('/')
}

/** Each link of `document` whose target is not in the repository, as written. */
function brokenLinks(document: string, markdown: string, repository: ReadonlySet<string>): string[] {
  return linkTargets(markdown).filter((target) => {
    const path = linkedPath(document, target)
    return path === null || (path !== undefined && path !== '' && !repository.has(path))
  })
}

const repository = new Set(paths)

describe('the README', () => {
  const readme = documents['README.md'] ?? ''

  it(`fits in ${README_MAX_LINES} lines`, () => {
    const lines = readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0)
    expect(lines).toBeGreaterThan(0)
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it('names `npm test` as the test command and links each reader’s document', () => {
    expect(readme).toContain('npm test')
    const linked = linkTargets(readme).map((target) => linkedPath('README.md', target))
    expect(READERS.filter((document) => !linked.includes(document))).toEqual([])
  })
})

describe('the documents', () => {
  it('hold one document per reader under docs/', () => {
    expect(READERS.filter((document) => documents[document] === undefined)).toEqual([])
  })

  it('link only files and folders of the repository', () => {
    const broken = Object.entries(documents).flatMap(([document, text]) =>
      brokenLinks(document, text, repository).map((target) => `${document}: ${target}`),
    )
    expect(broken).toEqual([])
  })

  it('date no run and count no sessions: what is, not how it came to be', () => {
    const history = Object.entries(documents).flatMap(([document, text]) =>
      [...text.matchAll(/\bsession \d+\b|\b20\d\d-[01]\d-[0-3]\d\b/gi)].map((match) => `${document}: ${match[0]}`),
    )
    expect(history).toEqual([])
  })
})

describe('the link check', () => {
  const here = new Set(['README.md', 'docs', 'docs/architecture.md', 'src', 'src/app.tsx'])

  it.each([
    ['[guide](architecture.md)', []],
    ['[quick start](../README.md#quick-start)', []],
    ['[the app](../src/app.tsx "the tiers"), [src](../src/), [root](/src/app.tsx)', []],
    ['[site](https://example.com/x.md), [mail](mailto:a@example.com), [top](#layers)', []],
    ['`[in code](gone.md)`\n\n```\n[in a block](gone.md)\n```', []],
    ['[gone](gone.md)', ['gone.md']],
    ['[spec](../../shared/SPEC.md)', ['../../shared/SPEC.md']],
    ['[old][ref]\n\n[ref]: ./moved.md', ['./moved.md']],
    ['[a typo](../src/ap.tsx#L3)', ['../src/ap.tsx#L3']],
  ])('in docs/x.md, %j has the broken links %j', (markdown, broken) => {
    expect(brokenLinks('docs/x.md', markdown, here)).toEqual(broken)
  })
})
