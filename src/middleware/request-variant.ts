// Reads the request's page variant once (src/domain/request-variant.ts) and puts it on `c.var.variant`: the page
// cache's key, the renderer and the cookie-writing routes read that value, never the Cookie header again.
import { createMiddleware } from 'hono/factory'
import { isbot } from 'isbot'
import type { AppEnv } from '../app-env'
import { readRequestVariant } from '../domain/request-variant'

export const requestVariant = createMiddleware<AppEnv>(async (c, next) => {
  c.set(
    'variant',
    readRequestVariant({
      site: c.get('site'),
      url: new URL(c.req.url),
      path: c.req.path,
      cookie: c.req.header('cookie'),
      crawler: isbot(c.req.header('user-agent')),
    }),
  )
  await next()
})
