// The floating help-chat button and its SPEC §4 state machine: not loaded -> loading on click (the chat script loads)
// -> loaded and open; hidden while open, shown again on close; later clicks reopen without reloading; a script load
// failure silently resets both loaded and loading (SPEC §8).
import { IslandIcon } from './island-icon'

export interface HelpChatProps {
  label: string
  loadingLabel: string
  /** The chat provider's script. */
  scriptUrl: string
}

export interface ChatState {
  loaded: boolean
  loading: boolean
  open: boolean
}

export type ChatEvent = 'click' | 'load' | 'fail' | 'close'

export const CHAT_IDLE: ChatState = { loaded: false, loading: false, open: false }

export function chatTransition(state: ChatState, event: ChatEvent): ChatState {
  switch (event) {
    case 'click':
      if (state.loaded) return { ...state, open: true }
      return state.loading ? state : { ...state, loading: true }
    case 'load':
      return { loaded: true, loading: false, open: true }
    case 'fail':
      return CHAT_IDLE
    case 'close':
      return { ...state, open: false }
  }
}

export function HelpChatView(props: HelpChatProps & { state?: ChatState; onOpen?: () => void }) {
  const state = props.state ?? CHAT_IDLE
  return (
    <button
      type="button"
      className="help-chat"
      aria-label={state.loading ? props.loadingLabel : props.label}
      aria-busy={state.loading}
      hidden={state.open}
      data-state={state.loading ? 'loading' : state.loaded ? 'loaded' : 'idle'}
      onClick={props.onOpen}
    >
      <IslandIcon name="chat" />
      <span className="help-chat__spinner" aria-hidden="true" />
    </button>
  )
}
