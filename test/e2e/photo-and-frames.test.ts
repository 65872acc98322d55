// Photo boxes and the photo-frame selection in Chromium: the photo-box calculator on en-US in nominal inches and
// dollars through to the designer, a frame chosen step by step (family, type, mat, glass, option, format) through to
// the photo-frame designer link, both as plain GET forms without JavaScript, and no serious axe violation on either page.
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl, hostCookie } from './browser'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const plain = (value: string) =>
  value
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const photo = (page: Page) => page.locator('[data-island="photo-calculator"]')
const frames = (page: Page) => page.locator('[data-island="frame-selection"]')

async function open(page: Page, host: string, path: string): Promise<void> {
  await page.context().addCookies([hostCookie(host, 'consent', 'declined')])
  expect((await page.goto(siteUrl(host, path)))?.status()).toBe(200)
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE })
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[]; failureSummary?: string }[] }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe
    return (await axe.run(document, { resultTypes: ['violations'] })).violations
  })
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`))
}

describe('the photo-box calculator on poster.com.localhost (en-US)', () => {
  it('offers the formats in nominal inches, prices in dollars and hands the box to the designer', async () => {
    const { page, problems } = await openPage(browser)
    await open(page, 'poster.com.localhost', '/fotoboxen')
    await photo(page).locator('section').hover()
    await page.locator('[data-island="photo-calculator"][data-hydrated="true"]').waitFor()
    expect(await photo(page).locator('.calculator__dimensions').allInnerTexts()).toEqual(['4 x 4 in', '5 x 3.5 in', '6 x 4 in'])
    expect(plain(await photo(page).locator('.calculator__price').innerText())).toBe('Was $17.99 Now $14.99')

    await photo(page).getByLabel('Photo box', { exact: true }).selectOption('MAX')
    await expect.poll(async () => photo(page).locator('.calculator__dimensions').allInnerTexts()).toEqual(['7 x 5 in', '12 x 8 in'])
    await photo(page).locator('.calculator__format', { hasText: '12 x 8 in' }).click()
    await photo(page).getByLabel('Paper').selectOption('hahnemuehle')
    await expect
      .poll(async () => plain(await photo(page).locator('.calculator__price').innerText()))
      .toMatch(/^Was \$\d+\.99 Now \$\d+\.99$/)
    const href = await photo(page).locator('.calculator__cta').getAttribute('href')
    expect(href).toBe(
      '/configurator-photobox?photoboxType=MAX&photoboxFormat%5Bwidth%5D=300&photoboxFormat%5Bheight%5D=200&paper=hahnemuehle&locale=en-US',
    )
    await photo(page).locator('.calculator__cta').click()
    await page.waitForURL(/\/configurator-photobox\?/)
    expect(await page.locator('h1').innerText()).toBe('Designer: Photo box')
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('prints: the quantity multiplies the piece price', async () => {
    const { page, problems } = await openPage(browser)
    await open(page, 'poster.com.localhost', '/fotos-drucken')
    await photo(page).getByLabel('Quantity').fill('75')
    await page.locator('[data-island="photo-calculator"][data-hydrated="true"]').waitFor()
    await photo(page).getByLabel('Quantity').fill('75')
    await expect.poll(async () => plain(await photo(page).locator('.calculator__price').innerText())).toBe('$15.75 $0.21 per print')
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('works as a GET form without JavaScript', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false })
    await open(page, 'poster.com.localhost', '/fotoboxen')
    await photo(page).getByLabel('Photo box', { exact: true }).selectOption('large')
    await photo(page).getByRole('button', { name: 'Update selection' }).click()
    await page.waitForURL(/photoboxType=large/)
    expect(await photo(page).locator('.calculator__dimensions').allInnerTexts()).toEqual(['6 x 4 in', '7 x 5 in'])
    expect(await photo(page).locator('.calculator__cta').getAttribute('href')).toBe(
      '/configurator-photobox?photoboxType=large&photoboxFormat%5Bwidth%5D=150&photoboxFormat%5Bheight%5D=100&paper=simple&locale=en-US',
    )
    await page.context().close()
  })
})

describe('the photo-frame selection on poster.de.localhost', () => {
  it('keeps a frame chosen before the island is live, in the field and in the designer link', async () => {
    const { page, problems } = await openPage(browser)
    await open(page, 'poster.de.localhost', '/bilderrahmen')
    const island = frames(page)
    // A choice without a pointer over the block first (the keyboard, a fast touch, assistive technology): the change
    // itself wakes the island, and hydration must not set the field back.
    expect(await page.locator('[data-island="frame-selection"][data-hydrated="true"]').count()).toBe(0)
    await island.getByLabel('Rahmen', { exact: true }).selectOption('holzrahmen-eiche')
    await page.locator('[data-island="frame-selection"][data-hydrated="true"]').waitFor()
    await expect.poll(() => island.locator('.frame-selection__cta').getAttribute('href')).toContain('frameType=holzrahmen-eiche')
    expect(await island.getByLabel('Rahmen', { exact: true }).inputValue()).toBe('holzrahmen-eiche')
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('selects a frame step by step through to the designer link', async () => {
    const { page, problems } = await openPage(browser)
    await open(page, 'poster.de.localhost', '/bilderrahmen')
    const island = frames(page)
    await island.locator('section').hover()
    await page.locator('[data-island="frame-selection"][data-hydrated="true"]').waitFor()
    expect(await island.locator('.frame-selection__name').innerText()).toBe('Holzrahmen Schwarz mit Passepartout')

    await island.getByLabel('Rahmenart').selectOption('alurahmen')
    await island.getByLabel('Rahmen', { exact: true }).selectOption('alurahmen-silber')
    await island.getByRole('radio', { name: 'Ohne Passepartout' }).check()
    await island.getByRole('radio', { name: 'Museums-Acrylglas' }).check()
    await island.getByLabel('Druck').selectOption('hahnemuehle')
    await island.getByLabel('Oberfläche').selectOption('matt-cotton-smooth')
    await island.getByLabel('Format').selectOption('5000x7000')
    await expect.poll(() => island.locator('.frame-selection__name').innerText()).toBe('Alurahmen eckig, Silber')
    const cta = island.locator('.frame-selection__cta')
    await expect
      .poll(() => cta.getAttribute('href'))
      .toBe(
        '/configurator-photo-frame?frameType=alurahmen-silber&matType=mat-none&matSize=0&materialType=hahnemuehle&optionTypes%5B%5D=museum-acrylic&optionTypes%5B%5D=matt-cotton-smooth&formatType=5000x7000&locale=de-DE',
      )
    // Hahnemühle 50 x 70 cm 46,99 € (54,99 €) + aluminium frame 39,99 € (49,99 €) + museum acrylic 0.35 m² × 69 € = 24,15 €.
    expect(plain(await island.locator('.frame-selection__price').innerText())).toBe('Preis Statt 129,13 € Jetzt 111,13 €')

    // A family whose formats were not loaded yet fetches them: the canvas floater frame, without glass.
    await island.getByLabel('Rahmenart').selectOption('schattenfuge-leinwand')
    await expect.poll(() => island.locator('.frame-selection__note').first().innerText()).toContain('Ohne Verglasung')
    await expect.poll(() => cta.getAttribute('href')).toContain('frameType=schattenfuge-leinwand-schwarz')
    await cta.click()
    await page.waitForURL(/\/configurator-photo-frame\?/)
    expect(await page.locator('h1').innerText()).toBe('Designer: Wandbild')
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('works as a GET form without JavaScript', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false })
    await open(page, 'poster.de.localhost', '/bilderrahmen')
    const island = frames(page)
    await island.getByLabel('Rahmen', { exact: true }).selectOption('holzrahmen-eiche')
    await island.getByRole('radio', { name: 'Ohne Passepartout' }).check()
    await island.getByRole('button', { name: 'Auswahl aktualisieren' }).click()
    await page.waitForURL(/frameType=holzrahmen-eiche/)
    expect(await island.locator('.frame-selection__name').innerText()).toBe('Holzrahmen Eiche natur')
    expect(await island.locator('.frame-selection__cta').getAttribute('href')).toContain(
      'frameType=holzrahmen-eiche&matType=mat-none&matSize=0',
    )
    await page.context().close()
  })
})

describe('axe: no serious or critical violations', () => {
  it.each([
    ['poster.de.localhost', '/bilderrahmen'],
    ['poster.com.localhost', '/fotoboxen'],
    ['cards.de.localhost', '/fotos-drucken/'],
  ])('%s%s', async (host, path) => {
    const { page } = await openPage(browser, { viewport: { width: 375, height: 900 } })
    await open(page, host, path)
    await page.locator('.photo-detail, .frame-selection').first().waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })
})
