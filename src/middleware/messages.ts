// Loads the interface words of the request's language before anything renders (SPEC §7: translation files load lazily
// per locale). After the first request of a language in an isolate this costs nothing.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { loadMessages } from '../i18n/translate'

export const messages = createMiddleware<AppEnv>(async (c, next) => {
  await loadMessages(c.get('site').language, c.env.ASSETS)
  await next()
})
