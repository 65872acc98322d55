// An editor in the visual editor types a new headline and sees it live; the public page keeps the published headline
// until the story is published, then shows the new content at once. Every block of a preview page is marked for the
// editor (outline, click to open); no public page is.
import { createHash, createHmac } from 'node:crypto'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage, siteUrl, visitSite } from './browser'

// The demo space's preview token and the development webhook secret: both public by design, local only.
const DEMO_PREVIEW_TOKEN = 'demo-preview-token'
const WEBHOOK_SECRET = inject('devSecrets').STORYBLOK_WEBHOOK_SECRET ?? ''

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

function editorQuery(): string {
  const timestamp = Math.floor(Date.now() / 1000)
  const token = createHash('sha1').update(`1:${DEMO_PREVIEW_TOKEN}:${timestamp}`).digest('hex')
  return new URLSearchParams({
    _storyblok: '1',
    '_storyblok_tk[space_id]': '1',
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': token,
  }).toString()
}

async function publish(fullSlug: string): Promise<void> {
  const body = JSON.stringify({ action: 'published', space_id: 1, full_slug: fullSlug })
  const response = await fetch(`http://127.0.0.1:${inject('e2ePort')}/_webhooks/storyblok`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': createHmac('sha1', WEBHOOK_SECRET).update(body).digest('hex') },
    body,
  })
  expect(response.status).toBe(200)
}

