// Turns one brand's constants and per-language copy into Storyblok-shaped demo stories; shared by the cards and poster seeds.
import { extraNavigation, layoutExtras, productFlyout } from './layout-seed'
import { photoNavigation, photoStories } from './photo-pages'
import { shopNavigation, shopStories } from './shop-pages'
import { SHOP_WORDS, type ShopWords } from './shop-words'
import type { DemoStorySeed } from './types'

type Node = Record<string, unknown>
/**
 * Rich text shorthand: a string is a paragraph (`## ` makes it a heading), a string[] is a bullet list;
 * inline `**bold**` and `[text](/slug)` (a story link).
 */
type Rich = string | string[]

interface PageCopy {
  /** title (brand appended unless it has one), description, teaser headline, subline, image alt, CTA, body headline, Text blocks */
  t: string
  d: string
  h: string
  s: string
  a: string
  c: string
  hl: string
  tx: Rich[][]
}
interface ProductCopy extends PageCopy {
  /** Short product name for navigation and the story name. */
  n: string
}
/** The copy of a layout story. */
interface LayoutCopy {
  /** The two product names (navigation and shop entries). */
  p: [{ n: string }, { n: string }]
  bar: string
  /** Inspiration, help, vouchers (burger only) */
  nav: [string, string, string]
  hot: string
  svc: string
  foot: [string, string[]][]
}
/** The copy of a whole language folder: home, two products, product overview, theme, error and layout. */
export interface Copy extends LayoutCopy {
  f: string
  home: PageCopy
  p: [ProductCopy, ProductCopy]
  /** The product overview (`products`); its text links both product pages. */
  ov: PageCopy
  /** The page of the brand's theme (`themes/{id}`). */
  th: PageCopy
  usp: string[]
  /** description, headline (also the title), text */
  err: [string, string, Rich[]]
}
/** A regional folder (e.g. de-ch, en-us) with its own home and optionally its own layout; the rest falls back. */
export type Regional = [folder: string, home: PageCopy, layout?: LayoutCopy]

/** Teaser image (under /demo, without .svg), background colour, text colour. */
type Look = [string, string, string]

export interface Brand {
  /** Shop name: appended to titles, the logo's alt text and the copyright. */
  name: string
  /** Brand key: prefix of every _uid and of the action bar id, and names the logo file. */
  key: string
  /** The brand's site, target of the navigation and footer links. */
  site: string
  mail: string
  /** Campaign part of the action bar id `{key}-{barId}-{language, or country of a regional folder}`. */
  barId: string
  home: Look
  /** Product slug and teaser look; the first product is the home teaser's target. */
  products: [string, ...Look][]
  /** Per product slug: the fields of its page's Calculator block (SPEC §2 calculator teaser), in every language folder. */
  calculators?: Readonly<Record<string, Node>>
  /** SEO demo fields (SPEC §3): the brand's social profiles (home's additionalSameAsLinks) and, per product slug, its productSnippet. */
  seo?: { sameAs: (string | { url: string })[]; snippets: Readonly<Record<string, Node>> }
  /** Per product slug: its story's content tags in every language folder (SPEC §4 `portrait-format`). */
  tags?: Readonly<Record<string, readonly string[]>>
  /** Theme id (slug under `themes/`, the same in every folder), its name (the story name) and teaser look. */
  theme: [string, string, ...Look]
  /** Shop entry colours in product order; the first also colours the action bar. */
  shopColors: string[]
  /**
   * Per product slug: the shop's product whose designs its page lists, and the design listing its call to action opens
   * (a site path); without one the call to action opens the designs page.
   */
  designs?: Readonly<Record<string, { product: string; listing?: string }>>
  /** Site paths of the three non-product navigation items. */
  nav: string[]
  /** Site paths of the footer items per box; `@` is the service mail. */
  foot: string[][]
}

const shopWordsOf = (language: string): ShopWords => SHOP_WORDS[language] ?? (SHOP_WORDS.de as ShopWords)

