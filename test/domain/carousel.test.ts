import { describe, expect, it } from 'vitest'
import { classifyGesture, pageStarts, reviewCarouselLayout, stepIndex, visibleSlides, wrapIndex } from '../../src/domain/carousel'

describe('wrapIndex', () => {
  it.each([
    [0, 5, 0],
    [4, 5, 4],
    [5, 5, 0],
    [7, 5, 2],
    [-1, 5, 4],
    [-6, 5, 4],
    [3, 0, 0],
  ])('wraps %i among %i slides to %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected)
  })
})

describe('pageStarts', () => {
  it.each([
    [8, 3, 3, [0, 3, 5]],
    [9, 3, 3, [0, 3, 6]],
    [6, 1, 1, [0, 1, 2, 3, 4, 5]],
    [2, 3, 3, [0]],
    [0, 3, 3, [0]],
    [7, 3, 1, [0, 1, 2, 3, 4]],
  ])('%i slides, %i per view, group %i: %j', (count, perView, group, expected) => {
    expect(pageStarts(count, perView, group)).toEqual(expected)
  })
})

describe('stepIndex (infinite loop, by group)', () => {
  it.each([
    [0, 1, 8, 3, 3, 3],
    [3, 1, 8, 3, 3, 5],
    [5, 1, 8, 3, 3, 0],
    [0, -1, 8, 3, 3, 5],
    [5, -1, 8, 3, 3, 3],
    [4, -1, 8, 3, 3, 0],
    [5, 1, 6, 1, 1, 0],
    [0, -1, 6, 1, 1, 5],
    [2, 1, 6, 1, 1, 3],
    [0, 1, 2, 3, 3, 0],
  ] as const)('from %i by %i (%i slides, %i per view, group %i) to %i', (current, direction, count, perView, group, expected) => {
    expect(stepIndex(current, direction, count, perView, group)).toBe(expected)
  })
})

describe('classifyGesture', () => {
  it.each([
    // Touch: over 50 px sideways moves it.
    [-51, 0, 'touch', 'next'],
    [51, 10, 'touch', 'previous'],
    [-50, 0, 'touch', 'none'],
    [-30, 2, 'touch', 'none'],
    [-80, 120, 'touch', 'none'],
    // Mouse: horizontal more than three times vertical moves it.
    [-40, 10, 'mouse', 'next'],
    [40, 13, 'mouse', 'previous'],
    [-30, 10, 'mouse', 'none'],
    [-300, 100, 'mouse', 'none'],
    [0, 200, 'mouse', 'none'],
    [-5, 0, 'mouse', 'none'],
    [-20, 0, 'pen', 'next'],
  ] as const)('dx %i, dy %i by %s: %s', (dx, dy, pointer, expected) => {
    expect(classifyGesture(dx, dy, pointer)).toBe(expected)
  })
})

describe('visibleSlides', () => {
  it.each([
    [0, 8, 3, [0, 1, 2]],
    [5, 8, 3, [5, 6, 7]],
    [2, 6, 1, [2]],
    [0, 2, 3, [0, 1]],
  ])('at %i of %i with %i per view: %j', (index, count, perView, expected) => {
    expect([...visibleSlides(index, count, perView)]).toEqual(expected)
  })
})

describe('reviewCarouselLayout (SPEC §9 review carousel breakpoints)', () => {
  it.each([
    [320, { perView: 3, group: 3, gap: 20 }],
    [375, { perView: 3, group: 3, gap: 20 }],
    [719, { perView: 3, group: 3, gap: 20 }],
    [720, { perView: 3, group: 3, gap: 45 }],
    [1079, { perView: 3, group: 3, gap: 45 }],
    [1080, { perView: 3, group: 3, gap: 45 }],
    [1600, { perView: 3, group: 3, gap: 45 }],
  ])('%i px: %j', (width, layout) => {
    expect(reviewCarouselLayout(width)).toEqual(layout)
  })
})
