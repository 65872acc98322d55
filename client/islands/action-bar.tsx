// Action bar island: dismissing writes the per-bar cookie and removes the bar at once, with no round trip. A countdown
// ticks once a second while the tab is visible, pauses while it is hidden and resyncs with the clock when it shows
// again (SPEC §4).
import { useEffect, useState } from 'react'
import { DISMISSED_BARS_COOKIE, MAX_COOKIE_AGE_SECONDS } from '../../src/domain/cookies'
import { addDismissedBar } from '../../src/domain/dismissed-bars'
import { ActionBarView, type ActionBarProps } from '../../src/views/islands/action-bar-view'
import { countdownPhaseAt, type CountdownPhase } from '../../src/domain/countdown'
import { readCookie, writeCookie } from '../lib/cookies'

export default function ActionBar(props: ActionBarProps) {
  const [dismissed, setDismissed] = useState(false)
  const end = props.countdown?.end
  const [phase, setPhase] = useState<CountdownPhase>('idle')
  const [remaining, setRemaining] = useState(end === undefined ? 0 : end - (props.countdown?.now ?? 0))

  useEffect(() => {
    if (end === undefined) return
    let timer = 0
    let ran = false
    let done = false
    const tick = () => {
      const now = Date.now()
      setRemaining(Math.max(0, end - now))
      if (countdownPhaseAt(end, now) === 'aborted') {
        // Past the end: it ended if it was running, else it could never start (e.g. an old cached page).
        done = true
        return setPhase(ran ? 'ended' : 'aborted')
      }
      ran = true
      setPhase('running')
      timer = window.setTimeout(tick, (end - now) % 1000 || 1000)
    }
    const sync = () => {
      clearTimeout(timer)
      if (done) return
      if (!document.hidden) return tick()
      if (ran) setPhase('idle')
    }
    sync()
    const listening = new AbortController()
    document.addEventListener('visibilitychange', sync, { signal: listening.signal })
    return () => {
      clearTimeout(timer)
      listening.abort()
    }
  }, [end])

  if (dismissed) return null
  const dismiss = (event: { preventDefault(): void }) => {
    event.preventDefault()
    writeCookie(DISMISSED_BARS_COOKIE, addDismissedBar(readCookie(DISMISSED_BARS_COOKIE), props.id), MAX_COOKIE_AGE_SECONDS)
    setDismissed(true)
  }
  return <ActionBarView {...props} onDismiss={dismiss} phase={phase} remaining={remaining} />
}
