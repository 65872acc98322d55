// The shop demo pages in every language folder of a brand: `shop` (overviews, accessories, frames, sku
// container, formats table), `shop/produkte` (the five detail containers) and `designs` (themes overview), plus the
// navigation item that leads to them and, on the cards brand, to the card and calendar listings.
import { SHOP_WORDS, type ShopWords } from './shop-words'
import type { DemoStorySeed } from './types'

type Node = Record<string, unknown>
type BrandKey = 'cards' | 'poster'

const story = (f: string, slug: string): Node => ({
  id: '',
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: `${f}/${slug}`,
})
const path = (url: string): Node => ({ id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url })
const wordsOf = (f: string): ShopWords => SHOP_WORDS[f.slice(0, 2)] ?? (SHOP_WORDS.de as ShopWords)

function page(id: string, brandName: string, title: string, description: string, teaser: Node[], body: Node[]): Node {
  return { _uid: id, component: 'page', title: `${title} | ${brandName}`, description, robots: 'index,follow', teaser, body }
}

function shopPage(brand: BrandKey, brandName: string, f: string, w: ShopWords): Node {
  const id = `${brand}-${f}-shop`
  const tiles = (products: (keyof ShopWords['tiles'])[], detail?: string) =>
    products.map((product, i) => {
      const [name, text] = w.tiles[product]
      return {
        _uid: `${id}-${product}`,
        component: 'OverviewItem',
        product,
        name,
        text,
        ...(i === 0 && detail ? { detail: story(f, detail) } : {}),
      }
    })
  const accessory = (product: 'umschlag-c6' | 'einleger-transparent' | 'schleife-satin') => {
    const [name, text] = w.tiles[product]
    return {
      _uid: `${id}-${product}`,
      component: 'Accessory',
      product,
      name,
      text,
      ...(brand === 'cards' ? { cta: { text: w.toCards, link: path('/karten-designen/') } } : {}),
    }
  }
  const [photobooks, calendars, collages, accessories, frames, skus, formats] = w.sections
  return page(
    id,
    brandName,
    w.shop[1],
    w.shop[2],
    [
      {
        _uid: `${id}-teaser`,
        component: 'Teaser',
        headline: w.shop[3],
        subline: w.shop[4],
        image: { filename: '/demo/shop/teaser-shop.svg', alt: w.shop[3] },
        cta: { text: w.designs[2], link: story(f, 'designs') },
        backgroundColor: brand === 'cards' ? '#fdf1e7' : '#eef3f7',
        textColor: '#1d2430',
      },
    ],
    [
      {
        _uid: `${id}-photobooks`,
        component: 'PhotobookOverviewWrapper',
        headline: photobooks,
        items: tiles(['fotobuch-hardcover', 'fotobuch-softcover', 'fotoheft'], 'shop/produkte'),
      },
      {
        _uid: `${id}-calendars`,
        component: 'CalendarOverviewWrapper',
        headline: calendars,
        items: tiles(['wandkalender', 'tischkalender', 'familienplaner'], 'shop/produkte'),
      },
      {
        _uid: `${id}-collages`,
        component: 'CollageOverviewWrapper',
        headline: collages,
        items: tiles(['poster-collage', 'leinwand-collage']),
      },
      { _uid: `${id}-accessories`, component: 'Headline', text: accessories, level: 'h2' },
      accessory('umschlag-c6'),
      accessory('einleger-transparent'),
      accessory('schleife-satin'),
      { _uid: `${id}-frames`, component: 'Headline', text: frames, level: 'h2' },
      {
        _uid: `${id}-frame-wood`,
        component: 'Frame',
        frameFamily: 'holzrahmen',
        materialType: 'poster',
        name: w.frames[0][0],
        text: w.frames[0][1],
      },
      {
        _uid: `${id}-frame-photo`,
        component: 'Frame',
        frameFamily: 'fotorahmen',
        materialType: 'poster',
        name: w.frames[1][0],
        text: w.frames[1][1],
      },
      {
        _uid: `${id}-skus`,
        component: 'SKUContainer',
        headline: skus,
        items: [
          { sku: 'poster-5000x7000', name: w.skus[0] },
          { sku: 'leinwand-4000x6000', name: w.skus[1] },
        ],
      },
      { _uid: `${id}-formats`, component: 'FormatsAndPrices', headline: formats, materialType: 'poster' },
      { _uid: `${id}-more`, component: 'Text', text: moreLinks(brand, f, w) },
    ],
  )
}

