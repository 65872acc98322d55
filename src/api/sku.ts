// The built-in catalogue's article numbers: `{materialType}-{format}`, e.g. `leinwand-4000x6000` (canvas 40 x 60 cm).
import { isOneOf, MATERIALS, type Material } from '../domain/commerce/catalogue-enums'
import { parseFormat, printFormat } from '../domain/commerce/format'

export interface SkuParts {
  materialType: Material
  format: string
}

/** The material and format of a sku; undefined for anything else (an unknown material, a malformed format). */
export function parseSku(sku: string): SkuParts | undefined {
  const dash = sku.lastIndexOf('-')
  const materialType = sku.slice(0, dash)
  const format = sku.slice(dash + 1)
  if (dash < 1 || !isOneOf(MATERIALS, materialType) || printFormat(parseFormat(format)) !== format) return undefined
  return { materialType, format }
}

export function skuOf(parts: SkuParts): string {
  return `${parts.materialType}-${parts.format}`
}
