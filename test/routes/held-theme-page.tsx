// A theme page whose related themes (a shop call after the page's own content) are held back until the test releases
// them: the page's shell streams first and the related themes' Suspense boundary after it.
import { env } from 'cloudflare:workers'
import type { ReactElement } from 'react'
import { loadThemePage } from '../../src/loaders/theme-page'
import type { PageScope } from '../../src/loaders/scope'
import { ThemePage } from '../../src/pages/theme-page'
import { builtInFetcher } from '../../src/shop/for-request'
import { testScope } from '../loaders/scope'

export interface HeldThemePage {
  scope: PageScope
  element: ReactElement
  /** Lets the related themes' shop call answer. */
  release(): void
  settle(): Promise<void>
}

export async function heldThemePage(): Promise<HeldThemePage> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const shop = builtInFetcher(env)
  const { scope, settle } = testScope({
    host: 'cards.de.localhost',
    path: '/themes/winterzauber/',
    shop: async (call) => {
      if (new URL(call.url).pathname.endsWith('/web-api/themes')) await held
      return shop(call)
    },
  })
  const data = await loadThemePage(scope, 'winterzauber')
  if (data?.kind !== 'theme') throw new Error('no theme page')
  return { scope, element: <ThemePage {...data.props} />, release, settle }
}
