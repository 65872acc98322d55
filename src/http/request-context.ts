// Opens the request's log scope (request id, host, path) and answers with the id, so a shopper's report can be found
// in the logs. The id is Cloudflare's ray id where there is one.
import { createMiddleware } from 'hono/factory'
import { requestLogContext } from '../log'

export const requestContext = createMiddleware(async (c, next) => {
  const url = new URL(c.req.url)
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID()
  const context = { requestId, host: url.host, path: url.pathname, quiet: url.searchParams.get('logging') === '0' }
  await requestLogContext.run(context, next)
  // On the response's own headers: Hono's c.header() copies a finished response first, which would cost every page a copy.
  // A response whose headers cannot change (one passed on from a fetch) is copied.
  try {
    c.res.headers.set('x-request-id', requestId)
  } catch {
    c.header('x-request-id', requestId)
  }
})
