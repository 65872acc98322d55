// The logged-in customer's wishlist (cards brand), shared by every heart on the page and the wishlist page: loaded once
// from GET /web-api/wishlist when the customer store says "logged in", forgotten when it says "logged out".
import { useEffect, useSyncExternalStore } from 'react'
import type { Wishlist } from '../../src/domain/customer/schemas'
import { callApi } from './customer-api'
import { customerBase, customerNow, subscribeCustomer } from './customer-state'

export type WishlistItem = Wishlist['items'][number]

/** undefined: not loaded (not logged in, or not yet). */
let items: readonly WishlistItem[] | undefined
let loading = false
const listeners = new Set<() => void>()

export function setWishlist(next: readonly WishlistItem[] | undefined): void {
  items = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

function sync(): void {
  const customer = customerNow()
  if (!customer?.isLoggedIn) {
    if (items !== undefined) setWishlist(undefined)
    return
  }
  if (items !== undefined || loading) return
  loading = true
  void callApi<Wishlist>(`${customerBase()}/web-api/wishlist`, 'GET').then((answer) => {
    loading = false
    if (answer.ok && answer.payload) setWishlist(answer.payload.items)
  })
}

let watching = false

export function useWishlist(): readonly WishlistItem[] | undefined {
  useEffect(() => {
    if (watching) return
    watching = true
    subscribeCustomer(sync)
    sync()
  }, [])
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => undefined,
  )
}

/** Adds or removes one design; answers the new list, or undefined when the call failed (its status in `status`). */
export async function changeWishlist(themeId: string, add: boolean): Promise<{ ok: boolean; status: number | 'network' }> {
  const answer = await callApi<Wishlist>(`${customerBase()}/web-api/wishlist/${encodeURIComponent(themeId)}`, add ? 'PUT' : 'DELETE')
  if (answer.ok && answer.payload) setWishlist(answer.payload.items)
  return { ok: answer.ok, status: answer.status }
}
