// Server side of an island: the view rendered to HTML inside a marker carrying its props as JSON, plus the client entry.
// React dedupes and hoists the async module script, so a page loads client JavaScript only when it has an island.
import { islandViews, type IslandName, type IslandProps } from './islands/views'
import { useNonce } from './nonce'

export const CLIENT_ENTRY = '/build/client.js'

export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps[N] }) {
  const View = islandViews[name] as (props: IslandProps[N]) => React.ReactNode
  // The nonce lets the entry run under `'strict-dynamic'`; the modules it imports inherit that trust.
  const nonce = useNonce()
  return (
    <>
      <div className="island" data-island={name} data-props={JSON.stringify(props)}>
        <View {...props} />
      </div>
      <script type="module" src={CLIENT_ENTRY} async nonce={nonce} />
    </>
  )
}
