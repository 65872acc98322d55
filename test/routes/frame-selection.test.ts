// The photo-frame selection block (SPEC §3) on the poster brand's `/bilderrahmen`, through the whole Worker: family,
// frame type, mat, glass and option groups from the shop's selection calls, SPEC §3 names in the site's language, the
// no-JavaScript form, the designer link, and SPEC §8's two error keys logged where they occur.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { FrameSelectionProps } from '../../src/views/islands/frame-selection-view'
import { expectErrorLog } from '../setup/quiet-console'
import { fetchWorker, resetCaches } from './fetch-worker'

beforeEach(async () => {
  await resetCaches()
})

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

async function selection(host: string, path: string): Promise<{ props: FrameSelectionProps | undefined; html: string; status: number }> {
  const response = await fetchWorker(path, { host })
  const html = decode(await response.text())
  const match = /data-island="frame-selection" data-props="([^"]*)"/.exec(await fetchWorker(path, { host }).then((r) => r.text()))
  return {
    props: match?.[1] === undefined ? undefined : (JSON.parse(decode(match[1])) as FrameSelectionProps),
    html,
    status: response.status,
  }
}

const designer = (html: string) => /class="button button--primary frame-selection__cta" href="([^"]+)"/.exec(html)?.[1]

describe('the frame selection on /bilderrahmen', () => {
  it('starts on the black wooden frame with its white mat and museum glass, priced in EUR', async () => {
    const { props, html, status } = await selection('poster.de.localhost', '/bilderrahmen')
    expect(status).toBe(200)
    expect(props?.selected).toEqual({
      frameFamily: 'holzrahmen',
      frameType: 'holzrahmen-schwarz',
      materialType: 'poster',
      matType: 'mat-weiss',
      matSize: 30,
      glassType: 'museum-glass',
      options: { 'poster-lamination': 'none', 'poster-paper': 'standard' },
      formatType: '3000x4000',
    })
    // SPEC §3 name families: produced.* with frameWithMat, produced-short.* in the list.
    expect(html).toContain('<p class="frame-selection__name">Holzrahmen Schwarz mit Passepartout</p>')
    expect(html).toContain('<option value="holzrahmen-eiche">Holz Eiche</option>')
    expect(html).toContain('Museumsglas')
    // 30 x 40 cm: poster 12,99 + frame 34,99 + mat 6,00 (minimum) + museum glass 15,00 (minimum), as the shop's
    // price-article quotes it.
    expect(props?.quoted).toEqual({ priceCurrent: 68.98, priceOriginal: 68.98 })
    expect(html).toMatch(
      /frame-selection__price"[^>]*><span class="calculator__sr">Preis <\/span><span class="frame-selection__amount"><span class="calculator__current">68,98\s€/,
    )
    expect(designer(html)).toBe(
      '/configurator-photo-frame?frameType=holzrahmen-schwarz&matType=mat-weiss&matSize=30&materialType=poster&optionTypes%5B%5D=museum-glass&optionTypes%5B%5D=none&optionTypes%5B%5D=standard&formatType=3000x4000&locale=de-DE',
    )
    // Families that frame nothing the brand sells are not offered; each family shows its "from" price.
    expect(props?.families.map((f) => f.frameFamily)).toEqual([
      'alurahmen',
      'artbox',
      'fotorahmen',
      'holzrahmen',
      'kunststoffrahmen',
      'schattenfuge-leinwand',
      'schattenfuge-platte',
    ])
    // "from" is the cheapest the selection sells: no mat, museum acrylic.
    expect(html).toMatch(/<option value="holzrahmen" selected="">Holzrahmen – ab 59,98\s€<\/option>/)
  })

  it('offers the black and cream mats beside the white one; the designer, which names neither, receives no mat', async () => {
    const { props, html } = await selection('poster.de.localhost', '/bilderrahmen?frameType=holzrahmen-schwarz&mat=mat-schwarz-30')
    expect(html).toContain('Passepartout Schwarz (3 cm)')
    expect(html).toContain('Passepartout Creme (3 cm)')
    expect(props?.selected.matType).toBe('mat-schwarz')
    // Priced like the white mat: the same 68,98 € for 30 x 40 cm.
    expect(props?.quoted).toEqual({ priceCurrent: 68.98, priceOriginal: 68.98 })
    // SPEC §3: the designer's mats are mat-none and mat-weiss only.
    expect(designer(html)).toBe(
      '/configurator-photo-frame?frameType=holzrahmen-schwarz&materialType=poster&optionTypes%5B%5D=museum-glass&optionTypes%5B%5D=none&optionTypes%5B%5D=standard&formatType=3000x4000&locale=de-DE',
    )
  })

  it('answers the no-JavaScript form: frame type, mat, glass, option and format', async () => {
    const query =
      'shownFamily=holzrahmen&frameFamily=holzrahmen&frameType=holzrahmen-eiche&materialType=hahnemuehle&mat=mat-none-0&glassType=museum-acrylic&option-material-finish=matt-cotton-smooth&formatType=5000x7000'
    const { props, html } = await selection('poster.de.localhost', `/bilderrahmen?${query}`)
    expect(props?.selected).toMatchObject({
      frameType: 'holzrahmen-eiche',
      materialType: 'hahnemuehle',
      matType: 'mat-none',
      matSize: 0,
      glassType: 'museum-acrylic',
      options: { 'material-finish': 'matt-cotton-smooth' },
      formatType: '5000x7000',
    })
    expect(html).toContain('<p class="frame-selection__name">Holzrahmen Eiche natur</p>')
    expect(designer(html)).toContain(
      'frameType=holzrahmen-eiche&matType=mat-none&matSize=0&materialType=hahnemuehle&optionTypes%5B%5D=museum-acrylic&optionTypes%5B%5D=matt-cotton-smooth&formatType=5000x7000',
    )
  })

  it('starts a changed family from its defaults and ignores what it does not offer', async () => {
    const { props, html } = await selection(
      'poster.de.localhost',
      '/bilderrahmen?shownFamily=holzrahmen&frameFamily=schattenfuge-leinwand&frameType=holzrahmen-eiche&glassType=museum-glass',
    )
    expect(props?.selected).toMatchObject({
      frameFamily: 'schattenfuge-leinwand',
      frameType: 'schattenfuge-leinwand-schwarz',
      materialType: 'leinwand',
      glassType: null,
      matType: 'mat-none',
    })
    expect(html).toContain('Ohne Verglasung')
    expect(props?.selected.options).toEqual({ 'canvas-stretcher-depth': '2.5-cm', 'canvas-edge': 'coloured' })
  })

  it('names and prices in English, dollars and inches on the US host', async () => {
    const { props, html } = await selection('poster.com.localhost', '/bilderrahmen?frameFamily=alurahmen')
    expect(props?.currency).toBe('usd')
    expect(html).toContain('Square aluminium frame, black with mount')
    expect(html).toMatch(/11\.8 x 15\.7 in – \$/)
    expect(props?.selected.options).toEqual({ 'poster-lamination': 'none', 'poster-paper': 'standard' })
  })

  it('is offered on the poster brand only', async () => {
    expect((await fetchWorker('/bilderrahmen/', { host: 'cards.de.localhost' })).status).toBe(404)
  })
})

