import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { editorEffect, type EditorEffect, type ShownStories } from '../../src/domain/editor-events'

// The bridge's events as Storyblok sends them: `input` with the whole (unsaved) story, `change` and `published` with
// the saved story's id (a number, or its string) and slug.
const PAGE = 614_370_112
const LAYOUT = 614_369_980
const OTHER_LOCALE = 614_370_245

function inputOf(id: unknown): unknown {
  const editable = `<!--#storyblok#{"name":"page","space":"295047444808007","uid":"p1","id":"${String(id)}"}-->`
  return {
    action: 'input',
    story: {
      id,
      uuid: 'e3b1c9a0-7f6d-4a55-9a4e-1f0c2d3e4f50',
      name: 'Inspiration',
      slug: 'inspiration',
      full_slug: 'de-de/inspiration',
      content: { _uid: 'p1', component: 'page', body: [], _editable: editable },
    },
  }
}

const saved = (action: 'change' | 'published', storyId: unknown) => ({
  action,
  storyId,
  reload: true,
  slug: 'de-de/inspiration',
  slugChanged: false,
})

const onPage: ShownStories = { live: PAGE, layout: LAYOUT }
const onLayoutPage: ShownStories = { live: LAYOUT, layout: LAYOUT }
const withoutLayout: ShownStories = { live: PAGE }

describe('editorEffect', () => {
  it.each<[string, unknown, ShownStories, EditorEffect]>([
    ['an edit of the page shown', inputOf(PAGE), onPage, 'render'],
    ['an edit of the page shown, its id as a string', inputOf(String(PAGE)), onPage, 'render'],
    ['an edit of another locale’s twin', inputOf(OTHER_LOCALE), onPage, 'ignore'],
    ['an unsaved edit of the layout around a page', inputOf(LAYOUT), onPage, 'ignore'],
    ['an edit of the layout on its own page', inputOf(LAYOUT), onLayoutPage, 'render'],
    ['an edit of a page, on the layout’s page', inputOf(PAGE), onLayoutPage, 'ignore'],
    ['an edit without a story', { action: 'input' }, onPage, 'ignore'],
    ['an edit whose story has no id', { action: 'input', story: { content: {} } }, onPage, 'ignore'],
    ['an edit naming the story by a malformed id', inputOf(`${PAGE}"]`), onPage, 'ignore'],
    ['the page shown saved', saved('change', PAGE), onPage, 'reload'],
    ['the page shown published', saved('published', PAGE), onPage, 'reload'],
    ['the page shown published, its id as a string', saved('published', String(PAGE)), onPage, 'reload'],
    ['the layout around the page saved', saved('change', LAYOUT), onPage, 'reload'],
    ['the layout around the page published', saved('published', String(LAYOUT)), onPage, 'reload'],
    ['the layout saved, on its own page', saved('change', LAYOUT), onLayoutPage, 'reload'],
    ['another story saved', saved('change', OTHER_LOCALE), onPage, 'ignore'],
    ['another story published', saved('published', OTHER_LOCALE), onPage, 'ignore'],
    ['a save naming no story', { action: 'change' }, onPage, 'ignore'],
    ['a save with a story, not an id', { action: 'change', story: { id: PAGE } }, onPage, 'ignore'],
    ['a save on a site without a layout story', saved('change', LAYOUT), withoutLayout, 'ignore'],
    ['the page saved on a site without a layout story', saved('change', PAGE), withoutLayout, 'reload'],
    ['the editor entering edit mode', { action: 'enterEditmode', storyId: PAGE }, onPage, 'ignore'],
    ['a view of the live version', { action: 'viewLiveVersion', storyId: PAGE }, onPage, 'ignore'],
    ['an unknown message', { type: 'ping' }, onPage, 'ignore'],
    ['a string', 'input', onPage, 'ignore'],
    ['null', null, onPage, 'ignore'],
  ])('%s: %s', (_name, event, shown, expected) => {
    expect(editorEffect(event, shown)).toBe(expected)
  })

  it('acts only on the stories it shows, whatever the event names', () => {
    const id = fc.oneof(fc.integer({ min: 1, max: 2 ** 40 }), fc.string(), fc.constant(undefined), fc.constant(null))
    const event = fc.record({
      action: fc.constantFrom('input', 'change', 'published', 'enterEditmode', 'x'),
      storyId: id,
      story: fc.option(fc.record({ id }), { nil: undefined }),
    })
    fc.assert(
      fc.property(event, fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: 1, max: 2 ** 40 }), (e, live, layout) => {
        const effect = editorEffect(e, { live, layout })
        const names = (value: unknown, story: number) => value === story || value === String(story)
        if (effect === 'render') expect(e.action === 'input' && names(e.story?.id, live)).toBe(true)
        if (effect === 'reload') expect(e.action !== 'input' && (names(e.storyId, live) || names(e.storyId, layout))).toBe(true)
      }),
    )
  })
})
