import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatViewBox, parseViewBox } from '../../src/views/icons/viewbox'

describe('parseViewBox (SPEC §5: numbers separated by spaces)', () => {
  it.each([
    ['0 0 24 24', [0, 0, 24, 24]],
    ['-2 -2 28 28', [-2, -2, 28, 28]],
    ['0.5 .5 23.5 1e1', [0.5, 0.5, 23.5, 10]],
    ['+1 -0 2.5E+1 4.', [1, 0, 25, 4]],
    ['  0   0\t24\n24  ', [0, 0, 24, 24]],
  ])('reads %j', (value, box) => {
    expect(parseViewBox(value)).toEqual(box)
  })

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['three numbers', '0 0 24'],
    ['five numbers', '0 0 24 24 1'],
    ['commas', '0,0,24,24'],
    ['comma and space', '0, 0, 24, 24'],
    ['zero width', '0 0 0 24'],
    ['zero height', '0 0 24 0'],
    ['negative width', '0 0 -24 24'],
    ['negative height', '0 0 24 -1'],
    ['a unit', '0 0 24px 24'],
    ['hex', '0 0 0x18 24'],
    ['Infinity', '0 0 Infinity 24'],
    ['NaN', 'NaN 0 24 24'],
    ['an overflowing exponent', '0 0 1e999 24'],
    ['a lone sign', '0 - 24 24'],
    ['a lone dot', '0 . 24 24'],
    ['two dots', '0 1.2.3 24 24'],
    ['a number separator', '0 0 2_4 24'],
    ['markup', '0 0 24 24"/><script>'],
  ])('refuses %s (%j)', (_case, value) => {
    expect(parseViewBox(value)).toBeUndefined()
  })

  // Strings that look like viewBoxes (stray whitespace, signs, fractions, exponents, odd tokens): about one in seven
  // is accepted, so the round trip is exercised on every run, not only the never-throws half.
  const number = fc.oneof(
    fc.nat(2000).map(String),
    fc.integer({ min: -1000, max: 1000 }).map(String),
    fc.double().map(String),
    fc.constantFrom('.5', '4.', '-0', '+3', '1e3', '2E-2', 'x', '1,'),
  )
  const space = fc.constantFrom(' ', '  ', '\t', '\n', ' \r\n')
  const numbers = fc.oneof(fc.array(number, { minLength: 4, maxLength: 4 }), fc.array(number, { maxLength: 6 }))
  const viewBoxLike = fc
    .tuple(fc.constantFrom('', ' ', '\n'), numbers, space, fc.constantFrom('', ' ', '\t'))
    .map(([before, parts, separator, after]) => before + parts.join(separator) + after)

  it('never throws, and every accepted value is four finite numbers that round-trip through their text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), { arbitrary: viewBoxLike, weight: 4 }), (value) => {
        const box = parseViewBox(value)
        if (box === undefined) return
        expect(box).toHaveLength(4)
        expect(box.every(Number.isFinite)).toBe(true)
        expect(box[2]).toBeGreaterThan(0)
        expect(box[3]).toBeGreaterThan(0)
        expect(parseViewBox(formatViewBox(box))).toEqual(box)
      }),
      { numRuns: 1000 },
    )
  })
})
