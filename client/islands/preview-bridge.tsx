// Live editing inside Storyblok's visual editor: editor input events (of a page or of the layout story) are rendered by
// the Worker (the content transform call) and swapped into the page without a reload; publish and save events reload it.
// Only the events of the stories the page shows apply to it (src/domain/editor-events.ts); the rest are ignored.
// Storyblok's bridge script is loaded here, so public visitors never download a byte of it. Offline (or when the
// script cannot load) the island listens to the editor's postMessages itself, accepting only the configured origins.
import { useEffect, useState } from 'react'
import { editorEffect } from '../../src/domain/editor-events'
import {
  LAYOUT_CONTENT_ID,
  PAGE_CONTENT_ID,
  PreviewBridgeView,
  type BridgeState,
  type LivePart,
  type PreviewBridgeProps,
} from '../../src/views/islands/preview-bridge-view'

const BRIDGE_SCRIPT = 'https://app.storyblok.com/f/storyblok-v2-latest.js'

interface BridgeEvent {
  action?: string
  story?: unknown
}

interface StoryblokBridge {
  on(events: string | string[], callback: (event: BridgeEvent) => void): void
}

declare global {
  interface Window {
    StoryblokBridge?: new (options: PreviewBridgeProps['bridgeOptions']) => StoryblokBridge
  }
}

function originAllowed(origin: string, allowed: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  // An entry without a port matches that scheme and host on any port (local stand-ins for the editor).
  return allowed.some((entry) => {
    const wanted = new URL(entry)
    return wanted.protocol === url.protocol && wanted.hostname === url.hostname && (wanted.port === '' || wanted.port === url.port)
  })
}

export default function PreviewBridge(props: PreviewBridgeProps) {
  const [state, setState] = useState<BridgeState>('connecting')

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let latest: BridgeEvent | undefined
    const render = async () => {
      const event = latest
      if (!event) return
      setState('updating')
      try {
        const response = await fetch(props.transformUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(event),
          credentials: 'same-origin',
        })
        if (!response.ok) throw new Error(`transform answered ${response.status}`)
        const { html, part } = (await response.json()) as { html: string; part: LivePart }
        // The layout story's edits fill the whole shell of its preview page; a page's its teaser and body.
        const target = document.getElementById(part === 'layout' ? LAYOUT_CONTENT_ID : PAGE_CONTENT_ID)
        // The HTML is the Worker's own server render of the edited story (escaped by React), like any page it serves.
        if (target && event === latest) target.innerHTML = html
        setState('live')
      } catch (error) {
        console.warn('live preview update failed', error)
        setState('failed')
      }
    }
    const onEvent = (event: BridgeEvent) => {
      const effect = editorEffect(event, props.stories)
      if (effect === 'render') {
        latest = event
        clearTimeout(timer)
        timer = setTimeout(() => void render(), 150)
      } else if (effect === 'reload') {
        location.reload()
      }
    }
    const onMessage = (message: MessageEvent) => {
      if (!originAllowed(message.origin, props.editorOrigins)) return
      const data: unknown = typeof message.data === 'string' ? safeJson(message.data) : message.data
      if (data && typeof data === 'object') onEvent(data as BridgeEvent)
    }
    const listening = new AbortController()
    window.addEventListener('message', onMessage, { signal: listening.signal })
    setState('live')

    const script = document.createElement('script')
    script.src = BRIDGE_SCRIPT
    script.async = true
    script.onload = () => {
      if (!window.StoryblokBridge) return
      // The real bridge speaks to the editor now; stop listening ourselves so no event is applied twice.
      listening.abort()
      new window.StoryblokBridge(props.bridgeOptions).on(['input', 'published', 'change'], onEvent)
    }
    script.onerror = () => console.info('Storyblok bridge unavailable; listening to the editor directly')
    document.head.append(script)

    return () => {
      clearTimeout(timer)
      listening.abort()
    }
  }, [props.transformUrl, props.editorOrigins, props.bridgeOptions, props.stories])

  return <PreviewBridgeView {...props} state={state} />
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
