// Time is an input: every workerd test runs on a pinned clock (the suite's `TEST_NOW`, set by the vitest config from
// TEST_CLOCK: today by default, or moved, e.g. a year ahead, to catch dates frozen into content or code). The clock then
// runs on from there, so code that waits still sees time pass. A test that needs a particular day pins it with
// `pinClock(day)`; the next test starts from the suite's clock again.
import { env } from 'cloudflare:workers'
import { beforeEach, vi } from 'vitest'

/** The instant the suite runs at (ms). */
export const SUITE_NOW: number = (env as unknown as { TEST_NOW: number }).TEST_NOW

export function pinClock(at: Date | string | number = SUITE_NOW): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date(at) })
}

export function installPinnedClock(): void {
  pinClock()
  beforeEach(() => pinClock())
}
