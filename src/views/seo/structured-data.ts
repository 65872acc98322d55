// schema.org structured data of a page (SPEC §9 organisation data: founded 2011, customer support Monday to Friday;
// SPEC §3 productSnippet and breadcrumb). Pure builders: absolute URLs come in from the configured origin.
import type { ProductSnippet } from '../../content/schemas'
import type { Brand } from '../../domain/countries'
import type { Currency } from '../../domain/locales'

export const ORGANIZATION_NAMES: Readonly<Record<Brand, string>> = { cards: 'Kartenfee', poster: 'Posterhaus' }
/** SPEC §9. */
export const FOUNDING_YEAR = '2011'
export const SUPPORT_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const

const HTTPS_URL = /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:\/[^\s"'<>\\`]*)?$/i

export interface OrganizationInput {
  brand: Brand
  /** The site's home on its configured host. */
  url: string
  logo: string | undefined
  telephone?: string | undefined
  language: string
  sameAs: readonly string[]
}

export function organizationLd(input: OrganizationInput) {
  const sameAs = [...new Set(input.sameAs.filter((link) => HTTPS_URL.test(link)))]
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: ORGANIZATION_NAMES[input.brand],
    url: input.url,
    ...(input.logo ? { logo: input.logo } : {}),
    foundingDate: FOUNDING_YEAR,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      ...(input.telephone ? { telephone: input.telephone } : {}),
      availableLanguage: input.language,
      hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: SUPPORT_DAYS.map((day) => `https://schema.org/${day}`) },
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  }
}

export interface Crumb {
  name: string
  /** Absolute URL. */
  url: string
}

export function breadcrumbLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  }
}

export interface ProductInput {
  snippet: ProductSnippet
  currency: Currency
  /** Absolute URL of the page (the offer's URL). */
  url: string
  /** Absolute URL of the product picture, if any. */
  image: string | undefined
  brand: Brand
}

export function productLd({ snippet, currency, url, image, brand }: ProductInput) {
  const priceCurrency = currency.toUpperCase()
  const offers =
    snippet.lowPrice !== undefined
      ? {
          '@type': 'AggregateOffer',
          priceCurrency,
          lowPrice: snippet.lowPrice.toFixed(2),
          ...(snippet.highPrice !== undefined ? { highPrice: snippet.highPrice.toFixed(2) } : {}),
          ...(snippet.offerCount !== undefined ? { offerCount: snippet.offerCount } : {}),
          url,
        }
      : snippet.price !== undefined
        ? { '@type': 'Offer', priceCurrency, price: snippet.price.toFixed(2), availability: 'https://schema.org/InStock', url }
        : undefined
  const rating =
    snippet.ratingValue !== undefined && snippet.reviewCount !== undefined && snippet.reviewCount > 0
      ? { '@type': 'AggregateRating', ratingValue: snippet.ratingValue, reviewCount: snippet.reviewCount, bestRating: 5 }
      : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: snippet.name,
    ...(snippet.description ? { description: snippet.description } : {}),
    ...(image ? { image: [image] } : {}),
    ...(snippet.sku ? { sku: snippet.sku } : {}),
    brand: { '@type': 'Brand', name: snippet.brand || ORGANIZATION_NAMES[brand] },
    ...(offers ? { offers } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  }
}
