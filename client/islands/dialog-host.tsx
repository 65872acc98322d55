// The dialog host island: renders the active dialog of client/lib/dialogs.ts in a native modal <dialog> (the rest of
// the page turns inert), keeps Tab inside it and closes on Escape, the close button or a click on the backdrop.
// It hydrates when the store opens the first dialog (`island:wake`), so it starts from the store's state.
import { chunkFailed } from '../lib/chunk-load'
import { createElement, useEffect, useRef, useState } from 'react'
import type { ActiveDialog } from '../../src/domain/dialog-state'
import { isCustomerFormKind } from '../../src/views/islands/parts/customer-forms'
import { DialogHostView, type DialogHostProps } from '../../src/views/islands/dialog-host-view'
import type * as CustomerDialogsModule from '../parts/customer-dialogs'
import { closeDialog, dialogContents, dialogState, subscribeDialogs } from '../lib/dialogs'

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])'

export default function DialogHost(props: DialogHostProps) {
  // The server rendered no dialog: hydrate like that, then take the store's state.
  const [active, setActive] = useState<ActiveDialog | null>(null)
  const ref = useRef<HTMLDialogElement>(null)
  // The customer dialogs' code loads with the first of them (never with the page).
  const [customerDialogs, setCustomerDialogs] = useState<typeof CustomerDialogsModule>()
  const customerKind = active && isCustomerFormKind(active.type) ? active.type : undefined

  useEffect(() => {
    if (customerKind && !customerDialogs)
      import('../parts/customer-dialogs').then(setCustomerDialogs).catch((error: unknown) => chunkFailed('customer dialogs', error))
  }, [customerKind, customerDialogs])

  useEffect(() => {
    setActive(dialogState().active)
    return subscribeDialogs((state) => setActive(state.active))
  }, [])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // A new dialog closes the current one first (SPEC §4), then opens modal.
    if (dialog.open) dialog.close()
    if (active) dialog.showModal()
  }, [active])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onCancel = (event: Event) => {
      event.preventDefault()
      closeDialog()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
        event.preventDefault()
        ;(event.shiftKey ? last : first)?.focus()
      }
    }
    // A click on the backdrop lands on the <dialog> itself, outside its box.
    const onClick = (event: MouseEvent) => event.target === dialog && closeDialog()
    const listening = new AbortController()
    dialog.addEventListener('cancel', onCancel, { signal: listening.signal })
    dialog.addEventListener('keydown', onKey, { signal: listening.signal })
    dialog.addEventListener('click', onClick, { signal: listening.signal })
    return () => {
      listening.abort()
    }
  }, [])

  const Content = active ? dialogContents.get(active.type) : undefined
  const content =
    customerKind && customerDialogs && props.customer
      ? createElement(customerDialogs.CustomerDialog, {
          key: customerKind,
          kind: customerKind,
          payload: active?.payload,
          close: closeDialog,
          ...props.customer,
        })
      : Content && active
        ? createElement(Content, { payload: active.payload, close: closeDialog })
        : undefined
  return <DialogHostView {...props} active={active} content={content} dialogRef={ref} onClose={closeDialog} />
}
