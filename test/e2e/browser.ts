// One headless Debian Chromium for the whole run (started by global-setup.ts with the flags this sandboxed, offline
// machine needs); each test file connects to it, and each test opens its own context.
import { get } from 'node:http'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { inject } from 'vitest'

const SHOPPER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

export function siteUrl(host: string, path = '/'): string {
  return `http://${host}:${inject('e2ePort')}${path}`
}

/** The run's browser. Closing what this returns only disconnects the file; global-setup.ts stops the browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'))
}

/** Full-page screenshots for people to look at (test/e2e/artifacts/): `E2E_SCREENSHOTS=1 npm run test:e2e`. */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'

/** A fresh page that records console errors and failed requests, so a test can assert a clean page. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; problems: string[] }> {
  // Headless Chromium names itself HeadlessChrome, which isbot rightly calls a crawler: shoppers' tests use a
  // regular browser's user agent so they get what shoppers get (flags, consent, tracking).
  const context = await browser.newContext({ userAgent: SHOPPER_AGENT, ...options })
  const page = await context.newPage()
  return { page, problems: recordProblems(page) }
}

/** Console errors and warnings, page errors and failed requests of the page from now on, as lines a test prints. */
export function recordProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    // With the address it came from: "Failed to load resource" names none itself.
    const from = message.location().url
    // The browser's own guess at an icon for a document that names none (a JSON answer the test opened): not the page's.
    if (from && new URL(from).pathname === '/favicon.ico') return
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}${from ? ` (${from})` : ''}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('requestfailed', (request) => {
    // A fetch still running when the shopper navigates away (the customer-data call on a quick language switch) is
    // cancelled by the browser: that is navigation, not a failure of the page.
    if (request.failure()?.errorText === 'net::ERR_ABORTED' && request.resourceType() === 'fetch') return
    // A picture, the favicon or an island's chunk still loading when the shopper (or a form's answer) moves the page on is
    // cancelled by the browser too; a missing file shows as its 404 answer, not as a cancelled request.
    if (request.failure()?.errorText === 'net::ERR_ABORTED' && ['image', 'other', 'script'].includes(request.resourceType())) return
    // A page fetched ahead under the speculation rules that the click overtook is dropped by the browser: speculation.
    if (request.failure()?.errorText === 'net::ERR_ABORTED' && /prefetch|prerender/.test(request.headers()['sec-purpose'] ?? '')) return
    problems.push(`requestfailed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`)
  })
  return problems
}

/**
 * A variant cookie as the shop stores it (src/domain/cookies.ts): `__Host-` prefixed, so host-only, Path=/ and Secure,
 * which Chromium sends to http://*.localhost too (a secure context). Given by domain: DevTools refuses a Secure cookie
 * for an http:// URL, and a domain without a leading dot stays host-only.
 */
export function hostCookie(host: string, name: 'consent' | 'split_key' | 'dismissed_bars', value: string) {
  return { name: `__Host-${name}`, value, domain: host, path: '/', secure: true, sameSite: 'Lax' as const }
}

/** Opens a page of a site as a shopper who has already answered the consent banner (which would cover the page). */
export async function visitSite(page: Page, host: string, path: string): Promise<void> {
  await page.context().addCookies([hostCookie(host, 'consent', 'declined')])
  const response = await page.goto(siteUrl(host, path)).catch(async (error: Error) => {
    throw new Error(`${host}${path}: ${error.message}\n${await shopProbe(host, path)}`)
  })
  if (response?.status() !== 200) throw new Error(`${host}${path} answered ${response?.status() ?? 'nothing'}`)
}

/**
 * What the local shop answers now without the browser, for a page the browser could not load: a shop that stopped
 * answering (every page, or one brand's) tells itself apart from a browser that did.
 */
async function shopProbe(host: string, path: string): Promise<string> {
  const probe = (target: string) =>
    new Promise<string>((resolve) => {
      const started = performance.now()
      const request = get({ host: '127.0.0.1', port: inject('e2ePort'), path: target, headers: { host } }, (response) => {
        response.resume()
        resolve(`${target}: ${response.statusCode ?? '?'} in ${Math.round(performance.now() - started)} ms`)
      })
      request.setTimeout(5_000, () => request.destroy(new Error('no answer within 5 s')))
      request.on('error', (error) => resolve(`${target}: ${error.message}`))
    })
  return `the shop without the browser: ${(await Promise.all(['/_ping', path].map(probe))).join('; ')}`
}

/**
 * Records every `document.cookie` the page's scripts write, as written (attributes included), before any script runs:
 * the lifetime is Max-Age, whatever the clock says, and the attributes are what a cookie jar would not show as written.
 */
export async function recordCookieWrites(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    const written: string[] = ((window as unknown as { cookiesWritten: string[] }).cookiesWritten = [])
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document) as string,
      set: (value: string) => {
        written.push(value)
        descriptor.set!.call(document, value)
      },
    })
  })
  return () => page.evaluate(() => (window as unknown as { cookiesWritten: string[] }).cookiesWritten)
}
