// A shopper using the calculator teaser on the poster brand's pages: material, format and own format change in place
// with prices in the site's currency (and unit), and the designer link leads to the hand-off page with that choice.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, siteUrl, hostCookie } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const calculator = (page: Page) => page.locator('[data-island="calculator"]')
/** The price under the format list: the struck-through original (if reduced) and the current price. */
const summaryPrice = (page: Page) => calculator(page).locator('.calculator__price')
const cta = (page: Page) => calculator(page).locator('.calculator__cta')
/** The format entry whose text contains `dimensions`. */
const formatEntry = (page: Page, dimensions: string) => calculator(page).locator('.calculator__format', { hasText: dimensions })

async function openCalculator(page: Page, host: string, path = '/poster'): Promise<void> {
  const response = await page.goto(siteUrl(host, path))
  expect(response?.status()).toBe(200)
  // The island hydrates on the first interaction inside it (off the critical path of the page's load).
  await page.locator('section.calculator').hover()
  await page.locator('[data-island="calculator"][data-hydrated="true"]').waitFor()
  // The no-JavaScript update button goes once the island runs.
  await expect.poll(() => calculator(page).locator('.calculator__update').count()).toBe(0)
}

/** Normalises the no-break and narrow no-break spaces ICU puts into prices. */
const plain = (value: string) =>
  value
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** `Statt 24,99 € | Jetzt 19,99 €` for a reduced price (struck original, then current), `12,99 €` otherwise. */
async function prices(scope: Locator): Promise<string> {
  return (await scope.locator('s, .calculator__current').allTextContents()).map(plain).join(' | ')
}

