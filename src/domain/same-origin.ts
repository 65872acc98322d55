// Whether an unsafe request comes from a page of this very site (src/http/same-origin.ts says why so strict).

export interface OriginHeaders {
  origin: string | undefined
  secFetchSite: string | undefined
}

/** Needs at least one of Origin and Sec-Fetch-Site, and each one present must name this site exactly. */
export function isSameOrigin({ origin, secFetchSite }: OriginHeaders, siteOrigin: string): boolean {
  if (origin === undefined && secFetchSite === undefined) return false
  if (origin !== undefined && origin !== siteOrigin) return false
  return secFetchSite === undefined || secFetchSite === 'same-origin'
}
