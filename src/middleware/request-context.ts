// Opens the request's log scope (request id, host, path) and answers with the id, so a shopper's report can be found
// in the logs. The id is Cloudflare's ray id where there is one.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { requestLogContext } from '../log'

export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url)
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID()
  const context = { requestId, host: url.host, path: url.pathname, quiet: url.searchParams.get('logging') === '0' }
  await requestLogContext.run(context, next)
  c.header('x-request-id', requestId)
})
