// Browsing the demo pages raises no Content-Security-Policy violation: every script the pages run carries the response's
// nonce or was loaded by one that did ('strict-dynamic'). The page-type sweep (./page-sweep.ts) checks every page type;
// this walk adds the pages it does not visit, one after the other in one tab.
import { get, type IncomingHttpHeaders } from 'node:http'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage, siteUrl } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const PAGES: [string, string[]][] = [
  ['cards.de.localhost', ['/grusskarten/', '/_icons']],
  ['cards.ch.localhost', ['/fr/', '/it/fotokalender/']],
  ['poster.com.localhost', ['/poster', '/leinwand', '/themes/nordlicht']],
  ['poster.de.localhost', ['/posterdruck-guenstig']],
]

describe('content security policy', () => {
  it('is never violated while browsing the demo pages of both brands', async () => {
    const { page, problems } = await openPage(browser)
    await page.addInitScript(() => {
      addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    const visited: string[] = []
    for (const [host, paths] of PAGES) {
      for (const path of paths) {
        const response = await page.goto(siteUrl(host, path))
        expect(response?.status()).toBeLessThan(500)
        await page.waitForLoadState('networkidle')
        visited.push(`${host}${path}`)
      }
    }
    expect(visited).toHaveLength(8)
    expect(problems.filter((problem) => problem.includes('CSP') || problem.includes('Content Security Policy'))).toEqual([])
    await page.context().close()
  })

  it('sends the protective headers with static files too', async () => {
    // Static files are answered before the Worker runs (public/_headers); Node does not resolve *.localhost, so the
    // request goes to 127.0.0.1 with the site's Host header.
    const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      get({ host: '127.0.0.1', port: inject('e2ePort'), path: '/assets/site.css', headers: { host: 'cards.de.localhost' } }, (response) => {
        response.resume()
        resolve(response.headers)
      }).on('error', reject)
    })
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(headers['content-security-policy']).toContain("default-src 'none'")
  })
})