/** Marks content that exists only as an editor's draft; it must never reach published content. */
const DRAFT = 'ENTWURF'

const story = (f: string, slug: string): Node => ({
  id: '',
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: `${f}/${slug}`,
})
const ext = (url: string): Node => ({ id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url })
const mail = (email: string): Node => ({ id: '', url: '', email, linktype: 'email', fieldtype: 'multilink', cached_url: '' })

const inline = (s: string): Node[] => {
  const out: Node[] = []
  let at = 0
  for (const m of s.matchAll(/\*\*(.+?)\*\*|\[(.+?)\]\((\/[^)]*)\)/g)) {
    if (m.index > at) out.push({ type: 'text', text: s.slice(at, m.index) })
    out.push(
      m[1] !== undefined
        ? { type: 'text', text: m[1], marks: [{ type: 'bold' }] }
        : { type: 'text', text: m[2] ?? '', marks: [{ type: 'link', attrs: { href: m[3] ?? '/', linktype: 'story', target: '_self' } }] },
    )
    at = m.index + m[0].length
  }
  if (at < s.length) out.push({ type: 'text', text: s.slice(at) })
  return out
}
const para = (s: string): Node => ({ type: 'paragraph', content: inline(s) })
const doc = (items: Rich[]): Node => ({
  type: 'doc',
  content: items.map((r) =>
    typeof r !== 'string'
      ? { type: 'bullet_list', content: r.map((li) => ({ type: 'list_item', content: [para(li)] })) }
      : r.startsWith('## ')
        ? { type: 'heading', attrs: { level: 2 }, content: inline(r.slice(3)) }
        : para(r),
  ),
})
const headline = (id: string, text: string, level: string): Node => ({ _uid: `${id}-headline`, component: 'Headline', text, level })
const texts = (id: string, tx: Rich[][]): Node[] => tx.map((t, i) => ({ _uid: `${id}-text-${i + 1}`, component: 'Text', text: doc(t) }))

function page(b: Brand, id: string, c: PageCopy, look: Look, cta: Node, before: Node[], mark = ''): Node {
  return {
    _uid: id,
    component: 'page',
    title: c.t.includes(' | ') ? c.t : `${c.t} | ${b.name}`,
    description: c.d,
    robots: 'index,follow',
    teaser: [
      {
        _uid: `${id}-teaser`,
        component: 'Teaser',
        headline: mark + c.h,
        subline: c.s,
        image: { filename: `/demo/${look[0]}.svg`, alt: c.a },
        cta: { text: c.c, link: cta },
        backgroundColor: look[1],
        textColor: look[2],
      },
    ],
    body: [...before, headline(id, c.hl, 'h2'), ...texts(id, c.tx)],
  }
}

/** Link to the first product page, the CTA target of home, product overview and theme pages. */
const firstProduct = (b: Brand, f: string): Node => story(f, b.products[0]?.[0] ?? '')

const home = (b: Brand, f: string, c: PageCopy, mark = ''): Node =>
  page(b, `${b.key}-${f}-home${mark ? '-draft' : ''}`, c, b.home, firstProduct(b, f), [], mark)

/** The home story of folder `f`: the folder's start page, `de-de/` as Storyblok names it; de-de also has a draft. */
const homeStory = (b: Brand, f: string, c: PageCopy): DemoStorySeed => ({
  full_slug: `${f}/`,
  name: 'Home',
  is_startpage: true,
  content: seoHome(b, home(b, f, c)),
  ...(f === 'de-de' ? { draft: home(b, f, c, `${DRAFT}: `) } : {}),
})

/** SEO demo fields of a home page: a dedicated 1200 x 627 share picture and the brand's social profiles. */
function seoHome(b: Brand, content: Node): Node {
  if (!b.seo) return content
  return { ...content, ogImages: [{ filename: `/demo/share-${b.key}.svg`, alt: b.name }], additionalSameAsLinks: b.seo.sameAs }
}

