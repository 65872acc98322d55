// SPEC §4 dialog rules as a pure state machine (src/domain/dialog-state.ts), the same code the browser's
// dialog store runs: at most one active dialog, same type ignored, block flag unless forced, close before open.
import { describe, expect, it } from 'vitest'
import {
  DIALOG_KINDS,
  dialogTransition,
  INITIAL_DIALOG_STATE,
  isDialogKind,
  scrollLocked,
  SPEC_DIALOG_KINDS,
  type DialogAction,
  type DialogState,
} from '../../src/domain/dialog-state'

const run = (actions: DialogAction[], from: DialogState = INITIAL_DIALOG_STATE) =>
  actions.reduce((state, action) => dialogTransition(state, action).state, from)
const open = (type: (typeof DIALOG_KINDS)[number], payload?: unknown, force?: boolean): DialogAction => ({
  kind: 'open',
  type,
  payload,
  force,
})

describe('dialog state', () => {
  it('knows the ten SPEC kinds, plus the shell’s cookie settings', () => {
    expect(SPEC_DIALOG_KINDS).toEqual([
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
    ])
    expect(DIALOG_KINDS).toContain('cookie-settings')
    expect(isDialogKind('log-in')).toBe(true)
    expect(isDialogKind('evil')).toBe(false)
    expect(isDialogKind(undefined)).toBe(false)
  })

  it('opens a dialog with its type and payload, and locks the page scroll while it is open', () => {
    const step = dialogTransition(INITIAL_DIALOG_STATE, open('image-magnify', { src: '/a.jpg' }))
    expect(step.state.active).toEqual({ type: 'image-magnify', payload: { src: '/a.jpg' } })
    expect(step.opened).toEqual(step.state.active)
    expect(step.closed).toBeNull()
    expect(scrollLocked(step.state)).toBe(true)
    expect(scrollLocked(run([{ kind: 'close' }], step.state))).toBe(false)
  })

  it('does nothing when the same type opens again, even with another payload', () => {
    const first = run([open('log-in', 1)])
    const again = dialogTransition(first, open('log-in', 2))
    expect(again.state).toBe(first)
    expect(again.opened).toBeNull()
    expect(again.closed).toBeNull()
  })

  it('closes the current dialog first when another one opens', () => {
    const first = run([open('log-in')])
    const step = dialogTransition(first, open('sign-up', { from: 'log-in' }))
    expect(step.closed).toEqual({ type: 'log-in', payload: null })
    expect(step.opened).toEqual({ type: 'sign-up', payload: { from: 'log-in' } })
    expect(step.state.active?.type).toBe('sign-up')
  })

  it('blocks opening while the block flag is set, unless forced', () => {
    const blocked = run([{ kind: 'block', blocked: true }])
    expect(dialogTransition(blocked, open('log-in')).state.active).toBeNull()
    expect(dialogTransition(blocked, open('password-confirm', undefined, true)).state.active?.type).toBe('password-confirm')
    expect(run([{ kind: 'block', blocked: false }, open('log-in')], blocked).active?.type).toBe('log-in')
  })

  it('lets a dialog close while blocked, and closing nothing changes nothing', () => {
    const state = run([open('log-in'), { kind: 'block', blocked: true }, { kind: 'close' }])
    expect(state).toEqual({ active: null, blocked: true })
    const idle = dialogTransition(INITIAL_DIALOG_STATE, { kind: 'close' })
    expect(idle.state).toBe(INITIAL_DIALOG_STATE)
    expect(idle.closed).toBeNull()
  })

  it.each([
    [[open('log-in'), open('log-in'), open('sign-up'), { kind: 'close' } as const], null],
    [[open('log-in'), { kind: 'block', blocked: true } as const, open('sign-up')], 'log-in'],
    [[{ kind: 'block', blocked: true } as const, open('sign-up', undefined, true), open('log-in')], 'sign-up'],
    [[open('3d-preview'), open('customer-picture'), open('3d-preview')], '3d-preview'],
  ] as const)('keeps at most one dialog through a sequence (%#)', (actions, active) => {
    expect(run([...actions]).active?.type ?? null).toBe(active)
  })
})
