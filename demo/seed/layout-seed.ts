// The navigation and footer of the demo layout stories (SPEC §3): flyouts in all seven layouts, burger extras, header
// links, newsletter, tiles, link box, SEO text, payment logos and typed footer boxes, in the folder's language.
// Pictures are the small SVGs under public/demo/nav and public/demo/footer.
import { reviewBlock } from './layout-reviews'
import { LAYOUT_WORDS, SEO_TEXTS, type WordKey } from './layout-words'

type Node = Record<string, unknown>
type Words = Record<WordKey, string>
type Title = WordKey | ((w: Words) => string)
/** title, story slug (without folder), picture under /demo/nav, sub groups, `h` = the group's headline item */
type ItemSpec = [title: Title, slug: string, image?: string, sub?: GroupSpec[], headline?: 'h']
/** identifier, title, items */
type GroupSpec = [id: string, title: WordKey | '', items: ItemSpec[]]

export type BrandKey = 'cards' | 'poster'

const storyLink = (f: string, slug: string): Node => ({
  id: '',
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: `${f}/${slug}`,
})
const urlLink = (url: string): Node => ({ id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url })
const asset = (path: string): Node => ({ filename: `/demo/${path}.svg`, alt: '' })

const CALENDAR: GroupSpec[] = [
  [
    'categories',
    '',
    [
      ['calTypes', 'fotokalender', undefined, undefined, 'h'],
      ['wall', 'fotokalender/wandkalender', 'cal-wall'],
      ['desk', 'fotokalender/tischkalender', 'cal-desk'],
      ['family', 'fotokalender/familienplaner', 'cal-family'],
      ['kitchen', 'fotokalender/kuechenkalender', 'cal-kitchen'],
      ['bday', 'fotokalender/geburtstagskalender', 'cal-birthday'],
    ],
  ],
  [
    'more',
    'popular',
    [
      ['calA4', 'fotokalender/a4'],
      ['calA3', 'fotokalender/a3'],
      ['calSquare', 'fotokalender/quadratisch'],
      ['calBlank', 'fotokalender/ohne-vorlage'],
    ],
  ],
]
const matching = (...items: [WordKey, string][]): GroupSpec[] => [
  ['matching', 'matching', items.map(([t, s]): ItemSpec => [t, `grusskarten/${s}`])],
]
const CARD: GroupSpec[] = [
  [
    'occasions',
    'occasions',
    [
      [
        'oBday',
        'grusskarten/geburtstag',
        'card-birthday',
        matching(['invite', 'geburtstag/einladung'], ['thanksCards', 'geburtstag/danke']),
      ],
      [
        'oWedding',
        'grusskarten/hochzeit',
        'card-wedding',
        matching(['saveDate', 'hochzeit/save-the-date'], ['invite', 'hochzeit/einladung'], ['thanksCards', 'hochzeit/danke']),
      ],
      ['oBaby', 'grusskarten/geburt', 'card-baby', matching(['announce', 'geburt/geburtskarten'], ['thanksCards', 'geburt/danke'])],
      [
        'oXmas',
        'grusskarten/weihnachten',
        'card-christmas',
        matching(['xmasCards', 'weihnachten/karten'], ['newYear', 'weihnachten/neujahr']),
      ],
      ['oThanks', 'grusskarten/danke', 'card-thanks', matching(['thanksCards', 'danke/karten'])],
      ['oSympathy', 'grusskarten/trauer', 'card-sympathy', matching(['mourn', 'trauer/karten'], ['thanksCards', 'trauer/danksagung'])],
    ],
  ],
  [
    'extra-categories',
    'cardFormats',
    [
      ['folded', 'grusskarten/klappkarten', 'card-folded'],
      ['postcard', 'grusskarten/postkarten', 'card-postcard'],
      ['photoCard', 'grusskarten/fotokarten', 'card-photo'],
      ['panorama', 'grusskarten/panorama', 'card-panorama'],
    ],
  ],
]
const PHOTOBOOK: GroupSpec[] = [
  [
    'categories',
    'books',
    [
      ['hardcover', 'fotobuch/hardcover', 'book-hardcover'],
      ['softcover', 'fotobuch/softcover', 'book-softcover'],
      ['layflat', 'fotobuch/layflat', 'book-layflat'],
    ],
  ],
  [
    'types',
    'bookThemes',
    [
      ['travelBook', 'fotobuch/reise', 'book-travel'],
      ['weddingBook', 'fotobuch/hochzeit', 'book-wedding'],
      ['babyBook', 'fotobuch/baby', 'book-baby'],
      ['yearBook', 'fotobuch/jahrbuch', 'book-year'],
    ],
  ],
  ['start-without-design', 'startBlank', [['blankBook', 'fotobuch/ohne-vorlage', 'book-blank']]],
  ['photobook-assistant', 'assistant', [['assistantText', 'fotobuch/assistent', 'book-assistant']]],
  [
    'more',
    'more',
    [
      ['guestBook', 'fotobuch/gaestebuch'],
      ['condolenceBook', 'fotobuch/kondolenzbuch'],
    ],
  ],
]
const COLLAGE: GroupSpec[] = [
  [
    'categories',
    'collages',
    [
      ['collagePoster', 'collage/poster', 'collage-poster'],
      ['collageCanvas', 'collage/leinwand', 'collage-canvas'],
      ['heart', 'collage/herz', 'collage-heart'],
      ['letters', 'collage/buchstaben', 'collage-letters'],
    ],
  ],
  ['start-without-design', 'startBlank', [['blankCollage', 'collage/frei', 'collage-blank']]],
  [
    'with-multiple-images',
    'byCount',
    [4, 9, 16, 25].map((n): ItemSpec => [(w) => w.withN.replace('{n}', String(n)), `collage/${n}-bilder`]),
  ],
]
const WANDBILDER: GroupSpec[] = [
  [
    'materials',
    'materials',
    [
      ['mPoster', 'poster', 'wall-poster'],
      ['mCanvas', 'leinwand', 'wall-canvas'],
      ['mAcrylic', 'acrylglas', 'wall-acrylic'],
      ['mAlu', 'alu-dibond', 'wall-alu'],
    ],
  ],
  [
    'themes',
    'themes',
    [
      ['tNature', 'motive/natur', 'theme-nature'],
      ['tCity', 'motive/staedte', 'theme-city'],
      ['tFamily', 'motive/familie', 'theme-family'],
      ['tArt', 'motive/kunst', 'theme-art'],
    ],
  ],
]
const swatch = (title: WordKey, name: string): ItemSpec => [title, `bilderrahmen/${name}`, `swatch-${name}`]
const FRAME: GroupSpec[] = [
  [
    'poster',
    'forPoster',
    [
      ['woodFrame', 'bilderrahmen/holz', 'frame-wood'],
      ['aluFrame', 'bilderrahmen/alu', 'frame-alu'],
    ],
  ],
  ['leinwand', 'forCanvas', [['floater', 'bilderrahmen/schattenfuge', 'frame-floater']]],
  ['platte', 'forPanel', [['artbox', 'bilderrahmen/artbox', 'frame-artbox']]],
  [
    'colors',
    'frameColors',
    [
      swatch('cBlack', 'black'),
      swatch('cWhite', 'white'),
      swatch('cOak', 'oak'),
      swatch('cGold', 'gold'),
      swatch('cSilver', 'silver'),
      swatch('cWalnut', 'walnut'),
    ],
  ],
  [
    'other',
    'extras',
    [
      ['mat', 'bilderrahmen/passepartout', 'extra-mat'],
      ['glass', 'bilderrahmen/museumsglas', 'extra-glass'],
    ],
  ],
  [
    'more',
    'more',
    [
      ['frameSizes', 'bilderrahmen/groessen'],
      ['frameGuide', 'bilderrahmen/berater'],
    ],
  ],
]
const ACCESSORIES: GroupSpec[] = [
  [
    'hanging',
    'hanging',
    [
      ['hangers', 'zubehoer/aufhaenger'],
      ['rails', 'zubehoer/schienen'],
      ['hooks', 'zubehoer/klebehaken'],
    ],
  ],
  [
    'care',
    'care',
    [
      ['giftWrap', 'zubehoer/geschenkverpackung'],
      ['cloth', 'zubehoer/reinigungstuch'],
    ],
  ],
  [
    'gifts',
    'gifts',
    [
      ['voucher', 'gift-voucher'],
      ['cardSet', 'zubehoer/kartenset'],
    ],
  ],
]

