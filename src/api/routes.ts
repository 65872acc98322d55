// The built-in shop API's shop calls: answers the SPEC §7 shop calls its D1 catalogue can answer honestly (calculator,
// format prices, frames and their variants, themes, sku container) when no external backend is configured. Each handler: headers, query, load, answer.
import { Hono } from 'hono/tiny'
import type { ApiAppEnv } from './api-env'
import { log } from '../log'
import { SHOP_CALLS } from '../shop-contract/calls'
import type { FormatGroupPrices, FormatPrices } from '../shop-contract/prices'
import { PRODUCT_CALLS, type ProductFamily } from '../shop-contract/products'
import { loadCardAccessories, priceCardOrder } from './card-accessories'
import { loadCalculator, loadFormats, loadSku, offeredMaterials, priceFrom } from './catalogue'
import {
  loadFormatGroupImages,
  loadFormatLimits,
  loadFramePriceArticle,
  loadFramePricesFormats,
  loadFramePricesFrom,
  loadFrameSelection,
} from './frame-selection'
import { loadFrame, loadFrameVariants } from './frames'
import { answer, ApiError, errorAnswer, parseQuery, shopRequest } from './http'
import { loadPhotoboxData, loadPhotoboxPrices } from './photoboxes'
import { loadProducts } from './products'
import { loadShipping } from './shipping'
import {
  calculatorQuery,
  cardAccessoriesQuery,
  cardAccessoryPriceQuery,
  formatGroupQuery,
  formatsQuery,
  frameQuery,
  framePriceArticleQuery,
  framePricesFormatsQuery,
  frameVariantsQuery,
  materialQuery,
  photoboxDataQuery,
  photoboxPricesQuery,
  productsQuery,
  skuQuery,
  themeIdParam,
  themesQuery,
} from './queries'
import { loadTheme, loadThemes } from './themes'

export const shopApi = new Hono<ApiAppEnv>()

shopApi.get(SHOP_CALLS.calculatorReference.path, async (c) => {
  const shop = shopRequest(c)
  const query = parseQuery(c, calculatorQuery)
  const calculator = await loadCalculator(c.env.DB, shop, query.product)
  if (!calculator) throw new ApiError(404, `The ${shop.brand} brand has no calculator for ${query.product}`)
  if (query.materialType === undefined) return answer(c, calculator)
  if (!offeredMaterials(calculator).includes(query.materialType)) {
    throw new ApiError(404, `The ${shop.brand} brand offers no ${query.materialType} for ${query.product}`)
  }
  return answer(c, { ...calculator, selectedValue: query.materialType })
})

shopApi.get(SHOP_CALLS.formatPrices.path, async (c) => {
  const shop = shopRequest(c)
  const { materialType } = parseQuery(c, formatsQuery)
  const found = await loadFormats(c.env.DB, shop, materialType)
  if (!found) throw new ApiError(404, `The ${shop.brand} brand sells no ${materialType}`)
  const payload: FormatPrices = { materialType, currency: shop.currency, ...found }
  return answer(c, payload)
})

shopApi.get(SHOP_CALLS.formatGroupPrices.path, async (c) => {
  const shop = shopRequest(c)
  const { materialType, formatType } = parseQuery(c, formatGroupQuery)
  const found = await loadFormats(c.env.DB, shop, materialType, formatType)
  const from = found && priceFrom(found.formats)
  if (!found || !from) throw new ApiError(404, `The ${shop.brand} brand sells no ${materialType} in ${formatType} formats`)
  const { formats } = found
  const payload: FormatGroupPrices = { materialType, formatType, currency: shop.currency, priceFrom: from, formats }
  return answer(c, payload)
})

shopApi.get(SHOP_CALLS.themes.path, async (c) => {
  const shop = shopRequest(c)
  const query = parseQuery(c, themesQuery)
  return answer(c, await loadThemes(c.env.DB, shop, query))
})

// SPEC §7 URL form `{base}{path}/{id}`: one theme of the brand (the theme detail page).
shopApi.get(`${SHOP_CALLS.theme.path}/:id`, async (c) => {
  const shop = shopRequest(c)
  const id = themeIdParam.safeParse(c.req.param('id'))
  if (!id.success) throw new ApiError(400, 'The theme id must be 1 to 64 letters, digits, - or _')
  const theme = await loadTheme(c.env.DB, shop, id.data)
  if (!theme) throw new ApiError(404, `The ${shop.brand} brand has no theme ${id.data}`)
  return answer(c, theme)
})

// A card's options (envelopes, inlays, ribbons, SPEC §3, §5, §9); without `card` the call lists the accessory products.
shopApi.get(SHOP_CALLS.cardAccessories.path, async (c, next) => {
  if (!c.req.query('card')) return next()
  const shop = shopRequest(c)
  const { card } = parseQuery(c, cardAccessoriesQuery)
  const options = await loadCardAccessories(c.env.DB, shop, card)
  if (!options) throw new ApiError(404, `The ${shop.brand} brand sells no card ${card}`)
  return answer(c, options)
})

// A card order's total: quantity × card price + accessories, line by line.
shopApi.get(SHOP_CALLS.cardAccessoryPrice.path, async (c) => {
  const shop = shopRequest(c)
  const { card, ...selection } = parseQuery(c, cardAccessoryPriceQuery)
  const order = await priceCardOrder(c.env.DB, shop, card, selection)
  if (!order) throw new ApiError(404, `The ${shop.brand} brand sells no card ${card}`)
  return answer(c, order.price)
})

