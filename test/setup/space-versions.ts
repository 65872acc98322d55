// The brands' space versions forgotten where they outlive an isolate: each brand's Durable Object (the real binding,
// whose storage lasts the whole run) and this data centre's shared copy in the Cache API.
import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { spaceVersionShareKey } from '../../src/cache/keys'
import { BRANDS } from '../../src/domain/countries'

export async function forgetSpaceVersions(): Promise<void> {
  await Promise.all(
    BRANDS.map(async (brand) => {
      const stub = env.SPACE_VERSION.get(env.SPACE_VERSION.idFromName(brand))
      await runInDurableObject(stub, (_object, state) => state.storage.deleteAll())
      await caches.default.delete(spaceVersionShareKey(brand))
    }),
  )
}
