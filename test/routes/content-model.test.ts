// A space built to SPEC §3's field names, as Storyblok delivers it (nested objects in one-block lists, list entries as
// blocks, every field in its wire form), renders fully: the burger's mainNavigationItems, extraMenu and footer, the header
// data's serviceHotline, a page's footerOverride and its sku preselecting the calculator. The fixture is written by hand
// and put in the wire form by the same step as the demo space; it then fits the generated definitions.
import { beforeEach, describe, expect, it } from 'vitest'
import { componentDefinitions } from '../../scripts/cms/component-definitions'
import { contentProblems, storyUuid, toStoryblokShape } from '../../scripts/cms/wire-form'
import { addDemoStories } from '../mocks/demo-space'
import { fetchWorker, resetCaches } from './fetch-worker'
import { log } from '../../src/log'

const HOST = 'poster.de.localhost'
const link = (url: string) => ({ id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url })
const storyLink = (slug: string) => ({ id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: slug })

const { components } = componentDefinitions()
const wire = (content: Record<string, unknown>) =>
  toStoryblokShape(content, components, { targetUuid: (slug) => storyUuid('poster', slug) }) as Record<string, unknown>

const layout = wire({
  _uid: 'fixture-layout',
  component: 'layout',
  logo: { filename: '/demo/logo-poster.svg', alt: 'Posterhaus' },
  mainNavigationItems: [
    {
      _uid: 'n1',
      component: 'NavigationItem',
      text: 'Leinwand aus der Fixture',
      link: storyLink('de-de/leinwand'),
      navigationType: 'frame',
    },
    { _uid: 'n2', component: 'NavigationItem', text: 'Nur im Burger', link: link('/nur-im-burger'), isOnlyInBurgerNavigation: true },
  ],
  header: [
    {
      _uid: 'h',
      component: 'layout__header',
      serviceHotline: '0800 765 432',
      magazine: [{ _uid: 'hm', component: 'layout__header__magazine', text: 'Magazin der Fixture', link: link('/magazin/') }],
    },
  ],
  serviceText: 'Rund um die Uhr',
  extraMenu: [{ _uid: 'e1', component: 'TextLink', text: 'Bestellstatus der Fixture', link: link('/kundenkonto/bestellungen/') }],
  footer: [{ _uid: 'f1', component: 'TextLink', text: 'Impressum der Fixture', link: link('/impressum') }],
  seoHeadline: 'SEO des Layouts',
  seoText: 'Text des Layouts.',
  copyright: '© {year} Fixture GmbH',
})

const page = wire({
  _uid: 'fixture-page',
  component: 'page',
  title: 'Fixture',
  description: 'Eine Seite nach SPEC',
  teaser: [],
  calculator: [{ _uid: 'calc', component: 'Calculator', product: 'photoframe', materialType: 'leinwand', ctaText: 'cta.jetztGestalten' }],
  sku: 'leinwand-6000x9000',
  footerOverride: [
    {
      _uid: 'fo',
      component: 'page__footerOverride',
      seoHeadline: 'Eigene SEO-Überschrift',
      seoText: 'Erster Absatz der Seite.\n\nZweiter Absatz der Seite.',
    },
  ],
  body: [{ _uid: 'hl', component: 'Headline', text: 'Seite nach SPEC', level: 'h1' }],
})

beforeEach(async () => {
  await resetCaches()
  log.forgetOnce()
  await addDemoStories('poster', [
    { full_slug: 'de-de/layout', name: 'Layout', content: layout },
    { full_slug: 'de-de/fixture', name: 'Fixture', content: page },
  ])
})

const html = async (path: string) => {
  const response = await fetchWorker(path, { host: HOST })
  expect(response.status, path).toBe(200)
  return response.text()
}

describe('a space built to SPEC §3', () => {
  it('fits the generated component definitions', () => {
    expect(contentProblems(layout, components)).toEqual([])
    expect(contentProblems(page, components)).toEqual([])
  })

  it('renders the burger from mainNavigationItems, extraMenu and footer, and the header data’s hotline', async () => {
    const text = await html('/fixture')
    const burger = text.slice(text.indexOf('id="burger-menu"'), text.indexOf('</header>'))
    expect(burger).toContain('Leinwand aus der Fixture')
    expect(burger).toContain('Nur im Burger')
    expect(burger).toContain('Bestellstatus der Fixture')
    expect(burger).toContain('Impressum der Fixture')
    // Burger-only items stay out of the main navigation (SPEC §2).
    const nav = text.slice(text.indexOf('<nav class="nav"'), text.indexOf('</nav>', text.indexOf('<nav class="nav"')))
    expect(nav).toContain('Leinwand aus der Fixture')
    expect(nav).not.toContain('Nur im Burger')
    expect(text).toContain('<a href="tel:0800765432">0800 765 432</a>')
    expect(text).toContain('Magazin der Fixture')
  })

  it('shows the page’s footerOverride instead of the layout’s SEO text, on that page only', async () => {
    const own = await html('/fixture')
    expect(own).toContain('<h2 class="seo__headline">Eigene SEO-Überschrift</h2>')
    expect(own).toContain('<p>Erster Absatz der Seite.</p><p>Zweiter Absatz der Seite.</p>')
    expect(own).not.toContain('SEO des Layouts')
    const other = await html('/leinwand')
    expect(other).toContain('<h2 class="seo__headline">SEO des Layouts</h2>')
    expect(other).not.toContain('Eigene SEO-Überschrift')
  })

  it('preselects the calculator with the page’s sku', async () => {
    const text = await html('/fixture')
    const props = /data-island="calculator" data-props="([^"]+)"/.exec(text)?.[1]
    const decoded = JSON.parse((props ?? '{}').replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { selected?: unknown }
    expect(decoded.selected).toEqual({ material: 'leinwand', format: '6000x9000' })
  })
})