// The product families of the shop blocks, each under its SPEC §7 price call.
for (const [family, { path }] of Object.entries(PRODUCT_CALLS) as [ProductFamily, { path: string }][]) {
  shopApi.get(path, async (c) => {
    const shop = shopRequest(c)
    const { id } = parseQuery(c, productsQuery)
    const found = await loadProducts(c.env.DB, shop, family, id)
    if (id !== undefined && found.products.length === 0) throw new ApiError(404, `There is no ${family} product ${id}`)
    return answer(c, found)
  })
}

shopApi.get(SHOP_CALLS.skuContainer.path, async (c) => {
  const shop = shopRequest(c)
  const { sku } = parseQuery(c, skuQuery)
  const container = await loadSku(c.env.DB, shop, sku)
  if (!container) throw new ApiError(404, `The ${shop.brand} brand has no article ${sku.sku}`)
  return answer(c, container)
})

// SPEC §3 frames: a frame type with its family's mat, the mats and materials it takes, and its price per format.
shopApi.get(SHOP_CALLS.frame.path, async (c) => {
  const shop = shopRequest(c)
  const { frameType } = parseQuery(c, frameQuery)
  const frame = await loadFrame(c.env.DB, shop, frameType)
  if (!frame) throw new ApiError(404, `The ${shop.brand} brand has no frame type ${frameType}`)
  return answer(c, frame)
})

// The frame families (default black frame type, mat, colours, "from" price) and option groups a material offers.
shopApi.get(SHOP_CALLS.frameVariants.path, async (c) => {
  const shop = shopRequest(c)
  const { materialType } = parseQuery(c, frameVariantsQuery)
  const variants = await loadFrameVariants(c.env.DB, shop, materialType)
  if (!variants) throw new ApiError(404, `The ${shop.brand} brand sells no ${materialType}`)
  return answer(c, variants)
})

// The calculator's more-formats dialog (SPEC §2/§4): every format of a material, grouped by stored ratio with pictures.
shopApi.get(SHOP_CALLS.formatGroupImages.path, async (c) => {
  const shop = shopRequest(c)
  const { materialType } = parseQuery(c, materialQuery)
  const groups = await loadFormatGroupImages(c.env.DB, shop, materialType)
  if (!groups) throw new ApiError(404, `The ${shop.brand} brand sells no ${materialType}`)
  return answer(c, groups)
})

// The own-format dialog's limits (tenths of millimetres, either orientation).
shopApi.get(SHOP_CALLS.formatLimits.path, async (c) => {
  const shop = shopRequest(c)
  const { materialType } = parseQuery(c, materialQuery)
  const limits = await loadFormatLimits(c.env.DB, shop, materialType)
  if (!limits) throw new ApiError(404, `The ${shop.brand} brand sells no ${materialType} in own formats`)
  return answer(c, limits)
})

// The photo-frame selection (SPEC §3): families, frame types, mats, glasses, framed materials and their option groups.
shopApi.get(SHOP_CALLS.frameSelection.path, async (c) => answer(c, await loadFrameSelection(c.env.DB, shopRequest(c))))

shopApi.get(SHOP_CALLS.framePricesFrom.path, async (c) => answer(c, await loadFramePricesFrom(c.env.DB, shopRequest(c))))

shopApi.get(SHOP_CALLS.framePricesFormats.path, async (c) => {
  const shop = shopRequest(c)
  const { frameType, materialType } = parseQuery(c, framePricesFormatsQuery)
  return answer(c, await loadFramePricesFormats(c.env.DB, shop, frameType, materialType))
})

shopApi.get(SHOP_CALLS.framePriceArticle.path, async (c) => {
  const shop = shopRequest(c)
  return answer(c, await loadFramePriceArticle(c.env.DB, shop, parseQuery(c, framePriceArticleQuery)))
})

// Photo prints and photo boxes (SPEC §3): kinds, formats with their nominal inch names, papers; prices per kind.
shopApi.get(SHOP_CALLS.photoboxData.path, async (c) => {
  shopRequest(c)
  const { photoboxType } = parseQuery(c, photoboxDataQuery)
  return answer(c, await loadPhotoboxData(c.env.DB, photoboxType))
})

shopApi.get(SHOP_CALLS.photoboxPrices.path, async (c) => {
  const shop = shopRequest(c)
  const { photoboxType } = parseQuery(c, photoboxPricesQuery)
  const prices = await loadPhotoboxPrices(c.env.DB, shop, photoboxType)
  if (prices.prices.length === 0) throw new ApiError(404, `There are no ${photoboxType} prices in ${shop.currency}`)
  return answer(c, prices)
})

shopApi.get(SHOP_CALLS.shippingInformation.path, async (c) => {
  const shop = shopRequest(c)
  const shipping = await loadShipping(c.env.DB, shop)
  if (!shipping) throw new ApiError(404, `The ${shop.brand} brand does not deliver to ${shop.locale}`)
  return answer(c, shipping)
})

// Answers when the shop calls run alone (tests); in the Worker (./app.ts) the app's notFound answers the same.
shopApi.notFound((c) => errorAnswer(c, 404, `No shop call ${c.req.method} ${c.req.path}`))

shopApi.onError((error, c) => {
  if (error instanceof ApiError) return errorAnswer(c, error.status, error.message)
  log.error('shop-api-error', { path: c.req.path, error })
  return errorAnswer(c, 500, 'The shop API failed; please try again')
})