describe('visual editor', () => {
  it('shows typed changes live, and the public page only after publishing', async () => {
    const { page } = await openPage(browser)
    const editorUrl = `http://editor.localhost:${inject('e2ePort')}/`
    const previewUrl = siteUrl('preview.cards.de.localhost', `/?${editorQuery()}`)
    // A stand-in for app.storyblok.com: a page that frames the preview and posts bridge-shaped events into it.
    await page.route(editorUrl, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Editor</title><iframe id="preview" src="${previewUrl}" style="width:1200px;height:800px"></iframe>`,
      }),
    )
    await page.goto(editorUrl)
    const frame = page.frameLocator('#preview')
    await frame.locator('[data-island="preview-bridge"][data-hydrated="true"]').waitFor()
    const published = (await frame.locator('h1').first().textContent())?.trim()
    expect(published).toContain('ENTWURF')

    const headline = 'Neue Überschrift, live getippt'
    const { id } = await frame.locator('body').evaluate(async () => {
      // A mark the page loses on a reload.
      Object.assign(window, { notReloaded: true })
      const answer = await fetch('/frontend-api/de-de/home', { credentials: 'same-origin' })
      return ((await answer.json()) as { story: { id: number } }).story
    })
    await page.evaluate(
      ({ text, shown }) => {
        const story = (storyId: number, words: string) => ({
          id: storyId,
          content: {
            component: 'page',
            title: 'Home',
            teaser: [{ _uid: 't', component: 'Teaser', headline: words, subline: 'Live' }],
            body: [],
          },
        })
        const target = (document.getElementById('preview') as HTMLIFrameElement).contentWindow
        // Another story's edit and save (say, the page's twin in another locale) leave this page alone...
        target?.postMessage({ action: 'input', story: story(shown + 1, 'Eine andere Seite') }, '*')
        target?.postMessage({ action: 'change', storyId: shown + 1, slug: 'fr-ch/', slugChanged: false }, '*')
        // ...its own edit is shown.
        target?.postMessage({ action: 'input', story: story(shown, text) }, '*')
      },
      { text: headline, shown: id },
    )
    await expect.poll(async () => (await frame.locator('h1').first().textContent())?.trim(), { timeout: 10_000 }).toBe(headline)
    expect(await frame.locator('body').evaluate(() => 'notReloaded' in window)).toBe(true)

    // The public host still shows the published headline...
    const { page: shopper } = await openPage(browser)
    await shopper.goto(siteUrl('cards.de.localhost', '/'))
    expect(await shopper.locator('h1').first().textContent()).not.toContain('ENTWURF')
    // ...until the story is published; then the next request shows the new content.
    await publish('de-de/')
    await expect
      .poll(
        async () => {
          await shopper.reload()
          return shopper.locator('h1').first().textContent()
        },
        { timeout: 10_000 },
      )
      .toContain('ENTWURF')
    await page.context().close()
    await shopper.context().close()
  })

  it('marks each block of the page with data-blok-uid on the preview host, and none on the public host', async () => {
    const preview = 'preview.cards.de.localhost'
    const { page } = await openPage(browser)
    await page.goto(siteUrl(preview, `/?${editorQuery()}`))
    // The draft story as the editor holds it (its blocks name themselves in `_editable`), read with the editor's session.
    type Block = { _uid: string; component: string }
    const { story } = await page.evaluate(async () => {
      const answer = await fetch('/frontend-api/de-de/home', { credentials: 'same-origin' })
      return (await answer.json()) as { story: { id: number; content: Block & Record<string, unknown> } }
    })
    const blocks = ['teaser', 'uspTeaser', 'body'].flatMap((field) => (story.content[field] as Block[] | undefined) ?? [])
    expect(blocks.length).toBeGreaterThan(2)
    for (const block of [story.content, ...blocks]) {
      const marked = page.locator(`[data-blok-uid="${story.id}-${block._uid}"]`)
      expect(await marked.count(), `${block.component} ${block._uid}`).toBe(1)
      expect(JSON.parse((await marked.getAttribute('data-blok-c')) ?? '{}')).toMatchObject({ name: block.component, uid: block._uid })
    }
    // A block's element takes the block's own box: what the editor outlines is the block, and the page keeps its layout.
    // (Blocks are wrapped in a <div>; a block's entries carry the attributes on their own list item or link.)
    const boxes = await page.$$eval('.page__content div[data-blok-uid]', (elements) =>
      elements.flatMap((element) => {
        const child = element.firstElementChild
        return child ? [{ outer: element.getBoundingClientRect().height, inner: child.getBoundingClientRect().height }] : []
      }),
    )
    expect(boxes.length).toBe(blocks.length)
    for (const { outer, inner } of boxes) expect(Math.abs(outer - inner)).toBeLessThan(1)

    const { page: shopper } = await openPage(browser)
    await visitSite(shopper, 'cards.de.localhost', '/')
    expect(await shopper.locator('.teaser').count()).toBeGreaterThan(0)
    expect(await shopper.locator('[data-blok-uid], [data-blok-c]').count()).toBe(0)
    await page.context().close()
    await shopper.context().close()
  })

  it('edits the layout story live on its own preview page', async () => {
    const { page } = await openPage(browser)
    const editorUrl = `http://editor.localhost:${inject('e2ePort')}/`
    const previewUrl = siteUrl('preview.cards.de.localhost', `/de-de/layout/?${editorQuery()}`)
    await page.route(editorUrl, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Editor</title><iframe id="preview" src="${previewUrl}" style="width:1200px;height:800px"></iframe>`,
      }),
    )
    await page.goto(editorUrl)
    const frame = page.frameLocator('#preview')
    await frame.locator('[data-island="preview-bridge"][data-hydrated="true"]').waitFor()
    const firstItem = frame.locator('.nav__item > .nav__link').first()
    const before = (await firstItem.textContent())?.trim()
    expect(before).toBeTruthy()
    // The editor's copy of the layout with the first navigation item renamed, sent as the bridge's input event.
    const renamed = 'Kalender, live umbenannt'
    const layout = await frame.locator('body').evaluate(async () => {
      const answer = await fetch('/frontend-api/de-de/layout', { credentials: 'same-origin' })
      return ((await answer.json()) as { story: { id: number; content: Record<string, unknown> } }).story
    })
    const items = layout.content.mainNavigationItems as { text: string }[]
    items[0] = { ...items[0], text: renamed } as { text: string }
    await page.evaluate((story) => {
      const target = (document.getElementById('preview') as HTMLIFrameElement).contentWindow
      target?.postMessage({ action: 'input', story }, '*')
    }, layout)
    await expect.poll(async () => (await firstItem.textContent())?.trim(), { timeout: 10_000 }).toBe(renamed)
    await expect.poll(() => frame.locator('[data-island="preview-bridge"] .preview-badge').getAttribute('data-state')).toBe('live')
    await page.context().close()
  })
})
