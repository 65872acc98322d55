// The /_icons route module on a tiny app with the real site, variant and request-scope middleware (as src/app.tsx mounts it).
import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/app-env'
import { pageScope } from '../../src/middleware/page-scope'
import { requestVariant } from '../../src/middleware/request-variant'
import { siteMiddleware } from '../../src/middleware/site'
import { Icon, IconSprite } from '../../src/views/icons/icon'
import { ICON_NAMES, ICONS } from '../../src/views/icons/icons'
import { parseViewBox } from '../../src/views/icons/viewbox'
import { iconRoutes } from '../../src/routes/icons'

const app = new Hono<AppEnv>().use(siteMiddleware).use(requestVariant).use(pageScope).route('/', iconRoutes)

async function getIcons(host = 'cards.de.localhost'): Promise<Response> {
  return app.request(`http://${host}/_icons`, { headers: { host } }, env)
}

describe('/_icons', () => {
  it('renders every icon once in the sprite and once in the grid', async () => {
    const response = await getIcons()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<title>Icons</title>')
    expect(html.match(/<svg class="icon-sprite"/g)).toHaveLength(1)
    expect(html.match(/<symbol /g)).toHaveLength(ICON_NAMES.length)
    for (const name of ICON_NAMES) {
      expect(html.match(new RegExp(`<symbol id="icon-${name}"`, 'g'))).toHaveLength(1)
      expect(html).toContain(`<use href="#icon-${name}"`)
      expect(html).toContain(`<code class="icons-grid__name">${name}</code>`)
    }
  })

  it('keeps the internal page out of search engines', async () => {
    const response = await getIcons()
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(await response.text()).toContain('<meta name="robots" content="noindex,nofollow"/>')
  })

  it('writes only viewBoxes that parse (SPEC §5: numbers separated by spaces)', async () => {
    const html = await (await getIcons()).text()
    const viewBoxes = [...html.matchAll(/<symbol id="icon-[a-z-]+" viewBox="([^"]*)"/g)].map((match) => match[1] ?? '')
    expect(viewBoxes).toHaveLength(ICON_NAMES.length)
    for (const viewBox of viewBoxes) expect(parseViewBox(viewBox), viewBox).toBeDefined()
  })

  it('renders in the brand and language of the host', async () => {
    const html = await (await getIcons('poster.com.localhost')).text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-US" data-brand="poster"/)
  })
})

describe('icon data and components', () => {
  it.each(ICON_NAMES)('%s has a parseable viewBox and a body of SVG shapes only', (name) => {
    const { viewBox, body } = ICONS[name]
    expect(parseViewBox(viewBox)).toBeDefined()
    expect(body).toMatch(/^(?:<(?:path|circle|ellipse|rect|line|polyline|polygon) [^<>]*\/>)+$/)
  })

  it('hides a decorative icon from assistive technology', () => {
    const html = renderToStaticMarkup(createElement(Icon, { name: 'close' }))
    expect(html).toBe('<svg class="icon" viewBox="0 0 24 24" focusable="false" aria-hidden="true"><use href="#icon-close"></use></svg>')
  })

  it('names an icon with a title as an image, sized and classed as asked', () => {
    const html = renderToStaticMarkup(createElement(Icon, { name: 'cart', title: 'Warenkorb', size: 32, className: 'header__icon' }))
    expect(html).toContain(
      '<svg class="icon header__icon" viewBox="0 0 24 24" width="32" height="32" focusable="false" role="img" aria-label="Warenkorb">',
    )
    expect(html).toContain('<title>Warenkorb</title><use href="#icon-cart">')
    expect(html).not.toContain('aria-hidden')
  })

  it('writes each requested symbol once, however often it is named', () => {
    const html = renderToStaticMarkup(createElement(IconSprite, { names: ['close', 'cart', 'close'] }))
    expect(html.match(/<symbol /g)).toHaveLength(2)
    expect(html).toContain('<symbol id="icon-close" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"')
  })
})
