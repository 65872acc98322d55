// Time is an input: every workerd test runs on a pinned clock (the suite's `TEST_NOW`, set by the vitest config from
// TEST_CLOCK: today by default, or moved, e.g. a year ahead, to catch dates frozen into content or code). The suite's
// clock runs on from there at the real pace and never goes back between tests or files: module state that counts time
// (rate limiters, caches) stays as consistent as in production. A test that needs a particular day pins it with
// `pinClock(day)`; the next test is back on the suite's clock.
import { env } from 'cloudflare:workers'
import { beforeEach, vi } from 'vitest'

/** The instant the suite runs at (ms). */
export const SUITE_NOW: number = (env as unknown as { TEST_NOW: number }).TEST_NOW

const OFFSET = Symbol.for('storefront.suite-clock-offset')

/** The suite's clock now: TEST_NOW when the suite started, plus the real time since (one offset per isolate). */
export function suiteNow(): number {
  const global = globalThis as typeof globalThis & { [OFFSET]?: number }
  global[OFFSET] ??= SUITE_NOW - vi.getRealSystemTime()
  return vi.getRealSystemTime() + global[OFFSET]
}

export function pinClock(at?: Date | string | number): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date(at ?? suiteNow()) })
}

export function installPinnedClock(): void {
  pinClock()
  beforeEach(() => pinClock())
}
