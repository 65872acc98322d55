// The calculator's two dialogs (SPEC §2 calculator-more-formats / calculator-own-format, §4 dialog and calculator
// rules) in Chromium: a format picked from every format of the material stays as the extra own-format entry with its
// price until a listed one is chosen; one dialog at a time with focus kept inside, Escape and the scroll lock; the same
// two dialogs as GET forms of the page without JavaScript; no serious axe violation in either.
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

const calculator = (page: Page) => page.locator('[data-island="calculator"]')
const plain = (value: string) =>
  value
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const summary = async (page: Page) => plain(await calculator(page).locator('.calculator__price').innerText())

async function open(page: Page, host: string, path = '/poster'): Promise<void> {
  await page.context().addCookies([hostCookie(host, 'consent', 'declined')])
  expect((await page.goto(siteUrl(host, path)))?.status()).toBe(200)
}

async function seriousViolations(page: Page, include: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE })
  const violations = await page.evaluate(async (selector) => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[]; failureSummary?: string }[] }
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: Violation[] }> } }).axe
    return (await axe.run({ include: [selector] }, { resultTypes: ['violations'] })).violations
  }, include)
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`))
}

describe('with JavaScript', () => {
  it('picks a format from more formats: kept as the own entry with its price, cleared by a listed format', async () => {
    const { page, problems } = await openPage(browser)
    await open(page, 'poster.de.localhost')
    // The island is not hydrated at load; the first click on the link wakes it and opens the dialog.
    expect(await calculator(page).getAttribute('data-hydrated')).toBeNull()
    await calculator(page).getByRole('link', { name: 'Weitere Formate' }).click()
    const dialog = page.getByRole('dialog', { name: 'Weitere Formate' })
    await dialog.locator('.format-choice').first().waitFor()
    expect(await dialog.locator('.format-choice').count()).toBe(18)
    expect(await dialog.locator('.more-formats__ratio span:first-of-type').allInnerTexts()).toEqual([
      'Standard',
      'DIN-Formate',
      '3:2',
      '4:3',
      '5:4',
      'Quadratisch',
      '16:9',
      '2:1',
    ])
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-lock'))).toBe(true)

    await dialog.getByRole('button', { name: /21 x 29,7 cm/ }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    const own = calculator(page).locator('.calculator__format--own')
    expect(plain(await own.locator('.calculator__dimensions').innerText())).toBe('Eigenes Format: 21 x 29,7 cm')
    expect(await own.locator('input').isChecked()).toBe(true)
    expect(await summary(page)).toBe('9,99 €')
    expect(await calculator(page).locator('.calculator__cta').getAttribute('href')).toBe(
      '/configurator-photo-frame?materialType=poster&formatType=2100x2970&locale=de-DE',
    )
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-lock'))).toBe(false)

    // A format of the teaser's list picked in the dialog is no own entry; another listed one clears the own entry.
    await calculator(page).getByRole('link', { name: 'Weitere Formate' }).click()
    await dialog.getByRole('button', { name: /21 x 29,7 cm/ }).waitFor()
    expect(await dialog.getByRole('button', { name: /21 x 29,7 cm/ }).getAttribute('aria-pressed')).toBe('true')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await calculator(page).locator('.calculator__format', { hasText: '40 x 60 cm' }).click()
    await expect.poll(() => own.count()).toBe(0)
    expect(await summary(page)).toBe('19,99 €')
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('keeps focus inside the dialog, opens one at a time, and has no serious axe violation', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 375, height: 800 } })
    await open(page, 'poster.de.localhost')
    await calculator(page).getByRole('link', { name: 'Eigenes Format' }).click()
    const own = page.getByRole('dialog', { name: 'Eigenes Format' })
    await own.getByLabel('Breite (cm)').waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('ownWidth')
    // Tab from the last control wraps to the first: the close button.
    await own.getByRole('button', { name: 'Format übernehmen' }).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('dialog__close')
    expect(await seriousViolations(page, 'dialog.dialog')).toEqual([])
    await page.keyboard.press('Escape')
    await expect.poll(() => own.isVisible()).toBe(false)

    await calculator(page).getByRole('link', { name: 'Weitere Formate' }).click()
    const more = page.getByRole('dialog', { name: 'Weitere Formate' })
    await more.locator('.format-choice').first().waitFor()
    expect(await page.locator('dialog[open]').count()).toBe(1)
    expect(await seriousViolations(page, 'dialog.dialog')).toEqual([])
    await more.getByRole('button', { name: 'Schließen' }).click()
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it.each([
    ['/poster?materialType=poster&calculator=more-formats'],
    ['/poster?materialType=poster&calculator=own-format&ownWidth=5&ownHeight=30'],
  ])('shows the no-JavaScript panel of %s without a serious axe violation', async (path) => {
    const { page } = await openPage(browser)
    await open(page, 'poster.de.localhost', path)
    expect(await seriousViolations(page, '.calculator-panel')).toEqual([])
    await page.context().close()
  })
})

describe('without JavaScript', () => {
  it('reaches more formats as a GET form of the page and keeps the picked format with its price', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false })
    await open(page, 'poster.de.localhost')
    await calculator(page).getByRole('link', { name: 'Weitere Formate' }).click()
    await page.waitForURL(/calculator=more-formats/)
    const panel = page.locator('.calculator-panel')
    expect(await panel.locator('h2').innerText()).toBe('Weitere Formate')
    await panel.getByText('84,1 x 118,9 cm').click()
    await panel.getByRole('button', { name: 'Format wählen' }).click()
    await page.waitForURL(/formatType=8410x11890/)
    expect(plain(await calculator(page).locator('.calculator__format--own').innerText())).toContain('Eigenes Format: 84,1 x 118,9 cm')
    expect(await summary(page)).toBe('54,99 €')
    expect(await calculator(page).locator('.calculator__cta').getAttribute('href')).toBe(
      '/configurator-photo-frame?materialType=poster&formatType=8410x11890&locale=de-DE',
    )

    // A listed format clears it.
    await calculator(page).locator('.calculator__format', { hasText: '30 x 40 cm' }).click()
    await calculator(page).getByRole('button', { name: 'Auswahl aktualisieren' }).click()
    await page.waitForURL(/formatType=3000x4000/)
    expect(await calculator(page).locator('.calculator__format--own').count()).toBe(0)
    await page.context().close()
  })

  it('takes an own format through its GET form, with a clear message when out of range', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false })
    await open(page, 'poster.com.localhost')
    await calculator(page).getByRole('link', { name: 'Custom size' }).click()
    const panel = page.locator('.calculator-panel')
    await panel.getByLabel('Width (in)').fill('40')
    await panel.getByLabel('Height (in)').fill('20')
    await panel.getByRole('button', { name: 'Use this size' }).click()
    await page.waitForURL(/ownWidth=40/)
    expect(await page.locator('.calculator-panel .calculator__error').innerText()).toBe(
      'This material is not made that large: at most 27.6 x 39.4 in.',
    )
    await page.locator('.calculator-panel').getByLabel('Width (in)').fill('18')
    await page.locator('.calculator-panel').getByLabel('Height (in)').fill('24')
    await page.locator('.calculator-panel').getByRole('button', { name: 'Use this size' }).click()
    await page.waitForURL(/ownWidth=18/)
    expect(await page.locator('.calculator-panel').count()).toBe(0)
    expect(plain(await calculator(page).locator('.calculator__format--own').innerText())).toContain('Custom size: 18 x 24 in')
    await page.context().close()
  })
})
