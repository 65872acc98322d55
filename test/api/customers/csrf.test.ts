import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, captureLogs, createCustomer, loggedIn, ORIGIN, randomIp, uniqueEmail } from './harness'

// The matrix: unsafe methods x content types x Origin x Sec-Fetch-Site, against the wishlist (a logged-in change whose
// effect is visible in D1). Allowed only when each header present names this site and at least one is present.
const METHODS = ['POST', 'PUT', 'DELETE'] as const
const CONTENT_TYPES = ['form', 'multipart', 'text', 'json', 'missing'] as const
const ORIGINS = { same: ORIGIN, cross: 'https://evil.example', null: 'null', absent: undefined } as const
const FETCH_SITES = { 'same-origin': 'same-origin', 'cross-site': 'cross-site', none: 'none', absent: undefined } as const

type ContentType = (typeof CONTENT_TYPES)[number]

function body(type: ContentType): { body: BodyInit; contentType?: string } {
  switch (type) {
    case 'form':
      return { body: 'themeId=winterzauber', contentType: 'application/x-www-form-urlencoded' }
    case 'multipart': {
      const form = new FormData()
      form.set('themeId', 'winterzauber')
      return { body: form }
    }
    case 'text':
      return { body: 'themeId=winterzauber', contentType: 'text/plain' }
    case 'json':
      return { body: JSON.stringify({ themeId: 'winterzauber' }), contentType: 'application/json' }
    case 'missing':
      // Bytes, not a string: a string body would get text/plain on its own.
      return { body: new TextEncoder().encode('themeId=winterzauber') }
  }
}

const cases = METHODS.flatMap((method) =>
  CONTENT_TYPES.flatMap((type) =>
    (Object.keys(ORIGINS) as (keyof typeof ORIGINS)[]).flatMap((origin) =>
      (Object.keys(FETCH_SITES) as (keyof typeof FETCH_SITES)[]).map((site) => {
        const allowed =
          (origin === 'same' || origin === 'absent') &&
          (site === 'same-origin' || site === 'absent') &&
          !(origin === 'absent' && site === 'absent')
        return { method, type, origin, site, allowed }
      }),
    ),
  ),
)

let cookie = ''
let customerId = 0
let logs: ReturnType<typeof captureLogs>

beforeAll(async () => {
  logs = captureLogs()
  const customer = await createCustomer()
  customerId = customer.id
  cookie = await loggedIn(customer)
})
afterAll(() => logs.restore())

async function onWishlist(): Promise<boolean> {
  const row = await env.DB.prepare("SELECT 1 AS found FROM wishlist_items WHERE customer_id = ? AND theme_id = 'winterzauber'")
    .bind(customerId)
    .first()
  return row !== null
}

async function setOnWishlist(present: boolean): Promise<void> {
  await env.DB.prepare("DELETE FROM wishlist_items WHERE customer_id = ? AND theme_id = 'winterzauber'").bind(customerId).run()
  if (present)
    await env.DB.prepare("INSERT INTO wishlist_items (customer_id, theme_id, created_at) VALUES (?, 'winterzauber', 0)")
      .bind(customerId)
      .run()
}

describe('CSRF matrix: every unsafe request must come from this site', () => {
  it('covers 3 methods x 5 content types x 4 origins x 4 Sec-Fetch-Site values', () => {
    expect(cases).toHaveLength(240)
    expect(cases.filter((c) => c.allowed)).toHaveLength(3 * 5 * 3)
  })

  it.each(cases)(
    '$method, content $type, Origin $origin, Sec-Fetch-Site $site: allowed=$allowed',
    async ({ method, type, origin, site, allowed }) => {
      const removes = method === 'DELETE'
      await setOnWishlist(removes)
      const { body: payload, contentType } = body(type)
      const headers: Record<string, string> = {}
      if (contentType) headers['content-type'] = contentType
      const originValue = ORIGINS[origin]
      const siteValue = FETCH_SITES[site]
      if (originValue !== undefined) headers.origin = originValue
      if (siteValue !== undefined) headers['sec-fetch-site'] = siteValue
      const path = method === 'POST' ? '/web-api/wishlist' : '/web-api/wishlist/winterzauber'
      const response = await call(path, { method, body: payload, cookie, headers, sameOrigin: false })
      if (!allowed) {
        expect(response.status).toBe(403)
        expect(await onWishlist()).toBe(removes)
        return
      }
      expect(response.status).not.toBe(403)
      // POST reads its body: text/plain and a missing type carry no readable fields (400, or a 303 for a form).
      const readsBody = method !== 'POST' || type === 'form' || type === 'multipart' || type === 'json'
      if (readsBody) expect(await onWishlist()).toBe(!removes)
      else expect(await onWishlist()).toBe(false)
    },
  )
})

describe('CSRF on every customer call', () => {
  const cross = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }

  it.each([
    ['/web-api/customer-login', { email: 'erika@example.com', password: 'correct horse battery' }],
    ['/web-api/customer-signup', { email: 'erika@example.com', password: 'correct horse battery', firstName: 'E', lastName: 'M' }],
    ['/web-api/customer-password-reset', { email: 'erika@example.com' }],
    ['/web-api/customer-password-confirm', { token: 'A'.repeat(43), password: 'correct horse battery' }],
    ['/web-api/customer-logout', {}],
    ['/newsletter/subscribe', { email: 'erika@example.com' }],
    ['/whitelabel/switch', {}],
    ['/web-api/wishlist/remove', { themeId: 'winterzauber' }],
  ])('refuses a cross-site POST to %s, as JSON and as a form', async (path, fields) => {
    const json = await call(path, { json: fields, sameOrigin: false, headers: cross, cookie })
    const form = await call(path, { form: fields as Record<string, string>, sameOrigin: false, headers: cross, cookie })
    expect([json.status, form.status]).toEqual([403, 403])
  })

  it('refuses the right host with another port, a sibling country host and Sec-Fetch-Site same-site', async () => {
    const refused: Record<string, string>[] = [
      { origin: `${ORIGIN}:8787` },
      { origin: 'http://cards.ch.localhost' },
      { origin: ORIGIN, 'sec-fetch-site': 'same-site' },
    ]
    for (const headers of refused) {
      const response = await call('/web-api/customer-logout', { json: {}, cookie, sameOrigin: false, headers })
      expect(response.status, JSON.stringify(headers)).toBe(403)
    }
  })

  it('answers a refused JSON call with a JSON message and changes nothing', async () => {
    const email = uniqueEmail()
    const response = await call('/web-api/customer-signup', {
      json: { email, password: 'correct horse battery', firstName: 'Erika', lastName: 'Muster' },
      sameOrigin: false,
      headers: { origin: 'null' },
      ip: randomIp(),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toHaveProperty('message.text')
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM customers WHERE email = ?').bind(email).first<{ n: number }>()
    expect(rows?.n).toBe(0)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('lets safe reads through from anywhere (they change nothing)', async () => {
    const response = await call('/web-api/customer-data', {
      sameOrigin: false,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(response.status).toBe(200)
  })
})
