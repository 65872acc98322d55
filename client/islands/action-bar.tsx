// Action bar island: dismissing writes the per-bar cookie and removes the bar at once, with no round trip.
import { useState } from 'react'
import { addDismissedBar, DISMISSED_BARS_COOKIE, DISMISSED_BARS_MAX_AGE } from '../../src/domain/dismissed-bars'
import { ActionBarView, type ActionBarProps } from '../../src/render/islands/action-bar-view'
import { readCookie } from '../lib/cookies'

export default function ActionBar(props: ActionBarProps) {
  const [dismissed, setDismissed] = useState(false)
  if (dismissed) return null
  const dismiss = (event: { preventDefault(): void }) => {
    event.preventDefault()
    const value = addDismissedBar(readCookie(DISMISSED_BARS_COOKIE), props.id)
    const secure = location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${DISMISSED_BARS_COOKIE}=${value}; Path=/; Max-Age=${DISMISSED_BARS_MAX_AGE}; SameSite=Lax${secure}`
    setDismissed(true)
  }
  return <ActionBarView {...props} onDismiss={dismiss} />
}
