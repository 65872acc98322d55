// Island name -> the view the server renders for it; the client registry maps the same names to the hydrating components.
import { ActionBarView, type ActionBarProps } from './action-bar-view'
import { BackToTopView, type BackToTopProps } from './back-to-top-view'
import { BurgerView, type BurgerProps } from './burger-view'
import { DialogHostView, type DialogHostProps } from './dialog-host-view'
import { FooterView, type FooterProps } from './footer-view'
import { HelpChatView, type HelpChatProps } from './help-chat-view'
import { MainNavView, type MainNavProps } from './main-nav-view'
import { SmartBannerView, type SmartBannerProps } from './smart-banner-view'
import { CalculatorView, type CalculatorProps } from './calculator-view'
import { PreviewBridgeView, type PreviewBridgeProps } from './preview-bridge-view'
import { TrackingView, type TrackingProps } from './tracking-view'
import { ProductDialogsView, type ProductDialogsProps } from './product-dialogs-view'

export interface IslandProps {
  'action-bar': ActionBarProps
  'back-to-top': BackToTopProps
  burger: BurgerProps
  'dialog-host': DialogHostProps
  footer: FooterProps
  'help-chat': HelpChatProps
  'main-nav': MainNavProps
  'smart-banner': SmartBannerProps
  calculator: CalculatorProps
  'preview-bridge': PreviewBridgeProps
  tracking: TrackingProps
  'product-dialogs': ProductDialogsProps
}
export type IslandName = keyof IslandProps

export const islandViews: { [N in IslandName]: (props: IslandProps[N]) => React.ReactNode } = {
  'action-bar': ActionBarView,
  'back-to-top': BackToTopView,
  burger: BurgerView,
  'dialog-host': DialogHostView,
  footer: FooterView,
  'help-chat': HelpChatView,
  'main-nav': MainNavView,
  'smart-banner': SmartBannerView,
  calculator: CalculatorView,
  'preview-bridge': PreviewBridgeView,
  tracking: TrackingView,
  'product-dialogs': ProductDialogsView,
}
