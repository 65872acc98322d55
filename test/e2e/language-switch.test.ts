// A shopper on the Swiss site switches between German, French and Italian and stays on the same page.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('Swiss site languages', () => {
  it('switches German -> French -> Italian -> German on the same page', async () => {
    const { page, problems } = await openPage(browser)
    await page.goto(siteUrl('cards.ch.localhost', '/fotokalender/'))
    expect(await page.getAttribute('html', 'lang')).toBe('de-CH')
    const heading = async () => (await page.locator('h1').first().textContent())?.trim()
    const german = await heading()

    for (const [code, locale, path] of [
      ['FR', 'fr-CH', '/fr/fotokalender/'],
      ['IT', 'it-CH', '/it/fotokalender/'],
      ['DE', 'de-CH', '/fotokalender/'],
    ] as const) {
      await page.locator('.languages').getByRole('link', { name: code, exact: true }).click()
      await page.waitForURL(siteUrl('cards.ch.localhost', path))
      expect(await page.getAttribute('html', 'lang')).toBe(locale)
      expect(await page.locator(`.languages [aria-current="true"]`).textContent()).toBe(code)
    }
    expect(await heading()).toBe(german)
    expect(problems).toEqual([])
    await page.context().close()
  })
})
