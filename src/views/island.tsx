// Server side of an island: the view rendered to HTML inside a marker carrying its props as JSON, plus the client entry.
// React dedupes and hoists the async module script, so a page loads client JavaScript only when it has an island.
import { createContext, useContext, type ReactElement } from 'react'
import { islandViews, type IslandName, type IslandProps } from './islands/views'
import { useShellSplicing } from './layout/shell-part'
import { useNonce } from './nonce'

export const CLIENT_ENTRY = '/build/client.js'

/**
 * When the browser hydrates the island (client/index.ts): at once (default), when the main thread is idle, when its
 * container nears the viewport, when the page is first scrolled, on the first interaction inside its container, or when
 * woken by name.
 */
export type Hydrate = 'load' | 'idle' | 'visible' | 'scroll' | 'interaction' | 'manual'

/**
 * The stored markup of an island for a key (its name, hydration and props), or undefined while it is not held (the
 * lookup then renders `element` for the next page), or false for an island that is always rendered in place. The
 * renderer provides it beside the shell's splicing, never on preview hosts.
 */
export type IslandLookup = (key: string, element: () => ReactElement) => readonly string[] | false | undefined

const IslandLookupContext = createContext<IslandLookup | undefined>(undefined)
export const IslandLookupProvider = IslandLookupContext.Provider

export interface IslandElementProps<N extends IslandName> {
  name: N
  props: IslandProps[N]
  hydrate?: Hydrate
  /**
   * Its markup is stored per set of props and spliced into later pages (src/respond/island-cache.ts): for an island on
   * many pages whose view renders from its props alone (no `useId`: an id names the place in the tree it was rendered
   * at; no picture: React would hoist its preload beside the markup) and whose props are not new on every request (a
   * countdown's clock is).
   */
  stored?: boolean
}

export function Island<N extends IslandName>({ name, props, hydrate = 'load', stored = false }: IslandElementProps<N>) {
  // The nonce lets the entry run under `'strict-dynamic'`; the modules it imports inherit that trust.
  const nonce = useNonce()
  const lookup = useContext(IslandLookupContext)
  const splicing = useShellSplicing()
  const json = JSON.stringify(props)
  const markup = () => <IslandMarkup name={name} props={props} json={json} hydrate={hydrate} />
  const pieces = stored && lookup && splicing ? lookup(`${name} ${hydrate} ${json}`, markup) : undefined
  // The entry first: React hoists it into the head, and a hoisted element after a text node (the marker) would leave a
  // text separator in its place.
  return (
    <>
      <script type="module" src={CLIENT_ENTRY} async nonce={nonce} />
      {/* A text node: the marker needs no escaping, and the renderer puts the stored markup in its place. */}
      {pieces ? splicing!.marker([pieces]) : markup()}
    </>
  )
}

interface IslandMarkupProps<N extends IslandName> {
  name: N
  props: IslandProps[N]
  /** The props as JSON, once. */
  json: string
  hydrate: Hydrate
}

/** The island's marker around its view, as the browser hydrates it (client/index.ts). */
function IslandMarkup<N extends IslandName>({ name, props, json, hydrate }: IslandMarkupProps<N>) {
  const View = islandViews[name] as (props: IslandProps[N]) => React.ReactNode
  // The marker carries the nonce too: the browser hydrates only markers whose nonce is the page's
  // (src/views/island-trust.tsx), so markup that content injected, which cannot know this response's nonce, never
  // becomes an island.
  const nonce = useNonce()
  return (
    <div className="island" nonce={nonce} data-island={name} data-props={json} data-hydrate={hydrate === 'load' ? undefined : hydrate}>
      <View {...props} />
    </div>
  )
}
