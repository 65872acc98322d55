// Nothing floating covers another's controls: the buttons never cover the open burger menu, the consent banner's "Alle
// akzeptieren" (nor does the open help chat at 1280 px) or a focused form field at 320 px, and the consent banner never
// covers the open burger menu. The own-format dialog and the frame selection wear the design's buttons, with error text
// of at least 4.5:1 and no field overlapping the next at 1280 px. (That no page is wider than its viewport is the
// page-type sweep's, ./page-sweep.ts.)
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostCookie, launchBrowser, openPage, siteUrl } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/**
 * What covers the element: the classes of whatever else answers a hit test on a grid over its box (a pill's rounded
 * ends aside), whatever the DOM order. None: every point is the element's.
 */
function coveredBy(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const misses: string[] = []
    for (let x = box.left + box.height / 2; x < box.right - box.height / 2; x += 6)
      for (let y = box.top + 2; y < box.bottom - 1; y += 6) {
        const found = document.elementFromPoint(x, y)
        if (!found || !(element === found || element.contains(found))) misses.push(found?.className ?? 'nothing')
      }
    return [...new Set(misses)]
  })
}

describe('floating parts', () => {
  it('never cover the consent banner\'s "Alle akzeptieren" (375 px, the help chat shown)', async () => {
    const { page } = await openPage(browser, { viewport: { width: 375, height: 700 } })
    await page.goto(siteUrl('cards.de.localhost', '/'))
    const chat = page.locator('.help-chat')
    await chat.waitFor()
    // The bubble fades in after SPEC §9's 1700 ms; it is hit-testable (and would cover) all along.
    const accept = page.locator('.consent').getByRole('button', { name: 'Alle akzeptieren' })
    await accept.waitFor()
    const [chatBox, acceptBox] = [await chat.boundingBox(), await accept.boundingBox()]
    // The case that matters: the bubble's box and the button's meet on a phone.
    expect(chatBox && acceptBox && chatBox.y + chatBox.height > acceptBox.y && chatBox.x < acceptBox.x + acceptBox.width).toBe(true)
    // Every point of the pill, the corner under the bubble included, is the button's.
    expect(await coveredBy(accept)).toEqual([])
    await accept.click({ trial: true })
    await page.context().close()
  })

  it('the open help chat never covers "Alle akzeptieren" (1280 px)', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await page.goto(siteUrl('cards.de.localhost', '/'))
    await page.click('.help-chat')
    await page.locator('.chat-widget').waitFor()
    const accept = page.locator('.consent').getByRole('button', { name: 'Alle akzeptieren' })
    expect(await accept.isVisible()).toBe(true)
    expect(await coveredBy(accept)).toEqual([])
    // Not even the pill's rounded end: the panel's box and the button's do not meet.
    const [panel, button] = [await page.locator('.chat-widget').boundingBox(), await accept.boundingBox()]
    const meet = panel!.x < button!.x + button!.width && button!.x < panel!.x + panel!.width && panel!.y < button!.y + button!.height
    expect(meet).toBe(false)
    await page.context().close()
  })

  it('the chat bubble never covers the form field a shopper types in (320 px)', async () => {
    const { page } = await openPage(browser, { viewport: { width: 320, height: 640 } })
    await page.context().addCookies([hostCookie('cards.de.localhost', 'consent', 'declined')])
    await page.goto(siteUrl('cards.de.localhost', '/service/'), { waitUntil: 'networkidle' })
    const chat = page.locator('.help-chat')
    // Once the bubble has faded in (SPEC §9's 1700 ms), it is there to cover things.
    await expect.poll(() => chat.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
    for (const name of ['name', 'email', 'message']) {
      const field = page.locator(`.contact-form__form [name="${name}"]`)
      await field.focus()
      // The field's middle scrolled to the bubble's: what lies there is the field.
      const hit = await field.evaluate((element) => {
        const bubble = document.querySelector('.help-chat')!.getBoundingClientRect()
        const box = element.getBoundingClientRect()
        scrollBy(0, box.top + box.height / 2 - (bubble.top + bubble.height / 2))
        const found = document.elementFromPoint(bubble.left + bubble.width / 2, bubble.top + bubble.height / 2)
        return found === element ? 'field' : (found?.className ?? 'nothing')
      })
      expect(hit, name).toBe('field')
    }
    await page.context().close()
  })

  it.each([['cards.de.localhost'], ['poster.de.localhost']])('never cover the open burger menu on %s (375 px)', async (host) => {
    const { page } = await openPage(browser, { viewport: { width: 375, height: 700 } })
    // No consent cookie: the banner is up when the menu opens.
    await page.goto(siteUrl(host, '/'))
    const chat = page.locator('.help-chat')
    await chat.waitFor()
    await page.locator('.consent').waitFor()
    await page.click('.header__burger')
    await page.locator('#burger-menu:not([hidden])').waitFor()
    // What lies under the bubble's and the consent banner's places is the menu's, not theirs.
    const places = await page.evaluate(() =>
      ['.help-chat', '.consent'].flatMap((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect()
        const xs = [box.left + 8, box.left + box.width / 2, box.right - 8]
        return xs.map((x) => ({ x, y: box.top + box.height / 2 }))
      }),
    )
    const hits = await page.evaluate(
      (points) => points.map(({ x, y }) => document.elementFromPoint(x, y)?.closest('#burger-menu') !== null),
      places,
    )
    expect(hits).toEqual(places.map(() => true))
    expect(await chat.isVisible()).toBe(false)
    await page.click('.burger__close')
    await expect.poll(() => chat.isVisible()).toBe(true)
    await page.context().close()
  })
})

