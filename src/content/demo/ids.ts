// The demo space's names: its tokens, endpoint and space ids, which the Storyblok client and the webhook need before they
// know whether a brand reads the demo space. Kept apart from the stand-in itself (./space.ts), which only development,
// the tests and the benchmark bundle.
import type { Brand } from '../../domain/countries'

export const DEMO_PUBLIC_TOKEN = 'demo-public-token'
export const DEMO_PREVIEW_TOKEN = 'demo-preview-token'
export const DEMO_ENDPOINT = 'https://demo-space.invalid/v2'
export const DEMO_SPACE_IDS: Readonly<Record<Brand, number>> = { cards: 1, poster: 2 }

/** The demo space id of a brand, as Storyblok webhooks name spaces. */
export function demoBrandOfSpace(spaceId: number): Brand | undefined {
  return (Object.entries(DEMO_SPACE_IDS) as [Brand, number][]).find(([, id]) => id === spaceId)?.[0]
}
