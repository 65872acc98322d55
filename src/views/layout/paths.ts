// A hotline's tel: link for the shell.

/** `030 23125 410` -> `tel:03023125410`, `(888) 555-0141` -> `tel:8885550141`. */
export function telHref(hotline: string): string {
  return `tel:${hotline.replace(/[^+\d]/g, '')}`
}
