import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardDesignerOptions } from '../../../src/domain/commerce/card-total'
import { channelDefaults } from '../../../src/domain/commerce/channel-defaults'
import { COMMON_FIELDS, DESIGNER_FIELDS, type OptionName, type SelectedOptions } from '../../../src/domain/commerce/designer-options'
import {
  DESIGNER_PATHS,
  designerUrl,
  parseDesignerUrl,
  withProductRules,
  type DesignerContext,
  type DesignerProduct,
  type ParsedDesignerUrl,
} from '../../../src/domain/commerce/designer-url'
import { BRANDS } from '../../../src/domain/countries'
import { LOCALES } from '../../../src/domain/locales'

// A fixed day: calendar links without a start take the request's today (SPEC §5).
const today = new Date(Date.UTC(2031, 4, 17, 23, 30))
const cardsDE: DesignerContext = { locale: 'de-DE', brand: 'cards', basePath: '', today }
const posterCH: DesignerContext = { locale: 'fr-CH', brand: 'poster', basePath: '/fr', today }
const desktop: DesignerContext = { locale: 'de-DE', brand: 'poster', basePath: '/d', today }

describe('designerUrl', () => {
  it.each<[SelectedOptions, DesignerContext, string | undefined]>([
    [{ themeId: 12, quantity: 45 }, cardsDE, '/configurator-card/?themeId=12&quantity=45&locale=de-DE'],
    [{ themeId: 12, locale: 'de-AT' }, cardsDE, '/configurator-card/?themeId=12&locale=de-AT'],
    // SPEC §3: a card's ribbon reaches the designer as its type and colour.
    [
      { card: 'klappkarte', themeId: 12, ...cardDesignerOptions({}, { quantity: 77, ribbon: 'ribbon-satin-gold' }) },
      cardsDE,
      '/configurator-card/?card=klappkarte&themeId=12&quantity=77&ribbon=satin&ribbonColor=gold&locale=de-DE',
    ],
    [{ themeId: 12, locale: '' }, posterCH, '/fr/configurator-card?themeId=12&locale=fr-CH'],
    [
      { themeId: 12, refinementType: 'none', occasion: 'weihnachten/privat' },
      cardsDE,
      '/configurator-card/?themeId=12&occasion=weihnachten%2Fprivat&locale=de-DE',
    ],
    [
      { calendarType: 'wandkalender', formatType: 'a4-hoch', accessoryTypes: ['spirale'], startMonth: 1, year: 2027 },
      cardsDE,
      '/configurator-calendar/?calendarType=wandkalender&formatType=a4-hoch&accessoryTypes%5B%5D=spirale&startMonth=1&year=2027&locale=de-DE',
    ],
    // SPEC §3: besides the DIN formats, calendars come in free sizes (150-400, 265-120), passed on as they are.
    [
      { calendarType: 'kuechenkalender', formatType: '150-400', startMonth: 1, year: 2027 },
      cardsDE,
      '/configurator-calendar/?calendarType=kuechenkalender&formatType=150-400&startMonth=1&year=2027&locale=de-DE',
    ],
    // The calculator teaser: material and format type, with or without the collage flag (SPEC §2).
    [
      { materialType: 'leinwand', formatType: '600x400' },
      posterCH,
      '/fr/configurator-photo-frame?materialType=leinwand&formatType=600x400&locale=fr-CH',
    ],
    [
      { materialType: 'leinwand', formatType: '600x400' },
      { ...posterCH, isCollage: true },
      '/fr/configurator-collage?materialType=leinwand&formatType=600x400&designId=13&locale=fr-CH',
    ],
    [{ materialType: 'poster' }, { ...cardsDE, isCollage: true }, '/configurator-collage/?materialType=poster&designId=1&locale=de-DE'],
    [{ materialType: 'poster', designId: 44 }, cardsDE, '/configurator-collage/?materialType=poster&designId=44&locale=de-DE'],
    [
      { frameType: 'alurahmen-schwarz', matType: 'mat-weiss', matSize: 30, optionTypes: ['museum-glass'] },
      desktop,
      '/d/configurator-photo-frame?frameType=alurahmen-schwarz&matType=mat-weiss&matSize=30&optionTypes%5B%5D=museum-glass&locale=de-DE',
    ],
    // SPEC §3 names the designer's mats mat-none and mat-weiss: the shop's black and cream ones are left out, with their size.
    [
      { frameType: 'alurahmen-schwarz', matType: 'mat-schwarz', matSize: 30, optionTypes: ['museum-glass'] },
      desktop,
      '/d/configurator-photo-frame?frameType=alurahmen-schwarz&optionTypes%5B%5D=museum-glass&locale=de-DE',
    ],
    [
      { frameType: 'holzrahmen-eiche', matType: 'mat-creme', matSize: 30, materialType: 'poster' },
      cardsDE,
      '/configurator-photo-frame/?frameType=holzrahmen-eiche&materialType=poster&locale=de-DE',
    ],
    [
      { frameType: 'holzrahmen-eiche', matType: 'mat-none', matSize: 0 },
      cardsDE,
      '/configurator-photo-frame/?frameType=holzrahmen-eiche&matType=mat-none&matSize=0&locale=de-DE',
    ],
    [
      { photobookType: 'echtfotobuch', photobookFormat: 'a4-quer' },
      desktop,
      '/d/configurator-photobook?photobookType=echtfotobuch&photobookFormat=a4-quer&photobookCoverLamination=glossy&refinementType=gold&templateOrientation=din-landscape&locale=de-DE',
    ],
    // SPEC §5: a photobook's refinement is sent only if it is neither none nor ohne; orientation from the format.
    [
      { photobookType: 'echtfotobuch', refinementType: 'ohne', photobookCoverLamination: 'matt' },
      desktop,
      '/d/configurator-photobook?photobookType=echtfotobuch&photobookCoverLamination=matt&locale=de-DE',
    ],
    [
      { photobookType: 'digitalfotobuch', refinementType: 'none', photobookFormat: 'a5-hoch' },
      cardsDE,
      '/configurator-photobook/?photobookType=digitalfotobuch&photobookFormat=a5-hoch&photobookCoverLamination=matt&templateOrientation=din-portrait&locale=de-DE',
    ],
    [
      { photobookType: 'digitalfotobuch', refinementType: 'silber', photobookFormat: '300-300' },
      cardsDE,
      '/configurator-photobook/?photobookType=digitalfotobuch&refinementType=silber&photobookFormat=300-300&photobookCoverLamination=matt&templateOrientation=square&locale=de-DE',
    ],
    // SPEC §5 calendar: start month and year if both given, else startDate, else today; unknown mounting -> ohne; a sample is 1.
    [{ calendarType: 'wandkalender' }, cardsDE, '/configurator-calendar/?calendarType=wandkalender&startMonth=5&year=2031&locale=de-DE'],
    [
      { calendarType: 'wandkalender', startMonth: 3 },
      cardsDE,
      '/configurator-calendar/?calendarType=wandkalender&startMonth=5&year=2031&locale=de-DE',
    ],
    [
      { calendarType: 'wandkalender', startDate: '2032-02-01' },
      cardsDE,
      '/configurator-calendar/?calendarType=wandkalender&startMonth=2&year=2032&locale=de-DE',
    ],
    [
      { calendarType: 'wandkalender', startDate: '2032-02-01', startMonth: 9, year: 2031 },
      cardsDE,
      '/configurator-calendar/?calendarType=wandkalender&startMonth=9&year=2031&locale=de-DE',
    ],
    [
      { calendarType: 'tischkalender', mountingType: 'spirale', startMonth: 1, year: 2032 },
      cardsDE,
      '/configurator-calendar/?calendarType=tischkalender&mountingType=ohne&startMonth=1&year=2032&locale=de-DE',
    ],
    [
      { calendarType: 'tischkalender', mountingType: 'holzfuss', startMonth: 1, year: 2032 },
      cardsDE,
      '/configurator-calendar/?calendarType=tischkalender&mountingType=holzfuss&startMonth=1&year=2032&locale=de-DE',
    ],
    [
      { calendarType: 'wandkalender', amount: 25, isSample: true, startMonth: 1, year: 2032 },
      cardsDE,
      '/configurator-calendar/?calendarType=wandkalender&amount=1&isSample=true&startMonth=1&year=2032&locale=de-DE',
    ],
    [
      { calendarType: 'wandkalender', amount: 25, startMonth: 1, year: 2032 },
      cardsDE,
      '/configurator-calendar/?calendarType=wandkalender&amount=25&startMonth=1&year=2032&locale=de-DE',
    ],
    [
      { photobookPrinting: 'digital' },
      cardsDE,
      '/configurator-photobook/?photobookPrinting=digital&photobookCoverLamination=matt&locale=de-DE',
    ],
    [
      { photoboxType: 'small', photoboxFormat: { width: 100, height: 150 } },
      cardsDE,
      '/configurator-photobox/?photoboxType=small&photoboxFormat%5Bwidth%5D=100&photoboxFormat%5Bheight%5D=150&locale=de-DE',
    ],
    [{ photoboxType: 'photoprint' }, cardsDE, '/configurator-photobox/?photoboxType=photoprint&locale=de-DE'],
    [
      { themeId: 1, gclid: 'abc', s: 'mail', tileCount: 4, disableCache: true, productType: 'card' },
      cardsDE,
      '/configurator-card/?themeId=1&gclid=abc&s=mail&tileCount=4&disableCache=true&productType=card&locale=de-DE',
    ],
    [{ themeId: 1, ...({ utm_source: 'x' } as SelectedOptions) }, cardsDE, '/configurator-card/?themeId=1&locale=de-DE'],
    [{ sku: 'straight-white-114x162', quantity: 45 }, cardsDE, undefined],
    [{ quantity: 45 }, cardsDE, undefined],
    [{}, cardsDE, undefined],
  ])('links %j on %j to %s', (options, context, url) => {
    expect(designerUrl(options, context)).toBe(url)
  })
})