/** A list of links to the other shop pages and, on the cards brand, the card and calendar listings. */
function moreLinks(brand: BrandKey, f: string, w: ShopWords): Node {
  const link = (text: string, href: string, linktype: 'story' | 'url') => ({
    type: 'list_item',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text, marks: [{ type: 'link', attrs: { href, linktype, target: '_self' } }] }] },
    ],
  })
  const items = [
    link(w.details[0], `/${f}/shop/produkte`, 'story'),
    link(w.designs[0], `/${f}/designs`, 'story'),
    ...(brand === 'cards' ? [link(w.listings[0], '/karten-designen/', 'url'), link(w.listings[1], '/alle-fotokalender/', 'url')] : []),
  ]
  return { type: 'doc', content: [{ type: 'bullet_list', content: items }] }
}

function detailsPage(brand: BrandKey, brandName: string, f: string, w: ShopWords): Node {
  const id = `${brand}-${f}-shop-produkte`
  const detail = (component: string, product: keyof ShopWords['details5'], extra: Node = {}) => {
    const [name, description, facts] = w.details5[product]
    return { _uid: `${id}-${product}`, component, product, name, description, facts, ...extra }
  }
  return page(
    id,
    brandName,
    w.details[0],
    w.details[1],
    [],
    [
      { _uid: `${id}-headline`, component: 'Headline', text: w.details[2], level: 'h1' },
      detail('PhotobookDetailContainerWrapper', 'fotobuch-hardcover'),
      detail('CalendarDetailContainerWrapper', 'wandkalender', { ctaText: 'cta.jetztGestalten' }),
      // On the cards brand the card opens the designer with a design; elsewhere it leads to the designs first.
      detail('CardDetailContainerWrapper', 'klappkarte', brand === 'cards' ? { themeId: 'winterzauber' } : {}),
      detail('CollageDetailContainerWrapper', 'leinwand-collage'),
      detail('AccessoryDetailContainerWrapper', 'umschlag-c6'),
      {
        _uid: `${id}-formats`,
        component: 'FormatsAndPrices',
        headline: w.details5.wandkalender[0],
        family: 'calendar',
        product: 'wandkalender',
      },
    ],
  )
}

function designsPage(brand: BrandKey, brandName: string, f: string, w: ShopWords): Node {
  const id = `${brand}-${f}-designs`
  return page(
    id,
    brandName,
    w.designs[0],
    w.designs[1],
    [],
    [
      { _uid: `${id}-headline`, component: 'Headline', text: w.designs[2], level: 'h1' },
      { _uid: `${id}-themes`, component: 'ThemesOverviewWrapper', text: w.designs[3] },
    ],
  )
}

/** The shop pages of each language folder. */
export function shopStories(brand: BrandKey, brandName: string, folders: readonly string[]): DemoStorySeed[] {
  return folders.flatMap((f) => {
    const w = wordsOf(f)
    return [
      { full_slug: `${f}/shop`, name: w.shop[0], content: shopPage(brand, brandName, f, w) },
      { full_slug: `${f}/shop/produkte`, name: w.details[0], content: detailsPage(brand, brandName, f, w) },
      { full_slug: `${f}/designs`, name: w.designs[0], content: designsPage(brand, brandName, f, w) },
    ]
  })
}

/** The main navigation's shop item (after the brand's own items); the shop page links on to the rest. */
export function shopNavigation(brand: BrandKey, f: string, id: string): Node[] {
  return [{ _uid: `${id}-nav-shop`, component: 'NavigationItem', text: wordsOf(f).shop[0], link: story(f, 'shop') }]
}
