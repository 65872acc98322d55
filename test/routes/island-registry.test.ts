// An island is two files: src/views/islands/<name>-view.tsx (what the server renders) and client/islands/<name>.tsx
// (what hydrates it, found by the client by that file name). The server's registry is written from the view files
// (scripts/island-registry.mjs, run by `npm run build:client`); the vitest config lists the files (TEST_ISLAND_FILES).
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { islandViews } from '../../src/views/islands/views'

const { views, clients, registry } = env.TEST_ISLAND_FILES

describe('island files', () => {
  it('pair up: every island view has its client file and every client file its view', () => {
    expect(views.length).toBeGreaterThan(20)
    const viewsWithoutClient = views.filter((name) => !clients.includes(`${name}.tsx`))
    // Everything in client/islands is bundled as an island chunk: a helper or a sub-folder there is an island too.
    const clientsWithoutView = clients.filter((file) => !views.some((name) => file === `${name}.tsx`))
    expect({ viewsWithoutClient, clientsWithoutView }).toEqual({ viewsWithoutClient: [], clientsWithoutView: [] })
  })

  it('are what the committed registry names: it is the one `npm run build:client` writes now', () => {
    // A failure here means src/views/islands/views.ts is stale: run `npm run build:client` and commit the file.
    expect(registry.committed).toBe(registry.generated)
    expect(Object.keys(islandViews).sort()).toEqual(views)
  })
})
