// The island registry: marker name -> the component that hydrates it, loaded only when the page has that island.
import type { ComponentType } from 'react'
import type { IslandName } from '../src/render/islands/views'

export const islands: Record<IslandName, () => Promise<{ default: ComponentType<never> }>> = {
  'action-bar': () => import('./islands/action-bar'),
  'preview-bridge': () => import('./islands/preview-bridge'),
}
