// The space's components from code (scripts/cms/component-definitions.ts, `npm run cms:components`): every registered
// block has a definition, every definition has a renderer, SPEC §3's names and enumerations are in them. The demo space
// is checked against them in its wire form (test/content/demo-space.test.ts, wire-form.test.ts).
import { describe, expect, it } from 'vitest'
import { componentDefinitions, REGISTERED_BLOCKS } from '../../scripts/cms/component-definitions'
import { blockDefinition } from '../../src/blocks/registry'

const { components, renderers } = componentDefinitions()
const byName = new Map(components.map((component) => [component.name, component]))

describe('component definitions', () => {
  it('define every registered block as a nestable component', () => {
    expect(REGISTERED_BLOCKS.length).toBeGreaterThan(30)
    for (const name of REGISTERED_BLOCKS) expect(byName.get(name)?.is_nestable, name).toBe(true)
  })

  it('give every definition a renderer: the block registry, a page or layout view, or the parent that nests it', () => {
    for (const component of components) {
      const renderer = renderers.get(component.name)
      expect(renderer, component.name).toBeDefined()
      if (renderer === 'block registry') expect(blockDefinition(component.name)?.View, component.name).toBeTypeOf('function')
      if (renderer === 'parent field') {
        // Some component's field allows it: it is only ever rendered as part of that parent.
        expect(
          components.some((parent) => Object.values(parent.schema).some((field) => field.component_whitelist?.includes(component.name))),
          component.name,
        ).toBe(true)
      }
    }
    expect(components.filter((c) => c.is_root).map((c) => c.name)).toEqual(['layout', 'page'])
  })

  it('carry SPEC §3 field names, required fields, enumerations and allowed blocks', () => {
    const page = byName.get('page')?.schema ?? {}
    const layout = byName.get('layout')?.schema ?? {}
    for (const field of [
      'title',
      'description',
      'robots',
      'canonicalUrl',
      'useQueryParamsInCanonical',
      'alternates',
      'ogImages',
      'additionalSameAsLinks',
      'teaser',
      'uspTeaser',
      'calculator',
      'sku',
      'body',
      'productSnippet',
      'footerOverride',
      'breadcrumb',
      'bar',
    ]) {
      expect(page[field], `page.${field}`).toBeDefined()
    }
    for (const field of ['mainNavigationItems', 'extraMenu', 'serviceHotline', 'serviceText', 'footer', 'header'])
      expect(layout[field], `layout.${field}`).toBeDefined()
    expect(layout.mainNavigationItems).toMatchObject({ type: 'bloks', component_whitelist: ['NavigationItem'] })
    expect(page.canonicalUrl?.type).toBe('multilink')
    expect(page.teaser).toMatchObject({ type: 'bloks', component_whitelist: ['Teaser'] })
    expect(page.calculator).toMatchObject({ type: 'bloks', component_whitelist: ['Calculator'], maximum: 1 })
    expect(page.body?.component_whitelist).toEqual([...REGISTERED_BLOCKS])
    expect(page.footerOverride).toMatchObject({ type: 'bloks', maximum: 1, component_whitelist: ['page__footerOverride'] })
    expect(byName.get('NavigationItem')?.schema.navigationType).toMatchObject({
      type: 'option',
      options: ['default', 'calendar', 'card', 'collage', 'frame', 'photobook', 'wandbilder', 'accessories'].map((value) => ({
        name: value,
        value,
      })),
    })
    expect(byName.get('NavigationItem')?.schema.text).toMatchObject({ type: 'text', required: true })
    expect(byName.get('Headline')?.schema.level).toMatchObject({ type: 'option', default_value: 'h2' })
    expect(byName.get('Feed')?.schema.stories).toMatchObject({
      type: 'options',
      source: 'internal_stories',
      is_reference_type: true,
      use_uuid: true,
      filter_content_type: ['page'],
    })
    expect(byName.get('Text')?.schema.text).toMatchObject({ type: 'richtext', required: true })
  })

  it('give each field a default of its own kind and pictures their asset types', () => {
    const fields = components.flatMap((component) => Object.values(component.schema))
    for (const field of fields.filter((f) => f.type === 'boolean' && f.default_value !== undefined))
      expect(field.default_value).toBeTypeOf('boolean')
    for (const field of fields.filter((f) => f.type === 'number' && f.default_value !== undefined))
      expect(field.default_value).toMatch(/^-?\d+(\.\d+)?$/)
    expect(byName.get('layout')?.schema.snow).toMatchObject({ type: 'boolean', default_value: false })
    expect(byName.get('Feed')?.schema.limit).toMatchObject({ type: 'number', default_value: '3' })
    expect(byName.get('page')?.schema.ogImages).toEqual({ type: 'multiasset', pos: expect.any(Number), filetypes: ['images'] })
    expect(byName.get('CardDetailContainerWrapper')?.schema.images).toMatchObject({ type: 'multiasset' })
    expect(byName.get('Teaser')?.schema.image).toMatchObject({ type: 'asset', filetypes: ['images'] })
    expect(components.some((component) => component.name.endsWith('__images__item') || component.name === 'page__ogImages__item')).toBe(
      false,
    )
  })
})
