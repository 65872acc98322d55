// A bad entry costs only itself (src/content/parse-once.ts): the innermost list entry on a problem's path is left out,
// its siblings stay, and what was left out is named by path (in the content as it came), `_uid` and component.
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { listField, numberField, optionalAsset, requiredList, requiredText, text } from '../../src/content/fields'
import { parseOnce, reportContent } from '../../src/content/parse-once'
import { log } from '../../src/log'

const item = z.object({ text: requiredText, stars: numberField(z.optional(z.number())) })
const list = z.object({ component: z.string(), items: listField(item) })
const entry = (uid: string, fields: Record<string, unknown>) => ({ _uid: uid, component: 'Entry', ...fields })

afterEach(() => vi.restoreAllMocks())

describe('parseOnce', () => {
  it('leaves out a bad entry alone and names it', () => {
    const parsed = parseOnce(list, {
      _uid: 'root',
      component: 'Box',
      items: [entry('a', { text: 'A' }), entry('b', { text: 'B', stars: 'many' }), entry('c', { text: 'C', stars: '4' })],
    })
    expect(parsed.success && parsed.data.items).toEqual([{ text: 'A' }, { text: 'C', stars: 4 }])
    expect(parsed.dropped).toEqual([{ path: 'items.1.stars', uid: 'b', component: 'Entry', problem: expect.any(String) }])
  })

  it('leaves out every bad entry of one list, each named by its own index', () => {
    const parsed = parseOnce(list, {
      component: 'Box',
      items: [entry('a', { text: '' }), entry('b', { text: 'B' }), entry('c', { text: null }), entry('d', { text: 'D' })],
    })
    expect(parsed.success && parsed.data.items.map((i) => i.text)).toEqual(['B', 'D'])
    expect(parsed.dropped.map((d) => [d.path, d.uid])).toEqual([
      ['items.0.text', 'a'],
      ['items.2.text', 'c'],
    ])
  })

  it('names an entry by its place in the content as it came, when an earlier one was already left out', () => {
    // Round one leaves out groups 0 and 1's only item; round two finds group 1 (now the first) without items.
    const groups = z.object({ groups: listField(z.object({ items: requiredList(item).check(z.minLength(1)) })) })
    const parsed = parseOnce(groups, {
      groups: [
        { _uid: 'g0', component: 'Group', items: 'none' },
        { _uid: 'g1', component: 'Group', items: [entry('x', { text: '' })] },
        { _uid: 'g2', component: 'Group', items: [entry('y', { text: 'Y' })] },
      ],
    })
    expect(parsed.success && parsed.data.groups).toEqual([{ items: [{ text: 'Y' }] }])
    expect(parsed.dropped.map((d) => [d.path, d.uid])).toEqual([
      ['groups.0.items', 'g0'],
      ['groups.1.items.0.text', 'x'],
      ['groups.1.items', 'g1'],
    ])
  })

  it('fails a block whose own field is bad, naming the block', () => {
    const block = z.object({ headline: requiredText, limit: numberField(z._default(z.number(), 3)) })
    const parsed = parseOnce(block, { _uid: 'feed-1', component: 'Feed', headline: 'Neu', limit: 'drei' })
    expect(parsed.success).toBe(false)
    expect(parsed.dropped).toEqual([{ path: 'limit', uid: 'feed-1', component: 'Feed', problem: expect.any(String) }])
  })

  it('leaves out a story’s own bad field, which then reads as unset', () => {
    const story = z.object({ component: z.literal('page'), title: text, limit: numberField(z._default(z.number(), 3)) })
    const parsed = parseOnce(story, { _uid: 'p', component: 'page', title: 'Seite', limit: 'drei' }, { fields: true })
    expect(parsed.success && parsed.data).toEqual({ component: 'page', title: 'Seite', limit: 3 })
    expect(parsed.dropped).toEqual([{ path: 'limit', uid: 'p', component: 'page', problem: expect.any(String) }])
  })

  it('still fails a story whose required field is bad', () => {
    const story = z.object({ component: z.literal('page'), title: text })
    const parsed = parseOnce(story, { component: 'layout', title: 'Seite' }, { fields: true })
    expect(parsed.success).toBe(false)
  })

  it('names the pictures read without alternative text, where they are after entries were left out', () => {
    const pictures = z.object({ items: listField(z.object({ text: requiredText, image: optionalAsset })) })
    const parsed = parseOnce(pictures, {
      items: [
        entry('bad', { text: '' }),
        entry('good', { text: 'Mit Bild', image: { filename: '/demo/a.svg', alt: null, fieldtype: 'asset' } }),
      ],
    })
    expect(parsed.success && parsed.data.items).toEqual([{ text: 'Mit Bild', image: { filename: '/demo/a.svg', alt: '' } }])
    expect(parsed.withoutAlt).toEqual([{ path: 'items.1.image', uid: 'good', component: 'Entry' }])
  })

  it('parses the same object once', () => {
    const content = { component: 'Box', items: [entry('a', { text: 'A' })] }
    expect(parseOnce(list, content)).toBe(parseOnce(list, content))
  })

  it('reports each left-out entry once with the story, and each picture without alternative text', () => {
    log.forgetOnce()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const parsed = {
      dropped: [{ path: 'items.1.stars', uid: 'b', component: 'Entry', problem: 'a number' }],
      withoutAlt: [{ path: 'items.0.image', uid: 'a', component: 'Entry' }],
    }
    reportContent('de-de/seite', parsed)
    reportContent('de-de/seite', parsed)
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
    expect(lines).toEqual([
      expect.objectContaining({ event: 'content-invalid', story: 'de-de/seite', uid: 'b', component: 'Entry', path: 'items.1.stars' }),
      expect.objectContaining({ event: 'image-alt-missing', story: 'de-de/seite', uid: 'a', component: 'Entry', path: 'items.0.image' }),
    ])
  })
})
