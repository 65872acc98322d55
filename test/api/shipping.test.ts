// SPEC §7 /web-api/shipping-information on the built-in API: every brand delivers to every country of SPEC §9, in that
// country's currency, and says from which order value delivery is free.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { shopApi } from '../../src/api/routes'
import { BRANDS } from '../../src/domain/countries'
import { currencyOf, LOCALES } from '../../src/domain/locales'
import { answerSchema, errorAnswerSchema } from '../../src/shop-contract/envelope'
import { shippingInformationSchema } from '../../src/shop-contract/shipping'

const shipping = (headers: Record<string, string>) => shopApi.request('/web-api/shipping-information', { headers }, env)

describe('/web-api/shipping-information', () => {
  it.each(BRANDS.flatMap((brand) => LOCALES.map((locale) => [brand, locale] as const)))(
    'answers %s in %s with the delivery to its country in its currency',
    async (brand, locale) => {
      const response = await shipping({ 'x-channel': brand, 'x-locale': locale })
      expect(response.status).toBe(200)
      const { payload } = answerSchema(shippingInformationSchema).parse(await response.json())
      expect(payload.country).toBe(locale.slice(3))
      expect(payload.currency).toBe(currencyOf(locale))
      expect(payload.cost).toBeGreaterThan(0)
      if (payload.freeFrom !== null) expect(payload.freeFrom).toBeGreaterThan(payload.cost)
    },
  )

  it('tells the two brands apart: wall pictures travel as parcels, cards as letters', async () => {
    const cost = async (brand: string) =>
      answerSchema(shippingInformationSchema).parse(await (await shipping({ 'x-channel': brand, 'x-locale': 'de-AT' })).json()).payload
    expect(await cost('cards')).toEqual({ country: 'AT', currency: 'eur', cost: 4.95, freeFrom: 60 })
    expect(await cost('poster')).toEqual({ country: 'AT', currency: 'eur', cost: 7.95, freeFrom: 120 })
  })

  it('refuses a call without X-Channel or X-Locale with a 400 naming the header', async () => {
    const response = await shipping({ 'x-locale': 'de-DE' })
    expect(response.status).toBe(400)
    expect(errorAnswerSchema.parse(await response.json()).message.text).toMatch(/^X-Channel header/)
  })
})