/** Per brand: the flyout layout of each product (in product order), then the extra items with their flyouts. */
const NAVIGATION: Record<BrandKey, { products: ([string, GroupSpec[]] | undefined)[]; extra: [WordKey, string, string, GroupSpec[]][] }> = {
  cards: {
    products: [
      ['calendar', CALENDAR],
      ['card', CARD],
    ],
    extra: [
      ['photobooks', 'fotobuch', 'photobook', PHOTOBOOK],
      ['collagesNav', 'collage', 'collage', COLLAGE],
    ],
  },
  poster: {
    products: [['wandbilder', WANDBILDER], undefined],
    extra: [
      ['framesNav', 'bilderrahmen', 'frame', FRAME],
      ['collagesNav', 'collage', 'collage', COLLAGE],
      ['accessoriesNav', 'zubehoer', 'accessories', ACCESSORIES],
    ],
  },
}

const titleOf = (title: Title, w: Words) => (typeof title === 'function' ? title(w) : w[title])

function groups(specs: GroupSpec[], f: string, w: Words, id: string): Node[] {
  return specs.map(([identifier, title, items], g) => ({
    _uid: `${id}-${g + 1}`,
    component: 'FlyoutGroup',
    flyoutGroupIdentifier: identifier,
    flyoutGroupTitle: title ? w[title] : '',
    flyoutGroupItems: items.map(([itemTitle, slug, image, sub, headline], i) => ({
      _uid: `${id}-${g + 1}-${i + 1}`,
      component: 'FlyoutItem',
      title: titleOf(itemTitle, w),
      link: storyLink(f, slug),
      ...(image ? { asset: asset(`nav/${image}`) } : {}),
      ...(headline ? { isHeadlineItem: true } : {}),
      ...(sub ? { subFlyoutGroups: groups(sub, f, w, `${id}-${g + 1}-${i + 1}`) } : {}),
    })),
  }))
}

