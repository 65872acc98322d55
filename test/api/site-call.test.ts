// The shop API resolves a site call's site itself (src/api/site-call.ts), from the host and path markers of the
// request the storefront passed on unchanged: the answer is in that site's language and a plain form returns to that
// site's configured origin. A call that names no configured site is a 404: the storefront answers unknown hosts and
// redirects foreign languages before it passes anything on.
import { describe, expect, it } from 'vitest'
import { bodyOf, post } from './customers/harness'

describe('a site call’s site', () => {
  it('is the host’s language shop under its marker: a plain form without a back path returns to that language’s home', async () => {
    const response = await post('/fr/newsletter/subscribe', { host: 'cards.ch.localhost', form: { email: 'not an address' } })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/^http:\/\/cards\.ch\.localhost\/fr\/\?newsletter=/)
  })

  it('answers in the marker’s language', async () => {
    const german = await bodyOf<{ message?: { text: string } }>(
      await post('/newsletter/subscribe', { host: 'cards.ch.localhost', json: { email: 'not an address' } }),
    )
    const french = await bodyOf<{ message?: { text: string } }>(
      await post('/fr/newsletter/subscribe', { host: 'cards.ch.localhost', json: { email: 'not an address' } }),
    )
    expect(german.message?.text).toBeTruthy()
    expect(french.message?.text).toBeTruthy()
    expect(french.message?.text).not.toBe(german.message?.text)
  })

  it.each([
    ['a host of no configured site', 'unknown.example', '/newsletter/subscribe'],
    ['a language the host has no shop in', 'cards.de.localhost', '/fr/newsletter/subscribe'],
  ])('is none for %s: a 404', async (_case, host, path) => {
    const response = await post(path, { host, json: { email: 'someone@example.com' } })
    expect(response.status).toBe(404)
    expect(await response.text()).toMatch(/^Unknown site/)
  })
})