describe('SPEC §8 errors of the frame selection', () => {
  it('logs error-no-materials-for-frame-type for a family that frames nothing, and starts on another', async () => {
    expectErrorLog('error-no-materials-for-frame-type')
    await env.DB.prepare("DELETE FROM catalogue_frame_materials WHERE frame_family = 'holzrahmen'").run()
    try {
      const { props } = await selection('poster.de.localhost', '/bilderrahmen')
      expect(props?.selected.frameFamily).toBe('alurahmen')
      expect(props?.families.map((f) => f.frameFamily)).not.toContain('holzrahmen')
    } finally {
      // Storage is reset per file, not per test.
      await env.DB.prepare(
        "INSERT INTO catalogue_frame_materials (frame_family, material_type) VALUES ('holzrahmen', 'poster'), ('holzrahmen', 'hahnemuehle')",
      ).run()
    }
  })

  it('logs error-no-default-option-for-material-type and takes the group’s first option', async () => {
    expectErrorLog('error-no-default-option-for-material-type')
    await env.DB.prepare("UPDATE catalogue_options SET is_default = 0 WHERE option_group = 'poster-paper'").run()
    try {
      const { props } = await selection('poster.de.localhost', '/bilderrahmen')
      expect(props?.selected.options['poster-paper']).toBe('standard')
    } finally {
      await env.DB.prepare("UPDATE catalogue_options SET is_default = 1 WHERE option_group = 'poster-paper' AND value = 'standard'").run()
    }
  })
})
