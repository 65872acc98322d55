// The content page's loader called with a request scope alone (no Worker, no Hono): story, layout, head, trail and
// preview extras from the demo space, and null where there is no page.
import { describe, expect, it } from 'vitest'
import { loadContentPage } from '../../src/loaders/content-page'
import { testScope } from './scope'

describe('loadContentPage', () => {
  it('loads a journal entry with its head, trail, alternates and layout, all from one scope', async () => {
    const { scope, settle } = testScope({ path: '/journal/papier-ratgeber/' })
    const props = await loadContentPage(scope, 'journal/papier-ratgeber', { status: 200 })
    await settle()
    expect(props).not.toBeNull()
    expect(props?.page.component).toBe('page')
    expect(props?.meta.canonical).toBe('http://cards.de.localhost/journal/papier-ratgeber/')
    expect(props?.meta.robots).toBe('index,follow')
    // The hreflang alternates come from the page index, the trail from the journal folder's start page.
    expect(props?.meta.alternates).toContainEqual({ hreflang: 'x-default', href: 'http://cards.de.localhost/journal/papier-ratgeber/' })
    expect(props?.breadcrumb?.map((step) => step.url)).toEqual(['/journal/', '/journal/papier-ratgeber/'])
    // The view's page context is the scope's: the request's own URL, the site and its link policy.
    expect(props?.context).toMatchObject({
      path: '/journal/papier-ratgeber',
      url: '/journal/papier-ratgeber/',
      origin: 'http://cards.de.localhost',
    })
    expect(props?.context.story).toBe('de-de/journal/papier-ratgeber')
    expect(props?.layout.mainNavigation.length).toBeGreaterThan(0)
    // Public hosts: no editor attributes and no preview bar.
    expect(props?.editable).toBeUndefined()
    expect(props?.preview).toBeUndefined()
  })

  it('reads the page of the site in the scope: the same slug in French on the Swiss host', async () => {
    const german = await loadContentPage(testScope({ host: 'cards.ch.localhost', path: '/fotokalender/' }).scope, 'fotokalender', {
      status: 200,
    })
    const french = await loadContentPage(testScope({ host: 'cards.ch.localhost', path: '/fr/fotokalender/' }).scope, 'fotokalender', {
      status: 200,
    })
    expect(german?.meta.canonical).toBe('http://cards.ch.localhost/fotokalender/')
    expect(french?.meta.canonical).toBe('http://cards.ch.localhost/fr/fotokalender/')
    expect(french?.meta.title).not.toBe(german?.meta.title)
  })

  it('is null for a slug the space has no story for', async () => {
    const { scope } = testScope({ path: '/gibt-es-nicht/' })
    expect(await loadContentPage(scope, 'gibt-es-nicht', { status: 200 })).toBeNull()
  })

  it('loads the CMS error page for a not-found answer: noindex, the notice, and no alternates', async () => {
    const { scope } = testScope({ path: '/gibt-es-nicht/' })
    const props = await loadContentPage(scope, 'error', { status: 404, notice: 'Seite nicht gefunden: /gibt-es-nicht/' })
    expect(props?.meta).toMatchObject({ robots: 'noindex,follow', canonical: undefined, alternates: [] })
    expect(props?.notice).toBe('Seite nicht gefunden: /gibt-es-nicht/')
    expect(props?.breadcrumb).toEqual([])
  })

  it("gives an editor on a preview host the draft with the editor's attributes and the bridge", async () => {
    const { scope } = testScope({ host: 'preview.cards.de.localhost', path: '/fotokalender/?_storyblok=123' })
    const props = await loadContentPage(scope, 'fotokalender', { status: 200 })
    expect(props?.editable?.page?.['data-blok-c']).toBeDefined()
    expect(props?.preview).toMatchObject({
      bridge: { transformUrl: expect.stringMatching(/^\/frontend-api\/transform\?locale=de-de&path=%2Ffotokalender%2F/) },
    })
    // Drafts are never indexed: no alternates on a preview host.
    expect(props?.meta.alternates).toEqual([])
  })
})