export function wordsOf(language: string): Words {
  return (LAYOUT_WORDS as Record<string, Words>)[language] ?? LAYOUT_WORDS.de
}

/** Flyout fields of the brand's product items (in product order), or nothing for a product without flyout. */
export function productFlyout(brand: BrandKey, index: number, f: string, id: string): Node {
  const spec = NAVIGATION[brand].products[index]
  if (!spec) return {}
  const [layout, specs] = spec
  // The first product's sub-navigation shows on desktop too (SPEC §3 alwaysShowSubNavi); the others only below 1000 px.
  return {
    navigationType: layout,
    flyoutGroups: groups(specs, f, wordsOf(f.slice(0, 2)), `${id}-fly-${index + 1}`),
    ...(index === 0 ? { alwaysShowSubNavi: true } : {}),
  }
}

/** The brand's navigation items after its products: each with its flyout. */
export function extraNavigation(brand: BrandKey, f: string, id: string): Node[] {
  const w = wordsOf(f.slice(0, 2))
  return NAVIGATION[brand].extra.map(([text, slug, layout, specs], i) => ({
    _uid: `${id}-nav-extra-${i + 1}`,
    component: 'NavigationItem',
    text: w[text],
    link: storyLink(f, slug),
    navigationType: layout,
    flyoutGroups: groups(specs, f, w, `${id}-nav-extra-${i + 1}`),
  }))
}

/**
 * Every page the brand's navigation and flyouts name, with its title in the language (a nested item's title names its
 * parent too: "Hochzeit – Einladung"), so the demo space can hold a page behind each of them.
 */
