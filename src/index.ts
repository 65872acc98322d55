// The storefront Worker's entry point: a page kept in the page cache is answered at the front door, every other request
// goes to the Hono app. The shop API, and its nightly cron, are their own Worker (src/api/index.ts, wrangler.api.toml).
import { app, renderAgain } from './app'
import { answerFromPageCache } from './middleware/page-front-door'

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    return (await answerFromPageCache(request, env, ctx, renderAgain)) ?? app.fetch(request, env, ctx)
  },
} satisfies ExportedHandler<Env>
