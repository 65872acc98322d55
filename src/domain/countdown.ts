// The action bar's countdown as pure rules (SPEC §4): idle (not started, or paused while the tab is hidden), running,
// aborted (no valid end date, or already past when it should start), ended (reached zero while running).

export type CountdownPhase = 'idle' | 'running' | 'aborted' | 'ended'

export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** The end date as epoch milliseconds, or undefined when it is not a date. */
export function parseCountdownEnd(value: string | undefined): number | undefined {
  if (!value) return undefined
  // Storyblok writes "2026-12-24 18:00" (UTC, no zone); ISO strings pass as they are.
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}:00Z` : value
  const ms = Date.parse(iso)
  return Number.isFinite(ms) ? ms : undefined
}

/** Where a countdown starts (or resyncs to) at `now`. */
export function countdownPhaseAt(end: number, now: number): CountdownPhase {
  return Number.isFinite(end) && end > now ? 'running' : 'aborted'
}

/** Whole days, hours, minutes and seconds left (rounded up to the next second, never negative). */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000))
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  }
}
