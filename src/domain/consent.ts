// Tracking consent and the tag-manager id (SPEC §4, §5): consent is granted, declined or unknown; an invalid stored
// value counts as granted (SPEC §4, as the shop has always read it); tag ids are GTM- or G- and uppercase letters/digits.

export type Consent = 'granted' | 'declined' | 'unknown'

export function parseConsent(value: string | undefined): Consent {
  if (value === undefined || value === '') return 'unknown'
  if (value === 'declined' || value === 'unknown') return value
  return 'granted'
}

const TAG_ID = /^(GTM|G)-[A-Z0-9]+$/

/** SPEC §5: a tag id that is not GTM-… or G-… followed by uppercase letters or digits is an error. */
export function assertTagId(id: string): string {
  if (!TAG_ID.test(id)) throw new Error(`Invalid tag id "${id}": expected GTM- or G- followed by uppercase letters or digits`)
  return id
}

/** Tracking runs only with consent granted and not switched off for the visit (`tracking=0`). */
export function mayTrack(consent: Consent, trackingParam: string | null): boolean {
  return consent === 'granted' && trackingParam !== '0'
}
