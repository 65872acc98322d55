// The first-party endpoint for browser errors from islands (no third party needed): same-origin only, size-capped,
// rate-limited per address (IPv6 by its /64, as every limit counts) and isolate, logged as `browser-error`. A visit with `logging=0` sends nothing.
import { Hono } from 'hono/tiny'
import * as z from 'zod/mini'
import type { AppEnv } from '../app-env'
import { log } from '../log'
import { KB, limitBody, readJson } from '../http/read-body'
import { clientIp } from '../http/rate-limit'
import { sameOrigin } from '../http/same-origin'

const PER_MINUTE = 20
const reportSchema = z.object({
  message: z.string().check(z.maxLength(500)),
  island: z.optional(z.string().check(z.maxLength(40))),
  source: z.optional(z.string().check(z.maxLength(300))),
  stack: z.optional(z.string().check(z.maxLength(2000))),
})

const windows = new Map<string, { start: number; count: number }>()

function allowed(address: string, now: number): boolean {
  const window = windows.get(address)
  if (!window || now - window.start >= 60_000) {
    if (windows.size > 10_000) windows.clear()
    windows.set(address, { start: now, count: 1 })
    return true
  }
  window.count += 1
  return window.count <= PER_MINUTE
}

export const clientLogRoutes = new Hono<AppEnv>()

clientLogRoutes.post('/_log', sameOrigin, limitBody(4 * KB), async (c) => {
  if (!allowed(clientIp(c), Date.now())) return c.text('Too many reports.', 429, { 'retry-after': '60' })
  const report = reportSchema.safeParse(await readJson(c))
  if (!report.success) return c.text('Not an error report: message (string) is required.', 400)
  log.warn('browser-error', { ...report.data })
  return c.body(null, 204)
})
