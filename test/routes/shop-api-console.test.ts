// What the shop API Worker behind the SHOP_API binding writes to the console is kept for the test that caused it, not
// printed: a passing test prints nothing, whichever Worker logged (test/setup/shop-api-worker.ts, quiet-console.ts).
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { KEPT_CONSOLE_PATH } from '../setup/shop-api-console'
import { fetchWorker } from './fetch-worker'

const keptLines = async () => (await (await env.SHOP_API.fetch(`http://shop-api.test${KEPT_CONSOLE_PATH}`)).json()) as [string, string][]

describe('the shop API Worker’s console in the workerd tests', () => {
  it('keeps a refused order’s warning for the test, once, and prints nothing', async () => {
    expect(await keptLines()).toEqual([])
    const response = await fetchWorker('/web-api/card-accessory-order', {
      host: 'cards.de.localhost',
      method: 'POST',
      headers: {
        origin: 'http://cards.de.localhost',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ quantity: '45', envelope: '', next: '//evil.example/configurator-card/' }).toString(),
    })
    expect(response.status).toBe(303)
    const lines = await keptLines()
    expect(lines.map(([level, text]) => [level, (JSON.parse(text) as { event: string }).event])).toEqual([['warn', 'error-add-accessory']])
    // Taken, not copied: the next reader (the quiet console after this test) finds nothing more.
    expect(await keptLines()).toEqual([])
  })
})