/** WCAG contrast of the element's text colour against the first opaque background behind it. */
function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!
    }
    let back = [255, 255, 255]
    for (let box: Element | null = element; box; box = box.parentElement) {
      const value = rgb(getComputedStyle(box).backgroundColor)
      if (value.length === 3 || value[3] === 1) {
        back = value.slice(0, 3)
        break
      }
    }
    const [a, b] = [luminance(rgb(getComputedStyle(element).color)), luminance(back)]
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
  })
}

describe("the design's buttons and contrast", () => {
  it('gives the own-format dialog a filled primary button and an error text of at least 4.5:1 in red', async () => {
    const { page } = await openPage(browser, { viewport: { width: 375, height: 800 } })
    await page.context().addCookies([hostCookie('poster.de.localhost', 'consent', 'declined')])
    await page.goto(siteUrl('poster.de.localhost', '/poster'))
    await page.locator('[data-island="calculator"]').getByRole('link', { name: 'Eigenes Format' }).click()
    const dialog = page.getByRole('dialog', { name: 'Eigenes Format' })
    await dialog.getByLabel('Breite (cm)').fill('5')
    await dialog.getByLabel('Höhe (cm)').fill('30')
    const apply = dialog.getByRole('button', { name: 'Format übernehmen' })
    expect(await apply.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(11, 110, 110)')
    expect(await textContrast(apply)).toBeGreaterThanOrEqual(4.5)
    await apply.click()
    const error = dialog.locator('.calculator__error')
    await error.waitFor()
    expect(await error.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(179, 38, 30)')
    expect(await textContrast(error)).toBeGreaterThanOrEqual(4.5)
    await page.context().close()
  })

  it('keeps the frame selection\'s selects apart at 1280 px and styles its no-JavaScript "update" as a button', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false })
    await page.context().addCookies([hostCookie('poster.de.localhost', 'consent', 'declined')])
    await page.goto(siteUrl('poster.de.localhost', '/bilderrahmen'))
    const selection = page.locator('.frame-selection').first()
    const boxes = await selection.locator('.frame-selection__field').evaluateAll((fields) =>
      fields.map((field) => {
        const select = field.querySelector('select')!.getBoundingClientRect()
        return {
          label: field.querySelector('label')!.textContent,
          left: select.left,
          right: select.right,
          top: select.top,
          bottom: select.bottom,
        }
      }),
    )
    expect(boxes.length).toBeGreaterThan(2)
    const overlaps = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        .map((b) => `${a.label} / ${b.label}`),
    )
    expect(overlaps).toEqual([])
    const update = selection.locator('.frame-selection__update')
    const style = await update.evaluate((element) => {
      const s = getComputedStyle(element)
      return { border: s.borderTopWidth, radius: s.borderTopLeftRadius, color: s.color }
    })
    expect(style).toEqual({ border: '1px', radius: '999px', color: 'rgb(11, 110, 110)' })
    await page.context().close()
  })
})
