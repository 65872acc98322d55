// The server's island registry, written by scripts/island-registry.mjs from the *-view.tsx files next to it (run by
// `npm run build:client`; do not edit): island name -> the view the server renders, typed by the props the view declares.
import { ActionBarView, type ActionBarProps } from './action-bar-view'
import { BackToTopView, type BackToTopProps } from './back-to-top-view'
import { BurgerView, type BurgerProps } from './burger-view'
import { CalculatorView, type CalculatorProps } from './calculator-view'
import { CardOptionsView, type CardOptionsProps } from './card-options-view'
import { CarouselView, type CarouselProps } from './carousel-view'
import { CartAddView, type CartAddProps } from './cart-add-view'
import { ContactFormView, type ContactFormProps } from './contact-form-view'
import { CustomerAccountView, type CustomerAccountProps } from './customer-account-view'
import { CustomerNewsletterView, type CustomerNewsletterProps } from './customer-newsletter-view'
import { CustomerWhitelabelView, type CustomerWhitelabelProps } from './customer-whitelabel-view'
import { DialogHostView, type DialogHostProps } from './dialog-host-view'
import { FooterView, type FooterProps } from './footer-view'
import { FrameSelectionView, type FrameSelectionProps } from './frame-selection-view'
import { HelpChatView, type HelpChatProps } from './help-chat-view'
import { MainNavView, type MainNavProps } from './main-nav-view'
import { PhotoCalculatorView, type PhotoCalculatorProps } from './photo-calculator-view'
import { PreviewBridgeView, type PreviewBridgeProps } from './preview-bridge-view'
import { ProductDialogsView, type ProductDialogsProps } from './product-dialogs-view'
import { SmartBannerView, type SmartBannerProps } from './smart-banner-view'
import { SubNavView, type SubNavProps } from './sub-nav-view'
import { TrackingView, type TrackingProps } from './tracking-view'
import { VideoFacadeView, type VideoFacadeProps } from './video-facade-view'
import { WishlistHeartView, type WishlistHeartProps } from './wishlist-heart-view'
import { WishlistPageView, type WishlistPageProps } from './wishlist-page-view'

export interface IslandProps {
  'action-bar': ActionBarProps
  'back-to-top': BackToTopProps
  burger: BurgerProps
  calculator: CalculatorProps
  'card-options': CardOptionsProps
  carousel: CarouselProps
  'cart-add': CartAddProps
  'contact-form': ContactFormProps
  'customer-account': CustomerAccountProps
  'customer-newsletter': CustomerNewsletterProps
  'customer-whitelabel': CustomerWhitelabelProps
  'dialog-host': DialogHostProps
  footer: FooterProps
  'frame-selection': FrameSelectionProps
  'help-chat': HelpChatProps
  'main-nav': MainNavProps
  'photo-calculator': PhotoCalculatorProps
  'preview-bridge': PreviewBridgeProps
  'product-dialogs': ProductDialogsProps
  'smart-banner': SmartBannerProps
  'sub-nav': SubNavProps
  tracking: TrackingProps
  'video-facade': VideoFacadeProps
  'wishlist-heart': WishlistHeartProps
  'wishlist-page': WishlistPageProps
}
export type IslandName = keyof IslandProps

export const islandViews: { [N in IslandName]: (props: IslandProps[N]) => React.ReactNode } = {
  'action-bar': ActionBarView,
  'back-to-top': BackToTopView,
  burger: BurgerView,
  calculator: CalculatorView,
  'card-options': CardOptionsView,
  carousel: CarouselView,
  'cart-add': CartAddView,
  'contact-form': ContactFormView,
  'customer-account': CustomerAccountView,
  'customer-newsletter': CustomerNewsletterView,
  'customer-whitelabel': CustomerWhitelabelView,
  'dialog-host': DialogHostView,
  footer: FooterView,
  'frame-selection': FrameSelectionView,
  'help-chat': HelpChatView,
  'main-nav': MainNavView,
  'photo-calculator': PhotoCalculatorView,
  'preview-bridge': PreviewBridgeView,
  'product-dialogs': ProductDialogsView,
  'smart-banner': SmartBannerView,
  'sub-nav': SubNavView,
  tracking: TrackingView,
  'video-facade': VideoFacadeView,
  'wishlist-heart': WishlistHeartView,
  'wishlist-page': WishlistPageView,
}
