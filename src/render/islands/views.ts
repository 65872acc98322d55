// Island name -> the view the server renders for it; the client registry maps the same names to the hydrating components.
import { ActionBarView, type ActionBarProps } from './action-bar-view'
import { PreviewBridgeView, type PreviewBridgeProps } from './preview-bridge-view'

export interface IslandProps {
  'action-bar': ActionBarProps
  'preview-bridge': PreviewBridgeProps
}
export type IslandName = keyof IslandProps

export const islandViews: { [N in IslandName]: (props: IslandProps[N]) => React.ReactNode } = {
  'action-bar': ActionBarView,
  'preview-bridge': PreviewBridgeView,
}
