// The category pages behind the demo navigation's flyouts (calendar types, card occasions, photo books, collages, frames,
// motifs, accessories), generated in every language folder of a brand from the navigation itself, so no flyout item
// leads to a 404. Each page shows the products of its category: the shop's designs of that product (with the card
// listing of its occasion on the cards brand), the product tiles, frames or accessories.
import { navigationPages } from './layout-seed'
import { SHOP_WORDS, type ShopWords } from './shop-words'
import type { DemoStorySeed } from './types'

type Node = Record<string, unknown>
type BrandKey = 'cards' | 'poster'
type Lang = 'de' | 'en' | 'es' | 'fr' | 'it' | 'nl'

const FOLDERS: Readonly<Record<Lang, string>> = { de: 'de-de', en: 'en-gb', es: 'es-es', fr: 'fr-fr', it: 'it-it', nl: 'nl-nl' }

/** intro ({title}, {brand}), the link to the category's designs, the products' headline */
const WORDS: Readonly<Record<Lang, [string, string, string]>> = {
  de: [
    'Entdecke {title} bei {brand}: Wähle ein Design oder starte mit deinen eigenen Fotos – in bester Qualität gedruckt und schnell geliefert.',
    'Alle passenden Designs ansehen',
    'Unsere Produkte',
  ],
  en: [
    'Discover {title} at {brand}: pick a design or start with your own photos – printed in top quality and delivered fast.',
    'See all matching designs',
    'Our products',
  ],
  es: [
    'Descubre {title} en {brand}: elige un diseño o empieza con tus propias fotos, impreso con la mejor calidad y entregado rápido.',
    'Ver todos los diseños',
    'Nuestros productos',
  ],
  fr: [
    'Découvrez {title} chez {brand} : choisissez un design ou commencez avec vos propres photos, imprimé en haute qualité et livré rapidement.',
    'Voir tous les designs',
    'Nos produits',
  ],
  it: [
    'Scopri {title} da {brand}: scegli un design o inizia con le tue foto, stampato in alta qualità e consegnato in fretta.',
    'Vedi tutti i design',
    'I nostri prodotti',
  ],
  nl: [
    'Ontdek {title} bij {brand}: kies een ontwerp of begin met je eigen foto’s – gedrukt in topkwaliteit en snel geleverd.',
    'Alle passende ontwerpen bekijken',
    'Onze producten',
  ],
}

/** The card listing's occasion (src/domain/commerce/catalogue-enums.ts CARD_OCCASIONS) of a card category. */
const OCCASIONS: Readonly<Record<string, string>> = {
  geburtstag: 'geburtstag',
  hochzeit: 'hochzeit',
  geburt: 'geburt',
  weihnachten: 'weihnachten/privat',
  trauer: 'trauer',
}

const link = (text: string, href: string): Node => ({
  type: 'paragraph',
  content: [{ type: 'text', text, marks: [{ type: 'link', attrs: { href, linktype: 'url', target: '_self' } }] }],
})
const paragraph = (text: string): Node => ({ type: 'paragraph', content: [{ type: 'text', text }] })

/** The blocks that show a category's products, by the page's first path segment. */
function productBlocks(brand: BrandKey, slug: string, id: string, w: ShopWords, headline: string): Node[] {
  const section = slug.split('/')[0] ?? slug
  const themes = (product: string): Node => ({ _uid: `${id}-themes`, component: 'ThemesOverviewWrapper', headline, product })
  const tiles = (component: string, products: (keyof ShopWords['tiles'])[]): Node => ({
    _uid: `${id}-tiles`,
    component,
    headline,
    items: products.map((product) => ({
      _uid: `${id}-${product}`,
      component: 'OverviewItem',
      product,
      name: w.tiles[product][0],
      text: w.tiles[product][1],
    })),
  })
  const frames = (): Node[] =>
    (['holzrahmen', 'fotorahmen'] as const).map((frameFamily, i) => ({
      _uid: `${id}-frame-${frameFamily}`,
      component: 'Frame',
      frameFamily,
      materialType: 'poster',
      name: w.frames[i]?.[0] ?? '',
      text: w.frames[i]?.[1] ?? '',
    }))
  if (section === 'fotokalender') return [themes('calendar')]
  if (section === 'grusskarten') return [themes('card')]
  if (section === 'fotobuch') return [tiles('PhotobookOverviewWrapper', ['fotobuch-hardcover', 'fotobuch-softcover', 'fotoheft'])]
  if (section === 'collage')
    return [tiles('CollageOverviewWrapper', ['poster-collage', 'leinwand-collage']), ...(brand === 'poster' ? [themes('collage')] : [])]
  if (section === 'bilderrahmen') return [...frames(), themes('photoframe')]
  if (section === 'zubehoer')
    return (['umschlag-c6', 'einleger-transparent', 'schleife-satin'] as const).map((product) => ({
      _uid: `${id}-${product}`,
      component: 'Accessory',
      product,
      name: w.tiles[product][0],
      text: w.tiles[product][1],
    }))
  // Materials and motifs of the poster brand's wall pictures.
  return [themes('photoframe')]
}

function categoryPage(brand: BrandKey, brandName: string, f: string, lang: Lang, slug: string, title: string): DemoStorySeed {
  const [intro, toDesigns, products] = WORDS[lang]
  const id = `${brand}-${f}-${slug.replace(/\//g, '-')}`
  const description = intro.replace('{title}', title).replace('{brand}', brandName)
  const [section, occasion] = slug.split('/')
  const listing =
    brand === 'cards' && section === 'grusskarten' && occasion && OCCASIONS[occasion]
      ? `/karten-designen/${OCCASIONS[occasion]}/`
      : brand === 'cards' && section === 'fotokalender'
        ? '/alle-fotokalender/'
        : undefined
  const w = SHOP_WORDS[lang] ?? (SHOP_WORDS.de as ShopWords)
  return {
    full_slug: `${f}/${slug}`,
    name: title,
    content: {
      _uid: id,
      component: 'page',
      title: `${title} | ${brandName}`,
      description,
      robots: 'index,follow',
      teaser: [],
      body: [
        { _uid: `${id}-headline`, component: 'Headline', text: title, level: 'h1' },
        {
          _uid: `${id}-text`,
          component: 'Text',
          text: { type: 'doc', content: [paragraph(description), ...(listing ? [link(toDesigns, listing)] : [])] },
        },
        ...productBlocks(brand, slug, id, w, products),
      ],
    },
  }
}

/** The stories with a category page added, in every language folder, for each navigation page they do not hold yet. */
export function withCategoryPages(brand: BrandKey, brandName: string, stories: DemoStorySeed[]): DemoStorySeed[] {
  const existing = new Set(stories.map((story) => story.full_slug))
  const pages = (Object.entries(FOLDERS) as [Lang, string][]).flatMap(([lang, f]) =>
    navigationPages(brand, lang)
      .filter(([slug]) => !existing.has(`${f}/${slug}`))
      // A page named twice in the navigation (a flyout item and a footer link) is one story.
      .filter(([slug], i, all) => all.findIndex(([other]) => other === slug) === i)
      .map(([slug, title]) => categoryPage(brand, brandName, f, lang, slug, title)),
  )
  return [...stories, ...pages]
}
