// The Storyblok client as the edge sets it up: 429s are retried twice, 300 ms apart (README "Decisions worth knowing":
// SPEC §8's ten would multiply a page's subrequests), and every published read names the cv it was made for.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getConfig } from '../../src/config'
import { CMS_MAX_RETRIES, storyblokClient } from '../../src/content/storyblok'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'

const config = getConfig({ ...env, ...TOKENS } as Env)
let cms: StoryblokMock
beforeEach(() => {
  cms = mockStoryblok({ cv: 100 })
})
afterEach(() => cms.restore())

describe('the Storyblok client', () => {
  it('retries a 429 and gets through when Storyblok answers again', async () => {
    cms.failWith = 429
    cms.failCalls = CMS_MAX_RETRIES
    const { data } = await storyblokClient(config, 'cards', 'published', 100).get('cdn/stories/de-de/', { version: 'published' })
    expect(data.story.full_slug).toBe('de-de/')
    expect(cms.calls).toHaveLength(CMS_MAX_RETRIES + 1)
  })

  it('gives up on a 429 storm after two retries: three calls per read, not SPEC §8’s eleven', async () => {
    cms.failWith = 429
    await expect(
      storyblokClient(config, 'cards', 'published', 100).get('cdn/stories/de-de/', { version: 'published' }),
    ).rejects.toMatchObject({
      status: 429,
    })
    expect(cms.calls).toHaveLength(3)
  })

  it('names its cv on every published read, and never on cdn/spaces/me or drafts', async () => {
    await storyblokClient(config, 'cards', 'published', 100).get('cdn/stories', {
      version: 'published',
      starts_with: 'de-de/',
      per_page: 1,
    })
    await storyblokClient(config, 'cards', 'published', 100).get('cdn/links', { version: 'published', per_page: 1 })
    await storyblokClient(config, 'cards', 'published').get('cdn/spaces/me', {})
    await storyblokClient(config, 'cards', 'draft').get('cdn/stories/de-de/', { version: 'draft' })
    const cv = cms.calls.map((call) => [call.split('?')[0], new URLSearchParams(call.slice(call.indexOf('?'))).get('cv')])
    expect(cv).toEqual([
      ['cdn/stories', '100'],
      ['cdn/links', '100'],
      ['cdn/spaces/me', null],
      ['cdn/stories/de-de/', null],
    ])
    expect(cms.redirected).toEqual([])
  })

  it('a read with a cv that is no longer current pays Storyblok’s redirect to the current one', async () => {
    const { data } = await storyblokClient(config, 'cards', 'published', 99).get('cdn/stories/de-de/', { version: 'published' })
    expect(data.cv).toBe(100)
    expect(cms.redirected).toHaveLength(1)
    expect(cms.calls).toHaveLength(2)
  })
})
