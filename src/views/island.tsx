// Server side of an island: the view rendered to HTML inside a marker carrying its props as JSON, plus the client entry.
// React dedupes and hoists the async module script, so a page loads client JavaScript only when it has an island.
import { islandViews, type IslandName, type IslandProps } from './islands/views'
import { useNonce } from './nonce'

export const CLIENT_ENTRY = '/build/client.js'

/**
 * When the browser hydrates the island (client/index.ts): at once (default), when the main thread is idle, when its
 * container nears the viewport, when the page is first scrolled, on the first interaction inside its container, or when
 * woken by name.
 */
export type Hydrate = 'load' | 'idle' | 'visible' | 'scroll' | 'interaction' | 'manual'

export function Island<N extends IslandName>({ name, props, hydrate = 'load' }: { name: N; props: IslandProps[N]; hydrate?: Hydrate }) {
  const View = islandViews[name] as (props: IslandProps[N]) => React.ReactNode
  // The nonce lets the entry run under `'strict-dynamic'`; the modules it imports inherit that trust. The marker carries
  // it too: the browser hydrates only markers whose nonce is the page's (src/views/island-trust.tsx), so markup that
  // content injected, which cannot know this response's nonce, never becomes an island.
  const nonce = useNonce()
  return (
    <>
      <div
        className="island"
        nonce={nonce}
        data-island={name}
        data-props={JSON.stringify(props)}
        data-hydrate={hydrate === 'load' ? undefined : hydrate}
      >
        <View {...props} />
      </div>
      <script type="module" src={CLIENT_ENTRY} async nonce={nonce} />
    </>
  )
}
