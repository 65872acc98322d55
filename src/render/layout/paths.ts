// Small URL helpers of the shell: the site's home and a hotline's tel: link.

/** Home of the site the request is on: `/`, or its markers (`/fr/` on the cards brand, `/d` on poster). */
export function homePath(basePath: string, trailingSlash: boolean): string {
  return basePath ? `${basePath}${trailingSlash ? '/' : ''}` : '/'
}

/** `030 23125 410` -> `tel:03023125410`, `(888) 555-0141` -> `tel:8885550141`. */
export function telHref(hotline: string): string {
  return `tel:${hotline.replace(/[^+\d]/g, '')}`
}
