// Tests have no network: an outbound request that no mock answered fails at once, as a refused connection would,
// instead of a DNS lookup that takes time and makes workerd print a stack. One mock per external service
// (test/mocks/) sits in front of this and answers what a test expects.
const INSTALLED = Symbol.for('storefront.no-network')

export function refuseNetwork(): void {
  const global = globalThis as typeof globalThis & { [INSTALLED]?: true }
  if (global[INSTALLED]) return
  global[INSTALLED] = true
  globalThis.fetch = (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input)
    return Promise.reject(new TypeError(`Network connection refused: tests reach no outside host (${new URL(url).host})`))
  }
}
