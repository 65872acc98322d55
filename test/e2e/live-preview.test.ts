// An editor in the visual editor types a new headline and sees it live; the public page keeps the published headline
// until the story is published, then shows the new content at once.
import { createHash, createHmac } from 'node:crypto'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage, siteUrl } from './browser'

// The demo space's preview token and the development webhook secret: both public by design, local only.
const DEMO_PREVIEW_TOKEN = 'demo-preview-token'
const WEBHOOK_SECRET = 'local-demo-webhook-secret'

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
    await page.evaluate((text) => {
      const story = {
        id: 1,
        content: {
          component: 'page',
          title: 'Home',
          teaser: [{ _uid: 't', component: 'Teaser', headline: text, subline: 'Live' }],
          body: [],
        },
      }
      const target = (document.getElementById('preview') as HTMLIFrameElement).contentWindow
      target?.postMessage({ action: 'input', story }, '*')
    }, headline)
    await expect.poll(async () => (await frame.locator('h1').first().textContent())?.trim(), { timeout: 10_000 }).toBe(headline)

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
})
