// The seasonal snow overlay (SPEC §2, §9: 199 flakes), switched on by the layout story's `snow` field. Pure CSS: no
// JavaScript at all, decorative (aria-hidden), never in the way (pointer-events none), and still under
// prefers-reduced-motion (the flakes then rest where they are). Positions come from a fixed seed, so every render of
// a page (and the page cache) is byte-identical.

/** SPEC §9. */
export const SNOW_FLAKES = 199

interface Flake {
  /** Across, in % of the width. */
  x: number
  /** Down, in % of the height, where the flake rests without motion. */
  y: number
  /** Size in px. */
  size: number
  /** Seconds for one fall. */
  fall: number
  /** Start offset in seconds (negative: already falling at first paint). */
  delay: number
  /** Sideways sway in px. */
  sway: number
}

function flakes(): Flake[] {
  // A small linear congruential generator: deterministic and good enough for scattering snow.
  let seed = 20_111
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed / 2_147_483_648
  }
  return Array.from({ length: SNOW_FLAKES }, () => {
    const fall = 8 + next() * 10
    return {
      x: Math.round(next() * 1000) / 10,
      y: Math.round(next() * 1000) / 10,
      size: 2 + Math.round(next() * 4),
      fall: Math.round(fall * 10) / 10,
      delay: -Math.round(next() * fall * 10) / 10,
      sway: Math.round(10 + next() * 30),
    }
  })
}

let cached: Flake[] | undefined

/** The overlay's own element; its flakes are the same on every page (the layout writes them rendered once). */
export const SNOW_ELEMENT = <div className="snow" aria-hidden="true" data-flakes={SNOW_FLAKES} />

export function SnowFlakes() {
  cached ??= flakes()
  return cached.map((flake, index) => (
    <i
      key={index}
      style={{
        ['--x' as string]: `${flake.x}%`,
        ['--y' as string]: `${flake.y}vh`,
        ['--s' as string]: `${flake.size}px`,
        ['--f' as string]: `${flake.fall}s`,
        ['--d' as string]: `${flake.delay}s`,
        ['--w' as string]: `${flake.sway}px`,
      }}
    />
  ))
}
