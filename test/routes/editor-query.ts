// The visual editor's query string for a preview URL, minted at the test's clock (scripts/date-sensitive-tests.mjs finds
// the files that import it: its token carries a timestamp).
import { DEMO_PREVIEW_TOKEN, DEMO_SPACE_IDS } from '../../src/content/demo/ids'
import { mintEditorToken } from '../../src/content/editor-token'

/** The query string the visual editor adds to a preview URL, minted with the demo space's preview token. */
export async function editorQuery(
  brand: 'cards' | 'poster' = 'cards',
  options: { ageSeconds?: number; previewToken?: string; spaceId?: string } = {},
): Promise<string> {
  const spaceId = options.spaceId ?? String(DEMO_SPACE_IDS[brand])
  const timestamp = Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0)
  const minted = await mintEditorToken(spaceId, options.previewToken ?? DEMO_PREVIEW_TOKEN, timestamp)
  const query = new URLSearchParams({
    _storyblok: '123',
    '_storyblok_tk[space_id]': minted.spaceId,
    '_storyblok_tk[timestamp]': minted.timestamp,
    '_storyblok_tk[token]': minted.token,
  })
  return `?${query.toString()}`
}
