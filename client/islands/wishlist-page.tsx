// The wishlist page island (view: src/views/islands/wishlist-page-view.tsx): the customer's saved designs with remove
// buttons; a hint and the log-in dialog for shoppers who are not logged in.
import { chunkFailed } from '../lib/chunk-load'
import { useEffect, useState, type FormEvent } from 'react'
import { WishlistPageView, type WishlistPageProps } from '../../src/views/islands/wishlist-page-view'
import { logCustomerFailure } from '../lib/customer-log'
import { startCustomerSession, useCustomer } from '../lib/customer-state'
import { changeWishlist, useWishlist } from '../lib/customer-wishlist'

export default function WishlistPage(props: WishlistPageProps) {
  const customer = useCustomer()
  const items = useWishlist()
  const [failed, setFailed] = useState(false)
  useEffect(() => startCustomerSession(props.basePath), [props.basePath])

  const onLogin = () => {
    import('../lib/dialogs').then((dialogs) => dialogs.openDialog('log-in')).catch((error: unknown) => chunkFailed('dialog', error))
  }
  const onRemove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const themeId = new FormData(event.currentTarget).get('themeId')
    if (typeof themeId !== 'string') return
    void changeWishlist(themeId, false).then(({ ok, status }) => {
      if (ok) return
      logCustomerFailure('wishlist-error', status)
      setFailed(true)
    })
  }
  // Not known yet: loading. Known anonymous: the log-in hint. Logged in: the list once it has loaded.
  const shown = customer === undefined ? undefined : customer.isLoggedIn ? items : null
  return <WishlistPageView {...props} items={shown} failed={failed} onLogin={onLogin} onRemove={onRemove} />
}