export function navigationPages(brand: BrandKey, language: string): [slug: string, title: string][] {
  const w = wordsOf(language)
  const pages: [string, string][] = []
  // A folder the items live in that no item names (`motive/…`) gets its group's title: the breadcrumb links it.
  const folders = new Map<string, string>()
  const walk = (specs: GroupSpec[], parent?: string) => {
    for (const [, group, items] of specs)
      for (const [title, slug, , sub] of items) {
        const own = titleOf(title, w)
        pages.push([slug, parent ? `${parent} – ${own}` : own])
        const folder = slug.split('/').slice(0, -1).join('/')
        if (folder && group && !folders.has(folder)) folders.set(folder, w[group])
        if (sub) walk(sub, own)
      }
  }
  for (const spec of NAVIGATION[brand].products) if (spec) walk(spec[1])
  for (const [text, slug, , specs] of NAVIGATION[brand].extra) {
    pages.push([slug, w[text]])
    walk(specs)
  }
  for (const [folder, title] of folders) if (!pages.some(([slug]) => slug === folder)) pages.push([folder, title])
  return pages
}

const COUNTRIES: [string, string][] = [
  ['Deutschland', 'de'],
  ['Österreich', 'at'],
  ['Schweiz', 'ch'],
  ['United Kingdom', 'gb'],
  ['France', 'fr'],
  ['Nederland', 'nl'],
]
const PAYMENTS: [string, string][] = [
  ['PayPal', 'paypal'],
  ['Visa', 'visa'],
  ['Mastercard', 'mastercard'],
  ['Klarna', 'klarna'],
  ['American Express', 'amex'],
  ['Apple Pay', 'applepay'],
]

export interface FooterSeed {
  brand: BrandKey
  name: string
  site: string
  color: string
  f: string
  id: string
  /** The brand's customer-service, about and legal boxes as [title, [text, link][]]. */
  service: [string, [string, Node][]]
  about: [string, [string, Node][]]
  legal: [string, Node][]
}

