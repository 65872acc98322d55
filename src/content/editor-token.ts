// Storyblok's visual-editor token: the editor opens a preview with `_storyblok_tk[space_id]`, `[timestamp]` and
// `[token]`, where token = sha1(space_id:preview_token:timestamp). Only someone holding the preview token can mint one.
import { constantTimeEqual, digestHex } from '../domain/crypto'

export interface EditorToken {
  spaceId: string
  timestamp: string
  token: string
}

/** SPEC-given validity: a token at most an hour old. */
export const EDITOR_TOKEN_MAX_AGE_SECONDS = 3600

export function editorTokenFrom(query: URLSearchParams): EditorToken | undefined {
  const spaceId = query.get('_storyblok_tk[space_id]')
  const timestamp = query.get('_storyblok_tk[timestamp]')
  const token = query.get('_storyblok_tk[token]')
  if (!spaceId || !timestamp || !token) return undefined
  return { spaceId, timestamp, token }
}

export async function mintEditorToken(spaceId: string, previewToken: string, timestamp: number): Promise<EditorToken> {
  return { spaceId, timestamp: String(timestamp), token: await digestHex(`${spaceId}:${previewToken}:${timestamp}`, 'SHA-1') }
}

/** Valid for this space and preview token, not older than an hour and not from the future; compared in constant time. */
export async function isValidEditorToken(
  candidate: EditorToken,
  spaceId: string,
  previewToken: string,
  nowSeconds: number,
): Promise<boolean> {
  if (candidate.spaceId !== spaceId || !/^\d{1,12}$/.test(candidate.timestamp)) return false
  const age = nowSeconds - Number(candidate.timestamp)
  if (age > EDITOR_TOKEN_MAX_AGE_SECONDS || age < -60) return false
  const expected = new TextEncoder().encode(await digestHex(`${spaceId}:${previewToken}:${candidate.timestamp}`, 'SHA-1'))
  const given = new TextEncoder().encode(candidate.token.toLowerCase())
  return constantTimeEqual(expected, given)
}
