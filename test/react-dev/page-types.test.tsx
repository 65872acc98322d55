// React's development build on every page type: the workers project renders with the production build the deployed
// Worker runs, which warns about nothing. Here each page type of both brands (scripts/html-check.mjs's list), a filled
// cart and the customer dialogs render once with the development build, whose warnings (a list without keys, an unknown
// attribute, a bad style value) are error logs, and an unexpected error log fails the test (test/setup/quiet-console.ts).
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PAGE_TYPES } from '../../scripts/page-types.mjs'
import { call, cookieValue, randomIp } from '../api/customers/harness'
import { fetchWorker } from '../routes/fetch-worker'

afterEach(() => {
  vi.restoreAllMocks()
})

describe("React's development build", () => {
  it('is the build this project renders with: a list without keys is warned about', () => {
    const warned = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderToString(
      <ul>
        {['a', 'b'].map((item) => (
          <li>{item}</li>
        ))}
      </ul>,
    )
    expect(warned.mock.calls.flat().join(' ')).toContain('unique "key" prop')
  })

  it.each(PAGE_TYPES)('renders %s%s without a warning', async (host, path) => {
    const response = await fetchWorker(path, { host })
    expect(response.status).toBe(path.includes('gibt-es-nicht') ? 404 : 200)
  })

  it('renders a filled cart and the customer dialogs without a warning', async () => {
    const host = 'cards.de.localhost'
    const added = await call('/web-api/voucher', { method: 'POST', host, json: { amount: 50 }, ip: randomIp() })
    const cookie = `__Host-cart=${cookieValue(added, '__Host-cart') ?? ''}`
    await call('/web-api/card-accessory-order', {
      method: 'POST',
      host,
      json: { sku: 'straight-white-114x162', quantity: 25 },
      ip: randomIp(),
      cookie,
    })
    const cart = await fetchWorker('/kundenkonto/warenkorb/', { host, headers: { cookie } })
    expect(await cart.text()).toContain('data-count="2"')
    for (const dialog of ['login', 'signup', 'password-confirm&token=x']) {
      const response = await fetchWorker(`/?customer=${dialog}`, { host })
      expect(response.status, dialog).toBeLessThan(500)
    }
  })
})
