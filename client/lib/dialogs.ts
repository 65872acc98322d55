// The page's dialog store (SPEC §4): the pure rules of src/domain/dialog-state.ts plus the scroll lock.
// Any island opens a dialog with openDialog(); the dialog-host island (hydrated on the first open) renders it. Markup
// opens one without code: dialog-links.ts turns a click on `[data-dialog="log-in"]` into openDialogByName('log-in').
import type { ComponentType } from 'react'
import {
  dialogTransition,
  INITIAL_DIALOG_STATE,
  isDialogKind,
  scrollLocked,
  type DialogAction,
  type DialogKind,
  type DialogState,
} from '../../src/domain/dialog-state'
import { lockScroll } from './scroll-lock'

let state: DialogState = INITIAL_DIALOG_STATE
const listeners = new Set<(state: DialogState) => void>()

/** Content for a kind the shell does not render itself (e.g. the calculator's more-formats dialog). */
export const dialogContents = new Map<DialogKind, ComponentType<{ payload: unknown; close: () => void }>>()

export function dispatchDialog(action: DialogAction): void {
  const next = dialogTransition(state, action).state
  if (next === state) return
  state = next
  lockScroll('dialog', scrollLocked(state))
  if (state.active) document.dispatchEvent(new CustomEvent('island:wake', { detail: 'dialog-host' }))
  for (const listener of listeners) listener(state)
}

export const openDialog = (type: DialogKind, payload?: unknown, force?: boolean) => dispatchDialog({ kind: 'open', type, payload, force })
export const closeDialog = () => dispatchDialog({ kind: 'close' })
export const openDialogByName = (name: string, payload?: unknown) => isDialogKind(name) && openDialog(name, payload)
export const blockDialogs = (blocked: boolean) => dispatchDialog({ kind: 'block', blocked })

export function subscribeDialogs(listener: (state: DialogState) => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export const dialogState = (): DialogState => state
