// Where a CMS link points on this site (SPEC §2 link handling): story links lose their locale folder and keep the site's
// path markers; script-like protocols are refused. The complete internal/external rules come with the routing issue.

export interface LinkField {
  linktype: 'story' | 'url' | 'asset' | 'email'
  cached_url: string
  url: string
  email?: string | undefined
  anchor?: string | undefined
}

const LOCALE_FOLDER = /^[a-z]{2}-[a-z]{2}(\/|$)/
const SAFE_ABSOLUTE = /^(https?:\/\/|mailto:|tel:)/i
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** `de-de/home` -> `/`, `fr-ch/poster/` -> `/poster` within the site's base path (`/fr`). */
export function storyPath(fullSlug: string, basePath: string): string {
  const slug = fullSlug.replace(LOCALE_FOLDER, '').replace(/^\/+|\/+$/g, '')
  const path = slug === '' || slug === 'home' ? '' : `/${slug}`
  return `${basePath}${path}` || '/'
}

/** The href for a link field, or undefined when it points nowhere or somewhere unsafe. */
export function linkHref(link: LinkField, basePath: string): string | undefined {
  const anchor = link.anchor ? `#${link.anchor}` : ''
  switch (link.linktype) {
    case 'story':
      return link.cached_url ? storyPath(link.cached_url, basePath) + anchor : anchor || undefined
    case 'email': {
      const email = link.email ?? link.url ?? link.cached_url
      return email ? `mailto:${email.replace(/^mailto:/i, '')}` : undefined
    }
    default: {
      const url = (link.url || link.cached_url).trim()
      if (!url) return undefined
      if (url.startsWith('/') && !url.startsWith('//')) return url + anchor
      if (url.startsWith('#')) return url
      if (SAFE_ABSOLUTE.test(url)) return url + anchor
      // SPEC §2: script-like protocols (javascript:, data:, vbscript:) are refused, and so is any other scheme.
      if (ANY_SCHEME.test(url) || url.startsWith('//')) return undefined
      return `/${url}` + anchor
    }
  }
}