/**
 * The poster brand's sale counts down (SPEC §2) and always ends in three days at midnight, site time: a relative date
 * the demo space resolves when it answers (src/content/demo/relative-dates.ts), so it runs on any day.
 */
function actionBar(b: Brand, bar: Node): Node {
  return b.key === 'poster' ? { ...bar, countdownEndDate: '@date(+3d 00:00)' } : bar
}

/** The layout of folder `f`; `bar` ends the action bar id, so a regional bar is dismissed apart from its language's. */
function layout(b: Brand, f: string, c: LayoutCopy, bar: string): Node {
  const l = f.slice(0, 2)
  const id = `${b.key}-${f}-layout`
  const color = b.shopColors[0] ?? '#000000'
  const brand = b.key === 'poster' ? 'poster' : 'cards'
  // Products first (each with its flyout), then the brand's other flyout items, then inspiration, help (with sub-items)
  // and vouchers (burger only).
  const footItems = (i: number) =>
    (c.foot[i]?.[1] ?? []).map((text, j): [string, Node] => {
      const key = b.foot[i]?.[j] ?? 'help'
      return [text, key === '@' ? mail(b.mail) : ext(`${b.site}/${l}/${key}`)]
    })
  const nav: Node[] = [
    ...b.products.map(([slug], i): Node => ({
      _uid: `${id}-nav-${i + 1}`,
      component: 'NavigationItem',
      text: c.p[i === 0 ? 0 : 1].n,
      link: story(f, slug),
      ...productFlyout(brand, i, f, id),
    })),
    ...extraNavigation(brand, f, id),
    ...shopNavigation(brand, f, id),
    ...photoNavigation(f, id),
    ...c.nav.map((text, i): Node => ({
      _uid: `${id}-nav-${b.products.length + i + 1}`,
      component: 'NavigationItem',
      text,
      link: ext(`${b.site}/${l}/${b.nav[i] ?? ''}`),
      isOnlyInBurgerNavigation: i === 2,
      ...(i === 1 ? { hasSubItems: true, subItems: footItems(0).map(([subText, link]) => ({ text: subText, link })) } : {}),
    })),
  ]
  return {
    _uid: id,
    component: 'layout',
    actionBar: [
      actionBar(b, {
        _uid: `${id}-bar`,
        component: 'ActionBar',
        id: `${b.key}-${b.barId}-${bar}`,
        text: c.bar,
        color: '#ffffff',
        backgroundColor: color,
      }),
    ],
    logo: { filename: `/demo/logo-${b.key}.svg`, alt: b.name },
    shopLinks: b.products.map(([slug], i) => ({
      _uid: `${id}-shop-${i + 1}`,
      component: 'ShopEntry',
      text: c.p[i === 0 ? 0 : 1].n,
      link: story(f, slug),
      color: b.shopColors[i] ?? color,
    })),
    mainNavigationItems: nav,
    serviceHotline: c.hot,
    serviceText: c.svc,
    ...layoutExtras({
      brand,
      name: b.name,
      site: b.site,
      color,
      f,
      id,
      service: [c.foot[0]?.[0] ?? '', footItems(0)],
      about: [c.foot[1]?.[0] ?? '', footItems(1)],
      legal: footItems(2),
    }),
    copyright: `© {year} ${b.name} GmbH`,
  }
}

