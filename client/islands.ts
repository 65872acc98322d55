// The island registry: marker name -> the component that hydrates it, loaded only when the page has that island.
import type { ComponentType } from 'react'
import type { IslandName } from '../src/render/islands/views'

export const islands: Record<IslandName, () => Promise<{ default: ComponentType<never> }>> = {
  'action-bar': () => import('./islands/action-bar'),
  'back-to-top': () => import('./islands/back-to-top'),
  burger: () => import('./islands/burger'),
  'dialog-host': () => import('./islands/dialog-host'),
  footer: () => import('./islands/footer'),
  'help-chat': () => import('./islands/help-chat'),
  'main-nav': () => import('./islands/main-nav'),
  'smart-banner': () => import('./islands/smart-banner'),
  calculator: () => import('./islands/calculator'),
  'preview-bridge': () => import('./islands/preview-bridge'),
  tracking: () => import('./islands/tracking'),
  'video-facade': () => import('./islands/video-facade'),
  'contact-form': () => import('./islands/contact-form'),
  carousel: () => import('./islands/carousel'),
  'sub-nav': () => import('./islands/sub-nav'),
  'customer-account': () => import('./islands/customer-account'),
  'customer-newsletter': () => import('./islands/customer-newsletter'),
  'customer-whitelabel': () => import('./islands/customer-whitelabel'),
  'wishlist-heart': () => import('./islands/wishlist-heart'),
  'wishlist-page': () => import('./islands/wishlist-page'),
  'product-dialogs': () => import('./islands/product-dialogs'),
  'card-options': () => import('./islands/card-options'),
  'cart-add': () => import('./islands/cart-add'),
  'frame-selection': () => import('./islands/frame-selection'),
  'photo-calculator': () => import('./islands/photo-calculator'),
}
