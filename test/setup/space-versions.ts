// The brands' space versions forgotten where they outlive an isolate: each brand's Durable Object (the real binding,
// whose storage lasts the whole run) and this data centre's shared copy in the Cache API.
import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { spaceVersionShareKey } from '../../src/cache/keys'
import type { KnownVersion } from '../../src/cache/space-version'
import { BRANDS, type Brand } from '../../src/domain/countries'

export async function forgetSpaceVersions(): Promise<void> {
  await Promise.all(
    BRANDS.map(async (brand) => {
      await runInDurableObject(objectOf(brand), (_object, state) => state.storage.deleteAll())
      await caches.default.delete(spaceVersionShareKey(brand))
    }),
  )
}

function objectOf(brand: Brand) {
  return env.SPACE_VERSION.get(env.SPACE_VERSION.idFromName(brand))
}

/** What the brand's Durable Object holds now. */
export async function heldSpaceVersion(brand: Brand): Promise<KnownVersion | undefined> {
  return (await objectOf(brand).read()) ?? undefined
}

/**
 * Puts a space version where it is true, in the brand's Durable Object, as a publish or a CMS check would leave it,
 * and drops this data centre's shared copy, so the next look past isolate memory finds it.
 */
export async function holdSpaceVersion(brand: Brand, known: KnownVersion): Promise<void> {
  await runInDurableObject(objectOf(brand), (_object, state) => state.storage.kv.put('cv', known))
  await caches.default.delete(spaceVersionShareKey(brand))
}