function folder(b: Brand, c: Copy): DemoStorySeed[] {
  const { f } = c
  const l = f.slice(0, 2)
  const errId = `${b.key}-${f}-error`
  const [ed, eh, etx] = c.err
  return [
    homeStory(b, f, c.home),
    ...b.products.map(([slug, img, bg, fg], i): DemoStorySeed => {
      const p = c.p[i === 0 ? 0 : 1]
      const id = `${b.key}-${f}-${slug}`
      const usp: Node = {
        _uid: `${id}-usp`,
        component: 'UspTeaser',
        items: c.usp.map((text, j) => ({ _uid: `${id}-usp-${j + 1}`, component: 'UspItem', text })),
      }
      const designs = b.designs?.[slug]
      const cta = designs?.listing ? ext(designs.listing) : story(f, 'designs')
      const content = page(b, id, p, [img, bg, fg], cta, [usp])
      if (designs) {
        const themes = {
          _uid: `${id}-designs`,
          component: 'ThemesOverviewWrapper',
          headline: shopWordsOf(l).designs[0],
          product: designs.product,
        }
        content.body = [...(content.body as Node[]), themes]
      }
      const snippet = b.seo?.snippets[slug]
      if (snippet) content.productSnippet = { name: p.n, description: p.d, image: { filename: `/demo/${img}.svg`, alt: p.a }, ...snippet }
      const calculator = b.calculators?.[slug]
      if (calculator) content.calculator = [{ _uid: `${id}-calculator`, component: 'Calculator', ...calculator }]
      const tags = b.tags?.[slug]
      return { full_slug: `${f}/${slug}`, name: p.n, content, ...(tags ? { tag_list: [...tags] } : {}) }
    }),
    {
      full_slug: `${f}/error`,
      name: 'Error',
      content: {
        _uid: errId,
        component: 'page',
        title: `${eh} | ${b.name}`,
        description: ed,
        robots: 'noindex,follow',
        teaser: [],
        body: [headline(errId, eh, 'h1'), ...texts(errId, [etx])],
      },
    },
    { full_slug: `${f}/layout`, name: 'Layout', content: layout(b, f, c, l) },
  ]
}

/** The product overview (`products`, home look) and the theme page (`themes/{id}`) of a language folder. */
function catalogue(b: Brand, c: Copy): DemoStorySeed[] {
  const { f } = c
  const [id, name, ...look] = b.theme
  return [
    // Filters arrive as query parameters on the overview, so its canonical URL keeps them (SPEC §3 useQueryParamsInCanonical).
    {
      full_slug: `${f}/products`,
      name: 'Products',
      content: { ...page(b, `${b.key}-${f}-products`, c.ov, b.home, firstProduct(b, f), []), useQueryParamsInCanonical: true },
    },
    { full_slug: `${f}/themes/${id}`, name, content: page(b, `${b.key}-${f}-theme-${id}`, c.th, look, firstProduct(b, f), []) },
  ]
}

/**
 * All stories of a brand: a full folder per language, the regional homes and layouts, and the never-published
 * `de-de/neuheiten` draft (description, headline without the draft marker, text), then each language's product overview
 * and theme page (last, so the demo space's index-based ids of the older stories stay the same).
 */
export function brandStories(b: Brand, copy: Copy[], regional: Regional[], news: [string, string, Rich[]]): DemoStorySeed[] {
  const newsId = `${b.key}-de-de-neuheiten`
  const [nd, nh, ntx] = news
  return [
    ...copy.flatMap((c) => folder(b, c)),
    ...regional.flatMap(([f, c, lc]): DemoStorySeed[] => [
      homeStory(b, f, c),
      ...(lc ? [{ full_slug: `${f}/layout`, name: 'Layout', content: layout(b, f, lc, f.slice(3)) }] : []),
    ]),
    {
      full_slug: 'de-de/neuheiten',
      name: 'Neuheiten',
      draft: {
        _uid: newsId,
        component: 'page',
        title: `Neuheiten | ${b.name}`,
        robots: 'noindex,follow',
        description: nd,
        teaser: [],
        body: [headline(newsId, `${DRAFT} ${nh}`, 'h1'), ...texts(newsId, [ntx])],
      },
    },
    ...copy.flatMap((c) => catalogue(b, c)),
    ...shopStories(
      b.key === 'poster' ? 'poster' : 'cards',
      b.name,
      copy.map((c) => c.f),
    ),
    ...photoStories(
      b.key === 'poster' ? 'poster' : 'cards',
      b.name,
      copy.map((c) => c.f),
    ),
  ]
}
