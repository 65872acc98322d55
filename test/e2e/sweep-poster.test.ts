// The poster brand's page types (scripts/page-types.mjs), each loaded once: no page wider than its viewport at 320, 375
// and 768 px, no serious or critical axe violation at 375 and 1280 px, no console error, page error or failed request
// (./page-sweep.ts). The other brand's page types run in the other file, beside this one.
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_TYPES } from '../../scripts/page-types.mjs'
import { launchBrowser } from './browser'
import { sweepContext, sweepPage } from './page-sweep'

const PAGES = PAGE_TYPES.filter(([host]) => host.startsWith('poster.'))

let browser: Browser
let context: BrowserContext
beforeAll(async () => {
  browser = await launchBrowser()
  context = await sweepContext(
    browser,
    PAGES.map(([host]) => host),
  )
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

describe('every page type of the poster brand', () => {
  it.each(PAGES)('%s%s: no overflow, no serious axe violation, no problem', async (host, path) => {
    expect(await sweepPage(context, host, path)).toEqual({ overflow: [], axe: [], problems: [] })
  })
})
