// The layout's loaders with a request scope alone: the shell as this shopper sees it (dismissed bars, the smart banner,
// a page's own bar), the layout story as the key of the site's stored shell parts (which the loader never renders or
// reads: that is the renderer's), and the layout story's preview page for editors.
import { describe, expect, it } from 'vitest'
import { loadLayoutStory } from '../../src/loaders/layout'
import { loadLayoutPreview } from '../../src/loaders/layout-preview'
import { loadLayout, startLayout } from '../../src/loaders/shell'
import { shellRenderCount } from '../../src/respond/shell-cache'
import { testScope } from './scope'

const POSTER = { host: 'poster.de.localhost', path: '/poster?materialType=leinwand' }

describe('startLayout and loadLayout', () => {
  it("loads the site's layout with its action bar, returning to this very URL, and the brand's smart banner", async () => {
    const layout = await loadLayout(testScope(POSTER).scope)
    expect(layout.actionBar).toMatchObject({ id: 'poster-canvas-sale-de', back: '/poster?materialType=leinwand' })
    expect(layout.actionBar?.html).toContain('<strong>Leinwand-Aktion:</strong>')
    expect(layout.smartBanner).toMatchObject({ appUrl: expect.stringMatching(/^https:/) })
    expect(layout.hasApps).toBe(true)
  })

  // The demo's sale counts down to a date relative to the demo clock, so it runs in every season: its copy names none.
  it.each([
    ['poster.de.localhost', '/'],
    ['poster.ch.localhost', '/fr/'],
    ['poster.nl.localhost', '/'],
    ['poster.gb.localhost', '/'],
    ['poster.com.localhost', '/'],
  ])('%s%s: a counting-down action bar names no season', async (host, path) => {
    const layout = await loadLayout(testScope({ host, path }).scope)
    expect(layout.actionBar?.countdown).toBeDefined()
    expect(layout.actionBar?.html).not.toMatch(
      /spring|summer|autumn|winter|frühling|sommer|herbst|primavera|printemps|été|automne|hiver|verano|otoño|invierno|estate|autunno|inverno|voorjaar|zomer|najaar|herfst/i,
    )
  })

  it("leaves out what this shopper dismissed (the bar, the smart banner), read from the scope's variant", async () => {
    const { scope } = testScope({ ...POSTER, cookie: '__Host-dismissed_bars=older.poster-canvas-sale-de; smart_banner_dismissed=1' })
    const layout = await loadLayout(scope)
    expect(layout.actionBar).toBeUndefined()
    expect(layout.smartBanner).toBeUndefined()
    // The rest of the shell is there.
    expect(layout.mainNavigation.length).toBeGreaterThan(0)
  })

  it("puts a page's own bar in place of the layout's", async () => {
    const pending = startLayout(testScope(POSTER).scope)
    // As Storyblok sends the block: every field present, unset ones as ''.
    const bar = {
      _uid: '4c1d9e2f-7a3b-4e8c-9d0f-1a2b3c4d5e6f',
      component: 'ActionBar',
      id: 'poster-page-bar',
      text: 'Nur hier: <b>Gratisversand</b>',
      color: '',
      backgroundColor: '#7a1f3d',
      countdownEndDate: '',
      actionBarEndDate: '',
    }
    const layout = await pending([bar], 'de-de/poster')
    expect(layout.actionBar).toMatchObject({ id: 'poster-page-bar', html: 'Nur hier: <b>Gratisversand</b>', color: '#ffffff' })
    expect(layout.actionBar?.backgroundColor).toBe('#7a1f3d')
    expect(layout.actionBar?.countdown).toBeUndefined()
  })

  it("names the layout story as the key of the site's stored shell, and never renders or reads the shell itself", async () => {
    const renders = shellRenderCount()
    const first = await loadLayout(testScope(POSTER).scope)
    const second = await loadLayout(testScope({ ...POSTER, path: '/leinwand' }).scope)
    expect(first.shell).toBeUndefined()
    expect(second.shell).toBeUndefined()
    expect(shellRenderCount()).toBe(renders)
    // The story cache hands out one object per published version: both pages key the same stored parts.
    const { scope } = testScope(POSTER)
    expect(first.shellSource).toBe(await loadLayoutStory(scope.content, scope.site))
    expect(second.shellSource).toBe(first.shellSource)
  })
})

describe('loadLayoutPreview', () => {
  it("gives editors the layout story's draft as a page of its own: noindex, the editor's attributes, the bridge", async () => {
    const { scope } = testScope({ host: 'preview.cards.de.localhost', path: '/layout/?_storyblok=123' })
    const props = await loadLayoutPreview(scope)
    expect(props?.meta).toMatchObject({ title: 'Layout', robots: 'noindex,nofollow', canonical: undefined })
    expect(props?.note).toBe(scope.t('preview.layout'))
    expect(props?.editable?.['data-blok-c']).toBeDefined()
    expect(props?.preview).toMatchObject({ bridge: { transformUrl: expect.stringContaining('/frontend-api/transform?') } })
    expect(props?.layout.mainNavigation.length).toBeGreaterThan(0)
  })

  it('warns an editor who opened it outside the visual editor', async () => {
    const { scope } = testScope({ host: 'preview.cards.de.localhost', path: '/layout/' })
    expect((await loadLayoutPreview(scope))?.preview).toEqual({ warning: scope.t('preview.outsideEditor') })
  })
})