describe('parseDesignerUrl', () => {
  it.each<[string, string, ParsedDesignerUrl | undefined]>([
    ['/configurator-card/', '?themeId=12&locale=de-DE', { product: 'card', options: { themeId: '12', locale: 'de-DE' } }],
    ['/configurator-card', 'themeId=12', { product: 'card', options: { themeId: '12' } }],
    [
      '/fr/configurator-calendar/',
      '?accessoryTypes[]=a&accessoryTypes[]=b&utm=1',
      { product: 'calendar', options: { accessoryTypes: ['a', 'b'] } },
    ],
    ['/d/fr/configurator-collage/', '', { product: 'collage', options: {} }],
    ['/configurator-photo-frame/', '?matSize=30', { product: 'photoframe', options: { matSize: '30' } }],
    ['/configurator-photobook/', '?refinementType=gold', { product: 'photobook', options: { refinementType: 'gold' } }],
    [
      '/configurator-photobox/',
      '?photoboxFormat[width]=100&photoboxFormat[height]=150',
      { product: 'photobox', options: { photoboxFormat: { width: '100', height: '150' } } },
    ],
    ['/configurator-photobox/', '?photoboxType=photoprint', { product: 'photoprint', options: { photoboxType: 'photoprint' } }],
    ['/configurator-photobox/', '?photoboxType=small', { product: 'photobox', options: { photoboxType: 'small' } }],
    ['/configurator-unknown/', '', undefined],
    ['/configurator-card/extra', '', undefined],
    ['/grusskarten/configurator-card/', '', undefined],
    ['/configurator-card//', '', undefined],
    ['configurator-card/', '', undefined],
    ['/', '', undefined],
    ['', '', undefined],
  ])('reads %s%s as %j', (path, search, parsed) => {
    expect(parseDesignerUrl(path, search)).toEqual(parsed)
  })

  it.each(Object.entries(DESIGNER_PATHS))('knows the %s designer at %s', (_, path) => {
    expect(parseDesignerUrl(path, '')).toBeDefined()
  })

  // Options that identify each designer product, and a value generator per option.
  const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
  const listField = new Set<OptionName>(['accessoryTypes', 'optionTypes'])
  const valueOf = (name: OptionName): fc.Arbitrary<SelectedOptions[OptionName]> => {
    if (listField.has(name)) return fc.array(text, { minLength: 1, maxLength: 3 })
    if (name === 'photoboxFormat') return fc.record({ width: fc.nat(), height: fc.nat() })
    if (name === 'refinementType') return fc.constantFrom('gold', 'ohne', 'relief', 'rosegold', 'silber')
    return fc.oneof(text, fc.nat())
  }
  const identity: Readonly<Record<DesignerProduct, fc.Arbitrary<SelectedOptions>>> = {
    card: fc.record({ themeId: fc.nat() }),
    calendar: fc.record({ calendarType: fc.constantFrom('wandkalender', 'tischkalender') }),
    collage: fc.record({ materialType: fc.constantFrom('leinwand', 'poster'), designId: fc.nat() }),
    photoframe: fc.record({ frameType: fc.constantFrom('alurahmen', 'holzrahmen') }),
    photobook: fc.record({ photobookType: fc.constantFrom('echtfotobuch', 'fotoheft') }),
    photobox: fc.record({ photoboxType: fc.constantFrom('small', 'large', 'MAX') }),
    photoprint: fc.record({ photoboxType: fc.constant('photoprint') }),
  }
  const optionsOf = (product: DesignerProduct): fc.Arbitrary<SelectedOptions> => {
    const rest = Object.fromEntries([...DESIGNER_FIELDS[product], ...COMMON_FIELDS].map((name) => [name, valueOf(name)]))
    return fc
      .tuple(fc.record(rest, { requiredKeys: [] }), identity[product])
      .map(([options, id]) => ({ ...options, ...id }) as SelectedOptions)
  }
  const stringified = (value: SelectedOptions[OptionName]): unknown =>
    Array.isArray(value)
      ? value.map(String)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
        : String(value)

  it('recovers the product and the options of every designer URL it builds', () => {
    const input = fc
      .constantFrom(...(Object.keys(identity) as DesignerProduct[]))
      .chain((product) => fc.tuple(fc.constant(product), optionsOf(product)))
    const context = fc.record({
      locale: fc.constantFrom(...LOCALES),
      brand: fc.constantFrom(...BRANDS),
      basePath: fc.constantFrom('', '/fr', '/d', '/d/it', '/w/de'),
      today: fc.constant(today),
    })
    fc.assert(
      fc.property(input, context, ([product, options], site) => {
        const url = designerUrl(options, site)
        expect(url).toBeDefined()
        const [path = '', search = ''] = (url ?? '').split('?')
        const parsed = parseDesignerUrl(path, search)
        expect(parsed?.product).toBe(product)
        // The SPEC §5 product rules apply after the defaults; the orientation is a custom name the parser leaves out.
        const ruled = withProductRules(product, { ...channelDefaults(product, site.brand), ...options }, today)
        const expected = Object.entries({ ...ruled, locale: options.locale ?? site.locale }).filter(
          ([k, v]) => v !== undefined && k !== 'templateOrientation',
        )
        expect(parsed?.options).toEqual(Object.fromEntries(expected.map(([k, v]) => [k, stringified(v)])))
      }),
      { numRuns: 500 },
    )
  })
})
