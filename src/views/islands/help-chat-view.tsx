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
  /** SPEC §9 loading time-out: the loading state shows only once loading has taken 300 ms. */
  slow: boolean
  open: boolean
}

export type ChatEvent = 'click' | 'slow' | 'load' | 'fail' | 'close'

export const CHAT_IDLE: ChatState = { loaded: false, loading: false, slow: false, open: false }

/** SPEC §9: the loading state shows after 300 ms (the button itself appears after 1700 ms: site.css). */
export const CHAT_LOADING_DELAY_MS = 300

export function chatTransition(state: ChatState, event: ChatEvent): ChatState {
  switch (event) {
    case 'click':
      if (state.loaded) return { ...state, open: true }
      return state.loading ? state : { ...state, loading: true, slow: false }
    case 'slow':
      return state.loading ? { ...state, slow: true } : state
    case 'load':
      return { loaded: true, loading: false, slow: false, open: true }
    case 'fail':
      return CHAT_IDLE
    case 'close':
      return { ...state, open: false }
  }
}

export function HelpChatView(props: HelpChatProps & { state?: ChatState; onOpen?: () => void }) {
  const state = props.state ?? CHAT_IDLE
  const loading = state.loading && state.slow
  return (
    <button
      type="button"
      className="help-chat"
      aria-label={loading ? props.loadingLabel : props.label}
      aria-busy={loading}
      hidden={state.open}
      data-state={loading ? 'loading' : state.loaded ? 'loaded' : 'idle'}
      onClick={props.onOpen}
    >
      <IslandIcon name="chat" />
      <span className="help-chat__spinner" aria-hidden="true" />
    </button>
  )
}
