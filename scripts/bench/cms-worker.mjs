// The benchmark's Storyblok: the demo space behind Storyblok's HTTP API, in a Worker (an isolate) of its own. The cold
// run's storefront reads it as it reads Storyblok in production, through storyblok-js-client over fetch with a token
// per brand, so building each answer costs the CMS's CPU and not the storefront's (the in-process demo space answers
// inside the storefront's own isolate). Bundled by scripts/bench/cms.mjs; never part of a Worker that ships.
import { DEMO_PUBLIC_TOKEN } from '../../src/content/demo/ids'
import { demoFetch } from '../../src/content/demo/space'
import { BENCH_CMS_TOKENS } from './cms-tokens.mjs'

export default {
  /** @param {Request} request @param {{ DEMO_SPACE: KVNamespace }} env */
  fetch(request, env) {
    const url = new URL(request.url)
    const brand = BENCH_CMS_TOKENS[url.searchParams.get('token') ?? '']
    if (brand === undefined) return Response.json({ error: 'Unauthorized' }, { status: 401 })
    url.searchParams.set('token', DEMO_PUBLIC_TOKEN)
    return demoFetch(env.DEMO_SPACE, brand)(url.href, { redirect: request.redirect })
  },
}
