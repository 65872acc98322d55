// Parses an icon's viewBox (SPEC §5: "Icon viewBox: numbers separated by spaces"): min-x, min-y, width, height.
// Pure and strict, so a typo in the icon data is caught by the tests instead of drawing an invisible icon.

export type ViewBox = [minX: number, minY: number, width: number, height: number]

// An SVG number: optional sign, digits with an optional fraction (or a bare fraction), optional exponent. Stricter
// than Number() alone, which also takes '0x1f', '0b1' and 'Infinity'.
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/

/**
 * Exactly four numbers separated by whitespace (leading and trailing whitespace allowed, no commas), all finite,
 * width and height greater than zero; anything else is undefined. `-0` reads as 0.
 */
export function parseViewBox(value: string): ViewBox | undefined {
  const parts = value.trim().split(/\s+/)
  if (parts.length !== 4) return undefined
  const numbers: number[] = []
  for (const part of parts) {
    if (!NUMBER.test(part)) return undefined
    const number = Number(part)
    // '1e999' matches the grammar but is Infinity.
    if (!Number.isFinite(number)) return undefined
    numbers.push(number + 0)
  }
  const [minX = 0, minY = 0, width = 0, height = 0] = numbers
  if (width <= 0 || height <= 0) return undefined
  return [minX, minY, width, height]
}

/** The canonical text of a parsed viewBox: `0 0 24 24`. */
export function formatViewBox(box: ViewBox): string {
  return box.join(' ')
}