describe('on poster.de.localhost', () => {
  it('picks a material and a format, shows the reduced price, and hands the choice to the designer', async () => {
    const { page, problems } = await openPage(browser)
    await openCalculator(page, 'poster.de.localhost')
    let navigations = 0
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && navigations++))

    // The poster page opens on poster paper, 50 x 70 cm: 19,99 € instead of 24,99 €.
    expect(await prices(summaryPrice(page))).toBe('Statt 24,99 € | Jetzt 19,99 €')

    // Canvas: its own formats, reset to its initial 40 x 60 cm.
    await calculator(page).getByLabel('Material').selectOption('leinwand')
    await expect.poll(() => formatEntry(page, '120 x 40 cm').count()).toBe(1)
    expect(await formatEntry(page, '40 x 60 cm').locator('input').isChecked()).toBe(true)
    expect(await summaryPrice(page).locator('s').count()).toBe(0)
    expect(await prices(summaryPrice(page))).toBe('39,99 €')

    // 60 x 90 cm is reduced: the original struck through above the current price.
    await formatEntry(page, '60 x 90 cm').click()
    await expect.poll(() => prices(summaryPrice(page))).toBe('Statt 79,99 € | Jetzt 64,99 €')
    const [original, current] = await Promise.all([
      summaryPrice(page).locator('s').boundingBox(),
      summaryPrice(page).locator('.calculator__current').boundingBox(),
    ])
    expect(original && current && original.y + original.height <= current.y + 1).toBe(true)
    expect(await cta(page).getAttribute('href')).toBe('/configurator-photo-frame?materialType=leinwand&formatType=6000x9000&locale=de-DE')
    expect(navigations).toBe(0)

    await cta(page).click()
    await page.waitForURL(/\/configurator-photo-frame\?/)
    expect(await page.locator('h1').innerText()).toBe('Designer: Wandbild')
    const options = page.locator('.designer-handoff__option')
    expect(await options.locator('dt').allInnerTexts()).toEqual(['Material', 'Format', 'Sprache'])
    expect(await options.locator('dd').allInnerTexts()).toEqual(['Leinwand leinwand', '60 x 90 cm 6000x9000', 'de-DE'])
    expect(await page.getByRole('link', { name: 'Zurück zum Shop' }).getAttribute('href')).toBe('/poster')
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('takes an own format in its dialog, prices it like the next larger format, refuses a bad one, and drops it for a listed one', async () => {
    const { page, problems } = await openPage(browser)
    await openCalculator(page, 'poster.de.localhost')
    await calculator(page).getByRole('link', { name: 'Eigenes Format' }).click()
    const dialog = page.getByRole('dialog', { name: 'Eigenes Format' })
    await dialog.getByLabel('Breite (cm)').waitFor()
    expect(await dialog.locator('.own-format__limits').innerText()).toBe('Kürzere Seite 10 bis 70 cm, längere Seite 10 bis 100 cm.')
    await dialog.getByLabel('Breite (cm)').fill('5')
    await dialog.getByLabel('Höhe (cm)').fill('30')
    await dialog.getByRole('button', { name: 'Format übernehmen' }).click()
    await expect.poll(() => dialog.locator('.calculator__error').innerText()).toBe('Jede Seite muss mindestens 10 cm lang sein.')
    await dialog.getByLabel('Breite (cm)').fill('80')
    await dialog.getByLabel('Höhe (cm)').fill('80')
    await dialog.getByRole('button', { name: 'Format übernehmen' }).click()
    await expect
      .poll(() => dialog.locator('.calculator__error').innerText())
      .toBe('So groß gibt es das Material nicht: höchstens 70 x 100 cm.')

    await dialog.getByLabel('Breite (cm)').fill('45')
    await dialog.getByLabel('Höhe (cm)').fill('65,5')
    await dialog.getByRole('button', { name: 'Format übernehmen' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    const own = calculator(page).locator('.calculator__format--own')
    await expect.poll(() => own.count()).toBe(1)
    expect(plain(await own.locator('.calculator__dimensions').innerText())).toBe('Eigenes Format: 45 x 65,5 cm (Preis wie 50 x 70 cm)')
    expect(await own.locator('input').isChecked()).toBe(true)
    expect(await prices(summaryPrice(page))).toBe('Statt 24,99 € | Jetzt 19,99 €')
    expect(await cta(page).getAttribute('href')).toBe('/configurator-photo-frame?materialType=poster&formatType=4500x6550&locale=de-DE')

    await formatEntry(page, '30 x 40 cm').click()
    await expect.poll(() => own.count()).toBe(0)
    expect(await prices(summaryPrice(page))).toBe('12,99 €')
    expect(problems).toEqual([])
    await page.context().close()
  })
})

describe("portrait and landscape (SPEC §4: the poster page's content tag and the voll-portrait-format experiment)", () => {
  // The demo experiment is on for half the shoppers: these split keys fall into its on and its off half.
  const ON = '00000000-0000-4000-8000-000000000002'
  const OFF = '00000000-0000-4000-8000-000000000001'
  // Experiments run only with the shopper's consent; the tag manager that consent also loads answers empty here.
  const withKey = async (page: Page, key: string) => {
    await page.context().route('http://tags.localhost/**', (route) => route.fulfill({ contentType: 'application/javascript', body: '' }))
    await page
      .context()
      .addCookies([hostCookie('poster.de.localhost', 'consent', 'granted'), hostCookie('poster.de.localhost', 'split_key', key)])
  }

  it('turns the format to landscape at the portrait price, keeps the turned list, and turns back', async () => {
    const { page, problems } = await openPage(browser)
    await withKey(page, ON)
    await openCalculator(page, 'poster.de.localhost')
    const portrait = calculator(page).getByRole('radio', { name: 'Hochformat' })
    const landscape = calculator(page).getByRole('radio', { name: 'Querformat' })
    expect(await portrait.isChecked()).toBe(true)

    await landscape.click()
    await expect.poll(() => formatEntry(page, '70 x 50 cm').locator('input').isChecked()).toBe(true)
    expect(await formatEntry(page, '30 x 40 cm').count()).toBe(0)
    expect(await prices(formatEntry(page, '40 x 30 cm'))).toBe('12,99 €')
    expect(await prices(summaryPrice(page))).toBe('Statt 24,99 € | Jetzt 19,99 €')
    expect(await cta(page).getAttribute('href')).toBe('/configurator-photo-frame?materialType=poster&formatType=7000x5000&locale=de-DE')

    await formatEntry(page, '100 x 70 cm').click()
    await expect.poll(() => prices(summaryPrice(page))).toBe('Statt 44,99 € | Jetzt 36,99 €')
    expect(await landscape.isChecked()).toBe(true)
    expect(await cta(page).getAttribute('href')).toBe('/configurator-photo-frame?materialType=poster&formatType=10000x7000&locale=de-DE')

    await portrait.click()
    await expect.poll(() => formatEntry(page, '70 x 100 cm').locator('input').isChecked()).toBe(true)
    expect(await cta(page).getAttribute('href')).toBe('/configurator-photo-frame?materialType=poster&formatType=7000x10000&locale=de-DE')

    // A new material starts from its initial format as listed.
    await landscape.click()
    await calculator(page).getByLabel('Material').selectOption('leinwand')
    await expect.poll(() => formatEntry(page, '40 x 60 cm').locator('input').isChecked()).toBe(true)
    expect(await portrait.isChecked()).toBe(true)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('shows no toggle to shoppers outside the experiment', async () => {
    const { page, problems } = await openPage(browser)
    await withKey(page, OFF)
    await openCalculator(page, 'poster.de.localhost')
    expect(await calculator(page).locator('.calculator__orientation').count()).toBe(0)
    expect(problems).toEqual([])
    await page.context().close()
  })
})

describe('on poster.ch.localhost', () => {
  // The catalogue's Swiss prices stay below CHF 1'000; a stand-in backend (the development-only `?_apiBase=`,
  // SPEC §7) answers one that groups, so the browser's own formatting of it is seen too.
  let backend: Server
  let base = ''
  const requested: string[] = []
  beforeAll(async () => {
    const format = (value: string, priceCurrent: number, priceOriginal: number, formatType: string) => ({
      value,
      priceCurrent,
      priceOriginal,
      context: { formatType },
    })
    const payload = {
      product: 'photoframe',
      isCollage: false,
      currency: 'chf',
      selectedValue: 'pvcplane',
      labels: [],
      options: [
        {
          value: 'pvcplane',
          labelTranslationKey: 'materials.pvcplane',
          context: { materialType: 'pvcplane' },
          initiallySelectedFormat: '10000x5000',
          formats: [format('10000x5000', 41.9, 41.9, '2:1'), format('30000x10000', 1234.5, 1399.9, '3:1')],
        },
      ],
    }
    // The page's customer-data call carries the page's query (SPEC §7), so it reaches this backend too: it answers as
    // a backend does for a shopper who is not logged in.
    const anonymous = {
      emailHash: null,
      firstName: null,
      lastName: null,
      isLoggedIn: false,
      isWhitelabelCustomer: false,
      number: null,
      order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
      type: 0,
    }
    backend = createServer((request, response) => {
      const poster = request.headers['x-channel'] === 'poster'
      requested.push(request.url ?? '')
      const answer = !poster
        ? undefined
        : request.url?.startsWith('/web-api/calculator/reference?')
          ? payload
          : request.url?.startsWith('/web-api/customer-data')
            ? anonymous
            : request.url?.startsWith('/web-api/product-selection-photo-frame/format-limits?')
              ? { minWidth: 100, maxWidth: 3000, minHeight: 100, maxHeight: 3000 }
              : undefined
      response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer ? { payload: answer } : { message: { text: 'not here' } }))
    })
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    backend?.closeAllConnections()
    await new Promise((resolve) => backend?.close(resolve))
  })

  it('prices in Swiss francs', async () => {
    const { page, problems } = await openPage(browser)
    await openCalculator(page, 'poster.ch.localhost')
    await calculator(page).getByLabel('Material').selectOption('poster')
    await formatEntry(page, '30 x 40 cm').click()
    await expect.poll(() => prices(summaryPrice(page))).toBe('CHF 13.90')
    await formatEntry(page, '70 x 100 cm').click()
    await expect.poll(() => prices(summaryPrice(page))).toBe('Statt CHF 46.90 | Jetzt CHF 38.90')
    expect(await cta(page).getAttribute('href')).toBe('/configurator-photo-frame?materialType=poster&formatType=7000x10000&locale=de-CH')
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('groups francs of a thousand and more with an apostrophe', async () => {
    const { page, problems } = await openPage(browser)
    await openCalculator(page, 'poster.ch.localhost', `/poster?_apiBase=${encodeURIComponent(base)}`)
    expect(await prices(summaryPrice(page))).toBe('CHF 41.90')
    await formatEntry(page, '300 x 100 cm').click()
    await expect.poll(() => prices(summaryPrice(page))).toBe("Statt CHF 1'399.90 | Jetzt CHF 1'234.50")
    expect(await prices(formatEntry(page, '300 x 100 cm'))).toBe("Statt CHF 1'399.90 | Jetzt CHF 1'234.50")
    expect(problems).toEqual([])
    await page.context().close()
  })

  // SPEC §7: the API base is chosen per request; an island's own calls go where its page's did (the override is
  // the storefront's parameter and never reaches the backend).
  it("sends the island's dialog calls to the backend the page was rendered from", async () => {
    const { page } = await openPage(browser)
    await openCalculator(page, 'poster.ch.localhost', `/poster?_apiBase=${encodeURIComponent(base)}`)
    await calculator(page).getByRole('link', { name: 'Eigenes Format' }).click()
    await expect
      .poll(() => requested.filter((url) => url.startsWith('/web-api/product-selection-photo-frame/format-limits?')))
      .toEqual(['/web-api/product-selection-photo-frame/format-limits?materialType=pvcplane'])
    await page.context().close()
  })
})

describe('on poster.com.localhost', () => {
  it('prices in dollars with inches, also for an own size, and hands it to the designer', async () => {
    const { page, problems } = await openPage(browser)
    await openCalculator(page, 'poster.com.localhost')
    await formatEntry(page, '27.6 x 39.4 in').click()
    await expect.poll(() => prices(summaryPrice(page))).toBe('Was $48.99 | Now $39.99')
    await formatEntry(page, '11.8 x 15.7 in').click()
    await expect.poll(() => prices(summaryPrice(page))).toBe('$13.99')

    await calculator(page).getByRole('link', { name: 'Custom size' }).click()
    const dialog = page.getByRole('dialog', { name: 'Custom size' })
    await dialog.getByLabel('Width (in)').fill('18')
    await dialog.getByLabel('Height (in)').fill('24')
    await dialog.getByLabel('Height (in)').press('Enter')
    const own = calculator(page).locator('.calculator__format--own')
    await expect.poll(() => own.count()).toBe(1)
    expect(plain(await own.locator('.calculator__dimensions').innerText())).toBe('Custom size: 18 x 24 in (Priced as 19.7 x 27.6 in)')
    expect(await prices(summaryPrice(page))).toBe('Was $26.99 | Now $21.99')

    await cta(page).click()
    await page.waitForURL(/\/configurator-photo-frame\?/)
    expect(await page.locator('h1').innerText()).toBe('Designer: Wall art')
    expect(await page.locator('.designer-handoff__option dd').allInnerTexts()).toEqual(['Poster poster', '18 x 24 in 4572x6096', 'en-US'])
    expect(problems).toEqual([])
    await page.context().close()
  })
})

describe('without JavaScript', () => {
  it('chooses material and format through the form and still reaches the designer', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false })
    await page.goto(siteUrl('poster.de.localhost', '/poster'))
    expect(await prices(summaryPrice(page))).toBe('Statt 24,99 € | Jetzt 19,99 €')

    await calculator(page).getByLabel('Material').selectOption('leinwand')
    await calculator(page).getByRole('button', { name: 'Auswahl aktualisieren' }).click()
    await page.waitForURL(/materialType=leinwand/)
    expect(await formatEntry(page, '40 x 60 cm').locator('input').isChecked()).toBe(true)
    expect(await prices(summaryPrice(page))).toBe('39,99 €')

    await formatEntry(page, '60 x 90 cm').click()
    await calculator(page).getByRole('button', { name: 'Auswahl aktualisieren' }).click()
    await page.waitForURL(/formatType=6000x9000/)
    expect(await prices(summaryPrice(page))).toBe('Statt 79,99 € | Jetzt 64,99 €')

    await cta(page).click()
    await page.waitForURL(/\/configurator-photo-frame\?/)
    expect(await page.locator('.designer-handoff__option dd').allInnerTexts()).toEqual([
      'Leinwand leinwand',
      '60 x 90 cm 6000x9000',
      'de-DE',
    ])
    await page.context().close()
  })
})
