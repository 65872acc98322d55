// The shop API Worker as the workerd tests run it behind the storefront's SHOP_API binding (the vitest config bundles
// this, not src/api/index.ts, as that auxiliary Worker's script): the real Worker, except that what it writes to the
// console is kept instead of printed. The storefront's tests read and clear it after each test through one path of
// their own (test/setup/quiet-console.ts), so a passing test prints nothing, whichever Worker wrote the line.
import type { ApiBindings } from '../../src/api/api-env'
import worker from '../../src/api/index'
import type { OutboxMessage } from '../../src/api/mail/producer'
import { consoleLine, KEPT_CONSOLE_PATH, LEVELS, type Level } from './shop-api-console'

const kept: [Level, string][] = []
for (const level of LEVELS) console[level] = (...args: unknown[]) => void kept.push([level, consoleLine(args)])

export default {
  ...worker,
  fetch(request, env, ctx) {
    if (new URL(request.url).pathname === KEPT_CONSOLE_PATH) return Response.json(kept.splice(0))
    return worker.fetch(request, env, ctx)
  },
} satisfies ExportedHandler<ApiBindings, OutboxMessage>
