// The one place a brand's cache version (cv) is authoritative: a Durable Object per brand (idFromName(brand)), strongly
// consistent where KV is only eventually so. The publish webhook and the background CMS checks write it; every data
// centre reads it every few seconds and shares the answer among its isolates (./space-version.ts), so a publish is
// live everywhere within seconds while the object's requests per data centre stay bounded at any traffic.
import { DurableObject } from 'cloudflare:workers'

export interface KnownVersion {
  cv: number
  /** The version before the last change: its entries are the stale copies served when the CMS is down. */
  previous: number | undefined
  checkedAt: number
}

export class SpaceVersionObject extends DurableObject {
  /** What the object holds; undefined until the first write. */
  read(): KnownVersion | undefined {
    return this.ctx.storage.kv.get('cv')
  }

  /**
   * Keeps a cv the CMS answered at `checkedAt` and answers what the object then holds. Storyblok's cv is the time of
   * the space's last publish, so a smaller one is an answer overtaken by a publish (a check that set out before it)
   * and changes nothing.
   */
  write(cv: number, checkedAt: number): KnownVersion {
    const held = this.read()
    if (held && cv < held.cv) return held
    const known: KnownVersion = { cv, previous: held && held.cv !== cv ? held.cv : held?.previous, checkedAt }
    this.ctx.storage.kv.put('cv', known)
    return known
  }
}
