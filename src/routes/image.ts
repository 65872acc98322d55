// The Worker's image route `/_image/{options}/{path}` (SPEC §7): our own public pictures at the requested size. Locally
// (IMAGE_RESIZE_BASE=/_image) it answers the URLs the builder makes; SVGs and other files are passed through unchanged,
// since the demo space's pictures are vector art. Strict: only same-origin public picture paths (the demo's only in
// builds with stand-ins), never a remote URL (no open proxy: the shop backend's pictures are resized by Cloudflare or
// linked as they are), and any option outside the builder's vocabulary is a 400.
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { LOCAL_IMAGE_PATH, parseResizeOptions } from '../domain/image'

export const imageRoutes = new Hono<AppEnv>()

const PREFIX = '/_image/'
const TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
}

imageRoutes.get('/_image/*', async (c) => {
  // The raw path: percent-encoded dots or slashes stay encoded and fail the path check.
  const { pathname } = c.var.scope.url
  const rest = pathname.startsWith(PREFIX) ? pathname.slice(PREFIX.length) : ''
  const cut = rest.indexOf('/')
  const options = cut > 0 ? parseResizeOptions(rest.slice(0, cut)) : undefined
  const path = cut > 0 ? rest.slice(cut) : ''
  if (!options || !LOCAL_IMAGE_PATH.test(path) || path.includes('..')) {
    return c.text(
      'Bad image request: /_image/width=…[,height=…,quality=…,format=webp|auto,fit=cover|contain|scale-down]/{public picture path}',
      400,
      {
        'cache-control': 'public, max-age=60',
      },
    )
  }
  const asset = await c.env.ASSETS.fetch(new Request(new URL(path, 'https://assets.invalid')))
  if (!asset.ok || !asset.body) return c.text('Image not found', 404, { 'cache-control': 'public, max-age=60' })
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  return new Response(asset.body, {
    headers: {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      // The options are part of the URL and the file changes only with a deploy: a day fresh, a week while revalidating.
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'x-content-type-options': 'nosniff',
    },
  })
})
