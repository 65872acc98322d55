// The wishlist heart island (view: src/views/islands/wishlist-heart-view.tsx): shows whether the design is saved,
// toggles it with one call, and opens the log-in dialog for shoppers who are not logged in (SPEC §2 account rules).
import { chunkFailed } from '../lib/chunk-load'
import { useEffect, useState, type FormEvent } from 'react'
import { WishlistHeartView, type WishlistHeartProps } from '../../src/views/islands/wishlist-heart-view'
import { logCustomerFailure } from '../lib/customer-log'
import { startCustomerSession, useCustomer } from '../lib/customer-state'
import { changeWishlist, useWishlist } from '../lib/customer-wishlist'

export default function WishlistHeart(props: WishlistHeartProps) {
  const customer = useCustomer()
  const items = useWishlist()
  const [busy, setBusy] = useState(false)
  // Pages without the header's account island (the desktop app) still need to know the customer.
  useEffect(() => startCustomerSession(props.basePath), [props.basePath])
  const saved = items?.some((item) => item.themeId === props.themeId) ?? false

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!customer?.isLoggedIn) {
      import('../lib/dialogs').then((dialogs) => dialogs.openDialog('log-in')).catch((error: unknown) => chunkFailed('dialog', error))
      return
    }
    setBusy(true)
    void changeWishlist(props.themeId, !saved).then(({ ok, status }) => {
      setBusy(false)
      if (!ok && status !== 400) logCustomerFailure('wishlist-error', status)
    })
  }
  return <WishlistHeartView {...props} saved={saved} busy={busy} onSubmit={onSubmit} />
}
