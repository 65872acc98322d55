// Help-chat island: loads the chat provider's script on the first click only (SPEC §4 state machine in the view).
import { useRef, useState } from 'react'
import {
  CHAT_IDLE,
  CHAT_LOADING_DELAY_MS,
  chatTransition,
  HelpChatView,
  type ChatEvent,
  type HelpChatProps,
} from '../../src/views/islands/help-chat-view'
import { trustedScriptUrl } from '../lib/island-trust'

/** What the chat script provides (public/demo/chat-widget.js stands in for the provider here). */
interface ChatWidget {
  open(): void
  onClose(listener: () => void): void
}
declare global {
  interface Window {
    storefrontChat?: ChatWidget
  }
}

export default function HelpChat(props: HelpChatProps) {
  const [state, setState] = useState(CHAT_IDLE)
  const slowTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const send = (event: ChatEvent) => setState((current) => chatTransition(current, event))

  const open = () => {
    const widget = window.storefrontChat
    if (state.loaded && widget) {
      widget.open()
      return send('click')
    }
    if (state.loading) return
    send('click')
    // SPEC §9 loading time-out: a script that arrives within 300 ms never shows the loading state.
    clearTimeout(slowTimer.current)
    slowTimer.current = setTimeout(() => send('slow'), CHAT_LOADING_DELAY_MS)
    // Only our own assets or a configured origin (client/lib/island-trust.ts); anything else fails like a dead script.
    const src = trustedScriptUrl(props.scriptUrl)
    if (!src) return send('fail')
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => {
      const loaded = window.storefrontChat
      if (!loaded) return send('fail')
      loaded.onClose(() => send('close'))
      loaded.open()
      send('load')
    }
    // SPEC §8: a chat script that fails to load resets the button silently.
    script.onerror = () => {
      script.remove()
      send('fail')
    }
    document.head.append(script)
  }
  return <HelpChatView {...props} state={state} onOpen={open} />
}
