// Hydration entry: finds island markers and hydrates each with its registered component and JSON props.
// Loaded as an async module script, so it never blocks parsing or the first paint.
import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islands } from './islands'

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const load = islands[element.dataset.island as keyof typeof islands] as (typeof islands)[keyof typeof islands] | undefined
  if (!load) return
  const props = JSON.parse(element.dataset.props ?? '{}') as never
  const { default: Component } = await load()
  hydrateRoot(element, createElement(Component, props), {
    onRecoverableError: (error) => console.warn('island hydration recovered', element.dataset.island, error),
  })
  // The marker is outside React's tree; tests and tooling read it to know the island is live.
  element.dataset.hydrated = 'true'
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  hydrateIsland(element).catch((error: unknown) => console.error('island hydration failed', element.dataset.island, error))
}
