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
import { VideoFacadeView, type VideoFacadeProps } from './video-facade-view'
import { ContactFormView, type ContactFormProps } from './contact-form-view'
import { CarouselView, type CarouselProps } from './carousel-view'
import { SubNavView, type SubNavProps } from './sub-nav-view'
// Customers, newsletter, wishlist.
import { CustomerAccountView, type CustomerAccountProps } from './customer-account-view'
import { CustomerWhitelabelView, type CustomerWhitelabelProps } from './customer-whitelabel-view'
import { CustomerNewsletterView, type CustomerNewsletterProps } from './customer-newsletter-view'
import { WishlistHeartView, type WishlistHeartProps } from './wishlist-heart-view'
import { WishlistPageView, type WishlistPageProps } from './wishlist-page-view'
import { ProductDialogsView, type ProductDialogsProps } from './product-dialogs-view'
// Card options and the cart.
import { CardOptionsView, type CardOptionsProps } from './card-options-view'
import { CartAddView, type CartAddProps } from './cart-add-view'
// Commerce selections beyond the calculator teaser.
import { FrameSelectionView, type FrameSelectionProps } from './frame-selection-view'
import { PhotoCalculatorView, type PhotoCalculatorProps } from './photo-calculator-view'

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
  'video-facade': VideoFacadeProps
  'contact-form': ContactFormProps
  carousel: CarouselProps
  'sub-nav': SubNavProps
  'customer-account': CustomerAccountProps
  'customer-newsletter': CustomerNewsletterProps
  'customer-whitelabel': CustomerWhitelabelProps
  'wishlist-heart': WishlistHeartProps
  'wishlist-page': WishlistPageProps
  'product-dialogs': ProductDialogsProps
  'card-options': CardOptionsProps
  'cart-add': CartAddProps
  'frame-selection': FrameSelectionProps
  'photo-calculator': PhotoCalculatorProps
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
  'video-facade': VideoFacadeView,
  'contact-form': ContactFormView,
  carousel: CarouselView,
  'sub-nav': SubNavView,
  'customer-account': CustomerAccountView,
  'customer-newsletter': CustomerNewsletterView,
  'customer-whitelabel': CustomerWhitelabelView,
  'wishlist-heart': WishlistHeartView,
  'wishlist-page': WishlistPageView,
  'product-dialogs': ProductDialogsView,
  'card-options': CardOptionsView,
  'cart-add': CartAddView,
  'frame-selection': FrameSelectionView,
  'photo-calculator': PhotoCalculatorView,
}