/** Header links, burger extras, smart banner (poster) and the whole footer of a layout story. */
export function layoutExtras(s: FooterSeed): Node {
  const w = wordsOf(s.f.slice(0, 2))
  const { id, f } = s
  const l = f.slice(0, 2)
  const item = (text: string, link: Node, extra: Node = {}) => ({ component: 'FooterItem', text, link, ...extra })
  const box = (n: number, type: string, title: string, items: Node[], extra: Node = {}) => ({
    _uid: `${id}-box-${n}`,
    component: 'FooterBox',
    type,
    title,
    ...extra,
    items: items.map((entry, i) => ({ _uid: `${id}-box-${n}-${i + 1}`, ...entry })),
  })
  const popular: [WordKey, string][] =
    s.brand === 'cards'
      ? [
          ['wall', 'fotokalender/wandkalender'],
          ['desk', 'fotokalender/tischkalender'],
          ['folded', 'grusskarten/klappkarten'],
          ['hardcover', 'fotobuch/hardcover'],
        ]
      : [
          ['mPoster', 'poster'],
          ['mCanvas', 'leinwand'],
          ['woodFrame', 'bilderrahmen/holz'],
          ['collagePoster', 'collage/poster'],
        ]
  return {
    header: {
      magazine: { text: '', link: urlLink('/magazin/') },
      service: { text: '', link: urlLink(`${s.site}/${l}/help`) },
      account: { text: '', link: urlLink('/kundenkonto/') },
      cart: { text: '', link: urlLink('/kundenkonto/warenkorb/') },
    },
    extraMenu: [
      { _uid: `${id}-extra-1`, text: w.orderStatus, link: urlLink('/kundenkonto/bestellungen/') },
      // SPEC §9: the cards brand has a wishlist.
      ...(s.brand === 'cards' ? [{ _uid: `${id}-extra-2`, text: w.wishlist, link: urlLink('/wunschliste/') }] : []),
    ],
    footer: s.legal.map(([text, link], i) => ({ _uid: `${id}-burger-foot-${i + 1}`, text, link })),
    ...(s.brand === 'poster'
      ? {
          smartBanner: {
            title: `${s.name} App`,
            text: w.bannerText,
            cta: w.bannerCta,
            appUrl: `https://app.${s.site.replace(/^https:\/\/www\./, '')}/open`,
          },
        }
      : {}),
    newsletter: {
      headline: w.newsHead,
      newsletterText: w.newsText,
      inputPlaceholder: w.newsPlaceholder,
      ctaText: w.newsCta,
      backgroundColor: s.color,
      textColor: '#ffffff',
    },
    communicationTiles: (
      [
        ['tile1', 'service', `${s.site}/${l}/help`],
        ['tile2', 'truck', `${s.site}/${l}/shipping`],
        ['tile3', 'check', `${s.site}/${l}/guarantee`],
      ] as const
    ).map(([key, icon, url], i) => ({
      _uid: `${id}-tile-${i + 1}`,
      component: 'CommunicationTile',
      icon,
      headline: w[key],
      headlineShort: w[`${key}s`],
      text: w[`${key}t`],
      cta: { text: w[`${key}c`], link: urlLink(url) },
    })),
    footerLinkBox: [
      { _uid: `${id}-links-1`, title: w.popularTitle, items: popular.map(([text, slug]) => ({ text: w[text], link: storyLink(f, slug) })) },
      {
        _uid: `${id}-links-2`,
        title: w.ideasTitle,
        items: (['gifts', 'ideaDiy', 'ideaSeason', 'ideaGuide'] as const).map((key, i) => ({
          text: w[key],
          link: urlLink(`/magazin/${['geschenkideen', 'diy', 'trends', 'ratgeber'][i] ?? ''}/`),
        })),
      },
    ],
    seoHeadline: w.seoHead,
    seoText: SEO_TEXTS[s.brand][l as keyof (typeof SEO_TEXTS)['cards']] ?? SEO_TEXTS[s.brand].de,
    paymentLogos: PAYMENTS.map(([name, file]) => ({ name, image: asset(`footer/pay-${file}`) })),
    footerBoxes: [
      box(
        1,
        'customer-service',
        s.service[0],
        s.service[1].map(([text, link]) => item(text, link)),
      ),
      box(
        2,
        'about',
        s.about[0],
        s.about[1].map(([text, link]) => item(text, link)),
        { text: w.aboutText.replace('{brand}', s.name) },
      ),
      // The cards brand has no apps (SPEC §9): its app-links box is never shown, whatever the CMS holds.
      box(3, 'app-links', w.appTitle, [
        item(w.appStore, urlLink(`https://apps.apple.com/app/${s.brand}`), { linkImage: true, image: asset('footer/app-store') }),
        item(w.googlePlay, urlLink(`https://play.google.com/store/apps/details?id=example.${s.brand}`), {
          linkImage: true,
          image: asset('footer/google-play'),
        }),
      ]),
      box(
        4,
        'awards',
        w.awardsTitle,
        (['award1', 'award2', 'award3'] as const).map((key, i) =>
          item(w[key], urlLink(`${s.site}/${l}/awards`), {
            linkImage: true,
            image: asset(`footer/${['award-test', 'award-customer', 'award-climate'][i] ?? ''}`),
          }),
        ),
      ),
      box(
        5,
        'international',
        w.intlTitle,
        COUNTRIES.map(([name, suffix]) => item(name, urlLink(`${s.site}/${suffix}/`))),
      ),
      box(6, 'languages', w.langTitle, []),
      box(
        7,
        'social-media',
        w.socialTitle,
        (
          [
            ['instagram', 'Instagram'],
            ['facebook', 'Facebook'],
            ['pinterest', 'Pinterest'],
            ['youtube', 'YouTube'],
          ] as const
        ).map(([icon, label]) => item(label, urlLink(`https://www.${icon}.com/${s.name.toLowerCase()}`), { icon })),
      ),
    ],
    legalLinks: s.legal.map(([text, link], i) => ({ _uid: `${id}-legal-${i + 1}`, text, link })),
    reviews: { _uid: `${id}-reviews`, ...reviewBlock(s.brand, l, s.site) },
    // SPEC §2 seasonal snow: on only where the demo has a winter campaign (the cards brand's US shop), off elsewhere.
    snow: s.brand === 'cards' && f === 'en-us',
  }
}
