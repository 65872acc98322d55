// The dialog rules of SPEC §4 as a pure state machine, shared by the browser's dialog store (client/lib/dialogs.ts)
// and the tests: at most one active dialog with a type and payload; opening the same type again does nothing; opening
// is blocked while the block flag is set unless forced; opening a new dialog closes the current one first; the page
// scroll is locked exactly while a dialog is open.

/** SPEC §2 dialog kinds. */
export const SPEC_DIALOG_KINDS = [
  'calculator-more-formats',
  'calculator-own-format',
  'customer-picture',
  'image-magnify',
  'log-in',
  'password-confirm',
  'password-reset',
  'product-description',
  'sign-up',
  '3d-preview',
] as const

/** The SPEC kinds plus the shell's own: the cookie-settings link opens a stand-in for the consent manager. */
export const DIALOG_KINDS = [...SPEC_DIALOG_KINDS, 'cookie-settings'] as const
export type DialogKind = (typeof DIALOG_KINDS)[number]

export function isDialogKind(value: unknown): value is DialogKind {
  return typeof value === 'string' && (DIALOG_KINDS as readonly string[]).includes(value)
}

export interface ActiveDialog {
  type: DialogKind
  payload: unknown
}

export interface DialogState {
  active: ActiveDialog | null
  /** While set, only a forced open shows a dialog (e.g. during a checkout step that must not be interrupted). */
  blocked: boolean
}

export type DialogAction =
  { kind: 'open'; type: DialogKind; payload?: unknown; force?: boolean } | { kind: 'close' } | { kind: 'block'; blocked: boolean }

export interface DialogTransition {
  state: DialogState
  /** The dialog that closed, first, when one did. */
  closed: ActiveDialog | null
  /** The dialog that opened, after `closed`. */
  opened: ActiveDialog | null
}

export const INITIAL_DIALOG_STATE: DialogState = { active: null, blocked: false }

const unchanged = (state: DialogState): DialogTransition => ({ state, closed: null, opened: null })

export function dialogTransition(state: DialogState, action: DialogAction): DialogTransition {
  switch (action.kind) {
    case 'open': {
      if (state.active?.type === action.type) return unchanged(state)
      if (state.blocked && !action.force) return unchanged(state)
      const opened: ActiveDialog = { type: action.type, payload: action.payload ?? null }
      return { state: { ...state, active: opened }, closed: state.active, opened }
    }
    case 'close':
      return state.active ? { state: { ...state, active: null }, closed: state.active, opened: null } : unchanged(state)
    case 'block':
      return state.blocked === action.blocked
        ? unchanged(state)
        : { state: { ...state, blocked: action.blocked }, closed: null, opened: null }
  }
}

/** SPEC §4: the page scroll is locked while a dialog is open. */
export function scrollLocked(state: DialogState): boolean {
  return state.active !== null
}
